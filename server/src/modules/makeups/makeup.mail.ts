// The make-up's e-mail: a family booked a make-up lesson; which one, where, and the lesson as a
// calendar event (one VEVENT, Prague time). Composed from the booking as it is at delivery: a booking
// cancelled meanwhile is not sent.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { formatDate, localized, type Translations } from '@kurzy/common';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailKindNamesOf,
  type MailLanguage,
  type ModuleMailDeclaration,
} from '../mail/mail.kinds';
import {
  blockWords,
  type ComposedMail,
  greeting,
  type MailLinks,
  PARENT_PAGE_LABEL,
  quoted,
  type RegistrationFacts,
  render,
} from '../mail/mail.templates';
import { calendarText, withoutControls } from '../parents/parent.calendar';
import { aboutActiveRegistration, written } from '../registrations/registration.mail';

/** The booked lesson as the e-mail tells it. */
export interface MakeupBookingFacts {
  bookingId: number;
  courseTitle: string;
  branch: string;
  address: string | null;
  date: string;
  from: string;
  to: string;
  /** The course's title in English and Ukrainian, where staff wrote it. */
  translations?: Translations<'title'> | null;
}

/** The make-up lesson's event's words in each language. */
const CALENDAR_WORDS: Readonly<Record<MailLanguage, { name: string; summary: string }>> = {
  cs: { name: 'Náhrada', summary: 'Náhrada' },
  en: { name: 'Make-up lesson', summary: 'Make-up lesson' },
  uk: { name: 'Відпрацювання', summary: 'Відпрацювання' },
};

const prague = (day: string, time: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, 0, 'Europe/Prague');
};

