// A lector reads only the families of their own slots and camps (issue 26, item 4; docs/SECURITY.md):
// two lectors with a slot and a camp each, a slot of nobody's, and everything that shows a family,
// through GraphQL and REST. Another lector's registration answers exactly as a missing one.
import ExcelJS from 'exceljs';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { type RestClient, restClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lectorA: Record<string, string>;
let lectorB: Record<string, string>;
let lectorBId: number;
let slotNobody: number;
/** Registration ids by child. */
const ids: Record<string, number> = {};

const A_CHILDREN = ['Adéla Áčková', 'Alois Táborník'];
const ALL_CHILDREN = [...A_CHILDREN, 'Bohdan Béčko', 'Běla Táborníková', 'Cyril Nikoho'];

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;

async function userId(username: string): Promise<number> {
  const [{ id }] = await database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [username]);
  return id;
}

/** A child through the registration form, as staff send it: its consents and e-mail are recorded. */
async function register(
  childFullName: string,
  parent: [string, string],
  target: { scheduleId: number } | { campId: number },
  photoConsent: boolean,
) {
  const { status, body } = await api('PUT', '/registration', {
    headers: admin,
    body: {
      parentFirstName: parent[0],
      parentLastName: parent[1],
      email: `${parent[1]
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}@example.com`,
      phone: '+420 777 123 456',
      childFullName,
      childBornYear: yearsAgo(5),
      personalDataConsent: true,
      photoConsent,
      type: 'campId' in target ? 'camp' : 'course',
      ...target,
    },
  });
  expect(status).toBe(201);
  ids[childFullName] = body.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lectorA = await staffHeaders(app, database, 'lector', 'lektorka-a');
  lectorB = await staffHeaders(app, database, 'lector', 'lektor-b');
  const lectorAId = await userId('lektorka-a');
  lectorBId = await userId('lektor-b');
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { category: 'preschool' });
  const slotA = await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorAId });
  const slotB = await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorBId });
  slotNobody = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 5 });
  const campA = await insertCamp(database, { category: 'preschool', lector_id: lectorAId });
  const campB = await insertCamp(database, { category: 'preschool', lector_id: lectorBId });
  await register('Adéla Áčková', ['Alena', 'Áčková'], { scheduleId: slotA }, false);
  await register('Alois Táborník', ['Aleš', 'Táborník'], { campId: campA }, true);
  await register('Bohdan Béčko', ['Blanka', 'Béčková'], { scheduleId: slotB }, false);
  await register('Běla Táborníková', ['Bedřich', 'Táborník-Béčko'], { campId: campB }, true);
  await register('Cyril Nikoho', ['Cecílie', 'Nikoho'], { scheduleId: slotNobody }, false);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'cs'));

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await app.graphql<T>(query, variables, headers);
  return body;
}

async function listed(headers: Record<string, string>) {
  const body = await gql<{ registrations: { childFullName: string }[] }>(
    '{ registrations { childFullName } }',
    {},
    headers,
  );
  expect(body.errors).toBeUndefined();
  return sorted(body.data!.registrations.map((r) => r.childFullName));
}

async function searched(headers: Record<string, string>, filter: Record<string, unknown> | null = null) {
  const body = await gql<{
    searchRegistrations: { items: { childFullName: string }[]; pagination: { total: number } };
  }>(
    'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter, limit: 100) { items { childFullName } pagination { total } } }',
    { filter },
    headers,
  );
  expect(body.errors).toBeUndefined();
  const { items, pagination } = body.data!.searchRegistrations;
  return { names: sorted(items.map((r) => r.childFullName)), total: pagination.total };
}

