// "Omluvit z lekce" on a parent's own page (issue 26, item 6): the coming lessons of the child's
// course, excusing one in advance, and the lector seeing "omluven" by the parent on the roster; the
// link is the credential, another family's registration answers like a dead link.
import { pragueToday } from '@kurzy/common';
import { useTestApp, type TestApp } from '../../test/app';
import { insertBranch, insertCourse, insertParentLink, insertRegistration, insertSchedule } from '../../test/fixtures';
import { staffHeaders } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';
import { plusDays } from './lesson.dates';

let t: TestApp;
let api: RestClient;
useTestApp((started) => {
  t = started;
  api = restClient(started.app);
});

const LESSONS = `query ($token: String!, $id: Int!) { parentLessons(token: $token, registrationId: $id) { id startsAt excused } }`;
const EXCUSE = `mutation ($token: String!, $id: Int!, $lesson: String!) {
  excuseLesson(token: $token, registrationId: $id, lessonId: $lesson) { id excused } }`;
const ROSTER = `query ($id: ID!) { lessonRoster(id: $id) {
  roster { registrationId mark { state markedByName byParent } } } }`;

type Lesson = { id: string; startsAt: string; excused: boolean };

it('lists the coming lessons, excuses one, and the lector sees it as excused by the parent', async () => {
  const today = pragueToday();
  const username = `lektor-${Math.random().toString(36).slice(2, 8)}`;
  const lector = await staffHeaders(t.app, t.database, 'lector', username);
  const [{ id: lectorId }] = await t.database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [username]);
  const courseId = await insertCourse(t.database, { start_date: plusDays(today, -60), end_date: plusDays(today, 200) });
  const scheduleId = await insertSchedule(t.database, {
    course_id: courseId,
    branch_id: await insertBranch(t.database),
    lector_id: lectorId,
  });
  const email = `omluva-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const mine = await insertRegistration(t.database, { schedule_id: scheduleId, email });
  const theirs = await insertRegistration(t.database, { schedule_id: scheduleId, email: `jina-${email}` });
  const token = await insertParentLink(t.database, email);

  const listed = await t.app.graphql<{ parentLessons: Lesson[] }>(LESSONS, { token, id: mine });
  expect(listed.body.errors).toBeUndefined();
  const lessons = listed.body.data!.parentLessons;
  // The weekly lessons of the coming weeks, at most 10 (within the range one read may span).
  expect(lessons.length).toBeGreaterThanOrEqual(4);
  expect(lessons.length).toBeLessThanOrEqual(10);
  expect(lessons.every((lesson) => lesson.id.startsWith(`s${scheduleId}-`) && !lesson.excused)).toBe(true);
  expect(lessons[0]!.id.slice(-10) >= today).toBe(true);

  const chosen = lessons[1]!.id;
  // A lector's mark from before the server's clock decided (dated 2099 by a phone, for a lesson not
  // yet held) does not block the parent's excuse.
  const [{ id: rowId }] = await t.database.dataSource.query(
    `INSERT INTO lesson (schedule_id, original_date, date, kind) VALUES ($1, $2, $2, 'regular') RETURNING id`,
    [scheduleId, chosen.slice(-10)],
  );
  await t.database.dataSource.query(
    `INSERT INTO attendance_mark (lesson_id, registration_id, state, marked_at, marked_by_id, recorded_at)
     VALUES ($1, $2, 'present', '2099-01-01T00:00:00Z', $3, now() - interval '1 day')`,
    [rowId, mine, lectorId],
  );
  const excused = await t.app.graphql<{ excuseLesson: Lesson[] }>(EXCUSE, { token, id: mine, lesson: chosen });
  expect(excused.body.errors).toBeUndefined();
  expect(excused.body.data!.excuseLesson.find((lesson) => lesson.id === chosen)?.excused).toBe(true);

  const roster = await t.app.graphql<{
    lessonRoster: { roster: { registrationId: number; mark: { state: string; byParent: boolean } | null }[] };
  }>(ROSTER, { id: chosen }, lector);
  expect(roster.body.errors).toBeUndefined();
  const entries = roster.body.data!.lessonRoster.roster;
  expect(entries.find((entry) => entry.registrationId === mine)?.mark).toEqual({
    state: 'excused',
    markedByName: 'rodič',
    byParent: true,
  });
  expect(entries.find((entry) => entry.registrationId === theirs)?.mark).toBeNull();

  // REST: the same lessons; a lesson of the past or of nothing is not found; another family's
  // registration, or an altered link, answers like a dead link and excuses nothing.
  const rest = await api('POST', '/parents/lessons', { body: { token, registrationId: mine } });
  expect(rest.status).toBe(200);
  expect(rest.body.find((lesson: Lesson) => lesson.id === chosen).excused).toBe(true);
  for (const lessonId of [`s${scheduleId}-${plusDays(today, -7)}`, `s${scheduleId}-2099-01-01`, 'nesmysl']) {
    const refused = await api('POST', '/parents/excuse', { body: { token, registrationId: mine, lessonId } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('ATTENDANCE_LESSON_NOT_FOUND');
  }
  const other = await api('POST', '/parents/excuse', { body: { token, registrationId: theirs, lessonId: chosen } });
  expect(other.status).toBe(404);
  expect(other.body.code).toBe('PARENT_LINK_INVALID');
  const [{ count }] = await t.database.dataSource.query(
    'SELECT count(*)::int AS count FROM attendance_mark WHERE registration_id = $1',
    [theirs],
  );
  expect(count).toBe(0);
});
