// The REST search of registrations reads each one's slot, course, camp and customer in the page's
// own statement (issue 28, item 4): its items are exactly what `GET /registrations/{id}` answers for
// each, through the batching loaders, for an administrator and for a lector (their own families,
// money hidden), the customer's differing contact details included.
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let lectorSlot: number;
let otherSlot: number;
let campId: number;

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;

async function register(childFullName: string, email: string, target: { scheduleId: number } | { campId: number }) {
  const { status, body } = await api('PUT', '/registration', {
    headers: admin,
    body: {
      parentFirstName: 'Eva',
      parentLastName: 'Šebestová',
      email,
      phone: '+420 777 123 456',
      childFullName,
      childBornYear: yearsAgo(5),
      personalDataConsent: true,
      type: 'campId' in target ? 'camp' : 'course',
      ...target,
    },
  });
  expect({ status, body }).toMatchObject({ status: 201 });
  return body.id as number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector', 'lektorka-hledani');
  const [{ id: lectorId }] = await database.dataSource.query(
    `SELECT id FROM "user" WHERE username = 'lektorka-hledani'`,
  );
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { category: 'preschool' });
  lectorSlot = await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorId });
  otherSlot = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 4 });
  campId = await insertCamp(database, { category: 'preschool', lector_id: lectorId });
  await register('Adam Šebesta', 'eva@example.com', { scheduleId: lectorSlot });
  await register('Bára Šebestová', 'eva@example.com', { campId });
  await register('Cyril Šebesta', 'eva2@example.com', { scheduleId: otherSlot });
  // The family's record now differs from what the first registrations were sent with.
  await database.dataSource.query(`UPDATE customer SET phone = '+420 608 000 111' WHERE email = 'eva@example.com'`);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('POST /api/registrations/search', () => {
  it.each([
    ['an administrator', () => admin, 3],
    ['a lector', () => lector, 2],
  ])('answers %s each registration as GET /registrations/{id} does', async (_who, headers, count) => {
    const { status, body } = await api('POST', '/registrations/search', { headers: headers(), body: {} });
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(count);
    expect(body.items).toHaveLength(count);
    for (const item of body.items) {
      const one = await api('GET', `/registrations/${item.id}`, { headers: headers() });
      expect(one.status).toBe(200);
      expect(item).toEqual(one.body);
    }
    const course = body.items.find((item: { childFullName: string }) => item.childFullName === 'Adam Šebesta');
    expect(course.schedule).toMatchObject({ id: lectorSlot, branch: expect.any(Object), lector: expect.any(Object) });
    expect(course.course).toMatchObject({ category: 'preschool' });
    expect(course.contactDifferences).toEqual(['phone']);
    const camp = body.items.find((item: { childFullName: string }) => item.childFullName === 'Bára Šebestová');
    expect(camp).toMatchObject({ schedule: null, course: null, camp: { id: campId } });
  });

  it('pages the joined answer with exact totals', async () => {
    const first = await api('POST', '/registrations/search?page=1&limit=2', { headers: admin, body: {} });
    const second = await api('POST', '/registrations/search?page=2&limit=2', { headers: admin, body: {} });
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    expect(second.body.items).toHaveLength(1);
    const beyond = await api('POST', '/registrations/search?page=3&limit=2', { headers: admin, body: {} });
    expect(beyond.body).toMatchObject({ items: [], pagination: { total: 3, hasPrev: true, hasNext: false } });
  });
});
