// cs-CZ display formats (seed-spec section 9): dates DD.MM.YYYY, ranges joined by a dash (an en dash,
// no spaces), prices in Kč. A family reading the site in English or Ukrainian (issue 49, locale.ts)
// gets its own: "6 Jul 2027" and "CZK 1,500" in English; in Ukrainian dates as in Czech (DD.MM.YYYY is
// Ukrainian too) and "1 500 CZK".
import { type Locale, LOCALE_TAGS } from './locale';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** Accepts a Date or an ISO string ('2026-09-01' or a full timestamp); date-only strings are
 * taken as calendar dates, never shifted by the time zone. */
export function formatDate(value: Date | string, locale: Locale = 'cs'): string {
  let parts: [year: number, month: number, day: number];
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    const date = typeof value === 'string' ? new Date(value) : value;
    parts = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  }
  const [year, month, day] = parts;
  if (locale === 'en') return `${day}\u00a0${MONTHS_EN[month - 1]}\u00a0${year}`;
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** Every range on the site, in e-mails and on invoices: an en dash without spaces (Czech typography
 * for "from-to"), the seed spec's "joined by a dash". */
export function formatRange(from: string, to: string): string {
  return `${from}\u2013${to}`;
}

/** 01.07.2026–05.07.2026 */
export function formatDateRange(from: Date | string, to: Date | string, locale: Locale = 'cs'): string {
  return formatRange(formatDate(from, locale), formatDate(to, locale));
}

/** 15:30–17:00, from 'HH:mm' or the database's 'HH:mm:ss'. */
export function formatTimeRange(from: string, to: string): string {
  return formatRange(from.slice(0, 5), to.slice(0, 5));
}

// Made at first use, not when the module loads: the first Czech Intl object loads ICU's Czech data, a
// long task on a phone that the browser's start-up runs apart from the rest (client/src/main.tsx).
const priceFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};
const numberFormat = (locale: Locale) =>
  (priceFormats[locale] ??= new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }));

/** The number with the currency where the language puts it: "1 500 Kč", "CZK 1,500", "1 500 CZK". */
function withCurrency(number: string, locale: Locale): string {
  if (locale === 'en') return `CZK\u00a0${number}`;
  return `${number}\u00a0${locale === 'cs' ? 'Kč' : 'CZK'}`;
}

/** 1500 -> '1 500 Kč' (with the non-breaking spaces Czech typography uses). */
export function formatPrice(amount: number, locale: Locale = 'cs'): string {
  return withCurrency(numberFormat(locale).format(amount), locale);
}

/** An amount in haléře as Czech writes it: "1 250 Kč", "1 250,50 Kč" (exact: no floating point). */
export function formatHaler(haler: number, locale: Locale = 'cs'): string {
  const sign = haler < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(haler) / 100);
  const cents = Math.abs(haler) % 100;
  const decimal = locale === 'en' ? '.' : ',';
  const number = `${sign}${numberFormat(locale).format(whole)}${cents === 0 ? '' : `${decimal}${String(cents).padStart(2, '0')}`}`;
  return withCurrency(number, locale);
}

// The site's calendar is Prague's: the server renders pages (in whatever time zone it runs) and the
// browser hydrates them (in the visitor's), and both must print the same day for the same moment.
// Computed by the EU rule (CET, and CEST from the last Sunday of March to the last Sunday of October,
// the clocks changing at 01:00 UTC) rather than with Intl: an Intl.DateTimeFormat with a time zone
// takes tens of milliseconds to set up, more on a phone, on the main thread of every public page.

const HOUR_MS = 60 * 60 * 1000;

/** When the clocks change in the given month (0-based) of a year: its last Sunday, 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The day (YYYY-MM-DD) a moment falls on in Prague. */
export function pragueDay(moment: Date | string): string {
  const time = new Date(moment).getTime();
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS).toISOString().slice(0, 10);
}

/** A timestamp (when a news item or gallery was created) as its Prague day, DD.MM.YYYY. */
export function formatDay(moment: Date | string, locale: Locale = 'cs'): string {
  return formatDate(pragueDay(moment), locale);
}

const WEEKDAYS = ['v neděli', 'v pondělí', 'v úterý', 've středu', 've čtvrtek', 'v pátek', 'v sobotu'];

/** A calendar day (YYYY-MM-DD) with its weekday as a sentence says it: "v neděli 04.07.2027". */
export function formatWeekdayDate(day: string): string {
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday} ${formatDate(day)}`;
}

/** "3. 12. 2026 18:00" in Prague time: how an offer's deadline (waitlist.ts) is written to families and staff.
 * Here, not beside the offers' schemas: the family's pages format it without loading yup. */
export function formatOfferDeadline(at: Date | string, withYear = true): string {
  const parts = new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = withYear ? `${part('day')}. ${part('month')}. ${part('year')}` : `${part('day')}. ${part('month')}.`;
  return `${day} ${part('hour')}:${part('minute')}`;
}
