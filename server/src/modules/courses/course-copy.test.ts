// Copy forward into the next term (issue 45, item 1) over real HTTP on a real PostgreSQL: one course
// at both doors (its slots with day, time, branch and lector, each remembering its predecessor slot;
// hidden until published; the price kept or the one staff confirmed), every course of a term at
// once, one copy per course, and administrators only.
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertLector, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let branchId: number;
let otherBranchId: number;
let lectorId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  branchId = await insertBranch(database);
  otherBranchId = await insertBranch(database, { title: 'Pobočka Líšeň' });
  lectorId = await insertLector(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A published course of the autumn term with two slots. */
async function autumnCourse(values: Record<string, unknown> = {}) {
  const courseId = await insertCourse(database, {
    title: 'Moderní tanec',
    capacity: 8,
    max_capacity: 10,
    price: 2400,
    start_date: '2026-09-07',
    end_date: '2027-01-29',
    ...values,
  });
  const monday = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    lector_id: lectorId,
    day_of_week: 1,
    from: '16:00',
    to: '16:45',
  });
  const thursday = await insertSchedule(database, {
    course_id: courseId,
    branch_id: otherBranchId,
    day_of_week: 4,
    from: '17:00',
    to: '18:00',
  });
  return { courseId, monday, thursday };
}

const COURSE_FIELDS = `id title price capacity maxCapacity startDate endDate visible predecessorId successorId
  schedules { id dayOfWeek from to branchId lectorId predecessorId }`;

it('copies a course with its slots into the next term, hidden until published, at both doors', async () => {
  const { courseId, monday, thursday } = await autumnCourse();
  const rest = await api('POST', `/courses/${courseId}/copy`, {
    body: { startDate: '2027-02-01', endDate: '2027-06-25' },
    headers: admin,
  });
  expect(rest.status).toBe(201);
  expect(rest.body).toMatchObject({
    title: 'Moderní tanec',
    price: 2400,
    capacity: 8,
    maxCapacity: 10,
    startDate: '2027-02-01',
    endDate: '2027-06-25',
    visible: false,
    predecessorId: courseId,
  });
  const copyId = rest.body.id as number;
  expect(copyId).not.toBe(courseId);
  const slots = rest.body.schedules as Record<string, unknown>[];
  expect(slots).toEqual([
    expect.objectContaining({ dayOfWeek: 1, from: '16:00', to: '16:45', branchId, lectorId, predecessorId: monday }),
    expect.objectContaining({
      dayOfWeek: 4,
      from: '17:00',
      to: '18:00',
      branchId: otherBranchId,
      predecessorId: thursday,
    }),
  ]);
  expect(slots.map((slot) => slot.id)).not.toContain(monday);

  // Hidden: the public neither lists nor opens it, and does not learn that the old one has a copy.
  expect((await api('GET', `/courses/${copyId}`)).status).toBe(404);
  const listed = await app.graphql<{ courses: { id: number }[] }>('{ courses { id } }');
  expect(listed.body.data!.courses.map((course) => course.id)).not.toContain(copyId);
  const seen = await app.graphql<{ course: { successorId: number | null } }>(
    'query ($id: Int!) { course(id: $id) { successorId } }',
    { id: courseId },
  );
  expect(seen.body.data!.course.successorId).toBeNull();
  // Staff see the link both ways.
  const staff = await app.graphql<{ course: { successorId: number } }>(
    'query ($id: Int!) { course(id: $id) { successorId } }',
    { id: courseId },
    admin,
  );
  expect(staff.body.data!.course.successorId).toBe(copyId);

  // One copy per course, at both doors; nothing more was made.
  const again = await api('POST', `/courses/${courseId}/copy`, {
    body: { startDate: '2027-02-01', endDate: '2027-06-25' },
    headers: admin,
  });
  expect(again).toMatchObject({ status: 409, body: { code: 'COURSE_ALREADY_COPIED' } });
  const twice = await app.graphql(
    'mutation ($id: Int!) { copyCourse(id: $id, startDate: "2027-02-01", endDate: "2027-06-25") { id } }',
    { id: courseId },
    admin,
  );
  expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', domainCode: 'COURSE_ALREADY_COPIED' });
  const [{ count }] = await database.dataSource.query(
    'SELECT count(*)::int AS count FROM course WHERE predecessor_id = $1',
    [courseId],
  );
  expect(count).toBe(1);
});

