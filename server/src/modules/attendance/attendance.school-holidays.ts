// The Czech school holidays MŠMT publishes (server/data/school-holidays.csv: data, with its sources)
// become non-teaching days: nationwide ones of every branch, spring holidays of the branches in their
// district. Lessons are computed from a slot and the non-teaching days (lesson.dates.ts), so a holiday
// taken in applies to every lesson planned on it, in new terms and the running one alike: parents
// are not offered to excuse a lesson that does not take place. Only holidays not over yet are taken
// (one already past must not hide a lesson held and marked then), each once per place: a key in
// school_holiday_import remembers it, so one that staff edited or deleted stays so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDistrict } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

export const SCHOOL_HOLIDAYS_FILE = path.resolve(__dirname, '../../../data/school-holidays.csv');

export interface SchoolHoliday {
  from: string;
  to: string;
  title: string;
  /** null: every branch. */
  district: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The holidays of the data file; a line that is not one is an error (the file is ours). */
export function parseSchoolHolidays(text: string): SchoolHoliday[] {
  const holidays: SchoolHoliday[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [from = '', to = '', title = '', district = ''] = line.split(';').map((cell) => cell.trim());
    const fault = (why: string) => new Error(`school-holidays.csv line ${index + 1}: ${why}: ${line}`);
    if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || to < from) throw fault('dates');
    if (!title) throw fault('no title');
    if (district && !isDistrict(district)) throw fault('unknown district');
    holidays.push({ from, to, title, district: district || null });
  });
  return holidays;
}

export const readSchoolHolidays = (file = SCHOOL_HOLIDAYS_FILE): SchoolHoliday[] =>
  parseSchoolHolidays(readFileSync(file, 'utf8'));

/** Today in Prague, YYYY-MM-DD. */
export const pragueToday = (now = new Date()): string => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

/** Takes the holidays not over by `today` into non_teaching_day, each once per place: the nationwide
 * ones for every branch, the district ones for each branch in the district (or only `branchId`'s).
 * Answers how many it added. */
export async function applySchoolHolidays(
  manager: EntityManager,
  holidays: readonly SchoolHoliday[],
  today: string,
  branchId?: number,
): Promise<number> {
  const branches: { id: number; district: string }[] = await manager.query(
    `SELECT id, district FROM branch WHERE district IS NOT NULL AND ($1::int IS NULL OR id = $1)`,
    [branchId ?? null],
  );
  let added = 0;
  for (const holiday of holidays) {
    if (holiday.to < today) continue;
    const places =
      holiday.district === null
        ? branchId === undefined
          ? [null]
          : []
        : branches.filter((branch) => branch.district === holiday.district).map((branch) => branch.id);
    for (const place of places) {
      const key = `${place ?? 'all'}|${holiday.from}|${holiday.to}|${holiday.title}`;
      const taken: unknown[] = await manager.query(
        `INSERT INTO school_holiday_import (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key`,
        [key],
      );
      if (taken.length === 0) continue;
      await manager.query(`INSERT INTO non_teaching_day ("from", "to", title, branch_id) VALUES ($1, $2, $3, $4)`, [
        holiday.from,
        holiday.to,
        holiday.title,
        place,
      ]);
      added += 1;
    }
  }
  return added;
}

/** A branch moved to another district (or none): the spring holidays taken for it from the data
 * file that are not over yet go, with their keys, before its new district's are taken. */
export async function forgetBranchHolidays(
  manager: EntityManager,
  holidays: readonly SchoolHoliday[],
  today: string,
  branchId: number,
  district: string,
): Promise<void> {
  for (const holiday of holidays) {
    if (holiday.district !== district || holiday.to < today) continue;
    const key = `${branchId}|${holiday.from}|${holiday.to}|${holiday.title}`;
    const forgotten: unknown[] = await manager.query(`DELETE FROM school_holiday_import WHERE key = $1 RETURNING key`, [
      key,
    ]);
    if (forgotten.length === 0) continue;
    await manager.query(
      `DELETE FROM non_teaching_day WHERE branch_id = $1 AND "from" = $2 AND "to" = $3 AND title = $4`,
      [branchId, holiday.from, holiday.to, holiday.title],
    );
  }
}