describe('a lector’s registrations', () => {
  it('lists, searches, counts and matches only the children of their own slots and camps (GraphQL)', async () => {
    expect(await listed(lectorA)).toEqual(sorted(A_CHILDREN));
    expect(await listed(admin)).toEqual(sorted(ALL_CHILDREN));

    expect(await searched(lectorA)).toEqual({ names: sorted(A_CHILDREN), total: 2 });
    // Another lector's child is not found by name, e-mail or phone, and the count says so.
    expect(await searched(lectorA, { text: 'Béčko' })).toEqual({ names: [], total: 0 });
    expect(await searched(lectorA, { text: '777 123 456' })).toEqual({ names: sorted(A_CHILDREN), total: 2 });
    expect(await searched(lectorA, { type: 'camp' })).toEqual({ names: ['Alois Táborník'], total: 1 });
    expect(await searched(admin, { text: 'Béčko' })).toEqual({ names: ['Běla Táborníková', 'Bohdan Béčko'], total: 2 });
    expect((await searched(admin)).total).toBe(5);

    const matching = await gql<{ matchingRegistrations: { id: number }[] }>(
      '{ matchingRegistrations { id } }',
      {},
      lectorA,
    );
    expect(matching.data!.matchingRegistrations.map((r) => r.id).sort()).toEqual(
      A_CHILDREN.map((name) => ids[name]).sort(),
    );
  });

  it('lists, pages and matches the same through REST', async () => {
    const list = await api('GET', '/registrations', { headers: lectorA });
    expect(list.status).toBe(200);
    expect(sorted(list.body.registrations.map((r: { childFullName: string }) => r.childFullName))).toEqual(
      sorted(A_CHILDREN),
    );
    const page = await api('POST', '/registrations/search?limit=100', { headers: lectorA, body: {} });
    expect(page.body.pagination.total).toBe(2);
    const none = await api('POST', '/registrations/search', { headers: lectorA, body: { text: 'Nikoho' } });
    expect(none.body).toMatchObject({ items: [], pagination: { total: 0 } });
    const matching = await api('GET', '/registrations/matching', { headers: lectorA });
    expect(matching.body.registrations.map((r: { id: number }) => r.id).sort()).toEqual(
      A_CHILDREN.map((name) => ids[name]).sort(),
    );
    const all = await api('GET', '/registrations', { headers: admin });
    expect(all.body.registrations).toHaveLength(5);
  });

  it('exports only their children, as CSV and XLSX, and a selection only of them', async () => {
    const csv = await api('GET', '/registrations/export?format=csv', { headers: lectorA });
    expect(csv.status).toBe(200);
    for (const name of A_CHILDREN) expect(csv.body).toContain(name);
    for (const name of ALL_CHILDREN.filter((name) => !A_CHILDREN.includes(name))) expect(csv.body).not.toContain(name);

    const response = await fetch(`${app.url}/api/registrations/export?format=xlsx`, { headers: lectorA });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const children: string[] = [];
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number > 1) children.push(row.getCell(3).text);
    });
    expect(sorted(children)).toEqual(sorted(A_CHILDREN));

    // Another lector's id in a selection is left out as if it did not exist.
    const selection = await api('POST', '/registrations/export', {
      headers: lectorA,
      body: { ids: [ids['Adéla Áčková'], ids['Bohdan Béčko']], format: 'csv' },
    });
    expect(selection.status).toBe(200);
    expect(selection.body).toContain('Adéla Áčková');
    expect(selection.body).not.toContain('Bohdan Béčko');

    const everything = await api('GET', '/registrations/export?format=csv', { headers: admin });
    for (const name of ALL_CHILDREN) expect(everything.body).toContain(name);
  });

  it('answers another lector’s registration exactly as a missing one, at both doors', async () => {
    const theirs = ids['Bohdan Béčko']!;
    const one = '{ id childFullName }';
    const ofOther = await gql(`query ($id: Int!) { registration(id: $id) ${one} }`, { id: theirs }, lectorA);
    const ofNone = await gql(`query ($id: Int!) { registration(id: $id) ${one} }`, { id: 999999 }, lectorA);
    expect(ofOther.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', domainCode: 'REGISTRATION_NOT_FOUND' });
    expect(ofOther.errors?.[0]?.message).toBe(ofNone.errors?.[0]?.message);
    expect(ofOther.data).toBeNull();

    const rest = await api('GET', `/registrations/${theirs}`, { headers: lectorA });
    const missing = await api('GET', '/registrations/999999', { headers: lectorA });
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual(missing.body);
    expect(rest.body.code).toBe('REGISTRATION_NOT_FOUND');

    // Their own, and the administrator any.
    const own = await api('GET', `/registrations/${ids['Adéla Áčková']}`, { headers: lectorA });
    expect(own.body.childFullName).toBe('Adéla Áčková');
    expect((await api('GET', `/registrations/${theirs}`, { headers: lectorB })).status).toBe(200);
    expect((await api('GET', `/registrations/${theirs}`, { headers: admin })).status).toBe(200);
  });

  it('follows the slot: a slot given to another lector takes its families along', async () => {
    await database.dataSource.query('UPDATE schedule SET lector_id = $1 WHERE id = $2', [lectorBId, slotNobody]);
    expect((await api('GET', `/registrations/${ids['Cyril Nikoho']}`, { headers: lectorB })).status).toBe(200);
    await database.dataSource.query('UPDATE schedule SET lector_id = NULL WHERE id = $1', [slotNobody]);
    expect((await api('GET', `/registrations/${ids['Cyril Nikoho']}`, { headers: lectorB })).status).toBe(404);
  });
});

