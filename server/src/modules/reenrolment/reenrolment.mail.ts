// Re-enrolment's e-mails (issue 45): the invitation to continue in the next term's course and the
// reminder three days before the window's end. The family answers on its page (POST there, never by a
// link that changes anything); continuing brings the registrations' own confirmation with the payment.
import { formatOfferDeadline, formatPrice, localized, ReenrolmentState } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
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
  type Block,
  blockWords,
  type ComposedMail,
  courseWhen,
  greeting,
  type MailLinks,
  momentIn,
  parentPageBlock,
  quoted,
  type RegistrationFacts,
  render,
} from '../mail/mail.templates';
import { aboutActiveRegistration, written } from '../registrations/registration.mail';

/** The next term's course as the invitation speaks of it. */
export interface Continuation {
  title: string;
  when: string;
  where: string | null;
  price: number;
  priorityUntil: Date;
}

function continuationBlock(facts: RegistrationFacts, next: Continuation): Block {
  return {
    heading: 'Kroužek v dalším pololetí',
    rows: [
      ['Co', next.title],
      ['Dítě', facts.childFullName],
      ['Kdy', next.when],
      ...(next.where ? ([['Kde', next.where]] as [string, string][]) : []),
      ['Cena', formatPrice(next.price)],
      ['Odpovězte do', formatOfferDeadline(next.priorityUntil)],
    ],
  };
}

