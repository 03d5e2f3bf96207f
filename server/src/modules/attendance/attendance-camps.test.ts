// Camp days (issue 26, item 1): a camp has a lesson a day, Monday to Friday without public holidays,
// all day; its lector (and administrators) see its roster and mark it like a course lesson's, another
// lector finds nothing; staff do not cancel, move or substitute a camp day; a parent excuses a coming one.
import { pragueToday } from '@kurzy/common';
import { useTestApp, type TestApp } from '../../test/app';
import { insertBranch, insertCamp, insertParentLink, insertRegistration } from '../../test/fixtures';
import { staffHeaders } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';
import { isoWeekday, plusDays } from './lesson.dates';

let t: TestApp;
let api: RestClient;
useTestApp((started) => {
  t = started;
  api = restClient(started.app);
});

type Headers = Record<string, string>;

async function lectorNamed(name: string): Promise<{ headers: Headers; id: number }> {
  const username = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  const headers = await staffHeaders(t.app, t.database, 'lector', username);
  const [{ id }] = await t.database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [username]);
  return { headers, id };
}

const camp = async (lectorId: number | null, from: string, to: string) =>
  insertCamp(t.database, { from, to, lector_id: lectorId, branch_id: await insertBranch(t.database) });

const LESSONS = `query ($from: String, $to: String) { lessons(from: $from, to: $to) {
  id date from to startsAt endsAt status scheduleId courseId campId courseTitle childCount markedCount } }`;
const ROSTER = `query ($id: ID!) { lessonRoster(id: $id) {
  lesson { id date from to campId markedCount }
  roster { registrationId childFullName age replacement photoConsent phone note mark { state markedAt markedByName byParent } } } }`;
const MARK = `mutation ($marks: [AttendanceMarkInput!]!) { markAttendance(marks: $marks) {
  lessonId registrationId applied refusal current { state markedAt markedByName } } }`;

type Lesson = { id: string; date: string; from: string | null; to: string | null; startsAt: string; endsAt: string };

