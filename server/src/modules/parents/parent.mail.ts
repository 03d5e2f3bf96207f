// The parents' e-mails (issue 39, item 4): a fresh personal link to the family's page when asked
// for ("Pošlete mi odkaz znovu"), and the confirmation of a new address given on that page.
import { EMAIL_CHANGE_VALID_HOURS, PARENT_EMAIL_CHANGE_PATH, withoutTrailingSlashes } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  inLanguage,
  type InLanguages,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../mail/mail.kinds';
import { type ComposedMail, greeting, type MailLinks, type RegistrationFacts, render } from '../mail/mail.templates';
import { aboutRegistration, written } from '../registrations/registration.mail';
import { parentTokenHash } from './parent-link.token';

/** "Pošlete mi odkaz znovu": a fresh personal link to the parent's own page. It goes only to an
 * address that has registrations (the newest one is `facts`), and says nothing of the children. */
export function parentLinkMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  return render(
    operator,
    'Odkaz na vaše přihlášky',
    greeting(facts),
    [
      {
        paragraphs: [
          'posíláme odkaz na stránku s vašimi přihláškami: uvidíte na ní, zda má dítě místo, kolikátí jste mezi náhradníky a jak je to s platbou.',
        ],
      },
      { links: [['Moje přihlášky', links.parentPage]] },
      {
        paragraphs: [
          'Odkaz je jen pro vás, nikomu ho prosím nepřeposílejte. Platí, dokud ho alespoň jednou za 12 měsíců použijete; starší odkazy z našich e-mailů platí dál.',
          'Pokud jste o odkaz nežádali, tento e-mail prosím ignorujte.',
        ],
      },
    ],
    [],
  );
}

/** A new address given on a parent's page asks to be confirmed from its own mailbox. Whoever typed
 * it may have typed a stranger's: the message names the children who would move, so a stranger sees
 * at once that they are not theirs, and says what confirming does. An address that has registrations
 * already is never joined by the click: it asks staff, who check with both families. */
export function emailChangeMail(
  operator: OperatorConfig,
  link: string,
  validHours: number,
  { children, joinsFamily }: { children: readonly string[]; joinsFamily: boolean },
): ComposedMail {
  const whose = children.length === 1 ? `dítěte ${children[0]}` : `dětí ${children.join(', ')}`;
  return render(
    operator,
    'Potvrďte prosím nový e-mail pro přihlášky',
    'Dobrý den,',
    [
      {
        paragraphs: [
          `na stránce přihlášek k našim kroužkům a táborům někdo zadal tuto adresu jako nový e-mail rodiče ${whose}.`,
          joinsFamily
            ? `Na tuto adresu už u nás jsou jiné přihlášky, proto potvrzením nic nesloučíte: požádáte naši kancelář, aby přihlášky ${whose} přesunula k nim. Než to udělá, ozve se vám.`
            : `Pokud jste to vy, potvrďte ji prosím odkazem níže. Přihlášky ${whose} se pak přesunou na tuto adresu, další e-maily o nich půjdou sem a odkaz na stránku s nimi vám pošleme zvlášť; odkazy poslané na dosavadní adresu přestanou platit.`,
        ],
      },
      { links: [['Potvrdit nový e-mail', link]] },
      {
        paragraphs: [
          `Odkaz platí ${validHours} hodin. Pokud ${children.length === 1 ? 'to dítě' : 'ty děti'} neznáte nebo jste o změnu nežádali, tento e-mail prosím ignorujte: nic se nezmění.`,
        ],
      },
    ],
    [],
  );
}

/** The personal link in English and Ukrainian (issue 49): the newest registration's language. */
function parentLinkMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail =>
    render(
      operator,
      english ? 'The link to your registrations' : 'Посилання на ваші реєстрації',
      greeting(facts),
      [
        {
          paragraphs: [
            english
              ? 'here is the link to the page with your registrations: it shows whether your child has a place, where you are on the waiting list and how the payment stands.'
              : 'надсилаємо посилання на сторінку з вашими реєстраціями: на ній видно, чи має дитина місце, яке ваше місце в черзі резерву та як справи з оплатою.',
          ],
        },
        { links: [[english ? 'My registrations' : 'Мої реєстрації', links.parentPage]] },
        {
          paragraphs: english
            ? [
                'The link is for you alone; please do not forward it to anyone. It stays valid as long as you use it at least once in 12 months; older links from our e-mails still work.',
                'If you did not ask for the link, please ignore this e-mail.',
              ]
            : [
                'Посилання лише для вас, будь ласка, нікому його не пересилайте. Воно діє, доки ви користуєтеся ним хоча б раз на 12 місяців; старіші посилання з наших листів і далі діють.',
                'Якщо ви не просили посилання, просто проігноруйте цей лист.',
              ],
        },
      ],
      [],
      language,
    );
}

const LINK_TEXTS: InLanguages<typeof parentLinkMail> = {
  cs: parentLinkMail,
  en: parentLinkMailIn('en'),
  uk: parentLinkMailIn('uk'),
};

// The new address's confirmation goes to a mailbox not yet the family's: Czech, as the spec writes it.
const TEXTS: InLanguages<{ emailChange: typeof emailChangeMail }> = { cs: { emailChange: emailChangeMail } };

/** The parents' kinds of e-mail. */
export const PARENT_MAIL_KINDS = declareMailKinds({
  /** "Pošlete mi odkaz znovu": a fresh personal link to the parent's own page (about their newest
   * registration, which names the address it goes to). */
  parentLink: {
    kind: 'parent_link',
    description: "A fresh personal link to the parent's own page (asked for on the site)",
    async compose(message, context) {
      const { write, facts, links } = await written(LINK_TEXTS, await aboutRegistration(message, context));
      return write(context.operator, facts, await links());
    },
  },
  /** To a new address a parent gave on their page: the link that confirms it (the token rides in
   * the outbox row until sent); nothing changes until it is used. Naming the children who would
   * move and whether the address has registrations already (then confirming asks staff instead), as
   * they are when it goes out. */
  emailChange: {
    kind: 'email_change',
    description: 'To a new address a parent gave on their page: the link that confirms it',
    async compose(message, context) {
      const { token } = message;
      if (!token) throw new MailNotApplicable('Změna e-mailu už neplatí.');
      const [change]: { children: string[]; joinsFamily: boolean }[] = await context.manager.query(
        `SELECT ARRAY(SELECT r.child_full_name FROM registration r WHERE lower(r.email) = c.email_key
                       GROUP BY r.child_full_name ORDER BY min(r.created_at), r.child_full_name) AS children,
                EXISTS (SELECT 1 FROM registration r WHERE lower(r.email) = lower(trim(c.new_email))) AS "joinsFamily"
           FROM parent_email_change c WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now()`,
        [parentTokenHash(token)],
      );
      if (!change || change.children.length === 0) throw new MailNotApplicable('Změna e-mailu už neplatí.');
      const link = `${withoutTrailingSlashes(context.publicUrl)}${PARENT_EMAIL_CHANGE_PATH}${encodeURIComponent(token)}`;
      return inLanguage(TEXTS, context.language).texts.emailChange(
        context.operator,
        link,
        EMAIL_CHANGE_VALID_HOURS,
        change,
      );
    },
  },
});

export const ParentMailKind = mailKindNames(PARENT_MAIL_KINDS);

type ParentMailKindNames = MailKindNamesOf<typeof PARENT_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends ParentMailKindNames {}
}

export const PARENT_MAIL: ModuleMailDeclaration = { kinds: PARENT_MAIL_KINDS };