/** "Pokračování v kroužku …": the successor's slot, dates, price, the window's end, the family page. */
export function invitationMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  next: Continuation,
  links: MailLinks,
): ComposedMail {
  const until = formatOfferDeadline(next.priorityUntil);
  return render(
    operator,
    `Pokračování v kroužku ${next.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `kroužek „${next.title}“ pokračuje i v dalším pololetí a ${facts.childFullName} v něm má místo přednostně – do ${until}, než přihlašování otevřeme ostatním.`,
          `Na stránce svých přihlášek klikněte na „Pokračovat“ (můžete si vybrat i jiný termín kroužku, pokud v něm je volné místo), nebo na „Nepokračovat“. Údaje o dítěti i o vás převezmeme z dosavadní přihlášky; po potvrzení vám pošleme platební údaje nové přihlášky.`,
          'Když do té doby neodpovíte, místo přednostně držet nebudeme.',
        ],
      },
      continuationBlock(facts, next),
      { paragraphs: ['Odpovíte zde:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The reminder three days before the window's end, to families who have not answered. */
export function reminderMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  next: Continuation,
  links: MailLinks,
): ComposedMail {
  const until = formatOfferDeadline(next.priorityUntil);
  return render(
    operator,
    `Připomínka: pokračování v kroužku ${next.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `připomínáme, že přednostní přihlašování do kroužku „${next.title}“ v dalším pololetí končí ${until}. Zatím jsme od vás odpověď nedostali.`,
          'Na stránce svých přihlášek klikněte na „Pokračovat“, nebo na „Nepokračovat“, ať můžeme místo nabídnout dalším dětem.',
        ],
      },
      continuationBlock(facts, next),
      { paragraphs: ['Odpovíte zde:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The invitation and its reminder in English and Ukrainian (issue 49): the same blocks as the Czech
 * ones; the buttons named as the family's page in the language names them. */
function reenrolmentMailsIn(language: 'en' | 'uk') {
  const english = language === 'en';
  const words = blockWords(language);
  const block = (facts: RegistrationFacts, next: Continuation): Block => ({
    heading: english ? 'The course next term' : 'Гурток у наступному півріччі',
    rows: [
      [words.what, next.title],
      [words.child, facts.childFullName],
      [words.when, next.when],
      ...(next.where ? ([[words.where, next.where]] as [string, string][]) : []),
      [words.price, formatPrice(next.price, language)],
      [english ? 'Answer by' : 'Дайте відповідь до', momentIn(next.priorityUntil, language)],
    ],
  });
  const answerHere = (links: MailLinks) => ({
    paragraphs: [english ? 'Answer here:' : 'Відповісти можна тут:'],
    ...parentPageBlock(links, language),
  });
  return {
    invitation(operator: OperatorConfig, facts: RegistrationFacts, next: Continuation, links: MailLinks): ComposedMail {
      const until = momentIn(next.priorityUntil, language);
      const title = quoted(next.title, language);
      return render(
        operator,
        english ? `Continuing in the course ${next.title}` : `Продовження в гуртку ${next.title}`,
        greeting(facts),
        [
          {
            paragraphs: english
              ? [
                  `the course ${title} continues next term, and ${facts.childFullName} has priority for a place in it – until ${until}, before registration opens to everyone else.`,
                  'On the page of your registrations, click “Continue” (you can also choose another time of the course if it has a free place) or “Do not continue”. We take the details of your child and of you from the current registration; once you confirm, we send you the payment details of the new registration.',
                  'If you do not answer by then, we will no longer hold the place for you.',
                ]
              : [
                  `гурток ${title} триває і в наступному півріччі, і ${facts.childFullName} має в ньому місце першочергово – до ${until}, перш ніж реєстрацію відкриють для інших.`,
                  'На сторінці своїх реєстрацій натисніть «Продовжити» (можете вибрати й інший час гуртка, якщо в ньому є вільне місце) або «Не продовжувати». Дані про дитину і про вас ми візьмемо з нинішньої реєстрації; після підтвердження надішлемо вам платіжні дані нової реєстрації.',
                  'Якщо до того часу ви не відповісте, ми більше не триматимемо місце для вас.',
                ],
          },
          block(facts, next),
          answerHere(links),
        ],
        [],
        language,
      );
    },
    reminder(operator: OperatorConfig, facts: RegistrationFacts, next: Continuation, links: MailLinks): ComposedMail {
      const until = momentIn(next.priorityUntil, language);
      const title = quoted(next.title, language);
      return render(
        operator,
        english
          ? `Reminder: continuing in the course ${next.title}`
          : `Нагадування: продовження в гуртку ${next.title}`,
        greeting(facts),
        [
          {
            paragraphs: english
              ? [
                  `this is a reminder that priority registration for the course ${title} next term ends on ${until}. We have not had your answer yet.`,
                  'On the page of your registrations, click “Continue” or “Do not continue”, so that we can offer the place to other children.',
                ]
              : [
                  `нагадуємо, що першочергова реєстрація до гуртка ${title} на наступне півріччя закінчується ${until}. Ми ще не отримали вашої відповіді.`,
                  'На сторінці своїх реєстрацій натисніть «Продовжити» або «Не продовжувати», щоб ми могли запропонувати місце іншим дітям.',
                ],
          },
          block(facts, next),
          answerHere(links),
        ],
        [],
        language,
      );
    },
  };
}

const TEXTS: InLanguages<{ invitation: typeof invitationMail; reminder: typeof reminderMail }> = {
  cs: { invitation: invitationMail, reminder: reminderMail },
  en: reenrolmentMailsIn('en'),
  uk: reenrolmentMailsIn('uk'),
};

/** The successor of the message's registration, its slot (the copy of the family's own), and the
 * window; MailNotApplicable once the family answered or the window ended. */
async function continuation(message: QueuedMail, context: MailContext, language: MailLanguage): Promise<Continuation> {
  const [row] = await context.manager.query(
    `SELECT f.state, e.priority_until AS "priorityUntil", e.priority_until > now() AS open, n.title, n.price, n.translations,
            n.start_date::text AS "startDate", n.end_date::text AS "endDate",
            s.day_of_week AS "dayOfWeek", to_char(s."from", 'HH24:MI') AS "from", to_char(s."to", 'HH24:MI') AS "to",
            b.title || ', ' || b.address AS "where"
       FROM reenrolment_family f
       JOIN reenrolment e ON e.id = f.reenrolment_id
       JOIN registration r ON r.id = f.registration_id
       JOIN course n ON n.id = e.successor_id
       LEFT JOIN LATERAL (
         SELECT * FROM schedule s WHERE s.course_id = n.id
          ORDER BY (s.predecessor_id = r.schedule_id) DESC NULLS LAST, s.day_of_week, s."from", s.id LIMIT 1
       ) s ON true
       LEFT JOIN branch b ON b.id = s.branch_id
      WHERE f.registration_id = $1 ORDER BY f.id DESC LIMIT 1`,
    [message.registrationId],
  );
  if (!row || !row.open) throw new MailNotApplicable('Přednostní přihlašování už skončilo.');
  if (row.state === ReenrolmentState.accepted || row.state === ReenrolmentState.declined)
    throw new MailNotApplicable('Rodina už odpověděla.');
  return {
    // The title as staff translated it (issue 49, item 4), else the Czech one.
    title: localized(row, 'title', language).text ?? row.title,
    price: row.price,
    priorityUntil: new Date(row.priorityUntil),
    where: row.where,
    when: row.dayOfWeek
      ? courseWhen(row.dayOfWeek, row.from, row.to, row.startDate, row.endDate, language)
      : [row.startDate, row.endDate].filter(Boolean).join(' – '),
  };
}

export const REENROLMENT_MAIL_KINDS = declareMailKinds({
  /** The invitation to continue in the next term's course. */
  reenrolmentInvitation: {
    kind: 'reenrolment_invitation',
    description: 'The invitation to continue in the next term’s copy of the course, with the priority window’s end',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const next = await continuation(message, context, facts.language ?? 'cs');
      return write.invitation(context.operator, facts, next, await links());
    },
  },
  /** Three days before the window's end, to the families who have not answered. */
  reenrolmentReminder: {
    kind: 'reenrolment_reminder',
    description: 'The reminder three days before the priority window ends, to families that have not answered',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const next = await continuation(message, context, facts.language ?? 'cs');
      return write.reminder(context.operator, facts, next, await links());
    },
  },
});

/** What re-enrolment's code queues messages by. */
export const ReenrolmentMailKind = mailKindNames(REENROLMENT_MAIL_KINDS);

type ReenrolmentMailKindNames = MailKindNamesOf<typeof REENROLMENT_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends ReenrolmentMailKindNames {}
}

export const REENROLMENT_MAIL: ModuleMailDeclaration = { kinds: REENROLMENT_MAIL_KINDS };
