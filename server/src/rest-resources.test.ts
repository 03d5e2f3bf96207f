// The generic calls of seed-spec section 7 for every resource: GET {r}, GET {r}/{id}, POST {r},
// PUT {r}/{id}, DELETE {r}/{id}, POST {r}/search, each with its success and its main failure.
import { MESSAGES } from '@kurzy/common';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { buildAppSchema, GRAPHQL_ONLY } from './app';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { insertBranch, insertCourse, insertPicture, insertSchedule } from './test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from './test/http';
import { restClient, RestClient } from './test/rest';
import { inLetters } from './test/names';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let schema: GraphQLSchema;
let branchId: number;
let courseId: number;
let scheduleId: number;

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  schema = await buildAppSchema();
  admin = await staffHeaders(app, database, 'administrator');
  branchId = await insertBranch(database);
  courseId = await insertCourse(database, { category: 'preschool' });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Sample {
  type: string;
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
  /** A field the create body leaves out and the service requires, with its message. */
  required: [string, string];
}

let unique = 0;
const next = () => (unique += 1);

const SAMPLES: Record<string, Sample> = {
  '/camps': {
    type: 'Camp',
    create: () => ({
      title: `Tábor ${next()}`,
      from: '2027-07-05',
      to: '2027-07-09',
      price: 3500,
      capacity: 20,
      maxCapacity: 25,
      category: 'preschool',
      type: 'sport',
      branchId,
    }),
    change: { title: 'Tábor u rybníka' },
    required: ['title', MESSAGES.required],
  },
  '/schedules': {
    type: 'Schedule',
    create: () => ({ courseId, branchId, dayOfWeek: 2, from: '15:00', to: '15:45', order: next() }),
    change: { dayOfWeek: 4 },
    required: ['dayOfWeek', MESSAGES.required],
  },
  '/users': {
    type: 'User',
    create: () => ({ username: `rest-${next()}`, name: 'Lektor REST', role: 'lector', password: 'dlouhe-heslo' }),
    change: { name: 'Lektor Změněný' },
    required: ['name', MESSAGES.required],
  },
  '/news': {
    type: 'News',
    create: () => ({ title: `Novinka ${next()}`, text: 'Začínáme v září.' }),
    change: { title: 'Změněná novinka' },
    required: ['title', MESSAGES.required],
  },
  '/courses': {
    type: 'Course',
    create: () => ({
      title: `Judo ${next()}`,
      type: 'sport',
      category: 'preschool',
      capacity: 10,
      maxCapacity: 12,
      price: 2000,
    }),
    change: { title: 'Judo pro pokročilé' },
    required: ['title', MESSAGES.required],
  },
  '/branches': {
    type: 'Branch',
    create: () => ({ title: `Pobočka ${next()}`, address: 'Náměstí Svobody 1, Brno' }),
    change: { title: 'Pobočka Centrum' },
    required: ['title', MESSAGES.required],
  },
  '/customers': {
    type: 'Customer',
    create: () => ({ firstName: 'Petr', lastName: 'Novák', email: `petr${next()}@example.com` }),
    change: { lastName: 'Dvořák' },
    required: ['lastName', MESSAGES.required],
  },
  '/registrations': {
    type: 'Registration',
    create: () => ({
      parentFirstName: 'Jana',
      parentLastName: 'Nováková',
      email: `jana${next()}@example.com`,
      phone: '+420 777 123 456',
      childFullName: `Anna Nováková ${inLetters(unique)}`,
      childBornYear: yearsAgo(5),
      personalDataConsent: true,
      type: 'course',
      scheduleId,
    }),
    change: { note: 'Vyzvedává babička.' },
    required: ['parentFirstName', MESSAGES.required],
  },
  '/video': {
    type: 'Video',
    create: () => ({ title: `Video ${next()}`, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    change: { title: 'Vystoupení' },
    required: ['title', MESSAGES.required],
  },
  '/supporters': {
    type: 'Supporter',
    create: () => ({ name: `Nadace ${next()}`, url: 'https://example.org/nadace' }),
    change: { name: 'Město Brno' },
    required: ['name', MESSAGES.required],
  },
  '/discounts': {
    type: 'Discount',
    create: () => ({
      name: `Sourozenecká sleva ${next()}`,
      kind: 'sibling',
      percent: 10,
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
    }),
    change: { name: 'Sourozenci' },
    required: ['name', MESSAGES.required],
  },
  '/galleries': {
    type: 'Gallery',
    create: () => ({ title: `Galerie ${next()}` }),
    change: { title: 'Tábor 2027' },
    required: ['title', MESSAGES.required],
  },
};

const fieldsOf = (type: string) => {
  const graphqlType = schema.getType(type);
  if (!isObjectType(graphqlType)) throw new Error(type);
  const graphqlOnly = GRAPHQL_ONLY[type] ?? [];
  return Object.keys(graphqlType.getFields())
    .filter((field) => !graphqlOnly.includes(field))
    .sort();
};

describe.each(Object.entries(SAMPLES))('%s', (path, sample) => {
  let created: Record<string, unknown>;
  let id: number;

  it('POST creates the item (201) with the GraphQL field names; bad input is a 400 naming the field', async () => {
    const body = sample.create();
    const answer = await api('POST', path, { headers: admin, body });
    expect(answer.status).toBe(201);
    created = answer.body;
    id = created.id as number;
    expect(Object.keys(created).sort()).toEqual(fieldsOf(sample.type));
    expect(JSON.stringify(created)).not.toMatch(/passwordHash|dlouhe-heslo/);

    const [field, message] = sample.required;
    const refused = await api('POST', path, { headers: admin, body: { ...sample.create(), [field]: null } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(refused.body.errors[field]).toBe(message);
  });

  it('GET lists with query parameters as filters; a value of the wrong type is a 400', async () => {
    const all = await api('GET', path, { headers: admin });
    expect(all.status).toBe(200);
    const list = path === '/registrations' ? all.body.registrations : all.body;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((item: { id: number }) => item.id)).toContain(id);

    const filtered = await api('GET', `${path}?id=${id}&_=1`, { headers: admin });
    expect(path === '/registrations' ? filtered.body.registrations : filtered.body).toEqual([created]);

    const refused = await api('GET', `${path}?id=abc`, { headers: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ id: 'Zadejte celé číslo.' });
  });

  it('GET {id} answers the item; an unknown id is a 404', async () => {
    const answer = await api('GET', `${path}/${id}`, { headers: admin });
    expect(answer).toMatchObject({ status: 200, body: created });
    const missing = await api('GET', `${path}/999999`, { headers: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('PUT {id} changes the item; an unknown id is a 404, bad input a 400', async () => {
    const { id: _id, createdAt: _createdAt, ...current } = created;
    const body = { ...current, ...sample.create(), ...sample.change };
    const answer = await api('PUT', `${path}/${id}`, { headers: admin, body });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, ...sample.change });
    created = answer.body;
    expect((await api('PUT', `${path}/999999`, { headers: admin, body })).status).toBe(404);
    const [field] = sample.required;
    const refused = await api('PUT', `${path}/${id}`, { headers: admin, body: { ...body, [field]: null } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toContain(field);
  });

  it('POST search answers items and the pagination object; a bad page is a 400', async () => {
    const answer = await api('POST', `${path}/search`, { headers: admin, body: { id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [created],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNext: false, hasPrev: false },
    });
    const refused = await api('POST', `${path}/search?page=0`, { headers: admin, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('page');
  });

  it('DELETE {id} deletes the item, then it is a 404', async () => {
    const answer = await api('DELETE', `${path}/${id}`, { headers: admin });
    expect(answer).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await api('GET', `${path}/${id}`, { headers: admin })).status).toBe(404);
    expect((await api('DELETE', `${path}/${id}`, { headers: admin })).status).toBe(404);
  });
});

describe('lists and pages', () => {
  it('pages through a search with page and limit from the query string', async () => {
    const title = `Stránkování ${next()}`;
    for (let index = 0; index < 5; index += 1)
      await api('POST', '/news', { headers: admin, body: { title: `${title} ${index}`, text: 'Text' } });
    const second = await api('POST', '/news/search?page=2&limit=2', { body: { title } });
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 5,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    const capped = await api('POST', '/news/search?limit=1000', { body: { title } });
    expect(capped.body.pagination).toMatchObject({ page: 1, limit: 100, total: 5, hasNext: false, hasPrev: false });
    const badFilter = await api('POST', '/news/search', { body: { visible: 'možná' } });
    expect(badFilter).toMatchObject({ status: 400, body: { errors: { visible: 'Zadejte true nebo false.' } } });
    expect((await api('POST', '/news/search', { body: [1, 2] })).status).toBe(400);
  });

  it('filters text case-insensitively and booleans exactly, as GraphQL does', async () => {
    const hidden = await api('POST', '/courses', {
      headers: admin,
      body: { ...SAMPLES['/courses']!.create(), title: 'Skrytý Aikido', visible: false },
    });
    const shown = await api('GET', '/courses?title=aikido&visible=false', { headers: admin });
    expect(shown.body.map((course: { id: number }) => course.id)).toEqual([hidden.body.id]);
    // The public sees visible courses only.
    expect((await api('GET', '/courses?title=aikido')).body).toEqual([]);
    expect((await api('GET', `/courses/${hidden.body.id}`)).status).toBe(404);
  });

  it('answers courses with free spots, schedules and illustrations, and hides a lector’s private fields', async () => {
    const lector = await api('POST', '/users', {
      headers: admin,
      body: {
        username: `lektorka-${next()}`,
        name: 'Lektorka Eva',
        role: 'lector',
        password: 'dlouhe-heslo',
        email: 'eva@example.com',
        phone: '+420 777 000 111',
        // Published: a new lector is off the public site until then (issue 41, item 10).
        visible: true,
      },
    });
    const course = await api('POST', '/courses', { headers: admin, body: SAMPLES['/courses']!.create() });
    await api('POST', '/schedules', {
      headers: admin,
      body: { courseId: course.body.id, branchId, lectorId: lector.body.id, dayOfWeek: 3, from: '16:00', to: '17:00' },
    });
    await insertPicture(database, { owner: 'course', owner_id: course.body.id, illustration: true });
    const { body } = await api('GET', `/courses/${course.body.id}`);
    expect(body.freeSpots).toBe(10);
    expect(body.illustrations).toHaveLength(1);
    expect(body.schedules).toHaveLength(1);
    expect(body.schedules[0]).toMatchObject({
      dayOfWeek: 3,
      from: '16:00',
      category: 'preschool',
      branch: { id: branchId },
    });
    expect(body.schedules[0].lector).toMatchObject({ name: 'Lektorka Eva', username: null, phone: null, email: null });
    const forStaff = await api('GET', `/users/${lector.body.id}`, { headers: admin });
    // Stored and answered in E.164 (issue 41, item 2); the screens write it the Czech way.
    expect(forStaff.body).toMatchObject({ username: expect.any(String), phone: '+420777000111' });
  });
});

describe('a strict REST door (issue 22)', () => {
  it('refuses a filter field the search body does not have, naming it, instead of answering everything', async () => {
    const typo = await api('POST', '/courses/search', { body: { titel: 'x' } });
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toEqual({ titel: expect.any(String) });
    expect((await api('POST', '/courses/search', { body: { title: 'x' } })).status).toBe(200);
  });

  it('refuses an unknown query parameter on any route, naming it; the cache busters of older clients pass', async () => {
    for (const path of ['/courses?titel=x', '/courses/search?pagee=2', `/courses/${courseId}?verbose=1`]) {
      const method = path.startsWith('/courses/search') ? 'POST' : 'GET';
      const answer = await api(method, path, method === 'POST' ? { body: {} } : {});
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(Object.keys(answer.body.errors)).toEqual([new URLSearchParams(path.split('?')[1]).keys().next().value]);
      expect(answer.body.message).toMatch(/Neznámý parametr/);
    }
    for (const path of ['/courses?_=1732650000000', '/courses?t=5&title=x', `/courses/${courseId}?_=1`])
      expect((await api('GET', path)).status).toBe(200);
    expect((await api('GET', '/registrations/export?format=csv&formatt=x', { headers: admin })).status).toBe(400);
  });

  it('refuses a sort by a name every object has (valueOf, constructor) as any unknown sort: 400 naming it', async () => {
    for (const path of ['/courses/export?format=csv&sort=valueOf', '/discounts/export?format=csv&sort=constructor']) {
      const answer = await api('GET', path, { headers: admin });
      expect({ path, status: answer.status, field: Object.keys(answer.body.errors ?? {}) }).toEqual({
        path,
        status: 400,
        field: ['sort'],
      });
    }
  });
});
