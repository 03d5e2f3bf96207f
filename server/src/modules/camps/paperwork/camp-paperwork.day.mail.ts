// The parents' e-mail of a camp day's check-out (issue 48, item 4): who took the child and when; an
// override (someone the family did not list) says so with the administrator's note, so that a family
// learns at once of a handover it did not agree to.
import type { OperatorConfig } from '../../../core/config';
import type { EntityManager } from 'typeorm';
import { CampCollector } from '@kurzy/common';
import {
  type ComposedMail,
  greeting,
  momentIn,
  quoted,
  type RegistrationFacts,
  render,
} from '../../mail/mail.templates';
import { pragueMoment } from './camp-declaration.pdf';

export interface CheckoutFacts {
  checkedOutAt: Date;
  collector: CampCollector;
  collectorName: string | null;
  overrideNote: string | null;
}

/** The check-out a message is about (its reference); null once undone. */
export async function loadCheckout(manager: EntityManager, handoverId: number): Promise<CheckoutFacts | null> {
  const [row] = await manager.query(
    `SELECT checked_out_at AS "checkedOutAt", collector, collector_name AS "collectorName", override_note AS "overrideNote"
       FROM camp_handover WHERE id = $1 AND checked_out_at IS NOT NULL`,
    [handoverId],
  );
  return row ? { ...row, checkedOutAt: new Date(row.checkedOutAt) } : null;
}

const WHO: Record<CampCollector, (facts: CheckoutFacts) => string> = {
  [CampCollector.parent]: () => 'rodič',
  [CampCollector.person]: (facts) => facts.collectorName ?? '',
  [CampCollector.alone]: () => 'odešel(a) sám/sama (odchází sám)',
  [CampCollector.other]: (facts) => facts.collectorName ?? '',
};

/** "Vyzvednutí z tábora …": who took the child and when. */
export function campCheckoutMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  checkout: CheckoutFacts,
): ComposedMail {
  const paragraphs = [
    checkout.collector === CampCollector.alone
      ? `${facts.childFullName} dnes odešel(a) z tábora „${facts.title}“ sám/sama v ${pragueMoment(checkout.checkedOutAt)}, jak jste v přihlášce povolili.`
      : `${facts.childFullName} si dnes z tábora „${facts.title}“ vyzvedl(a) ${WHO[checkout.collector](checkout)} v ${pragueMoment(checkout.checkedOutAt)}.`,
  ];
  if (checkout.collector === CampCollector.other)
    paragraphs.push(
      `Tuto osobu jste mezi oprávněnými k vyzvedávání neuvedli; předání jako výjimku povolil administrátor s poznámkou: „${checkout.overrideNote ?? ''}“. Pokud o předání nevíte, ozvěte se nám prosím hned.`,
    );
  return render(operator, `Vyzvednutí z tábora – ${facts.childFullName}`, greeting(facts), [{ paragraphs }], []);
}

/** The check-out's e-mail in English and Ukrainian (issue 49): the same facts as the Czech one; the
 * names and the administrator's note stay as they were written. */
export function campCheckoutMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (operator: OperatorConfig, facts: RegistrationFacts, checkout: CheckoutFacts): ComposedMail => {
    const title = quoted(facts.title, language);
    const at = momentIn(checkout.checkedOutAt, language);
    const who =
      checkout.collector === CampCollector.parent
        ? english
          ? 'a parent'
          : 'один із батьків'
        : (checkout.collectorName ?? '');
    const paragraphs = [
      checkout.collector === CampCollector.alone
        ? english
          ? `${facts.childFullName} left the camp ${title} alone today (${at}), as you allowed in the registration.`
          : `${facts.childFullName} сьогодні пішов(-ла) з табору ${title} самостійно (${at}), як ви дозволили в реєстрації.`
        : english
          ? `${facts.childFullName} was picked up from the camp ${title} today by ${who} (${at}).`
          : `Дитину (${facts.childFullName}) сьогодні забрали з табору ${title}. Хто забрав: ${who}; коли: ${at}.`,
    ];
    if (checkout.collector === CampCollector.other)
      paragraphs.push(
        english
          ? `You did not list this person among those allowed to pick up your child; an administrator allowed the handover as an exception with the note: “${checkout.overrideNote ?? ''}”. If you do not know about this handover, please contact us at once.`
          : `Цієї особи ви не вказали серед тих, хто може забирати дитину; передачу як виняток дозволив адміністратор із приміткою: «${checkout.overrideNote ?? ''}». Якщо ви не знаєте про цю передачу, будь ласка, негайно зв’яжіться з нами.`,
      );
    const subject = english
      ? `Picked up from the camp – ${facts.childFullName}`
      : `Дитину забрали з табору – ${facts.childFullName}`;
    return render(operator, subject, greeting(facts), [{ paragraphs }], [], language);
  };
}
