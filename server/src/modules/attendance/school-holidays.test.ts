// Issue 41, item 6: the school holidays of server/data/school-holidays.csv become non-teaching days:
// nationwide ones of every branch, spring holidays of the branches in their district; only those not
// over yet, each once (staff may delete one; it does not come back); a lesson on one is no lesson.
import { DISTRICTS } from '@kurzy/common';
import { useTestApp, type TestApp } from '../../test/app';
import { insertCourse, insertSchedule } from '../../test/fixtures';
import {
  applySchoolHolidays,
  parseSchoolHolidays,
  pragueToday,
  readSchoolHolidays,
} from './attendance.school-holidays';

let t: TestApp;
useTestApp((started) => {
  t = started;
});

const DAYS = '{ nonTeachingDays { id from to title branchId } }';
type Day = { id: number; from: string; to: string; title: string; branchId: number | null };
const days = async () =>
  (await t.app.graphql<{ nonTeachingDays: Day[] }>(DAYS, undefined, t.admin)).body.data!.nonTeachingDays;
const apply = (today: string) =>
  t.database.dataSource.transaction((manager) => applySchoolHolidays(manager, readSchoolHolidays(), today));

const BRANCH = `mutation ($input: BranchInput!) { createBranch(input: $input) { id district } }`;
const UPDATE_BRANCH = `mutation ($id: Int!, $input: BranchInput!) { updateBranch(id: $id, input: $input) { id district } }`;

describe('the data file', () => {
  it('holds the holidays with dates, titles and known districts, and refuses a line that is not one', () => {
    const holidays = readSchoolHolidays();
    expect(holidays).toContainEqual({
      from: '2026-12-23',
      to: '2027-01-03',
      title: 'Vánoční prázdniny',
      district: null,
    });
    expect(holidays).toContainEqual({
      from: '2027-02-01',
      to: '2027-02-07',
      title: 'Jarní prázdniny',
      district: 'Liberec',
    });
    for (const holiday of holidays) if (holiday.district) expect(DISTRICTS).toContain(holiday.district);
    expect(() => parseSchoolHolidays('2027-02-01;2027-02-07;Jarní prázdniny;Atlantida')).toThrow(/district/);
    expect(() => parseSchoolHolidays('2027-02-07;2027-02-01;Jarní prázdniny;')).toThrow(/dates/);
  });

  it('holds one spring week, Monday to Sunday, of every district in 2027 and 2028, and the nationwide holidays of both school years', () => {
    const holidays = readSchoolHolidays();
    for (const year of ['2027', '2028']) {
      const weeks = holidays.filter(({ title, from }) => title === 'Jarní prázdniny' && from.startsWith(year));
      expect(weeks.map(({ district }) => district).sort()).toEqual([...DISTRICTS].sort());
      for (const { from, to } of weeks) {
        expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(Date.parse(to) - Date.parse(from)).toBe(6 * 24 * 60 * 60 * 1000);
      }
    }
    const nationwide = holidays.filter(({ district }) => district === null);
    for (const [from, to] of [
      ['2027-12-23', '2028-01-02'],
      ['2028-02-04', '2028-02-04'],
    ])
      expect(nationwide).toContainEqual(expect.objectContaining({ from, to }));
    for (const schoolYear of [2026, 2027])
      for (const title of ['Podzimní prázdniny', 'Vánoční prázdniny', 'Pololetní prázdniny', 'Velikonoční prázdniny'])
        expect(
          nationwide.some(
            (day) => day.title === title && day.from > `${schoolYear}-09-01` && day.to < `${schoolYear + 1}-07-01`,
          ),
        ).toBe(true);
  });
});

