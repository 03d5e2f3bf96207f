import { crudDocuments } from '../../test/crud-documents';
import type { TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertLector, insertRegistration, insertSchedule } from '../../test/fixtures';
import type { RunningApp } from '../../test/http';
import { expectEachRefused, useTestApp } from '../../test/app';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

useTestApp((started) => ({ database, app, admin, lector } = started));

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

let course: number;
let branch: number;
let eva: number;
/** Each test starts with one visible course, a branch and a lector, and no slots. */
beforeEach(async () => {
  await query('TRUNCATE course, branch RESTART IDENTITY CASCADE');
  await query(`DELETE FROM "user" WHERE role = 'lector' AND name <> 'Test lector'`);
  course = await insertCourse(database, { title: 'Balet', category: 'preschool', type: 'dancing' });
  branch = await insertBranch(database, { title: 'Brno-střed' });
  eva = await insertLector(database, { name: 'Eva Malá', email: 'eva@example.com', phone: '+420 777 000 111' });
});

const FIELDS = `id dayOfWeek from to order courseId branchId lectorId category createdAt
  course { title } branch { title } lector { name }`;
const { LIST, GET, SEARCH, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Schedule',
  plural: 'schedules',
  fields: FIELDS,
  listFields: 'id dayOfWeek from order',
  searchFields: 'id',
});

type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (body: Errors) => body.errors?.[0];
const input = (values: Record<string, unknown> = {}) => ({
  dayOfWeek: 2,
  from: '16:00',
  to: '16:45',
  order: 1,
  courseId: course,
  branchId: branch,
  lectorId: eva,
  ...values,
});

