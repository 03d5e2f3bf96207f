// Issue 41, item 17: the large seed (npm run seed -- --registrations N) builds a term that looks
// real: checked through GraphQL, no course or camp holds more children than its capacity, a few
// replacements follow a full one (never beyond maxCapacity), and the paid ones have their payments.
import { createTestDatabase, type TestDatabase } from '../test/database';
import { memoryLogger, testConfig } from '../test/config';
import { type RunningApp, staffHeaders, startTestApp } from '../test/http';
import { prepareDatabase } from '../startup';
import { REPLACEMENTS_PER_COURSE, seedLargeRegistrations } from './large';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.dataSource, await testConfig(), memoryLogger());
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Row {
  id: number;
  replacement: boolean;
  cancelledAt: string | null;
  paymentState: string;
  campId: number | null;
  schedule: { courseId: number } | null;
  payments: { amountHaler: number }[];
}
interface Target {
  id: number;
  title: string;
  capacity: number;
  maxCapacity: number;
}

async function term() {
  const { body } = await app.graphql<{ courses: Target[]; camps: Target[]; registrations: Row[] }>(
    `{ courses { id title capacity maxCapacity } camps { id title capacity maxCapacity }
       registrations { id replacement cancelledAt paymentState campId schedule { courseId } payments { amountHaler } } }`,
    undefined,
    admin,
  );
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Each course's or camp's registrations not cancelled, with places and replacements apart. */
function occupancy(targets: Target[], rows: Row[], of: (row: Row) => number | null | undefined) {
  return targets.map((target) => {
    const active = rows.filter((row) => of(row) === target.id && row.cancelledAt === null);
    return {
      ...target,
      places: active.filter((row) => !row.replacement).length,
      replacements: active.filter((row) => row.replacement).length,
    };
  });
}

it('fills courses and camps up to their capacity, then a few replacements, opening more groups when needed', async () => {
  const before = await term();
  const added = 400;
  const result = await seedLargeRegistrations(database.dataSource, added);
  expect(result.registrations).toBe(added);
  const after = await term();
  expect(after.registrations.length).toBe(before.registrations.length + added);
  // The demo courses cannot take 360 more children: more groups of them were opened.
  expect(result.groupsOpened).toBeGreaterThan(0);
  expect(after.courses.length).toBe(before.courses.length + result.groupsOpened);
  expect(after.courses.some((course) => / – skupina 2$/.test(course.title))).toBe(true);

  const ofCourse = (row: Row) => row.schedule?.courseId;
  const ofCamp = (row: Row) => row.campId;
  const courses = occupancy(after.courses, after.registrations, ofCourse);
  const camps = occupancy(after.camps, after.registrations, ofCamp);
  const earlier = new Map(
    [
      ...occupancy(before.courses, before.registrations, ofCourse),
      ...occupancy(before.camps, before.registrations, ofCamp),
    ].map((target) => [target.title, target.replacements]),
  );
  for (const target of [...courses, ...camps]) {
    expect(target.places).toBeLessThanOrEqual(target.capacity);
    expect(target.places + target.replacements).toBeLessThanOrEqual(target.maxCapacity);
    // Replacements only behind a full course, and only a few more of them.
    if (target.replacements > 0) expect(target.places).toBe(target.capacity);
    expect(target.replacements - (earlier.get(target.title) ?? 0)).toBeLessThanOrEqual(REPLACEMENTS_PER_COURSE);
  }
  expect(camps.some((camp) => camp.places > 0)).toBe(true);

  const mine = after.registrations.filter((row) => !before.registrations.some((old) => old.id === row.id));
  // Payments agree with the states: a paid registration has its payment, a replacement pays nothing yet.
  for (const row of mine) {
    if (row.paymentState === 'paid') expect(row.payments.length).toBeGreaterThan(0);
    else expect(row.payments).toEqual([]);
    if (row.replacement) expect(row.paymentState).toBe('unpaid');
  }
  expect(mine.some((row) => row.paymentState === 'paid')).toBe(true);
  expect(mine.some((row) => row.replacement)).toBe(true);
});