describe('taking the holidays in', () => {
  it('adds the nationwide holidays not over yet once, and one staff deleted stays deleted', async () => {
    expect(await apply('2026-11-29')).toBeGreaterThan(0);
    const taken = await days();
    expect(taken).toContainEqual(
      expect.objectContaining({ from: '2026-12-23', to: '2027-01-03', title: 'Vánoční prázdniny', branchId: null }),
    );
    // Easter's by the decree: the Thursday before Good Friday (Easter Sunday 28 March 2027, 16 April 2028).
    for (const thursday of ['2027-03-25', '2028-04-13']) {
      expect(new Date(`${thursday}T12:00:00Z`).getUTCDay()).toBe(4);
      expect(taken).toContainEqual(
        expect.objectContaining({ from: thursday, to: thursday, title: 'Velikonoční prázdniny', branchId: null }),
      );
    }
    // Over by then: a lesson held and marked on it must stay.
    expect(taken.some((day) => day.from === '2026-10-29')).toBe(false);
    // A second start adds nothing.
    expect(await apply('2026-11-29')).toBe(0);
    const halfYear = taken.find((day) => day.title === 'Pololetní prázdniny')!;
    const deleted = await t.app.graphql(
      'mutation ($id: Int!) { deleteNonTeachingDay(id: $id) }',
      { id: halfYear.id },
      t.admin,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(await apply('2026-11-29')).toBe(0);
    expect((await days()).some((day) => day.id === halfYear.id || day.from === halfYear.from)).toBe(false);
  });

  it('leaves the lessons of a slot out on the holidays', async () => {
    const { body } = await t.app.graphql<{ createBranch: { id: number } }>(
      BRANCH,
      { input: { title: 'Pobočka Liberec', address: 'Nákladní 1, Liberec', district: 'Liberec' } },
      t.admin,
    );
    const branchId = body.data!.createBranch.id;
    const courseId = await insertCourse(t.database, { start_date: '2026-09-01', end_date: '2027-06-30' });
    // Wednesdays: 23 and 30 December are in the Christmas holidays.
    const scheduleId = await insertSchedule(t.database, { course_id: courseId, branch_id: branchId, day_of_week: 3 });
    const { body: lessons } = await t.app.graphql<{ lessons: { date: string; scheduleId: number }[] }>(
      'query { lessons(from: "2026-12-14", to: "2027-01-10") { date scheduleId } }',
      undefined,
      t.admin,
    );
    const dates = lessons
      .data!.lessons.filter((lesson) => lesson.scheduleId === scheduleId)
      .map((lesson) => lesson.date);
    expect(dates).toEqual(['2026-12-16', '2027-01-06']);
  });
});

describe("a branch's district", () => {
  it('takes in the spring holidays of its district not over yet, and moves them with the district', async () => {
    const today = pragueToday();
    // nonTeachingDays lists the newest first; the file runs the other way.
    const ofDistrict = (district: string) =>
      readSchoolHolidays()
        .filter((day) => day.district === district && day.to >= today)
        .sort((a, b) => b.from.localeCompare(a.from));
    const liberec = ofDistrict('Liberec');
    const prague = ofDistrict('Praha 1');
    const { body } = await t.app.graphql<{ createBranch: { id: number; district: string } }>(
      BRANCH,
      { input: { title: 'Tělocvična Liberec', address: 'Sokolská 2, Liberec', district: 'Liberec' } },
      t.admin,
    );
    expect(body.data?.createBranch.district).toBe('Liberec');
    const id = body.data!.createBranch.id;
    const ofBranch = async () =>
      (await days()).filter((day) => day.branchId === id).map(({ from, to, title }) => ({ from, to, title }));
    expect(await ofBranch()).toEqual(liberec.map(({ from, to, title }) => ({ from, to, title })));

    const moved = await t.app.graphql(
      UPDATE_BRANCH,
      { id, input: { title: 'Tělocvična Praha', address: 'Vodičkova 1, Praha', district: 'Praha 1' } },
      t.admin,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(await ofBranch()).toEqual(prague.map(({ from, to, title }) => ({ from, to, title })));
  });

  it('refuses a district that is not one, naming the field', async () => {
    const { body } = await t.app.graphql(
      BRANCH,
      { input: { title: 'Pobočka X', address: 'Hlavní 1, Brno', district: 'Atlantida' } },
      t.admin,
    );
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({ district: 'Vyberte okres ze seznamu' });
  });
});