it('takes the title and the price staff confirmed through GraphQL, and refuses bad dates on their field', async () => {
  const { courseId } = await autumnCourse({ title: 'Keramika', price: 1800 });
  const bad = await api('POST', `/courses/${courseId}/copy`, {
    body: { startDate: '2027-06-25', endDate: '2027-02-01' },
    headers: admin,
  });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toHaveProperty('endDate');
  const copied = await app.graphql<{ copyCourse: Record<string, unknown> }>(
    `mutation ($id: Int!) { copyCourse(id: $id, startDate: "2027-02-01", endDate: "2027-06-25", title: "Keramika – jaro", price: 1950) { ${COURSE_FIELDS} } }`,
    { id: courseId },
    admin,
  );
  expect(copied.body.data!.copyCourse).toMatchObject({
    title: 'Keramika – jaro',
    price: 1950,
    visible: false,
    predecessorId: courseId,
  });
  // Published by staff like any course: then the public sees it.
  const copy = copied.body.data!.copyCourse as { id: number };
  const current = await api('GET', `/courses/${copy.id}`, { headers: admin });
  const published = await api('PUT', `/courses/${copy.id}`, {
    body: { ...pick(current.body), visible: true },
    headers: admin,
  });
  expect(published.status).toBe(200);
  expect((await api('GET', `/courses/${copy.id}`)).status).toBe(200);
});

it('copies every course of a term that has no copy yet, at once', async () => {
  const first = await autumnCourse({ title: 'Term A', start_date: '2025-09-01', end_date: '2026-01-30' });
  const second = await autumnCourse({ title: 'Term B', start_date: '2025-09-08', end_date: '2026-01-23' });
  const outside = await autumnCourse({ title: 'Term C', start_date: '2025-08-01', end_date: '2026-01-23' });
  const copied = await app.graphql<{ copyTermCourses: { title: string; predecessorId: number; visible: boolean }[] }>(
    `mutation { copyTermCourses(termFrom: "2025-09-01", termTo: "2026-01-31", startDate: "2026-02-02", endDate: "2026-06-26") {
       title predecessorId visible startDate schedules { predecessorId } } }`,
    {},
    admin,
  );
  expect(copied.body.errors).toBeUndefined();
  expect(copied.body.data!.copyTermCourses).toEqual([
    expect.objectContaining({
      title: 'Term A',
      predecessorId: first.courseId,
      visible: false,
      startDate: '2026-02-02',
    }),
    expect.objectContaining({ title: 'Term B', predecessorId: second.courseId, visible: false }),
  ]);
  expect(copied.body.data!.copyTermCourses.map((course) => course.predecessorId)).not.toContain(outside.courseId);
  // Again: each has its copy, nothing new.
  const again = await app.graphql<{ copyTermCourses: unknown[] }>(
    `mutation { copyTermCourses(termFrom: "2025-09-01", termTo: "2026-01-31", startDate: "2026-02-02", endDate: "2026-06-26") { id } }`,
    {},
    admin,
  );
  expect(again.body.data!.copyTermCourses).toEqual([]);
});

it('is for administrators only', async () => {
  const { courseId } = await autumnCourse();
  const body = { startDate: '2027-02-01', endDate: '2027-06-25' };
  expect((await api('POST', `/courses/${courseId}/copy`, { body })).status).toBe(401);
  expect((await api('POST', `/courses/${courseId}/copy`, { body, headers: lector })).status).toBe(403);
  const term = await app.graphql(
    'mutation { copyTermCourses(termFrom: "2026-09-01", termTo: "2027-01-31", startDate: "2027-02-01", endDate: "2027-06-25") { id } }',
    {},
    lector,
  );
  expect(term.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const [{ count }] = await database.dataSource.query(
    'SELECT count(*)::int AS count FROM course WHERE predecessor_id = $1',
    [courseId],
  );
  expect(count).toBe(0);
  expect((await api('POST', '/courses/999999/copy', { body, headers: admin })).status).toBe(404);
});

/** The fields of a course a change sends back (its columns as read). */
function pick(course: Record<string, unknown>) {
  const {
    id: _id,
    createdAt: _c,
    freeSpots: _f,
    availability: _a,
    illustrations: _i,
    schedules: _s,
    predecessorId: _p,
    ...rest
  } = course;
  return rest;
}
