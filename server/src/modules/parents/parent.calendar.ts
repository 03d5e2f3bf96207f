// The parent's registrations as iCalendar (RFC 5545), made on each request from the registrations as
// they are, so a changed slot is in the next fetch. A course is one weekly recurring event from its
// first lesson to its end, in Europe/Prague with the zone's VTIMEZONE, so a lesson stays at 16:00
// local time across the change to and from summer time; a camp is an all-day event.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { type Locale, localized, RegistrationType, type Translations } from '@kurzy/common';
import { ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';

export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

const ZONE = 'Europe/Prague';
const DAY_MS = 86_400_000;

export interface CalendarRegistration {
  id: number;
  childFullName: string;
  type: RegistrationType;
  title: string;
  /** On the waiting list: the event is TENTATIVE. */
  replacement: boolean;
  dayOfWeek: number | null;
  slotFrom: string | null;
  slotTo: string | null;
  courseStart: string | null;
  courseEnd: string | null;
  campFrom: string | null;
  campTo: string | null;
  branchTitle: string | null;
  branchAddress: string | null;
  variableSymbol: string;
  /** The language the family registered in (issue 49): the event's texts are in it; Czech when not given. */
  language?: Locale;
  /** The course's or camp's title in English and Ukrainian, where staff wrote it. */
  translations?: Translations<'title'> | null;
}

/** The events' own words in each language (Czech as before). */
const WORDS: Readonly<Record<Locale, { replacement: string; variableSymbol: string; page: string }>> = {
  cs: {
    replacement: 'Náhradník: místo zatím není potvrzené.',
    variableSymbol: 'Variabilní symbol',
    page: 'Moje přihlášky',
  },
  en: {
    replacement: 'Waiting list: the place is not confirmed yet.',
    variableSymbol: 'Variable symbol (payment reference)',
    page: 'My registrations',
  },
  uk: {
    replacement: 'Резерв: місце ще не підтверджене.',
    variableSymbol: 'Варіабельний символ (призначення платежу)',
    page: 'Мої реєстрації',
  },
};

/** "Moje přihlášky" in a language: the family-wide calendar's name. */
export const calendarPageWord = (language: Locale = 'cs') => WORDS[language].page;

/** A registration's title in its family's language: as staff translated it, else the Czech one. */
export const calendarTitle = (registration: CalendarRegistration) =>
  localized(registration, 'title', registration.language ?? 'cs').text ?? registration.title;

/** `YYYY-MM-DD` plus whole days, as `YYYY-MM-DD`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day on or after `from` that is the ISO weekday `dayOfWeek` (1 = Monday). */
export function firstWeekday(from: string, dayOfWeek: number): string {
  const isoWeekday = ((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return plusDays(from, (dayOfWeek - isoWeekday + 7) % 7);
}

/** A wall-clock time in Prague (`YYYY-MM-DD`, `HH:MM[:SS]`). ical-generator writes a TZDate as the
 * zone's local time with TZID, whatever the server's own time zone. */
function prague(day: string, time: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, seconds, ZONE);
}

/** Line breaks as one kind (CR LF, CR and LF alike), every other control character (C0 but tab, DEL,
 * C1) dropped: RFC 5545 allows none in a TEXT value, and a stored text from before the staff forms
 * refused them must not end a line of the feed (issue 38, finding 7). */
export function withoutControls(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .replace(/\t/g, ' ')
  );
}

/** A TEXT value (RFC 5545, 3.3.11) escaped: backslash, semicolon, comma, and a line break as `\n`.
 * ical-generator escapes the events' texts itself but writes the calendar's NAME and X-WR-CALNAME as
 * given, so a course title with a line break made new lines (`BEGIN:VEVENT`) there. */
export function calendarText(text: string): string {
  return withoutControls(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}

/** A day of an all-day event: midnight UTC, which ical-generator writes as that date (no zone). */
const allDay = (day: string) => new Date(`${day}T00:00:00Z`);

export interface CalendarOptions {
  /** The calendar's name in the parent's application. */
  name: string;
  /** The host of the site, for the events' UIDs (`registration-<id>@<host>`). */
  host: string;
  /** The parent's page in a language, in each event's description. */
  pageUrl: (language: Locale) => string;
  /** The calendar's language (the family's newest registration's); Czech when not given. */
  language?: Locale;
}

/** The calendar of the registrations; one without dates yet (a slot without a day) has no event. */
export function registrationsCalendar(registrations: readonly CalendarRegistration[], options: CalendarOptions) {
  // No calendar-wide zone: with one, ical-generator writes DTSTAMP and all-day dates in the server's
  // local time. The generator adds the VTIMEZONE of every zone an event names.
  const calendar = new ICalCalendar({
    name: calendarText(options.name),
    prodId: { company: options.host, product: 'moje-prihlasky', language: (options.language ?? 'cs').toUpperCase() },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const registration of registrations) {
    const language = registration.language ?? 'cs';
    const words = WORDS[language];
    const pageUrl = options.pageUrl(language);
    const common = {
      id: `registration-${registration.id}@${options.host}`,
      summary: withoutControls(`${calendarTitle(registration)} – ${registration.childFullName}`),
      location:
        withoutControls([registration.branchTitle, registration.branchAddress].filter(Boolean).join(', ')) || null,
      description: [
        ...(registration.replacement ? [words.replacement] : []),
        `${words.variableSymbol}: ${registration.variableSymbol}`,
        `${words.page}: ${pageUrl}`,
      ].join('\n'),
      url: pageUrl,
      status: registration.replacement ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    };
    if (registration.type === RegistrationType.camp) {
      if (!registration.campFrom || !registration.campTo) continue;
      // DTEND of an all-day event is the day after the last one (exclusive).
      calendar.createEvent({
        ...common,
        allDay: true,
        start: allDay(registration.campFrom),
        end: allDay(plusDays(registration.campTo, 1)),
      });
      continue;
    }
    const { dayOfWeek, slotFrom, slotTo, courseStart, courseEnd } = registration;
    if (!dayOfWeek || !slotFrom || !slotTo || !courseStart || !courseEnd) continue;
    const first = firstWeekday(courseStart, dayOfWeek);
    if (first > courseEnd) continue;
    calendar.createEvent({
      ...common,
      start: prague(first, slotFrom),
      end: prague(first, slotTo),
      timezone: ZONE,
      // UNTIL in UTC (RFC 5545 for a DTSTART with TZID): the end of the course's last day in Prague.
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        until: new Date(prague(courseEnd, '23:59:59').getTime()),
      },
    });
  }
  return calendar.toString();
}
