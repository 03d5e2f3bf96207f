// The registrations' e-mails (issue 39, item 4): the place confirmed, the waiting list, a place
// freed for a replacement, a registration sent again, a cancellation; and the facts and links every
// e-mail about a registration is written from, which the other domains' kinds use too.
import {
  type DepositPlan,
  type DepositTerms,
  formatDateRange,
  isLocale,
  localized,
  localizedPath,
  PaymentState,
  RegistrationType,
  type Translations,
  withoutTrailingSlashes,
} from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import { dueDateFrom } from '../invoices/invoice.document';
import {
  declareMailKinds,
  inLanguage,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailContext,
  type MailKindNamesOf,
  type MailLanguage,
  type ModuleMailDeclaration,
  type QueuedMail,
} from '../mail/mail.kinds';
import {
  blockWords,
  type ComposedMail,
  courseWhen,
  detailsBlock,
  greeting,
  type MailLinks,
  type MoneyFacts,
  PARENT_PAGE_LABEL,
  parentPageBlock,
  type Payment,
  placeMail,
  quoted,
  type RegistrationFacts,
  render,
  what,
  whatIn,
} from '../mail/mail.templates';
import { qrPng, spayd } from '../mail/mail.qr-platba';
import { campTermsColumns, planOf, pragueDaySql, termsOf } from '../payments/pricing/pricing.deposit.types';
import { issueParentLink, parentCalendarUrl, parentPageUrl } from '../parents/parent-link.token';
import { RegistrationEventType } from './registration-event.entity';

/** The child has a place. Without a payment (a free course) there are no payment instructions. */
export function confirmationMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  return placeMail(
    operator,
    `Potvrzení přihlášky: ${facts.title}`,
    facts,
    payment,
    links,
    `děkujeme za přihlášku. ${facts.childFullName} má místo – ${what(facts)} „${facts.title}“ se na vás těší.`,
    'Kdybyste se potřebovali na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.',
  );
}

/** The confirmation in English (issue 49): the same facts and blocks as the Czech one. */
export function confirmationMailEnglish(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  const what = facts.type === RegistrationType.camp ? 'camp' : 'course';
  return placeMail(
    operator,
    `Registration confirmed: ${facts.title}`,
    facts,
    payment,
    links,
    `thank you for your registration. ${facts.childFullName} has a place in the ${what} “${facts.title}” – we look forward to seeing you.`,
    'If you have any questions, just reply to this e-mail or give us a call.',
  );
}

/** The confirmation in Ukrainian (issue 49). */
export function confirmationMailUkrainian(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  const where = facts.type === RegistrationType.camp ? 'у таборі' : 'у гуртку';
  return placeMail(
    operator,
    `Підтвердження реєстрації: ${facts.title}`,
    facts,
    payment,
    links,
    `дякуємо за реєстрацію. ${facts.childFullName} має місце ${where} «${facts.title}» – чекаємо на вас.`,
    'Якщо у вас виникнуть запитання, просто дайте відповідь на цей лист або зателефонуйте нам.',
  );
}

