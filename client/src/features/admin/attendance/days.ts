// Prague calendar days as `YYYY-MM-DD` strings: today, this week (Monday to Sunday), and how a day
// is written on the lector's screen.
import { pragueToday } from '@kurzy/common';

const DAY_MS = 86_400_000;

export const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday and Sunday of the week of `day`. */
export function weekOf(day: string): { from: string; to: string } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = plusDays(day, -weekday);
  return { from, to: plusDays(from, 6) };
}

export const today = () => pragueToday();

const DAY_FORMAT = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});

/** "pondělí 1. 3." */
export const formatLessonDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
