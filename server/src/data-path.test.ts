// One data path: the hand-written SQL of lists and searches (core/crud.ts) runs on TypeORM's own
// pool and turns rows into the very entities TypeORM would (dates, timestamps, enums, nullables).
import { Role } from '@kurzy/common';
import { createServices } from './app';
import { poolOf } from './core/database/data-source';
import { silentLogger } from './core/logger';
import { Course } from './modules/courses/course.entity';
import { Registration } from './modules/registrations/registration.entity';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from './test/fixtures';

const ADMIN = { userId: 1, username: 'admin', role: Role.administrator, editsContent: false, sessionId: 0 };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { start_date: '2027-09-01', end_date: null, price_per_lesson: 150 });
  await insertCourse(database, { title: 'Žonglování', start_date: null, order: 2 });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
  await insertRegistration(database, { schedule_id: scheduleId, cancelled_at: '2027-01-02T10:00:00Z' });
  await insertRegistration(database, { schedule_id: scheduleId, child_born_year: '2018-12-31', note: 'Alergie' });
});
afterAll(() => database.drop());

it('reads lists and searches into the entities TypeORM reads', async () => {
  const services = createServices({
    config: await testConfig(),
    dataSource: database.dataSource,
    logger: silentLogger,
  });
  const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);

  const courses = await database.dataSource.getRepository(Course).find();
  expect(byId(await services.courses.list(ADMIN, {}))).toEqual(byId(courses));
  expect(byId((await services.courses.search(ADMIN, {})).items)).toEqual(byId(courses));

  const registrations = await database.dataSource.getRepository(Registration).find();
  expect(byId(await services.registrations.list(ADMIN, {}))).toEqual(byId(registrations));
  const [first] = byId(registrations);
  expect(first).toMatchObject({ childBornYear: '2019-05-01', cancelledAt: new Date('2027-01-02T10:00:00Z') });
});

it('runs that SQL on the pool TypeORM made, not on one of its own', async () => {
  const services = createServices({
    config: await testConfig(),
    dataSource: database.dataSource,
    logger: silentLogger,
  });
  // Both paths busy at once: TypeORM's queries and hand-written lists.
  await Promise.all([
    ...[1, 2, 3].map(() => database.dataSource.query('SELECT pg_sleep(0.05)')),
    ...[1, 2, 3].map(() => services.courses.list(ADMIN, {})),
  ]);
  const [{ connections }] = await database.dataSource.query(
    'SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = current_database()',
  );
  expect(connections).toBeGreaterThan(1);
  expect(connections).toBe(poolOf(database.dataSource).totalCount);
});