/** The child is on the waiting list: nothing to pay until a place is free. */
export function replacementMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  return render(
    operator,
    `Přihláška mezi náhradníky: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `děkujeme za přihlášku. Kapacita – ${what(facts)} „${facts.title}“ – je bohužel naplněna, a proto je ${facts.childFullName} na seznamu náhradníků.`,
          'Zatím nic neplaťte. Jakmile se uvolní místo, nabídneme ho náhradníkům v pořadí, v jakém se přihlásili: pošleme vám e-mail a místo pro vás chvíli podržíme, abyste ho mohli přijmout nebo odmítnout.',
        ],
      },
      detailsBlock(facts),
      { paragraphs: ['Kolikátí jste v pořadí, uvidíte na stránce svých přihlášek:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The child on the waiting list accepted a freed place offered to them (waitlist module): it is theirs now. */
export function promotedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  return placeMail(
    operator,
    `Uvolnilo se místo: ${facts.title}`,
    facts,
    payment,
    links,
    `máme dobrou zprávu: uvolnilo se místo a ${facts.childFullName} se posouvá z náhradníků mezi přihlášené – ${what(facts)} „${facts.title}“.`,
    'Pokud už o místo nestojíte, dejte nám prosím vědět odpovědí na tento e-mail, ať ho můžeme nabídnout dalšímu náhradníkovi.',
  );
}

/** The waiting list in English and Ukrainian (issue 49): the same blocks as the Czech one. */
function replacementMailIn(language: 'en' | 'uk') {
  return (operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail => {
    const camp = facts.type === RegistrationType.camp;
    const words =
      language === 'en'
        ? {
            subject: `Registration on the waiting list: ${facts.title}`,
            lead: `thank you for your registration. The ${camp ? 'camp' : 'course'} “${facts.title}” is unfortunately full, so ${facts.childFullName} is on the waiting list.`,
            wait: 'Please do not pay anything yet. When a place becomes free, we offer it to the waiting list in the order of registration: we will e-mail you and hold the place for a while so that you can accept or decline it.',
            order: 'You can see your place in the queue on the page of your registrations:',
          }
        : {
            subject: `Реєстрація в резерві: ${facts.title}`,
            lead: `дякуємо за реєстрацію. На жаль, ${camp ? 'табір' : 'гурток'} «${facts.title}» уже заповнений, тому ${facts.childFullName} у списку резерву.`,
            wait: 'Поки що нічого не сплачуйте. Щойно звільниться місце, ми запропонуємо його резерву в порядку реєстрації: надішлемо вам лист і ненадовго притримаємо місце, щоб ви могли його прийняти або відмовитися.',
            order: 'Своє місце в черзі ви побачите на сторінці своїх реєстрацій:',
          };
    return render(
      operator,
      words.subject,
      greeting(facts),
      [
        { paragraphs: [words.lead, words.wait] },
        detailsBlock(facts),
        { paragraphs: [words.order], ...parentPageBlock(links, language) },
      ],
      [],
      language,
    );
  };
}

/** A freed place, in English and Ukrainian (issue 49). */
function promotedMailIn(language: 'en' | 'uk') {
  return (operator: OperatorConfig, facts: RegistrationFacts, payment: Payment | null, links: MailLinks) => {
    const camp = facts.type === RegistrationType.camp;
    return language === 'en'
      ? placeMail(
          operator,
          `A place is free: ${facts.title}`,
          facts,
          payment,
          links,
          `good news: a place has become free and ${facts.childFullName} moves from the waiting list to the registered children – the ${camp ? 'camp' : 'course'} “${facts.title}”.`,
          'If you no longer want the place, please let us know by replying to this e-mail, so that we can offer it to the next child on the waiting list.',
        )
      : placeMail(
          operator,
          `Звільнилося місце: ${facts.title}`,
          facts,
          payment,
          links,
          `маємо добру новину: звільнилося місце, і ${facts.childFullName} переходить із резерву до зареєстрованих – ${camp ? 'табір' : 'гурток'} «${facts.title}».`,
          'Якщо місце вам уже не потрібне, будь ласка, повідомте нас відповіддю на цей лист, щоб ми могли запропонувати його наступній дитині з резерву.',
        );
  };
}

/** Staff cancelled the registration: the place (or the waiting-list entry) is given up. A paid
 * registration is never cancelled, so there is nothing to refund here. */
export function cancelledMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  const details = detailsBlock(facts);
  return render(
    operator,
    `Zrušení přihlášky: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          facts.replacement
            ? `oznamujeme vám, že jsme zrušili přihlášku mezi náhradníky – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Na uvolněné místo už ${facts.childFullName} nečeká.`
            : `oznamujeme vám, že jsme zrušili přihlášku – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Místo už pro ${facts.childFullName} nedržíme.`,
          'Za zrušenou přihlášku už nic neplaťte. Pokud jste platbu mezitím poslali, ozvěte se nám: vrátíme ji podle storno podmínek.',
        ],
      },
      { ...details, rows: [...(details.rows ?? []), ['Variabilní symbol', facts.variableSymbol]] },
      {
        links: [
          ['Podmínky odhlášení a vrácení peněz (storno podmínky)', links.conditions],
          [facts.type === RegistrationType.camp ? 'Stránka tábora' : 'Stránka kroužku', links.offering],
          [PARENT_PAGE_LABEL, links.parentPage],
        ],
      },
      {
        paragraphs: [
          'Pokud jde o omyl, nebo se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.',
        ],
      },
    ],
    [],
  );
}

