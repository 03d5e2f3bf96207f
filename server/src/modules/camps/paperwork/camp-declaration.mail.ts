// The camps' e-mail to families (issue 48): the day before a camp at 8:00 Prague time, the request to
// sign „prohlášení o bezinfekčnosti“ on the family's page, to those who have not signed it yet.
import { formatDateRange } from '@kurzy/common';
import type { OperatorConfig } from '../../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../../mail/mail.kinds';
import {
  type ComposedMail,
  greeting,
  type MailLinks,
  parentPageBlock,
  quoted,
  type RegistrationFacts,
  render,
} from '../../mail/mail.templates';
import { aboutActiveRegistration, written } from '../../registrations/registration.mail';
import { campCheckoutMail, campCheckoutMailIn, loadCheckout } from './camp-paperwork.day.mail';

/** "Prohlášení o bezinfekčnosti před táborem …": what, when, and the page to sign it on. */
export function declarationReminderMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  camp: { from: string; to: string },
  links: MailLinks,
): ComposedMail {
  return render(
    operator,
    `Prohlášení o bezinfekčnosti – ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `zítra začíná tábor „${facts.title}“ (${formatDateRange(camp.from, camp.to)}), kam je přihlášen(a) ${facts.childFullName}.`,
          'Prosíme, podepište na stránce svých přihlášek prohlášení o bezinfekčnosti: stačí napsat své celé jméno a potvrdit text. Podepsat ho lze ode dneška do konce tábora; nesmí být starší než jeden den před začátkem tábora.',
          'Bez prohlášení musíme první ráno chtít papírovou kopii.',
        ],
      },
      { paragraphs: ['Podepíšete zde:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The reminder in English and Ukrainian (issue 49): the same blocks as the Czech one. */
function declarationReminderMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (
    operator: OperatorConfig,
    facts: RegistrationFacts,
    camp: { from: string; to: string },
    links: MailLinks,
  ): ComposedMail => {
    const title = quoted(facts.title, language);
    const dates = formatDateRange(camp.from, camp.to, language);
    return render(
      operator,
      english ? `Health declaration – ${facts.title}` : `Декларація про відсутність інфекцій – ${facts.title}`,
      greeting(facts),
      [
        {
          paragraphs: english
            ? [
                `the camp ${title} (${dates}), which ${facts.childFullName} is registered for, starts tomorrow.`,
                'Please sign the health declaration (prohlášení o bezinfekčnosti) on the page of your registrations: just type your full name and confirm the text. It can be signed from today until the end of the camp; it must not be older than one day before the camp starts.',
                'Without the declaration we have to ask for a paper copy on the first morning.',
              ]
            : [
                `завтра починається табір ${title} (${dates}), на який зареєстровано ${facts.childFullName}.`,
                'Будь ласка, підпишіть на сторінці своїх реєстрацій декларацію про відсутність інфекцій (prohlášení o bezinfekčnosti): достатньо написати своє повне ім’я та підтвердити текст. Підписати її можна від сьогодні до кінця табору; вона не може бути старшою ніж за один день до початку табору.',
                'Без декларації першого ранку нам доведеться попросити паперову копію.',
              ],
        },
        {
          paragraphs: [english ? 'Sign it here:' : 'Підписати можна тут:'],
          ...parentPageBlock(links, language),
        },
      ],
      [],
      language,
    );
  };
}

const TEXTS: InLanguages<{ reminder: typeof declarationReminderMail }> = {
  cs: { reminder: declarationReminderMail },
  en: { reminder: declarationReminderMailIn('en') },
  uk: { reminder: declarationReminderMailIn('uk') },
};

const CHECKOUT_TEXTS: InLanguages<typeof campCheckoutMail> = {
  cs: campCheckoutMail,
  en: campCheckoutMailIn('en'),
  uk: campCheckoutMailIn('uk'),
};

export const CAMP_MAIL_KINDS = declareMailKinds({
  /** The day before the camp at 8:00, to families that have not signed the declaration. */
  campDeclarationReminder: {
    kind: 'camp_declaration_reminder',
    description: 'The day before a camp at 8:00: sign the health declaration on the family’s page (not yet signed)',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const [camp] = await context.manager.query(
        `SELECT to_char(c."from", 'YYYY-MM-DD') AS "from", to_char(c."to", 'YYYY-MM-DD') AS "to",
                EXISTS (SELECT 1 FROM camp_declaration d WHERE d.registration_id = r.id) AS signed
           FROM registration r JOIN camp c ON c.id = r.camp_id WHERE r.id = $1`,
        [message.registrationId],
      );
      if (!camp) throw new MailNotApplicable('Přihláška není na tábor.');
      if (camp.signed) throw new MailNotApplicable('Prohlášení už je podepsané.');
      return write.reminder(context.operator, facts, camp, await links());
    },
  },
  /** A camp day's check-out (camp-paperwork.day.service.ts): who took the child, an override said so. */
  campCheckout: {
    kind: 'camp_checkout',
    description: 'A camp day’s check-out: who took the child and when (an administrator’s override said so)',
    async compose(message, context) {
      const { write, facts } = await written(CHECKOUT_TEXTS, await aboutActiveRegistration(message, context));
      const checkout = message.referenceId === null ? null : await loadCheckout(context.manager, message.referenceId);
      if (!checkout) throw new MailNotApplicable('Odchod z tábora byl vrácen.');
      return write(context.operator, facts, checkout);
    },
  },
});

/** What the camps' code queues messages by. */
export const CampMailKind = mailKindNames(CAMP_MAIL_KINDS);

type CampMailKindNames = MailKindNamesOf<typeof CAMP_MAIL_KINDS>;
declare module '../../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends CampMailKindNames {}
}

export const CAMP_MAIL: ModuleMailDeclaration = { kinds: CAMP_MAIL_KINDS };
