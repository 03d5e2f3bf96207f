// The pure date logic of lessons: which days a weekly slot meets between its course's start and end,
// minus the Czech public holidays and the non-teaching days staff entered, with the single-lesson
// changes (cancelled, moved, make-up) applied. Days are Prague calendar days (`YYYY-MM-DD`); a
// lesson's instants are its slot's wall-clock times in Europe/Prague, so a 16:00 lesson stays at
// 16:00 across the change to and from summer time.
import { TZDate } from '@date-fns/tz';

export const ZONE = 'Europe/Prague';
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus whole days. */
export const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** ISO weekday of a day: 1 = Monday ... 7 = Sunday. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS: readonly [string, string][] = [
  ['01-01', 'Den obnovy samostatného českého státu, Nový rok'],
  ['05-01', 'Svátek práce'],
  ['05-08', 'Den vítězství'],
  ['07-05', 'Den slovanských věrozvěstů Cyrila a Metoděje'],
  ['07-06', 'Den upálení mistra Jana Husa'],
  ['09-28', 'Den české státnosti'],
  ['10-28', 'Den vzniku samostatného československého státu'],
  ['11-17', 'Den boje za svobodu a demokracii'],
  ['12-24', 'Štědrý den'],
  ['12-25', '1. svátek vánoční'],
  ['12-26', '2. svátek vánoční'],
];

/** The Czech public holidays of a year (zákon č. 245/2000 Sb.): day -> name. Good Friday and Easter
 * Monday move with Easter. */
export function czechPublicHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const holidays = new Map<string, string>(FIXED_HOLIDAYS.map(([day, name]) => [`${year}-${day}`, name]));
  holidays.set(plusDays(easter, -2), 'Velký pátek');
  holidays.set(plusDays(easter, 1), 'Velikonoční pondělí');
  return holidays;
}

/** The name of the public holiday on a day, or null. */
export function publicHoliday(day: string): string | null {
  return czechPublicHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}

/** Days without lessons that staff entered: of every branch (branchId null) or of one. */
export interface NonTeachingRange {
  from: string;
  to: string;
  branchId: number | null;
  title: string;
}

/** What a weekly slot's lessons are made from. */
export interface SlotPlan {
  scheduleId: number;
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  /** `HH:mm`. */
  from: string;
  to: string;
  branchId: number;
  courseStart: string | null;
  courseEnd: string | null;
}

/** Why a slot's weekday has no lesson: a public holiday or a non-teaching day of the branch. */
export function dayOff(day: string, branchId: number, nonTeaching: readonly NonTeachingRange[]): string | null {
  const holiday = publicHoliday(day);
  if (holiday) return holiday;
  const range = nonTeaching.find(
    (item) => item.from <= day && day <= item.to && (item.branchId === null || item.branchId === branchId),
  );
  return range ? range.title : null;
}

/** Whether the slot has a regular lesson on `day`. */
export function isRegularLessonDay(slot: SlotPlan, day: string, nonTeaching: readonly NonTeachingRange[]): boolean {
  return (
    isoWeekday(day) === slot.dayOfWeek &&
    (slot.courseStart === null || day >= slot.courseStart) &&
    (slot.courseEnd === null || day <= slot.courseEnd) &&
    dayOff(day, slot.branchId, nonTeaching) === null
  );
}

/** The slot's regular lesson days from `from` to `to` (both included). */
export function regularLessonDays(
  slot: SlotPlan,
  from: string,
  to: string,
  nonTeaching: readonly NonTeachingRange[],
): string[] {
  const start = slot.courseStart && slot.courseStart > from ? slot.courseStart : from;
  const end = slot.courseEnd && slot.courseEnd < to ? slot.courseEnd : to;
  const days: string[] = [];
  for (let day = plusDays(start, (slot.dayOfWeek - isoWeekday(start) + 7) % 7); day <= end; day = plusDays(day, 7))
    if (dayOff(day, slot.branchId, nonTeaching) === null) days.push(day);
  return days;
}