const campLessons = async (headers: Headers, campId: number, from: string, to: string) => {
  const { body } = await t.app.graphql<{ lessons: Lesson[] }>(LESSONS, { from, to }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.lessons.filter((lesson) => lesson.id.startsWith(`c${campId}-`));
};

describe('camp days', () => {
  it('runs Monday to Friday, all day, without the public holidays', async () => {
    const eva = await lectorNamed('eva');
    const twoWeeks = await camp(eva.id, '2027-07-19', '2027-07-30');
    const days = await campLessons(eva.headers, twoWeeks, '2027-07-17', '2027-08-01');
    expect(days.map((day) => day.date)).toEqual([
      '2027-07-19',
      '2027-07-20',
      '2027-07-21',
      '2027-07-22',
      '2027-07-23',
      '2027-07-26',
      '2027-07-27',
      '2027-07-28',
      '2027-07-29',
      '2027-07-30',
    ]);
    // All day: no times, from the Prague midnight to the next (summer time, UTC+2).
    expect(days[0]).toMatchObject({
      id: `c${twoWeeks}-2027-07-19`,
      from: null,
      to: null,
      startsAt: '2027-07-18T22:00:00.000Z',
      endsAt: '2027-07-19T22:00:00.000Z',
      status: 'regular',
      scheduleId: null,
      courseId: null,
      campId: twoWeeks,
      courseTitle: 'Letní tábor',
    });

    // 5 July (Cyril and Methodius) and 6 July (Jan Hus) are public holidays: 10 weekdays, 8 camp days.
    const withHolidays = await camp(eva.id, '2027-07-05', '2027-07-16');
    const dates = (await campLessons(eva.headers, withHolidays, '2027-07-01', '2027-07-31')).map((day) => day.date);
    expect(dates).toHaveLength(8);
    expect(dates[0]).toBe('2027-07-07');
    expect(dates.some((date) => ['2027-07-05', '2027-07-06', '2027-07-10', '2027-07-11'].includes(date))).toBe(false);
    // A holiday or a weekend day of the camp is no lesson, at both doors.
    for (const day of ['2027-07-05', '2027-07-10', '2027-07-17']) {
      const missing = await t.app.graphql(ROSTER, { id: `c${withHolidays}-${day}` }, eva.headers);
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'ATTENDANCE_LESSON_NOT_FOUND' });
    }
    const rest = await api('GET', `/attendance/lessons/c${withHolidays}-2027-07-06`, { headers: t.admin });
    expect(rest).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
  });

  it('gives the camp’s lector its roster and marks; another lector finds nothing', async () => {
    const eva = await lectorNamed('eva');
    const petr = await lectorNamed('petr');
    const campId = await camp(eva.id, '2026-07-20', '2026-07-24');
    const anna = await insertRegistration(t.database, {
      camp_id: campId,
      child_full_name: 'Anna Malá',
      child_born_year: '2019-08-10',
      photo_consent: false,
      phone: '+420 777 111 222',
      note: 'Alergie na ořechy',
    });
    const ben = await insertRegistration(t.database, { camp_id: campId, child_full_name: 'Ben Velký' });
    await insertRegistration(t.database, { camp_id: campId, cancelled_at: new Date().toISOString() });
    const id = `c${campId}-2026-07-22`;

    const { body } = await t.app.graphql<{
      lessonRoster: { lesson: Record<string, unknown>; roster: Record<string, unknown>[] };
    }>(ROSTER, { id }, eva.headers);
    expect(body.errors).toBeUndefined();
    expect(body.data!.lessonRoster.lesson).toMatchObject({ id, date: '2026-07-22', from: null, to: null, campId });
    expect(body.data!.lessonRoster.roster).toEqual([
      {
        registrationId: anna,
        childFullName: 'Anna Malá',
        age: 6,
        replacement: false,
        photoConsent: false,
        phone: '+420 777 111 222',
        note: 'Alergie na ořechy',
        mark: null,
      },
      expect.objectContaining({ registrationId: ben, childFullName: 'Ben Velký' }),
    ]);
    const rest = await api('GET', `/attendance/lessons/${id}`, { headers: eva.headers });
    expect(rest.status).toBe(200);
    expect(rest.body.lesson).toMatchObject({ id, from: null, to: null, campId, childCount: 2 });
    expect(Object.keys(rest.body.roster[0]).sort()).toEqual(
      [
        'age',
        'childFullName',
        'makeup',
        'mark',
        'note',
        'phone',
        'photoConsent',
        'registrationId',
        'replacement',
      ].sort(),
    );

    // Marks: the last by the phone's time wins, a replay is one write, a stranger is refused.
    const late = { lessonId: id, registrationId: anna, state: 'present', markedAt: '2026-07-22T07:05:00.000Z' };
    const early = { ...late, state: 'absent', markedAt: '2026-07-22T07:00:00.000Z' };
    const outsider = await insertRegistration(t.database, { camp_id: await camp(eva.id, '2026-07-20', '2026-07-24') });
    const marked = await t.app.graphql<{ markAttendance: Record<string, unknown>[] }>(
      MARK,
      { marks: [late, early, late, { ...late, registrationId: outsider }] },
      eva.headers,
    );
    expect(marked.body.errors).toBeUndefined();
    expect(marked.body.data!.markAttendance).toEqual([
      expect.objectContaining({ applied: true, refusal: null, current: expect.objectContaining({ state: 'present' }) }),
      expect.objectContaining({ applied: false, current: expect.objectContaining({ state: 'present' }) }),
      expect.objectContaining({ applied: true, current: expect.objectContaining({ state: 'present' }) }),
      expect.objectContaining({ applied: false, refusal: 'ATTENDANCE_CHILD_NOT_IN_LESSON' }),
    ]);
    const restMarked = await api('POST', '/attendance/marks', {
      body: { marks: [{ ...late, registrationId: ben, state: 'excused' }] },
      headers: eva.headers,
    });
    expect(restMarked.status).toBe(200);
    expect(restMarked.body[0]).toMatchObject({ applied: true, current: { state: 'excused' } });
    const [{ count, kind }] = await t.database.dataSource.query(
      `SELECT count(*)::int AS count, min(l.kind) AS kind FROM attendance_mark m JOIN lesson l ON l.id = m.lesson_id
        WHERE l.camp_id = $1`,
      [campId],
    );
    expect({ count, kind }).toEqual({ count: 2, kind: 'camp' });
    const listed = await campLessons(eva.headers, campId, '2026-07-22', '2026-07-22');
    expect(listed).toEqual([expect.objectContaining({ id })]);
    expect(listed[0]).toMatchObject({ childCount: 2, markedCount: 2 });

    // Petr is not the camp's lector: no days in his list, the roster and marks are not found.
    expect(await campLessons(petr.headers, campId, '2026-07-20', '2026-07-24')).toEqual([]);
    const refused = await t.app.graphql(ROSTER, { id }, petr.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'ATTENDANCE_LESSON_NOT_FOUND',
    });
    const restRefused = await api('GET', `/attendance/lessons/${id}`, { headers: petr.headers });
    expect(restRefused).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
    const petrMarks = await api('POST', '/attendance/marks', {
      body: { marks: [{ ...late, markedAt: '2026-07-22T08:00:00.000Z' }] },
      headers: petr.headers,
    });
    expect(petrMarks.body[0]).toMatchObject({ applied: false, refusal: 'ATTENDANCE_LESSON_NOT_FOUND' });

    // Administrators see it; a camp day takes a note but is not cancelled, moved or substituted.
    const admin = await campLessons(t.admin, campId, '2026-07-20', '2026-07-24');
    expect(admin).toHaveLength(5);
    const note = await api('PUT', `/attendance/lessons/${id}/note`, { body: { note: 'Výlet' }, headers: eva.headers });
    expect(note).toMatchObject({ status: 200, body: { id, note: 'Výlet' } });
    for (const [path, body] of [
      ['/cancel', { reason: 'Ne' }],
      ['/move', { date: '2026-07-23', from: '08:00', to: '16:00' }],
    ] as const) {
      const answer = await api('POST', `/attendance/lessons/${id}${path}`, { body, headers: t.admin });
      expect(answer).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
    }
    const substitute = await api('PUT', `/attendance/lessons/${id}/substitute`, {
      body: { lectorId: petr.id },
      headers: t.admin,
    });
    expect(substitute).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
    const cancelled = await t.app.graphql(`mutation ($id: ID!) { cancelLesson(id: $id) { id } }`, { id }, t.admin);
    expect(cancelled.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'ATTENDANCE_LESSON_NOT_FOUND' });
  });

  it('offers a parent the coming camp days to excuse, and the lector sees the day excused', async () => {
    const today = pragueToday();
    const eva = await lectorNamed('eva');
    const campId = await camp(eva.id, today, plusDays(today, 20));
    const email = `tabor-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const mine = await insertRegistration(t.database, { camp_id: campId, email });
    const token = await insertParentLink(t.database, email);

    const listed = await t.app.graphql<{ parentLessons: { id: string; allDay: boolean; excused: boolean }[] }>(
      `query ($token: String!, $id: Int!) { parentLessons(token: $token, registrationId: $id) { id allDay excused } }`,
      { token, id: mine },
    );
    expect(listed.body.errors).toBeUndefined();
    const days = listed.body.data!.parentLessons;
    // At most 10 of the 15 weekdays of three weeks (fewer when public holidays fall among them).
    expect(days.length).toBeGreaterThanOrEqual(8);
    expect(days.length).toBeLessThanOrEqual(10);
    expect(days.every((day) => day.id.startsWith(`c${campId}-`) && day.allDay && !day.excused)).toBe(true);
    expect(days.every((day) => isoWeekday(day.id.slice(-10)) <= 5 && day.id.slice(-10) >= today)).toBe(true);

    const chosen = days[1]!.id;
    const excused = await api('POST', '/parents/excuse', { body: { token, registrationId: mine, lessonId: chosen } });
    expect(excused.status).toBe(200);
    expect(excused.body.find((day: { id: string }) => day.id === chosen)).toMatchObject({
      excused: true,
      allDay: true,
    });
    const roster = await api('GET', `/attendance/lessons/${chosen}`, { headers: eva.headers });
    expect(roster.body.roster[0]).toMatchObject({
      registrationId: mine,
      mark: { state: 'excused', markedByName: 'rodič', byParent: true },
    });
    // A day past or outside the camp is not offered, so not excused.
    for (const lessonId of [`c${campId}-${plusDays(today, -1)}`, `c${campId}-${plusDays(today, 30)}`]) {
      const refused = await api('POST', '/parents/excuse', { body: { token, registrationId: mine, lessonId } });
      expect(refused).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
    }
  });
});