/** The child's registration was sent again from the family's e-mail address: nothing changed, and
 * the family learns of it (the sender was answered as if it were a new registration). */
export function repeatedMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  const details = detailsBlock(facts);
  return render(
    operator,
    `Opakovaná přihláška: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `právě nám s vaší e-mailovou adresou znovu přišla přihláška – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Tu už u nás máte: druhou přihlášku jsme nevytvořili a vaše přihláška platí beze změny.`,
        ],
      },
      { ...details, rows: [...(details.rows ?? []), ['Variabilní symbol', facts.variableSymbol]] },
      parentPageBlock(links),
      {
        paragraphs: [
          'Pokud jste formulář odeslali vy, nemusíte nic dělat. Pokud ne, dejte nám prosím vědět odpovědí na tento e-mail.',
        ],
      },
    ],
    [],
  );
}

/** A cancellation in English and Ukrainian (issue 49): the same blocks as the Czech one. */
function cancelledMailIn(language: 'en' | 'uk') {
  return (operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail => {
    const details = detailsBlock(facts);
    const words = blockWords(language);
    const title = quoted(facts.title, language);
    const child = facts.childFullName;
    const texts =
      language === 'en'
        ? {
            subject: `Registration cancelled: ${facts.title}`,
            lead: facts.replacement
              ? `we are letting you know that we have cancelled the waiting-list registration for ${child} – the ${whatIn(facts)} ${title}. ${child} is no longer waiting for a free place.`
              : `we are letting you know that we have cancelled the registration for ${child} – the ${whatIn(facts)} ${title}. We no longer hold the place for ${child}.`,
            pay: 'Please do not pay anything for the cancelled registration. If you have already sent a payment, get in touch with us: we will return it under the cancellation terms.',
            closing: 'If this is a mistake or you have a question, just reply to this e-mail or give us a call.',
          }
        : {
            subject: `Скасування реєстрації: ${facts.title}`,
            lead: facts.replacement
              ? `повідомляємо, що ми скасували реєстрацію в резерві для ${child} – ${whatIn(facts)} ${title}. ${child} більше не чекає на вільне місце.`
              : `повідомляємо, що ми скасували реєстрацію для ${child} – ${whatIn(facts)} ${title}. Ми більше не тримаємо місце для ${child}.`,
            pay: 'За скасовану реєстрацію нічого не сплачуйте. Якщо ви вже надіслали оплату, зв’яжіться з нами: ми повернемо її згідно з умовами скасування.',
            closing: 'Якщо це помилка або у вас є запитання, просто дайте відповідь на цей лист або зателефонуйте нам.',
          };
    return render(
      operator,
      texts.subject,
      greeting(facts),
      [
        { paragraphs: [texts.lead, texts.pay] },
        { ...details, rows: [...(details.rows ?? []), [words.variableSymbol, facts.variableSymbol]] },
        {
          links: [
            [words.conditions, links.conditions],
            [facts.type === RegistrationType.camp ? words.campPage : words.coursePage, links.offering],
            [words.parentPage, links.parentPage],
          ],
        },
        { paragraphs: [texts.closing] },
      ],
      [],
      language,
    );
  };
}

/** A registration sent again, in English and Ukrainian (issue 49). */
function repeatedMailIn(language: 'en' | 'uk') {
  return (operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail => {
    const details = detailsBlock(facts);
    const title = quoted(facts.title, language);
    const texts =
      language === 'en'
        ? {
            subject: `Repeated registration: ${facts.title}`,
            lead: `a registration for ${facts.childFullName} – the ${whatIn(facts)} ${title} – has just reached us again from your e-mail address. We already have it: we did not create a second registration, and yours stays as it was.`,
            closing:
              'If you sent the form, there is nothing you need to do. If not, please let us know by replying to this e-mail.',
          }
        : {
            subject: `Повторна реєстрація: ${facts.title}`,
            lead: `щойно з вашої електронної адреси нам знову надійшла реєстрація для ${facts.childFullName} – ${whatIn(facts)} ${title}. Вона вже є в нас: другої реєстрації ми не створили, і ваша реєстрація діє без змін.`,
            closing:
              'Якщо форму надіслали ви, нічого робити не потрібно. Якщо ні, будь ласка, повідомте нас відповіддю на цей лист.',
          };
    return render(
      operator,
      texts.subject,
      greeting(facts),
      [
        { paragraphs: [texts.lead] },
        { ...details, rows: [...(details.rows ?? []), [blockWords(language).variableSymbol, facts.variableSymbol]] },
        parentPageBlock(links, language),
        { paragraphs: [texts.closing] },
      ],
      [],
      language,
    );
  };
}

/** Each kind's texts in the languages they are written in; a kind not yet translated goes in Czech. */
const TEXTS: {
  confirmation: InLanguages<typeof confirmationMail>;
  replacement: InLanguages<typeof replacementMail>;
  promoted: InLanguages<typeof promotedMail>;
  cancelled: InLanguages<typeof cancelledMail>;
  repeated: InLanguages<typeof repeatedMail>;
} = {
  confirmation: { cs: confirmationMail, en: confirmationMailEnglish, uk: confirmationMailUkrainian },
  replacement: { cs: replacementMail, en: replacementMailIn('en'), uk: replacementMailIn('uk') },
  promoted: { cs: promotedMail, en: promotedMailIn('en'), uk: promotedMailIn('uk') },
  cancelled: { cs: cancelledMail, en: cancelledMailIn('en'), uk: cancelledMailIn('uk') },
  repeated: { cs: repeatedMail, en: repeatedMailIn('en'), uk: repeatedMailIn('uk') },
};

/** A kind's texts in the family's language (Czech where not yet written), and the message's facts and
 * links in the language the texts are in. */
export async function written<T>(texts: InLanguages<T>, { facts, links }: RegistrationMail) {
  const { texts: write, language } = inLanguage(texts, facts.familyLanguage);
  const inIt = factsIn(facts, language);
  return { write, facts: inIt, links: () => links(language) };
}

/** The registrations' kinds of e-mail. */
export const REGISTRATION_MAIL_KINDS = declareMailKinds({
  /** The child has a place: what, when, where, and how to pay (with QR Platba). */
  confirmation: {
    kind: 'confirmation',
    description: 'The child has a place: what, when, where, and how to pay (with QR Platba)',
    async compose(message, context) {
      const { write, facts, links } = await written(
        TEXTS.confirmation,
        await aboutActiveRegistration(message, context),
      );
      const payment = await placePayment(context.operator, facts, message.queuedOn);
      return write(context.operator, facts, payment, await links());
    },
  },
  /** The child is on the waiting list; nothing to pay yet. */
  replacement: {
    kind: 'replacement',
    description: 'The child is on the waiting list (náhradník); nothing to pay yet',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS.replacement, await aboutActiveRegistration(message, context));
      return write(context.operator, facts, await links());
    },
  },
  /** A place was freed for a child on the waiting list: now it is theirs, and how to pay. */
  promoted: {
    kind: 'promoted',
    description: 'A place was freed for a child on the waiting list: now it is theirs, and how to pay',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS.promoted, await aboutActiveRegistration(message, context));
      const payment = await placePayment(context.operator, facts, message.queuedOn);
      return write(context.operator, facts, payment, await links());
    },
  },
  /** Someone sent the child's registration again from the family's e-mail address: no second one
   * was made, and the sender was told nothing of the first. */
  repeated: {
    kind: 'repeated',
    description: "The child's registration was sent again from the family's address: no second one was made",
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS.repeated, await aboutActiveRegistration(message, context));
      return write(context.operator, facts, await links());
    },
  },
  /** Staff cancelled the registration: the place (or the waiting-list entry) is given up. */
  cancelled: {
    kind: 'cancelled',
    description: 'Staff cancelled the registration: the place (or the waiting-list entry) is given up',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS.cancelled, await aboutRegistration(message, context));
      // There is no way back from a cancellation; the check keeps a stray message from saying so.
      if (!facts.cancelled) throw new MailNotApplicable('Přihláška není zrušená.');
      return write(context.operator, facts, await links());
    },
  },
});

/** What the registrations' code queues messages by. */
export const RegistrationMailKind = mailKindNames(REGISTRATION_MAIL_KINDS);

type RegistrationMailKindNames = MailKindNamesOf<typeof REGISTRATION_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends RegistrationMailKindNames {}
}

/** The registrations' part of the outbox: their kinds, and the waitlist promotions they record
 * (registration_event) becoming messages, in one statement at the start of every delivery round. */
export const REGISTRATION_MAIL: ModuleMailDeclaration = {
  kinds: REGISTRATION_MAIL_KINDS,
  async collect(manager) {
    await manager.query(
      `WITH events AS (
         UPDATE registration_event SET processed_at = now()
          WHERE id IN (SELECT id FROM registration_event WHERE processed_at IS NULL AND type = $1
                        ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
         RETURNING id, registration_id)
       INSERT INTO mail_message (registration_id, kind, recipient)
       SELECT e.registration_id, $2, r.email FROM events e JOIN registration r ON r.id = e.registration_id ORDER BY e.id`,
      [RegistrationEventType.promoted, RegistrationMailKind.promoted],
    );
  },
};

/** A registration's e-mail as it is at delivery: its facts (the first day counted from the day the
 * message was queued, so a retry days later says what the first attempt would have said) and its
 * links. The links are asked for only once the message applies: each message that goes out carries
 * a fresh personal link, and a skipped one leaves none behind. */
export interface RegistrationMail {
  facts: LoadedFacts;
  /** In a language: the site's pages under its prefix (/en/…, /uk/…); Czech when not given. */
  links: (language?: MailLanguage) => Promise<MailLinks>;
}

/** The registration a message is about; MailNotApplicable once it no longer exists. */
export async function aboutRegistration(message: QueuedMail, context: MailContext): Promise<RegistrationMail> {
  const loaded =
    message.registrationId === null ? null : await loadRegistrationFacts(context.manager, message.registrationId);
  if (!loaded) throw new MailNotApplicable('Přihláška už neexistuje.');
  const facts = { ...loaded, firstDay: firstDay(loaded, message.queuedOn) };
  return { facts, links: (language = 'cs') => registrationLinks(context, facts, message.recipient, language) };
}

/** The same, and MailNotApplicable once the registration was cancelled. */
export async function aboutActiveRegistration(message: QueuedMail, context: MailContext): Promise<RegistrationMail> {
  const mail = await aboutRegistration(message, context);
  if (mail.facts.cancelled) throw new MailNotApplicable('Přihláška byla mezitím zrušena.');
  return mail;
}

/** Payment instructions for the place, with the QR Platba code and the due date the invoice would
 * have; none when there is nothing to pay. */
async function placePayment(operator: OperatorConfig, facts: LoadedFacts, queuedOn: string): Promise<Payment | null> {
  // What is still owed: the price less the discount and what has come already.
  const plan = planOfFacts(facts, queuedOn);
  const owing = facts.price * 100 - (facts.discount?.amountHaler ?? 0) - facts.receivedHaler;
  const amount = (plan ? Math.min(plan.owingNowHaler, owing) : owing) / 100;
  if (amount <= 0) return null;
  const details = {
    iban: operator.iban,
    amount,
    variableSymbol: facts.variableSymbol,
    message: `${facts.title} - ${facts.childFullName}`,
  };
  return { ...details, qrPng: await qrPng(spayd(details)), dueOn: dueDateFrom(queuedOn), plan };
}

/** The deposit plan of a registration's facts on `today` (a camp with a deposit), else null. */
export function planOfFacts(facts: LoadedFacts, today: string): DepositPlan | null {
  return planOf(facts.depositTerms, facts, today);
}

/** The site's paths (client/src/routes/site.ts: courseDetail, campDetail, conditions, parentPage),
 * the parent's page with a new personal link for the address the message goes to (a message queued
 * before the registration moved to another address must not give the old mailbox the new
 * address's family, issue 38 finding 1), and the
 * registration's calendar by the same link. The link's row is
 * written outside the outbox's claim (with `manager`, autocommit): a message whose sending then
 * fails leaves a link nobody holds, harmless and expiring like any other. */
async function registrationLinks(
  { manager, publicUrl }: MailContext,
  facts: RegistrationFacts,
  recipient: string,
  language: MailLanguage,
): Promise<MailLinks> {
  const base = withoutTrailingSlashes(publicUrl);
  const offering = facts.type === RegistrationType.camp ? `/camp/${facts.campId}` : `/course/${facts.courseId}`;
  const token = await issueParentLink(manager, recipient);
  return {
    offering: `${base}${localizedPath(language, offering)}`,
    conditions: `${base}${localizedPath(language, '/conditions')}`,
    parentPage: parentPageUrl(publicUrl, token, language),
    calendar: parentCalendarUrl(publicUrl, token, facts.id),
  };
}

const ISO_DAY = 86_400_000;

/** The camp's first day, or the first lesson of the slot on or after `onOrAfter` and the course's
 * start (null after the course's end). */
export function firstDay(facts: LoadedFacts, onOrAfter: string): string | null {
  if (facts.type === RegistrationType.camp) return facts.campFrom;
  if (!facts.dayOfWeek) return null;
  const from = facts.courseStart && facts.courseStart > onOrAfter ? facts.courseStart : onOrAfter;
  const date = new Date(`${from}T00:00:00Z`);
  const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
  const days = (facts.dayOfWeek - isoWeekday + 7) % 7;
  const first = new Date(date.getTime() + days * ISO_DAY).toISOString().slice(0, 10);
  return facts.courseEnd && first > facts.courseEnd ? null : first;
}

/** The facts with what the first day is worked out from. */
export type LoadedFacts = RegistrationFacts &
  MoneyFacts & {
    paymentState: PaymentState;
    dayOfWeek: number | null;
    courseStart: string | null;
    courseEnd: string | null;
    campFrom: string | null;
    campTo: string | null;
    slotFrom: string | null;
    slotTo: string | null;
    /** The camp's deposit terms; null without a deposit (or for a course). */
    depositTerms: DepositTerms | null;
    /** The Prague day the registration was made. */
    placedOn: string;
    /** The language the family registered in; the facts themselves are written in Czech until
     * `factsIn` puts them in the language a message is written in. */
    familyLanguage: MailLanguage;
    /** The course's or camp's title in English and Ukrainian, where staff wrote it. */
    translations: Translations<'title'> | null;
  };

/** When, in a language: "každé pondělí 16:00–16:45, od …", "every Monday 16:00–16:45, from …". */
function whenIn(facts: LoadedFacts, language: MailLanguage): string {
  return facts.type === RegistrationType.camp
    ? formatDateRange(facts.campFrom ?? '', facts.campTo ?? '', language)
    : courseWhen(
        facts.dayOfWeek ?? 0,
        facts.slotFrom ?? '',
        facts.slotTo ?? '',
        facts.courseStart,
        facts.courseEnd,
        language,
      );
}

/** The facts as a message in `language` speaks of them: the title staff wrote in it (issue 49, item 4),
 * else the Czech one. */
export function factsIn(facts: LoadedFacts, language: MailLanguage): LoadedFacts {
  if (language === 'cs') return facts;
  const title = localized(facts, 'title', language).text ?? facts.title;
  return { ...facts, language, title, when: whenIn(facts, language) };
}

/** One query for everything an e-mail says about a registration: the course (through its slot)
 * or camp, when and where. */
export async function loadRegistrationFacts(
  manager: EntityManager,
  registrationId: number,
): Promise<LoadedFacts | null> {
  const [row] = await manager.query(
    `SELECT r.id, r.email, r.parent_first_name || ' ' || r.parent_last_name AS "parentName", r.child_full_name AS "childFullName",
            r.type, r.replacement, c.id AS "courseId", camp.id AS "campId", r.cancelled_at IS NOT NULL AS cancelled, r.variable_symbol::text AS "variableSymbol",
            COALESCE(c.title, camp.title) AS title, COALESCE(c.price, camp.price) AS price,
            s.day_of_week AS "dayOfWeek", s."from"::text AS "slotFrom", s."to"::text AS "slotTo",
            to_char(c.start_date, 'YYYY-MM-DD') AS "courseStart", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd", c.location,
            to_char(camp."from", 'YYYY-MM-DD') AS "campFrom", to_char(camp."to", 'YYYY-MM-DD') AS "campTo",
            b.title AS "branchTitle", b.address AS "branchAddress",
            r.due_haler AS "dueHaler", r.received_haler AS "receivedHaler", r.payment_state AS "paymentState",
            r.discount_haler AS "discountHaler", r.discount_name AS "discountName", r.language,
            ${campTermsColumns('camp')}, ${pragueDaySql('r.created_at')} AS "placedOn",
            COALESCE(c.translations, camp.translations) AS translations
       FROM registration r
       LEFT JOIN schedule s ON s.id = r.schedule_id
       LEFT JOIN course c ON c.id = s.course_id
       LEFT JOIN camp ON camp.id = r.camp_id
       LEFT JOIN branch b ON b.id = COALESCE(s.branch_id, camp.branch_id, r.branch_id)
      WHERE r.id = $1`,
    [registrationId],
  );
  if (!row) return null;
  const place = row.branchTitle ? `${row.branchTitle}, ${row.branchAddress}` : null;
  const where = [row.location, place].filter(Boolean).join(' – ') || null;
  const facts: LoadedFacts = {
    id: row.id,
    email: row.email,
    parentName: row.parentName,
    childFullName: row.childFullName,
    type: row.type,
    replacement: row.replacement,
    cancelled: row.cancelled,
    variableSymbol: row.variableSymbol,
    title: row.title,
    price: row.price,
    discount:
      row.discountName && Number(row.discountHaler) > 0
        ? { amountHaler: Number(row.discountHaler), name: row.discountName }
        : null,
    when: '',
    where,
    courseId: row.courseId,
    campId: row.campId,
    dayOfWeek: row.dayOfWeek,
    courseStart: row.courseStart,
    courseEnd: row.courseEnd,
    campFrom: row.campFrom,
    campTo: row.campTo,
    slotFrom: row.slotFrom,
    slotTo: row.slotTo,
    familyLanguage: isLocale(row.language) ? row.language : 'cs',
    depositTerms: termsOf(row),
    placedOn: row.placedOn,
    translations: row.translations ?? null,
    dueHaler: Number(row.dueHaler),
    receivedHaler: Number(row.receivedHaler),
    paymentState: row.paymentState,
  };
  return { ...facts, when: whenIn(facts, 'cs') };
}