/** A Prague wall-clock time as an instant. */
export function pragueInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, 0, ZONE).getTime());
}

export type LessonStatus = 'regular' | 'moved' | 'cancelled' | 'makeup';

/** A change staff made to one lesson of a slot (a lesson row). */
export interface LessonChange {
  /** The day the lesson was planned for (its key); a make-up lesson's own day. */
  originalDate: string;
  makeup: boolean;
  /** Where it takes place. */
  date: string;
  /** `HH:mm`, null for the slot's. */
  from: string | null;
  to: string | null;
  cancelled: boolean;
}

export interface PlannedLesson {
  scheduleId: number;
  originalDate: string;
  date: string;
  from: string;
  to: string;
  startsAt: Date;
  endsAt: Date;
  status: LessonStatus;
}

/** The slot's lessons taking place from `from` to `to`: its regular days there, with the changes
 * applied (a lesson moved into the range from outside it is in, one moved out is not; cancelled ones
 * stay, marked so). `changes` must hold every change whose original day or day is in the range. */
export function lessonsOfSlot(
  slot: SlotPlan,
  from: string,
  to: string,
  nonTeaching: readonly NonTeachingRange[],
  changes: readonly LessonChange[],
): PlannedLesson[] {
  const byOriginal = new Map(changes.map((change) => [change.originalDate, change]));
  const lessons: PlannedLesson[] = [];
  const add = (originalDate: string, change: LessonChange | undefined) => {
    const date = change?.date ?? originalDate;
    if (date < from || date > to) return;
    const start = change?.from ?? slot.from;
    const end = change?.to ?? slot.to;
    let status: LessonStatus = 'regular';
    if (change?.cancelled) status = 'cancelled';
    else if (change?.makeup) status = 'makeup';
    else if (change && (date !== originalDate || start !== slot.from || end !== slot.to)) status = 'moved';
    lessons.push({
      scheduleId: slot.scheduleId,
      originalDate,
      date,
      from: start,
      to: end,
      startsAt: pragueInstant(date, start),
      endsAt: pragueInstant(date, end),
      status,
    });
  };
  for (const day of regularLessonDays(slot, from, to, nonTeaching)) add(day, byOriginal.get(day));
  for (const change of changes) {
    const inRangeByOriginal = change.originalDate >= from && change.originalDate <= to;
    if (change.makeup) add(change.originalDate, change);
    // A regular lesson moved in from a day outside the range (its day there was no lesson day off).
    else if (!inRangeByOriginal && isRegularLessonDay(slot, change.originalDate, nonTeaching))
      add(change.originalDate, change);
  }
  return lessons.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.scheduleId - b.scheduleId);
}

/** Whether the slot has a lesson with this key (its planned day): a regular day, or a make-up. */
export function lessonExists(
  slot: SlotPlan,
  originalDate: string,
  nonTeaching: readonly NonTeachingRange[],
  change: LessonChange | undefined,
): boolean {
  return change?.makeup === true || isRegularLessonDay(slot, originalDate, nonTeaching);
}

/** Whole years of a child born on `born` on `day`. */
export function ageOn(born: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(born.slice(0, 4));
  return day.slice(5) < born.slice(5) ? years - 1 : years;
}

/** Whether a camp runs on a day of its range: a day camp (příměstský tábor) runs Monday to Friday
 * and not on public holidays. Staff's non-teaching days do not apply: they are mostly school
 * holidays, when camps run. */
export const isCampDay = (camp: { from: string; to: string }, day: string): boolean =>
  camp.from <= day && day <= camp.to && isoWeekday(day) <= 5 && publicHoliday(day) === null;

/** A camp's days from `from` to `to` (both included). */
export function campDays(camp: { from: string; to: string }, from: string, to: string): string[] {
  const days: string[] = [];
  const end = camp.to < to ? camp.to : to;
  for (let day = camp.from > from ? camp.from : from; day <= end; day = plusDays(day, 1))
    if (isCampDay(camp, day)) days.push(day);
  return days;
}