describe('what else shows a family', () => {
  it('customers: a lector sees the parents of their own children only', async () => {
    const body = await gql<{ customers: { lastName: string }[]; searchCustomers: { pagination: { total: number } } }>(
      '{ customers { lastName } searchCustomers { pagination { total } } }',
      {},
      lectorA,
    );
    expect(body.errors).toBeUndefined();
    expect(sorted(body.data!.customers.map((c) => c.lastName))).toEqual(['Áčková', 'Táborník']);
    expect(body.data!.searchCustomers.pagination.total).toBe(2);

    const rest = await api('GET', '/customers', { headers: lectorA });
    expect(sorted(rest.body.map((c: { lastName: string }) => c.lastName))).toEqual(['Áčková', 'Táborník']);
    const [{ customer_id: theirs }] = await database.dataSource.query(
      'SELECT customer_id FROM registration WHERE id = $1',
      [ids['Bohdan Béčko']],
    );
    const other = await api('GET', `/customers/${theirs}`, { headers: lectorA });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('CUSTOMER_NOT_FOUND');
    expect((await api('GET', '/customers', { headers: admin })).body).toHaveLength(5);

    // The customer of their own child's registration is there.
    const own = await gql<{ registration: { customer: { lastName: string } | null } }>(
      'query ($id: Int!) { registration(id: $id) { customer { lastName } } }',
      { id: ids['Adéla Áčková'] },
      lectorA,
    );
    expect(own.data!.registration.customer).toEqual({ lastName: 'Áčková' });
  });

  it('photo refusals: the children of their own slots and camps only', async () => {
    const body = await gql<{
      childrenWithoutPhotoConsent: { items: { childFullName: string }[]; pagination: { total: number } };
    }>('{ childrenWithoutPhotoConsent(limit: 100) { items { childFullName } pagination { total } } }', {}, lectorA);
    expect(body.errors).toBeUndefined();
    expect(body.data!.childrenWithoutPhotoConsent).toEqual({
      items: [{ childFullName: 'Adéla Áčková' }],
      pagination: expect.objectContaining({ total: 1 }),
    });
    const rest = await api('GET', '/photo-refusals?limit=100', { headers: lectorA });
    expect(rest.body.items.map((item: { childFullName: string }) => item.childFullName)).toEqual(['Adéla Áčková']);
    expect(rest.body.pagination.total).toBe(1);
    const all = await api('GET', '/photo-refusals?limit=100', { headers: admin });
    expect(sorted(all.body.items.map((item: { childFullName: string }) => item.childFullName))).toEqual(
      sorted(['Adéla Áčková', 'Bohdan Béčko', 'Cyril Nikoho']),
    );
    expect(all.body.pagination.total).toBe(3);
  });

  it('consents, e-mails and the invoice: of their own registrations; another’s is not found', async () => {
    const own = ids['Adéla Áčková']!;
    const theirs = ids['Bohdan Béčko']!;
    const consents = await api('GET', `/registrations/${own}/consents`, { headers: lectorA });
    expect(consents.status).toBe(200);
    expect(consents.body.length).toBeGreaterThan(0);
    const refused = await api('GET', `/registrations/${theirs}/consents`, { headers: lectorA });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual((await api('GET', '/registrations/999999/consents', { headers: lectorA })).body);
    expect((await api('GET', `/registrations/${theirs}/consents`, { headers: admin })).status).toBe(200);

    const dialog = '{ consents { kind } mailMessages { kind recipient } }';
    const mine = await gql<{ registration: { consents: unknown[]; mailMessages: { recipient: string }[] } }>(
      `query ($id: Int!) { registration(id: $id) ${dialog} }`,
      { id: own },
      lectorA,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.registration.mailMessages.map((m) => m.recipient)).toEqual(['ackova@example.com']);
    const other = await gql(`query ($id: Int!) { registration(id: $id) ${dialog} }`, { id: theirs }, lectorA);
    expect(other.errors?.[0]?.extensions?.domainCode).toBe('REGISTRATION_NOT_FOUND');

    // The invoice download: not issued for their own, not found for another's.
    const invoice = await api('GET', `/registrations/${own}/invoice.pdf`, { headers: lectorA });
    expect(invoice.body.code).toBe('INVOICE_NOT_ISSUED');
    const othersInvoice = await api('GET', `/registrations/${theirs}/invoice.pdf`, { headers: lectorA });
    expect(othersInvoice.status).toBe(404);
    expect(othersInvoice.body.code).toBe('REGISTRATION_NOT_FOUND');
  });
});

describe('the camp’s lector', () => {
  it('is set by an administrator and shown to staff, not to the public', async () => {
    const campFields = 'id lectorId';
    const input = {
      title: 'Tábor v lese',
      from: '2027-08-02',
      to: '2027-08-06',
      price: 3000,
      capacity: 10,
      maxCapacity: 12,
      category: 'preschool',
      type: 'sport',
      lectorId: lectorBId,
    };
    const created = await gql<{ createCamp: { id: number; lectorId: number } }>(
      `mutation ($input: CampInput!) { createCamp(input: $input) { ${campFields} } }`,
      { input },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createCamp;
    expect(created.data!.createCamp.lectorId).toBe(lectorBId);
    expect((await api('GET', `/camps/${id}`, { headers: lectorA })).body.lectorId).toBe(lectorBId);
    expect((await api('GET', `/camps/${id}`)).body.lectorId).toBeNull();
    const publicly = await gql<{ camp: { lectorId: number | null } }>(
      `query ($id: Int!) { camp(id: $id) { lectorId } }`,
      { id },
      {},
    );
    expect(publicly.data!.camp.lectorId).toBeNull();

    const unknown = await gql(
      `mutation ($input: CampInput!) { createCamp(input: $input) { id } }`,
      { input: { ...input, lectorId: 999999 } },
      admin,
    );
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ lectorId: 'Vybraný lektor neexistuje.' });
    // Lectors do not assign camps.
    const byLector = await gql(
      `mutation ($input: CampInput!) { createCamp(input: $input) { id } }`,
      { input },
      lectorA,
    );
    expect(byLector.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