async function ids(filter: Record<string, unknown> | null, headers = admin): Promise<number[]> {
  const { body } = await app.graphql<{ schedules: { id: number }[] }>(LIST, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.schedules.map((schedule) => schedule.id);
}

describe('CRUD as an administrator', () => {
  it('creates, reads, searches, updates and deletes a slot with its course, branch and lector', async () => {
    const created = await app.graphql<{ createSchedule: Record<string, unknown> }>(CREATE, { input: input() }, admin);
    expect(created.body.errors).toBeUndefined();
    const schedule = created.body.data!.createSchedule;
    expect(schedule).toMatchObject({
      dayOfWeek: 2,
      from: '16:00',
      to: '16:45',
      order: 1,
      category: 'preschool',
      course: { title: 'Balet' },
      branch: { title: 'Brno-střed' },
      lector: { name: 'Eva Malá' },
    });
    const id = schedule.id as number;
    expect((await app.graphql(GET, { id }, admin)).body.data).toEqual({ schedule });
    const search = await app.graphql(SEARCH, { filter: { courseId: course } }, admin);
    expect(search.body.data).toEqual({
      searchSchedules: {
        items: [{ id }],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNext: false, hasPrev: false },
      },
    });

    // Moving the slot to another course, branch and lector takes the new ones, not the loaded ones.
    const other = await insertCourse(database, { title: 'Florbal', category: 'older_children', type: 'sport' });
    const otherBranch = await insertBranch(database, { title: 'Brno-Líšeň' });
    const updated = await app.graphql<{ updateSchedule: Record<string, unknown> }>(
      UPDATE,
      { id, input: input({ courseId: other, branchId: otherBranch, lectorId: null, from: '17:00', to: '18:00' }) },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateSchedule).toMatchObject({
      id,
      from: '17:00',
      courseId: other,
      branchId: otherBranch,
      lectorId: null,
      category: 'older_children',
      course: { title: 'Florbal' },
      branch: { title: 'Brno-Líšeň' },
      lector: null,
    });
    expect(await query('SELECT course_id, branch_id, lector_id FROM schedule')).toEqual([
      { course_id: other, branch_id: otherBranch, lector_id: null },
    ]);

    expect((await app.graphql(DELETE, { id }, admin)).body.data).toEqual({ deleteSchedule: true });
    const gone = await app.graphql(GET, { id }, admin);
    expect(errorOf(gone.body)).toMatchObject({
      message: 'Termín kroužku nebyl nalezen.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('names the field when the course, branch or lector does not exist', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: input({ courseId: 9999, branchId: 9998, lectorId: 9997 }) },
      admin,
    );
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_UNKNOWN_REFERENCES',
      fieldErrors: {
        courseId: 'Vybraný kroužek neexistuje.',
        branchId: 'Vybraná pobočka neexistuje.',
        lectorId: 'Vybraný lektor neexistuje.',
      },
      params: { texts: ['Vybraný kroužek neexistuje.', 'Vybraná pobočka neexistuje.', 'Vybraný lektor neexistuje.'] },
    });
    const id = await insertSchedule(database, { course_id: course, branch_id: branch });
    const update = await app.graphql(UPDATE, { id, input: input({ branchId: 9998 }) }, admin);
    expect(errorOf(update.body)?.extensions?.fieldErrors).toEqual({ branchId: 'Vybraná pobočka neexistuje.' });
  });

  it('refuses to delete a slot with registrations, in Czech', async () => {
    const id = await insertSchedule(database, { course_id: course, branch_id: branch });
    await insertRegistration(database, { schedule_id: id });
    const { body } = await app.graphql(DELETE, { id }, admin);
    expect(errorOf(body)).toMatchObject({
      message: 'Termín nelze smazat, protože už má přihlášky.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('who may do what', () => {
  it('anonymous visitors see only the slots of visible, active courses, and no hidden lector', async () => {
    const hiddenCourse = await insertCourse(database, { title: 'Skrytý', visible: false });
    const inactiveCourse = await insertCourse(database, { title: 'Neaktivní', active: false });
    const hiddenLector = await insertLector(database, { name: 'Skrytá lektorka', visible: false });
    const shown = await insertSchedule(database, { course_id: course, branch_id: branch, lector_id: hiddenLector });
    const hidden = await insertSchedule(database, { course_id: hiddenCourse, branch_id: branch, day_of_week: 2 });
    const inactive = await insertSchedule(database, { course_id: inactiveCourse, branch_id: branch, day_of_week: 3 });

    expect(await ids(null, anonymous)).toEqual([shown]);
    expect(await ids(null, lector)).toEqual([shown, hidden, inactive]);
    expect(errorOf((await app.graphql(GET, { id: hidden }, anonymous)).body)?.extensions?.code).toBe('NOT_FOUND');
    const search = await app.graphql<{ searchSchedules: { pagination: { total: number } } }>(SEARCH, {}, anonymous);
    expect(search.body.data!.searchSchedules.pagination.total).toBe(1);

    const LECTOR = `query ($id: Int!) { schedule(id: $id) { lectorId lector { name email phone } } }`;
    // The hidden lector's id is as hidden as the lector, in a slot and in a filter.
    expect((await app.graphql(LECTOR, { id: shown }, anonymous)).body.data).toEqual({
      schedule: { lectorId: null, lector: null },
    });
    expect(await ids({ lectorId: hiddenLector }, anonymous)).toEqual([]);
    expect(await ids({ lectorId: hiddenLector }, lector)).toEqual([shown]);
    const rest = await fetch(`${app.url}/api/schedules/${shown}`);
    expect(await rest.json()).toMatchObject({ lectorId: null, lector: null });
    expect((await app.graphql(LECTOR, { id: shown }, lector)).body.data).toEqual({
      schedule: { lectorId: hiddenLector, lector: { name: 'Skrytá lektorka', email: null, phone: null } },
    });
  });

  it('shows a visible lector to the public without private contacts', async () => {
    const id = await insertSchedule(database, { course_id: course, branch_id: branch, lector_id: eva });
    const { body } = await app.graphql(
      `query ($id: Int!) { schedule(id: $id) { lector { name email phone username } } }`,
      { id },
      anonymous,
    );
    expect(body.data).toEqual({ schedule: { lector: { name: 'Eva Malá', email: null, phone: null, username: null } } });
  });

  it('only administrators write: lectors are FORBIDDEN, anonymous visitors UNAUTHENTICATED', async () => {
    const id = await insertSchedule(database, { course_id: course, branch_id: branch });
    await expectEachRefused(
      app,
      [
        [lector, 'FORBIDDEN'],
        [anonymous, 'UNAUTHENTICATED'],
      ],
      [
        [CREATE, { input: input() }],
        [UPDATE, { id, input: input() }],
        [DELETE, { id }],
      ],
    );
    expect(await query('SELECT id, day_of_week FROM schedule')).toEqual([{ id, day_of_week: 1 }]);
  });
});

describe('validation', () => {
  it('answers bad input with Czech messages per field', async () => {
    const { body } = await app.graphql(CREATE, { input: input({ dayOfWeek: 8, from: '25:00', to: '' }) }, admin);
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: { dayOfWeek: 'Vyberte den v týdnu', from: 'Zadejte čas ve tvaru HH:mm', to: 'Toto pole je povinné' },
      params: { fields: ['dayOfWeek', 'from', 'to'] },
    });
    const reversed = await app.graphql(CREATE, { input: input({ from: '17:00', to: '16:00' }) }, admin);
    expect(errorOf(reversed.body)?.extensions?.fieldErrors).toEqual({ to: 'Konec nemůže být dříve než začátek' });
    const zero = await app.graphql(CREATE, { input: input({ courseId: 0 }) }, admin);
    expect(errorOf(zero.body)?.extensions?.fieldErrors).toEqual({ courseId: 'Toto pole je povinné' });
    expect(await query('SELECT id FROM schedule')).toEqual([]);
  });
});

describe('filters and sorting', () => {
  let older: number;
  let otherBranch: number;
  let slots: Record<string, number>;
  beforeEach(async () => {
    older = await insertCourse(database, { title: 'Florbal', category: 'older_children', type: 'sport' });
    otherBranch = await insertBranch(database, { title: 'Brno-Líšeň' });
    slots = {
      wedLate: await insertSchedule(database, {
        course_id: course,
        branch_id: branch,
        day_of_week: 3,
        from: '17:00',
        to: '18:00',
      }),
      monNoOrder: await insertSchedule(database, {
        course_id: older,
        branch_id: otherBranch,
        day_of_week: 1,
        lector_id: eva,
      }),
      monOrder2: await insertSchedule(database, { course_id: course, branch_id: branch, day_of_week: 1, order: 2 }),
      monOrder1: await insertSchedule(database, { course_id: older, branch_id: branch, day_of_week: 1, order: 1 }),
      monEarly: await insertSchedule(database, {
        course_id: course,
        branch_id: branch,
        day_of_week: 1,
        from: '08:00',
        to: '09:00',
      }),
    };
  });

  it('sorts by day, start, order (missing last) and id', async () => {
    expect(await ids(null)).toEqual([
      slots.monEarly,
      slots.monOrder1,
      slots.monOrder2,
      slots.monNoOrder,
      slots.wedLate,
    ]);
  });

  it("filters by the course's category, type and level in any letter case", async () => {
    await query("UPDATE course SET level = 'advanced' WHERE id = $1", [older]);
    expect(await ids({ level: 'Advanced' })).toEqual([slots.monOrder1, slots.monNoOrder]);
    expect(await ids({ level: 'expert' })).toEqual([]);
    expect(await ids({ category: 'OLDER_CHILDREN' })).toEqual([slots.monOrder1, slots.monNoOrder]);
    expect(await ids({ category: 'older' })).toEqual([]);
    expect(await ids({ type: 'Dancing' })).toEqual([slots.monEarly, slots.monOrder2, slots.wedLate]);
  });

  it("filters by the course's declared fields (issue 39: the language of instruction) in any letter case", async () => {
    await query("UPDATE course SET language = 'bilingual' WHERE id = $1", [older]);
    expect(await ids({ language: 'BILINGUAL' })).toEqual([slots.monOrder1, slots.monNoOrder]);
    expect(await ids({ language: 'czech' })).toEqual([]);
    expect(await ids({ language: 'klingon' })).toEqual([]);
  });

  it('numbers exactly, dates by day, empty values ignored', async () => {
    expect(await ids({ dayOfWeek: 3 })).toEqual([slots.wedLate]);
    expect(await ids({ branchId: otherBranch })).toEqual([slots.monNoOrder]);
    expect(await ids({ lectorId: eva })).toEqual([slots.monNoOrder]);
    expect(await ids({ courseId: older, order: 1 })).toEqual([slots.monOrder1]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
    expect(await ids({ createdAt: today })).toHaveLength(5);
    expect(await ids({ createdAt: '2001-02-03' })).toEqual([]);
    expect(await ids({ category: '', type: ' ', dayOfWeek: null })).toHaveLength(5);
  });
});