/** The one lesson as iCalendar (RFC 5545), its texts in the message's language. */
export function makeupLessonCalendar(
  booking: MakeupBookingFacts,
  childFullName: string,
  host: string,
  language: MailLanguage = 'cs',
): string {
  const words = CALENDAR_WORDS[language];
  const calendar = new ICalCalendar({
    name: calendarText(`${words.name} – ${booking.courseTitle}`),
    prodId: { company: host, product: 'nahrady', language: language.toUpperCase() },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `makeup-${booking.bookingId}@${host}`,
    summary: withoutControls(`${words.summary}: ${booking.courseTitle} – ${childFullName}`),
    location: withoutControls([booking.branch, booking.address].filter(Boolean).join(', ')) || null,
    start: prague(booking.date, booking.from),
    end: prague(booking.date, booking.to),
    timezone: 'Europe/Prague',
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export function makeupBookedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  booking: MakeupBookingFacts,
  links: MailLinks,
  host: string,
): ComposedMail {
  const when = `${formatDate(booking.date)} v ${booking.from}–${booking.to}`;
  return render(
    operator,
    `Náhrada zarezervována: ${booking.courseTitle} ${formatDate(booking.date)}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `${facts.childFullName} má zarezervovanou náhradní lekci kroužku „${booking.courseTitle}“ ${when}.`,
          'Lekci najdete v příloze i jako událost do kalendáře. Rezervaci můžete zrušit na své stránce přihlášek; zrušená včas vrací náhradu zpět.',
        ],
      },
      {
        heading: 'Náhradní lekce',
        rows: [
          ['Co', booking.courseTitle],
          ['Dítě', facts.childFullName],
          ['Kdy', when],
          ['Kde', [booking.branch, booking.address].filter(Boolean).join(', ')],
        ],
      },
      { links: [[PARENT_PAGE_LABEL, links.parentPage]] },
    ],
    [
      {
        filename: 'nahrada.ics',
        content: Buffer.from(makeupLessonCalendar(booking, facts.childFullName, host)),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  );
}

/** The make-up in English and Ukrainian (issue 49): the same blocks and event as the Czech one. */
function makeupBookedMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (
    operator: OperatorConfig,
    facts: RegistrationFacts,
    booking: MakeupBookingFacts,
    links: MailLinks,
    host: string,
  ): ComposedMail => {
    const words = blockWords(language);
    const day = formatDate(booking.date, language);
    const when = `${day}, ${booking.from}–${booking.to}`;
    const title = quoted(booking.courseTitle, language);
    return render(
      operator,
      english
        ? `Make-up lesson booked: ${booking.courseTitle} ${day}`
        : `Відпрацювання заброньовано: ${booking.courseTitle} ${day}`,
      greeting(facts),
      [
        {
          paragraphs: english
            ? [
                `${facts.childFullName} has a make-up lesson of the course ${title} booked on ${when}.`,
                'The lesson is also attached as a calendar event. You can cancel the booking on the page of your registrations; cancelled in time, the make-up is given back.',
              ]
            : [
                `${facts.childFullName} має заброньоване заняття на відпрацювання гуртка ${title} ${when}.`,
                'Заняття також є у вкладенні як подія для календаря. Бронювання можна скасувати на сторінці своїх реєстрацій; якщо скасувати вчасно, право на відпрацювання повертається.',
              ],
        },
        {
          heading: english ? 'Make-up lesson' : 'Заняття на відпрацювання',
          rows: [
            [words.what, booking.courseTitle],
            [words.child, facts.childFullName],
            [words.when, when],
            [words.where, [booking.branch, booking.address].filter(Boolean).join(', ')],
          ],
        },
        { links: [[words.parentPage, links.parentPage]] },
      ],
      [
        {
          filename: english ? 'make-up.ics' : 'vidpratsiuvannia.ics',
          content: Buffer.from(makeupLessonCalendar(booking, facts.childFullName, host, language)),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
      language,
    );
  };
}

const TEXTS: InLanguages<{ makeupBooked: typeof makeupBookedMail }> = {
  cs: { makeupBooked: makeupBookedMail },
  en: { makeupBooked: makeupBookedMailIn('en') },
  uk: { makeupBooked: makeupBookedMailIn('uk') },
};

export const MAKEUP_MAIL_KINDS = declareMailKinds({
  /** A family booked a make-up lesson (the reference is the booking). */
  makeupBooked: {
    kind: 'makeup_booked',
    description: 'A family booked a make-up lesson (náhrada)',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const booking = message.referenceId === null ? null : await loadBooking(context.manager, message.referenceId);
      if (!booking) throw new MailNotApplicable('Rezervace náhrady byla zrušena.');
      return write.makeupBooked(
        context.operator,
        facts,
        // The course's title as staff translated it (issue 49, item 4), else the Czech one.
        {
          ...booking,
          courseTitle:
            localized(
              { title: booking.courseTitle, translations: booking.translations },
              'title',
              facts.language ?? 'cs',
            ).text ?? booking.courseTitle,
        },
        await links(),
        new URL(context.publicUrl).host,
      );
    },
  },
});

export const MakeupMailKind = mailKindNames(MAKEUP_MAIL_KINDS);

type MakeupMailKindNames = MailKindNamesOf<typeof MAKEUP_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends MakeupMailKindNames {}
}

export const MAKEUP_MAIL: ModuleMailDeclaration = { kinds: MAKEUP_MAIL_KINDS };

async function loadBooking(manager: EntityManager, bookingId: number): Promise<MakeupBookingFacts | null> {
  const [row] = await manager.query(
    `SELECT b.id AS "bookingId", c.title AS "courseTitle", c.translations, br.title AS branch, br.address,
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to"
       FROM makeup_booking b JOIN lesson l ON l.id = b.lesson_id JOIN schedule s ON s.id = l.schedule_id
       JOIN course c ON c.id = s.course_id JOIN branch br ON br.id = s.branch_id
      WHERE b.id = $1 AND b.cancelled_at IS NULL AND l.cancelled_at IS NULL`,
    [bookingId],
  );
  return (row as MakeupBookingFacts | undefined) ?? null;
}
