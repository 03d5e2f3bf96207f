// The make-up's e-mail: a family booked a make-up lesson; which one, where, and the lesson as a
// calendar event (one VEVENT, Prague time). Composed from the booking as it is at delivery: a booking
// cancelled meanwhile is not sent.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { formatDate } from '@kurzy/common';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { EntityManager } from 'typeorm';
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
import {
  type ComposedMail,
  greeting,
  type MailLinks,
  PARENT_PAGE_LABEL,
  type RegistrationFacts,
  render,
} from '../mail/mail.templates';
import { calendarText, withoutControls } from '../parents/parent.calendar';
import { aboutActiveRegistration } from '../registrations/registration.mail';

/** The booked lesson as the e-mail tells it. */
export interface MakeupBookingFacts {
  bookingId: number;
  courseTitle: string;
  branch: string;
  address: string | null;
  date: string;
  from: string;
  to: string;
}

const prague = (day: string, time: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, 0, 'Europe/Prague');
};

/** The one lesson as iCalendar (RFC 5545). */
export function makeupLessonCalendar(booking: MakeupBookingFacts, childFullName: string, host: string): string {
  const calendar = new ICalCalendar({
    name: calendarText(`Náhrada – ${booking.courseTitle}`),
    prodId: { company: host, product: 'nahrady', language: 'CS' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `makeup-${booking.bookingId}@${host}`,
    summary: withoutControls(`Náhrada: ${booking.courseTitle} – ${childFullName}`),
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

const TEXTS: InLanguages<{ makeupBooked: typeof makeupBookedMail }> = { cs: { makeupBooked: makeupBookedMail } };

export const MAKEUP_MAIL_KINDS = declareMailKinds({
  /** A family booked a make-up lesson (the reference is the booking). */
  makeupBooked: {
    kind: 'makeup_booked',
    description: 'A family booked a make-up lesson (náhrada)',
    async compose(message, context) {
      const { facts, links } = await aboutActiveRegistration(message, context);
      const booking = message.referenceId === null ? null : await loadBooking(context.manager, message.referenceId);
      if (!booking) throw new MailNotApplicable('Rezervace náhrady byla zrušena.');
      return inLanguage(TEXTS, context.language).texts.makeupBooked(
        context.operator,
        facts,
        booking,
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
    `SELECT b.id AS "bookingId", c.title AS "courseTitle", br.title AS branch, br.address,
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to"
       FROM makeup_booking b JOIN lesson l ON l.id = b.lesson_id JOIN schedule s ON s.id = l.schedule_id
       JOIN course c ON c.id = s.course_id JOIN branch br ON br.id = s.branch_id
      WHERE b.id = $1 AND b.cancelled_at IS NULL AND l.cancelled_at IS NULL`,
    [bookingId],
  );
  return (row as MakeupBookingFacts | undefined) ?? null;
}
