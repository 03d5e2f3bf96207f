import { MAX_CAPACITY_BELOW_CAPACITY, OFFER_HOURS_RANGE, Role } from '@kurzy/common';
import ExcelJS from 'exceljs';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { crudDocuments } from '../../test/crud-documents';
import { expectEachRefused } from '../../test/app';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import {
  insertBranch,
  insertCourse,
  insertLector,
  insertPicture,
  insertRegistration,
  insertSchedule,
} from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { CourseService } from './course.service';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

beforeAll(async () => {
  database = await createTestDatabase({ countQueries: true });
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

/** Each test starts without courses (their slots and registrations go with them). */
beforeEach(() => query('TRUNCATE course, picture RESTART IDENTITY CASCADE'));

const FIELDS = `id title description type category capacity maxCapacity price pricePerLesson numberOfLessons
  time location startDate endDate order visible active createdAt`;
const { LIST, GET, SEARCH, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Course',
  plural: 'courses',
  fields: FIELDS,
  listFields: 'id title',
  searchFields: 'id title',
});

type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (body: Errors) => body.errors?.[0];

const INPUT = {
  title: 'Moderní tanec',
  description: 'Tanec pro nejmenší',
  type: 'dancing',
  category: 'preschool',
  capacity: 12,
  maxCapacity: 15,
  price: 2800,
  pricePerLesson: 200,
  numberOfLessons: 14,
  time: 'úterý 16:00',
  location: 'Sokolovna',
  startDate: '2026-09-01',
  endDate: '2027-01-31',
  order: 3,
};

async function titles(filter: Record<string, unknown> | null, headers = admin): Promise<string[]> {
  const { body } = await app.graphql<{ courses: { title: string }[] }>(LIST, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.courses.map((course) => course.title);
}

describe('CRUD as an administrator', () => {
  it('creates, reads, searches, updates and deletes a course', async () => {
    const created = await app.graphql<{ createCourse: Record<string, unknown> }>(CREATE, { input: INPUT }, admin);
    expect(created.body.errors).toBeUndefined();
    const course = created.body.data!.createCourse;
    expect(course).toMatchObject({ ...INPUT, visible: true, active: true });
    const id = course.id as number;

    expect((await app.graphql(GET, { id }, admin)).body.data).toEqual({ course });
    const search = await app.graphql(SEARCH, { filter: { title: 'tanec' } }, admin);
    expect(search.body.data).toEqual({
      searchCourses: {
        items: [{ id, title: 'Moderní tanec' }],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNext: false, hasPrev: false },
      },
    });

    const updated = await app.graphql<{ updateCourse: Record<string, unknown> }>(
      UPDATE,
      { id, input: { ...INPUT, title: 'Street dance', order: null, visible: false, pricePerLesson: null } },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateCourse).toMatchObject({
      id,
      title: 'Street dance',
      order: null,
      visible: false,
      pricePerLesson: null,
    });

    expect((await app.graphql(DELETE, { id }, admin)).body.data).toEqual({ deleteCourse: true });
    const gone = await app.graphql(GET, { id }, admin);
    expect(errorOf(gone.body)).toMatchObject({ message: 'Kroužek nebyl nalezen.', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses to delete a course with registrations, in Czech', async () => {
    const courseId = await insertCourse(database);
    const schedule = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
    await insertRegistration(database, { schedule_id: schedule, cancelled_at: new Date() });
    const { body } = await app.graphql(DELETE, { id: courseId }, admin);
    expect(errorOf(body)).toEqual({
      message: 'Kroužek nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
      path: ['deleteCourse'],
      extensions: { code: 'CONFLICT', domainCode: 'COURSE_HAS_REGISTRATIONS' },
    });
    expect(await query('SELECT id FROM course')).toEqual([{ id: courseId }]);
  });
});

describe('who may do what', () => {
  it('anonymous visitors see only visible, active courses', async () => {
    await insertCourse(database, { title: 'Veřejný' });
    const hidden = await insertCourse(database, { title: 'Skrytý', visible: false });
    await insertCourse(database, { title: 'Neaktivní', active: false });
    expect(await titles(null, anonymous)).toEqual(['Veřejný']);
    expect(await titles(null, lector)).toEqual(['Neaktivní', 'Skrytý', 'Veřejný']);
    const { body } = await app.graphql(GET, { id: hidden }, anonymous);
    expect(errorOf(body)?.extensions?.code).toBe('NOT_FOUND');
    const search = await app.graphql<{ searchCourses: { pagination: { total: number } } }>(SEARCH, {}, anonymous);
    expect(search.body.data!.searchCourses.pagination.total).toBe(1);
  });

  it('only administrators write: lectors are FORBIDDEN, anonymous visitors UNAUTHENTICATED', async () => {
    const id = await insertCourse(database);
    await expectEachRefused(
      app,
      [
        [lector, 'FORBIDDEN'],
        [anonymous, 'UNAUTHENTICATED'],
      ],
      [
        [CREATE, { input: INPUT }],
        [UPDATE, { id, input: INPUT }],
        [DELETE, { id }],
      ],
    );
    expect(await query('SELECT title FROM course')).toEqual([{ title: 'Balet' }]);
  });
});

describe('validation', () => {
  it('keeps how long a family has to accept a freed place (offerHours: 48 unless set, 1–168, unchanged when left out)', async () => {
    const offerHours = async (id: number) =>
      (
        await app.graphql<{ course: { offerHours: number } }>('query ($id: Int!) { course(id: $id) { offerHours } }', {
          id,
        })
      ).body.data!.course.offerHours;
    const created = await app.graphql<{ createCourse: { id: number } }>(CREATE, { input: INPUT }, admin);
    const id = created.body.data!.createCourse.id;
    expect(await offerHours(id)).toBe(48);
    const set = await app.graphql(UPDATE, { id, input: { ...INPUT, offerHours: 6 } }, admin);
    expect(set.body.errors).toBeUndefined();
    expect(await offerHours(id)).toBe(6);
    expect((await app.graphql(UPDATE, { id, input: INPUT }, admin)).body.errors).toBeUndefined();
    expect(await offerHours(id)).toBe(6);
    for (const wrong of [0, 169, -5]) {
      const { body } = await app.graphql(UPDATE, { id, input: { ...INPUT, offerHours: wrong } }, admin);
      expect(errorOf(body)?.extensions?.fieldErrors).toEqual({ offerHours: OFFER_HOURS_RANGE });
    }
    expect(OFFER_HOURS_RANGE).toMatch(/^Lhůta na přijetí uvolněného místa/);
    expect(await offerHours(id)).toBe(6);
    // The REST door takes it too.
    const rest = await fetch(`${app.url}/api/courses/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ ...INPUT, offerHours: 170 }),
    });
    expect(rest.status).toBe(400);
    expect(await offerHours(id)).toBe(6);
  });

  it('answers bad input with Czech messages per field', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: { ...INPUT, title: '  ', capacity: -1, maxCapacity: 5, price: -10, endDate: '2026-08-01' } },
      admin,
    );
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: {
        title: 'Toto pole je povinné',
        capacity: 'Hodnota nemůže být menší než nula',
        price: 'Hodnota nemůže být menší než nula',
        endDate: 'Konec nemůže být dříve než začátek',
      },
      params: { fields: ['title', 'capacity', 'price', 'endDate'] },
    });
    const below = await app.graphql(CREATE, { input: { ...INPUT, capacity: 10, maxCapacity: 8 } }, admin);
    expect(errorOf(below.body)?.extensions?.fieldErrors).toEqual({ maxCapacity: MAX_CAPACITY_BELOW_CAPACITY });
    expect(await query('SELECT id FROM course')).toEqual([]);
  });

  it('refuses an unknown category (GraphQL rejects it as an enum; the service says it in Czech)', async () => {
    const { body } = await app.graphql(CREATE, { input: { ...INPUT, category: 'adults' } }, admin);
    expect(errorOf(body)?.extensions?.code).toBe('BAD_USER_INPUT');

    // What the REST shim and forms reach: the service's own validation.
    const service = new CourseService(database.dataSource);
    const administrator: Actor = {
      userId: 1,
      username: 'admin',
      role: Role.administrator,
      editsContent: false,
      sessionId: 1,
    };
    const refusal = await service
      .create(administrator, { ...INPUT, category: 'adults', type: undefined })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).fieldErrors).toEqual({
      category: 'Vyberte platnou kategorii',
      type: 'Vyberte platný typ aktivity',
    });
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await insertCourse(database, {
      title: 'Balet 100%',
      type: 'dancing',
      category: 'preschool',
      capacity: 8,
      price: 2400,
      start_date: '2026-09-01',
    });
    await insertCourse(database, {
      title: 'Florbal',
      type: 'sport',
      category: 'younger_children',
      capacity: 12,
      price: 2000,
      visible: false,
      start_date: '2026-09-02',
    });
    await insertCourse(database, { title: 'Keramika', type: 'creative', category: 'preschool', capacity: 8 });
  });

  it('type and category match whole values in any letter case', async () => {
    expect(await titles({ type: 'DANCING' })).toEqual(['Balet 100%']);
    expect(await titles({ type: 'danc' })).toEqual([]);
    expect(await titles({ category: 'PreSchool' })).toEqual(['Balet 100%', 'Keramika']);
    expect(await titles({ category: 'nonsense' })).toEqual([]);
  });

  it('numbers and booleans exactly, dates by day, text anywhere with % literal', async () => {
    expect(await titles({ capacity: 8 })).toEqual(['Balet 100%', 'Keramika']);
    expect(await titles({ price: 2000 })).toEqual(['Florbal']);
    expect(await titles({ visible: false })).toEqual(['Florbal']);
    expect(await titles({ visible: true, capacity: 12 })).toEqual([]);
    expect(await titles({ startDate: '2026-09-02' })).toEqual(['Florbal']);
    expect(await titles({ startDate: '2026-09-02T10:00:00.000Z' })).toEqual(['Florbal']);
    expect(await titles({ title: '0%' })).toEqual(['Balet 100%']);
    expect(await titles({ title: '%' })).toEqual(['Balet 100%']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
    expect(await titles({ createdAt: today })).toHaveLength(3);
    expect(await titles({ createdAt: '2000-01-01' })).toEqual([]);
  });

  it('availability passes everything and empty values are ignored', async () => {
    const all = ['Balet 100%', 'Florbal', 'Keramika'];
    expect(await titles({ availability: 'free' })).toEqual(all);
    expect(await titles({ title: '', type: '  ', category: null, startDate: '' })).toEqual(all);
    expect(await titles({ availability: 'full', category: 'SPORT' })).toEqual([]);
  });
});

describe('the public course finder (issue 17)', () => {
  const publicTitles = async (filter: Record<string, unknown>) => {
    const { body } = await app.graphql<{ courses: { title: string }[] }>(
      `query ($filter: CourseFilter) { courses(filter: $filter) { title } }`,
      { filter },
      anonymous,
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.courses.map((course) => course.title);
  };

  it('filters by branch, day, age band and free places, anonymously, alone or together', async () => {
    const brno = await insertBranch(database, { title: 'Brno' });
    const praha = await insertBranch(database, { title: 'Praha' });
    const balet = await insertCourse(database, { title: 'Balet', category: 'preschool', capacity: 1 });
    const florbal = await insertCourse(database, { title: 'Florbal', category: 'younger_children' });
    const hidden = await insertCourse(database, { title: 'Skrytý', category: 'preschool', visible: false });
    await insertCourse(database, { title: 'Pro všechny', category: 'uncategorized' });
    const baletSlot = await insertSchedule(database, { course_id: balet, branch_id: brno, day_of_week: 2 });
    await insertSchedule(database, { course_id: florbal, branch_id: praha, day_of_week: 2 });
    await insertSchedule(database, { course_id: florbal, branch_id: brno, day_of_week: 4 });
    await insertSchedule(database, { course_id: hidden, branch_id: brno, day_of_week: 2 });

    expect(await publicTitles({ branchId: brno })).toEqual(['Balet', 'Florbal']);
    expect(await publicTitles({ dayOfWeek: 4 })).toEqual(['Florbal']);
    // Each is a condition of its own: some slot in Praha, some slot on Thursday (the page narrows
    // the pair to one slot, CourseListPage).
    expect(await publicTitles({ branchId: praha, dayOfWeek: 4 })).toEqual(['Florbal']);
    expect(await publicTitles({ branchId: praha, dayOfWeek: 1 })).toEqual([]);
    // Bands are inclusive: a six-year-old fits preschool 4-6 and younger children 6-12.
    expect(await publicTitles({ age: 5 })).toEqual(['Balet', 'Pro všechny']);
    expect(await publicTitles({ age: 6 })).toEqual(['Balet', 'Florbal', 'Pro všechny']);
    expect(await publicTitles({ age: 40 })).toEqual(['Pro všechny']);
    expect(await publicTitles({ age: -3, dayOfWeek: 99, branchId: 2147483647 })).toEqual([]);
    expect(await publicTitles({ hasFreeSpots: true })).toEqual(['Balet', 'Florbal', 'Pro všechny']);
    await insertRegistration(database, { schedule_id: baletSlot });
    expect(await publicTitles({ hasFreeSpots: true })).toEqual(['Florbal', 'Pro všechny']);
    expect(await publicTitles({ hasFreeSpots: false, type: null })).toHaveLength(3);
  });
});

describe('sorting', () => {
  it('by order with missing order last, then by title in Czech', async () => {
    for (const [title, order] of [
      ['Čtení', null],
      ['Chůze', null],
      ['Hra', null],
      ['Cvičení', null],
      ['Zpěv', 2],
      ['Angličtina', 10],
      ['Balet', 1],
    ] as const)
      await insertCourse(database, { title, order });
    expect(await titles(null)).toEqual(['Balet', 'Zpěv', 'Angličtina', 'Cvičení', 'Čtení', 'Hra', 'Chůze']);
  });
});

describe('the level (issue 39: a field declared once in the course list)', () => {
  const SORTED = `query ($filter: CourseFilter, $sort: CourseSort) {
    searchCourses(filter: $filter, sort: $sort) { items { title level } }
  }`;
  const sorted = async (sort: Record<string, unknown> | null, filter: Record<string, unknown> | null = null) => {
    const { body } = await app.graphql<{ searchCourses: { items: { title: string; level: string | null }[] } }>(
      SORTED,
      { sort, filter },
      admin,
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.searchCourses.items.map((course) => course.title);
  };

  beforeEach(async () => {
    await insertCourse(database, { title: 'Balet', level: 'beginner', price: 2400 });
    await insertCourse(database, { title: 'Šachy', level: 'advanced', price: 1800, number_of_lessons: 10 });
    await insertCourse(database, { title: 'Čeština', level: null, price: 3000, visible: false });
  });

  it('is saved, shown publicly and filtered in any letter case, at both doors', async () => {
    const created = await app.graphql<{ createCourse: { level: string } }>(
      CREATE.replace('createdAt', 'createdAt level'),
      { input: { ...INPUT, level: 'intermediate' } },
      admin,
    );
    expect(created.body.data?.createCourse.level).toBe('intermediate');
    const refused = await app.graphql(CREATE, { input: { ...INPUT, level: 'expert' } }, admin);
    expect(errorOf(refused.body as Errors)?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await titles({ level: 'BEGINNER' }, anonymous)).toEqual(['Balet']);
    expect(await titles({ level: 'intermediate' })).toEqual(['Moderní tanec']);
    expect(await titles({ level: 'nonsense' })).toEqual([]);
    expect(await titles({ level: '' })).toHaveLength(4);
    const rest = await fetch(`${app.url}/api/courses?level=advanced`);
    expect(
      ((await rest.json()) as { title: string; level: string }[]).map(({ title, level }) => [title, level]),
    ).toEqual([['Šachy', 'advanced']]);
  });

  it('sorts every declared field both ways at both doors, ties in the default order', async () => {
    expect(await sorted({ field: 'level', direction: 'asc' })).toEqual(['Balet', 'Šachy', 'Čeština']);
    expect(await sorted({ field: 'price', direction: 'desc' })).toEqual(['Čeština', 'Balet', 'Šachy']);
    expect(await sorted({ field: 'title' })).toEqual(['Balet', 'Čeština', 'Šachy']);
    const search = await fetch(`${app.url}/api/courses/search?sort=title&direction=desc`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: '{}',
    });
    const page = (await search.json()) as { items: { title: string }[] };
    expect(page.items.map((course) => course.title)).toEqual(['Šachy', 'Čeština', 'Balet']);
    const { body } = await app.graphql(SORTED, { sort: { field: 'description' } }, admin);
    expect(errorOf(body as Errors)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is a column of the CSV and XLSX export, which staff alone download in the order and filter asked', async () => {
    const download = (query: string, headers: Record<string, string> = admin) =>
      fetch(`${app.url}/api/courses/export?${query}`, { headers });
    const csv = await download('sort=price&direction=asc&visible=true');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="krouzky-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Název";"Typ aktivity";"Věková kategorie";"Úroveň";"Jazyk výuky";"Co s sebou";"Kapacita";"Kapacita vč. náhradníků";"Cena (Kč)";' +
        '"Cena za lekci (Kč)";"Počet lekcí";"Kdy";"Kde";"Od";"Do";"Pořadí";"Zobrazit na webu";"Aktivní"',
    );
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 4).join(';'))).toEqual([
      '"Šachy";"Tanec";"Předškoláci (4–6 let)";"pokročilí"',
      '"Balet";"Tanec";"Předškoláci (4–6 let)";"začátečníci"',
    ]);
    const xlsx = await download('format=xlsx&level=beginner');
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Kroužky');
    expect([1, 2, 3, 4].map((cell) => sheet.getRow(2).getCell(cell).text)).toEqual([
      'Balet',
      'Tanec',
      'Předškoláci (4–6 let)',
      'začátečníci',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect((await download('', lector)).status).toBe(200);
    expect((await download('', anonymous)).status).toBe(401);
    expect((await download('sort=description')).status).toBe(400);
    expect((await download('nickname=x')).status).toBe(400);
  });
});

describe('the language of instruction (issue 39: a field declared once, in common/src/lists/courses.ts)', () => {
  const LANGUAGE_MESSAGE = 'Jazyk výuky: vyberte čeština, angličtina nebo dvojjazyčně (česky a anglicky)';
  const PUBLIC = `query ($id: Int!) { course(id: $id) { title language } }`;
  const SORTED = `query ($sort: CourseSort) { searchCourses(sort: $sort) { items { title } } }`;
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${app.url}/api${path}`, {
      ...init,
      headers: { ...admin, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });

  beforeEach(async () => {
    await insertCourse(database, { title: 'Balet', language: 'czech' });
    await insertCourse(database, { title: 'Šachy', language: 'bilingual' });
    await insertCourse(database, { title: 'Zpěv', language: null });
  });

  it('is saved and cleared at both doors, shown publicly, filtered in any letter case, sorted and exported', async () => {
    const created = await app.graphql<{ createCourse: { id: number; language: string } }>(
      CREATE.replace('createdAt', 'createdAt language'),
      { input: { ...INPUT, title: 'Drama', language: 'english' } },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const { id, language } = created.body.data!.createCourse;
    expect(language).toBe('english');
    const shown = await app.graphql<{ course: { language: string } }>(PUBLIC, { id }, anonymous);
    expect(shown.body.data?.course).toEqual({ title: 'Drama', language: 'english' });

    expect(await titles({ language: 'ENGLISH' }, anonymous)).toEqual(['Drama']);
    expect(await titles({ language: 'klingon' })).toEqual([]);
    const filtered = await fetch(`${app.url}/api/courses?language=bilingual`);
    expect(((await filtered.json()) as { title: string; language: string }[]).map((course) => course.language)).toEqual(
      ['bilingual'],
    );

    const sorted = await app.graphql<{ searchCourses: { items: { title: string }[] } }>(
      SORTED,
      { sort: { field: 'language', direction: 'asc' } },
      admin,
    );
    // The declared order (čeština, angličtina, dvojjazyčně), the unsaid last.
    expect(sorted.body.data?.searchCourses.items.map((course) => course.title)).toEqual([
      'Balet',
      'Drama',
      'Šachy',
      'Zpěv',
    ]);

    const csv = await fetch(`${app.url}/api/courses/export?sort=title`, { headers: admin });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const column = lines[0]!.split(';').indexOf('"Jazyk výuky"');
    expect(column).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(';')[column])).toEqual([
      '"čeština"',
      '"angličtina"',
      '"dvojjazyčně (česky a anglicky)"',
      '""',
    ]);

    // REST takes and clears it with the same input; an empty text is "not said".
    const updated = await rest(`/courses/${id}`, { method: 'PUT', body: JSON.stringify({ ...INPUT, language: '' }) });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { language: unknown }).language).toBeNull();
  });

  it('is refused outside its values with a Czech message naming the field, and nothing is saved', async () => {
    const refused = await rest('/courses', { method: 'POST', body: JSON.stringify({ ...INPUT, language: 'klingon' }) });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors?: Record<string, string> };
    expect(body.errors).toEqual({ language: LANGUAGE_MESSAGE });
    const graphql = await app.graphql(CREATE, { input: { ...INPUT, language: 'klingon' } }, admin);
    expect(errorOf(graphql.body as Errors)?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await titles(null)).toEqual(['Balet', 'Šachy', 'Zpěv']);
  });
});

describe('what to bring (issue 39: a second declared field, of one line)', () => {
  it('is saved, shown publicly, filtered as text, exported, and refused in Czech naming the field', async () => {
    const created = await app.graphql<{ createCourse: { id: number } }>(
      CREATE,
      { input: { ...INPUT, equipment: '  přezůvky, láhev s vodou ' } },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createCourse;
    const shown = await app.graphql<{ course: { equipment: string } }>(
      'query ($id: Int!) { course(id: $id) { equipment } }',
      { id },
      anonymous,
    );
    expect(shown.body.data?.course.equipment).toBe('přezůvky, láhev s vodou');
    expect(await titles({ equipment: 'LÁHEV' })).toEqual(['Moderní tanec']);
    expect(await titles({ equipment: 'kolo' })).toEqual([]);
    const csv = await (await fetch(`${app.url}/api/courses/export`, { headers: admin })).text();
    expect(csv).toContain('"Co s sebou"');
    expect(csv).toContain('"přezůvky, láhev s vodou"');

    const update = (equipment: string) =>
      app.graphql(UPDATE, { id, input: { ...INPUT, equipment } }, admin).then(({ body }) => body as Errors);
    expect(errorOf(await update('x'.repeat(301)))?.extensions?.fieldErrors).toEqual({
      equipment: 'Co s sebou: text je příliš dlouhý (nejvýše 300 znaků)',
    });
    expect(errorOf(await update('přezůvky\nláhev'))?.extensions?.fieldErrors).toEqual({
      equipment: 'Co s sebou: text musí být na jednom řádku',
    });
    const [kept] = (await query('SELECT equipment FROM course WHERE id = $1', [id])) as { equipment: string }[];
    expect(kept?.equipment).toBe('přezůvky, láhev s vodou');
  });
});

describe('derived fields', () => {
  const FREE = `query ($id: Int!) { course(id: $id) { capacity freeSpots } }`;
  const freeSpots = async (id: number) =>
    (await app.graphql<{ course: { freeSpots: number } }>(FREE, { id }, anonymous)).body.data!.course.freeSpots;

  it('free spots: capacity minus confirmed registrations over all slots, never negative', async () => {
    const course = await insertCourse(database, { capacity: 3, max_capacity: 6 });
    const other = await insertCourse(database, { title: 'Jiný', capacity: 3, max_capacity: 6 });
    const branch = await insertBranch(database);
    const monday = await insertSchedule(database, { course_id: course, branch_id: branch });
    const friday = await insertSchedule(database, { course_id: course, branch_id: branch, day_of_week: 5 });
    const elsewhere = await insertSchedule(database, { course_id: other, branch_id: branch });
    expect(await freeSpots(course)).toBe(3);

    await insertRegistration(database, { schedule_id: monday });
    await insertRegistration(database, { schedule_id: friday });
    await insertRegistration(database, { schedule_id: monday, replacement: true });
    await insertRegistration(database, { schedule_id: friday, cancelled_at: new Date() });
    await insertRegistration(database, { schedule_id: elsewhere });
    expect(await freeSpots(course)).toBe(1);
    expect(await freeSpots(other)).toBe(2);

    await insertRegistration(database, { schedule_id: monday });
    await insertRegistration(database, { schedule_id: monday });
    expect(await freeSpots(course)).toBe(0);
  });

  it('illustrations: only the cover pictures of that course', async () => {
    const course = await insertCourse(database);
    const other = await insertCourse(database, { title: 'Jiný' });
    const cover = await insertPicture(database, { owner: 'course', owner_id: course, illustration: true });
    await insertPicture(database, { owner: 'course', owner_id: course, illustration: false });
    await insertPicture(database, { owner: 'gallery', owner_id: course, illustration: true });
    await insertPicture(database, { owner: 'course', owner_id: other, illustration: true });
    const { body } = await app.graphql<{ course: { illustrations: unknown[] } }>(
      `query ($id: Int!) { course(id: $id) { illustrations { id owner ownerId illustration path } } }`,
      { id: course },
      anonymous,
    );
    expect(body.data!.course.illustrations).toEqual([
      { id: cover, owner: 'course', ownerId: course, illustration: true, path: expect.any(String) },
    ]);
  });

  it('schedules of a course with their branch and lector, in timetable order', async () => {
    const course = await insertCourse(database);
    const branch = await insertBranch(database, { title: 'Brno-střed' });
    const eva = await insertLector(database, { name: 'Eva Malá', email: 'eva@example.com' });
    await insertSchedule(database, { course_id: course, branch_id: branch, day_of_week: 3, lector_id: eva });
    await insertSchedule(database, {
      course_id: course,
      branch_id: branch,
      day_of_week: 1,
      from: '17:00',
      to: '18:00',
    });
    const { body } = await app.graphql<{ course: unknown }>(
      `query ($id: Int!) { course(id: $id) { schedules { dayOfWeek from to category branch { title } lector { name email } } } }`,
      { id: course },
      anonymous,
    );
    expect(body.data!.course).toEqual({
      schedules: [
        {
          dayOfWeek: 1,
          from: '17:00',
          to: '18:00',
          category: 'preschool',
          branch: { title: 'Brno-střed' },
          lector: null,
        },
        {
          dayOfWeek: 3,
          from: '16:00',
          to: '16:45',
          category: 'preschool',
          branch: { title: 'Brno-střed' },
          lector: { name: 'Eva Malá', email: null },
        },
      ],
    });
  });
});

describe('no N+1', () => {
  const COURSES = (extra: string) => `query ($filter: CourseFilter) {
    courses(filter: $filter) {
      id title ${extra}
      schedules { dayOfWeek from to branch { title } lector { name } }
    }
  }`;
  const filter = { title: 'Hromadný' };

  /** Runs the query anonymously (no session lookup) and returns its data and the SQL it took. */
  async function measured<T>(graphql: string): Promise<{ data: T; statements: string[] }> {
    database.queries.reset();
    const { body } = await app.graphql<T>(graphql, { filter }, anonymous);
    expect(body.errors).toBeUndefined();
    return { data: body.data!, statements: database.queries.statements() };
  }

  beforeEach(async () => {
    for (let index = 0; index < 50; index++) {
      const course = await insertCourse(database, { title: `Hromadný kurz ${index}`, order: index });
      const branch = await insertBranch(database, { title: `Pobočka ${index}` });
      // Every third slot has no lector: a joined empty relation must not trigger another load.
      const lectorId = index % 3 === 0 ? null : await insertLector(database, { name: `Lektor ${index}` });
      const schedule = await insertSchedule(database, { course_id: course, branch_id: branch, lector_id: lectorId });
      if (index % 5 === 0) await insertRegistration(database, { schedule_id: schedule });
      if (index % 2 === 0) await insertPicture(database, { owner: 'course', owner_id: course, illustration: true });
    }
  });

  it('lists 50 courses with their schedules, branches and lectors in at most 3 queries', async () => {
    type Listed = { courses: { schedules: unknown[] }[] };
    const { data, statements } = await measured<Listed>(COURSES(''));
    expect(data.courses).toHaveLength(50);
    expect(data.courses[0]!.schedules).toEqual([
      { dayOfWeek: 1, from: '16:00', to: '16:45', branch: { title: 'Pobočka 0' }, lector: null },
    ]);
    expect(data.courses[7]!.schedules).toEqual([
      { dayOfWeek: 1, from: '16:00', to: '16:45', branch: { title: 'Pobočka 7' }, lector: { name: 'Lektor 7' } },
    ]);
    // Measured: 2 (the courses; their slots with branch and lector joined).
    expect(statements.length).toBeLessThanOrEqual(3);

    // Free spots add one batched query, illustrations another.
    type WithFreeSpots = { courses: { freeSpots: number; illustrations: unknown[] }[] };
    const withFreeSpots = await measured<WithFreeSpots>(COURSES('freeSpots'));
    expect(withFreeSpots.data.courses.slice(0, 2).map((course) => course.freeSpots)).toEqual([9, 10]);
    expect(withFreeSpots.statements.length).toBeLessThanOrEqual(statements.length + 1);
    const withPictures = await measured<WithFreeSpots>(COURSES('freeSpots illustrations { id }'));
    expect(withPictures.data.courses.filter((course) => course.illustrations.length === 1)).toHaveLength(25);
    expect(withPictures.statements.length).toBeLessThanOrEqual(statements.length + 2);
  });
});
