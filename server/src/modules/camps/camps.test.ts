import { MAX_CAPACITY_BELOW_CAPACITY } from '@kurzy/common';
import { crudDocuments } from '../../test/crud-documents';
import type { TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertRegistration } from '../../test/fixtures';
import type { RunningApp } from '../../test/http';
import { expectEachRefused, useTestApp } from '../../test/app';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

useTestApp((started) => ({ database, app, admin, lector } = started));

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

let branch: number;
/** Each test starts without camps (and their registrations) and with one branch. */
beforeEach(async () => {
  await query('TRUNCATE camp, branch RESTART IDENTITY CASCADE');
  branch = await insertBranch(database, { title: 'Brno-střed' });
});

const FIELDS = `id title description from to price capacity maxCapacity branchId category type visible active
  createdAt freeSpots branch { title }`;
const { LIST, GET, SEARCH, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Camp',
  plural: 'camps',
  fields: FIELDS,
  listFields: 'id title',
  searchFields: 'id title',
});

type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (body: Errors) => body.errors?.[0];
const input = (values: Record<string, unknown> = {}) => ({
  title: 'Příměstský tábor',
  description: 'Hry a výlety',
  from: '2027-07-05',
  to: '2027-07-09',
  price: 3500,
  capacity: 20,
  maxCapacity: 25,
  branchId: branch,
  category: 'younger_children',
  type: 'sport',
  ...values,
});

async function titles(filter: Record<string, unknown> | null, headers = admin): Promise<string[]> {
  const { body } = await app.graphql<{ camps: { title: string }[] }>(LIST, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.camps.map((camp) => camp.title);
}

describe('CRUD as an administrator', () => {
  it('creates, reads, searches, updates and deletes a camp with its branch', async () => {
    const created = await app.graphql<{ createCamp: Record<string, unknown> }>(CREATE, { input: input() }, admin);
    expect(created.body.errors).toBeUndefined();
    const camp = created.body.data!.createCamp;
    expect(camp).toMatchObject({
      ...input(),
      visible: true,
      active: true,
      freeSpots: 20,
      branch: { title: 'Brno-střed' },
    });
    const id = camp.id as number;
    expect((await app.graphql(GET, { id }, admin)).body.data).toEqual({ camp });
    const search = await app.graphql(SEARCH, { filter: { title: 'příměstský' } }, admin);
    expect(search.body.data).toEqual({
      searchCamps: {
        items: [{ id, title: 'Příměstský tábor' }],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNext: false, hasPrev: false },
      },
    });

    const otherBranch = await insertBranch(database, { title: 'Brno-Líšeň' });
    const moved = await app.graphql<{ updateCamp: Record<string, unknown> }>(
      UPDATE,
      { id, input: input({ title: 'Tábor v Líšni', branchId: otherBranch, visible: false }) },
      admin,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updateCamp).toMatchObject({
      title: 'Tábor v Líšni',
      branchId: otherBranch,
      branch: { title: 'Brno-Líšeň' },
      visible: false,
    });
    const withoutBranch = await app.graphql(UPDATE, { id, input: input({ branchId: null }) }, admin);
    expect(withoutBranch.body.data).toMatchObject({ updateCamp: { branchId: null, branch: null } });

    expect((await app.graphql(DELETE, { id }, admin)).body.data).toEqual({ deleteCamp: true });
    const gone = await app.graphql(GET, { id }, admin);
    expect(errorOf(gone.body)).toMatchObject({ message: 'Tábor nebyl nalezen.', extensions: { code: 'NOT_FOUND' } });
  });

  it('names the branch field when the branch does not exist', async () => {
    const { body } = await app.graphql(CREATE, { input: input({ branchId: 9999 }) }, admin);
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_UNKNOWN_REFERENCES',
      fieldErrors: { branchId: 'Vybraná pobočka neexistuje.' },
      params: { texts: ['Vybraná pobočka neexistuje.'] },
    });
  });

  it('refuses to delete a camp with registrations, in Czech', async () => {
    const id = await insertCamp(database);
    await insertRegistration(database, { camp_id: id });
    const { body } = await app.graphql(DELETE, { id }, admin);
    expect(errorOf(body)).toMatchObject({
      message: 'Tábor nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('who may do what', () => {
  it('anonymous visitors see only visible, active camps', async () => {
    await insertCamp(database, { title: 'Veřejný' });
    const hidden = await insertCamp(database, { title: 'Skrytý', visible: false });
    await insertCamp(database, { title: 'Neaktivní', active: false });
    expect(await titles(null, anonymous)).toEqual(['Veřejný']);
    expect(await titles(null, lector)).toEqual(['Neaktivní', 'Skrytý', 'Veřejný']);
    expect(errorOf((await app.graphql(GET, { id: hidden }, anonymous)).body)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('only administrators write: lectors are FORBIDDEN, anonymous visitors UNAUTHENTICATED', async () => {
    const id = await insertCamp(database);
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
    expect(await query('SELECT title FROM camp')).toEqual([{ title: 'Letní tábor' }]);
  });
});

describe('validation', () => {
  it('answers bad input with Czech messages per field', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: input({ title: '', price: -1, capacity: -5, from: '2027-07-09', to: '2027-07-05' }) },
      admin,
    );
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: {
        title: 'Toto pole je povinné',
        price: 'Hodnota nemůže být menší než nula',
        capacity: 'Hodnota nemůže být menší než nula',
        to: 'Konec nemůže být dříve než začátek',
      },
      params: { fields: ['title', 'to', 'price', 'capacity'] },
    });
    const below = await app.graphql(CREATE, { input: input({ capacity: 20, maxCapacity: 10 }) }, admin);
    expect(errorOf(below.body)?.extensions?.fieldErrors).toEqual({ maxCapacity: MAX_CAPACITY_BELOW_CAPACITY });
    const badDate = await app.graphql(CREATE, { input: input({ from: '2027-02-30' }) }, admin);
    expect(errorOf(badDate.body)?.extensions?.fieldErrors).toEqual({ from: 'Zadejte platné datum' });
    expect(await query('SELECT id FROM camp')).toEqual([]);
  });
});

describe('filters and sorting', () => {
  beforeEach(async () => {
    await insertCamp(database, {
      title: 'Čarodějnický tábor',
      from: '2027-07-12',
      to: '2027-07-16',
      category: 'younger_children',
      type: 'creative',
      price: 3200,
    });
    await insertCamp(database, {
      title: 'Sportovní tábor',
      from: '2027-07-05',
      to: '2027-07-09',
      category: 'older_children',
      type: 'sport',
      price: 3500,
      branch_id: branch,
      visible: false,
    });
    await insertCamp(database, {
      title: 'Cirkusový tábor',
      from: '2027-07-12',
      to: '2027-07-16',
      category: 'younger_children',
      type: 'dancing',
      price: 3500,
    });
  });

  it('sorts by the first day, then by title in Czech', async () => {
    expect(await titles(null)).toEqual(['Sportovní tábor', 'Cirkusový tábor', 'Čarodějnický tábor']);
  });

  it('type and category in any letter case, numbers and booleans exactly, dates by day', async () => {
    expect(await titles({ category: 'YOUNGER_children' })).toEqual(['Cirkusový tábor', 'Čarodějnický tábor']);
    expect(await titles({ type: 'Sport' })).toEqual(['Sportovní tábor']);
    expect(await titles({ price: 3500 })).toEqual(['Sportovní tábor', 'Cirkusový tábor']);
    expect(await titles({ branchId: branch })).toEqual(['Sportovní tábor']);
    expect(await titles({ visible: false })).toEqual(['Sportovní tábor']);
    expect(await titles({ from: '2027-07-12' })).toEqual(['Cirkusový tábor', 'Čarodějnický tábor']);
    expect(await titles({ to: '2027-07-09' })).toEqual(['Sportovní tábor']);
    expect(await titles({ title: 'ČARODĚJ' })).toEqual(['Čarodějnický tábor']);
  });

  it('availability passes everything and empty values are ignored', async () => {
    expect(await titles({ availability: 'free', title: '', from: '', category: '  ' })).toHaveLength(3);
  });
});

describe('free spots', () => {
  it('capacity minus confirmed registrations, never negative', async () => {
    const camp = await insertCamp(database, { title: 'Malý tábor', capacity: 2, max_capacity: 4 });
    const other = await insertCamp(database, { title: 'Velký tábor', capacity: 30, max_capacity: 30 });
    await insertRegistration(database, { camp_id: camp });
    await insertRegistration(database, { camp_id: camp, replacement: true });
    await insertRegistration(database, { camp_id: camp, cancelled_at: new Date() });
    await insertRegistration(database, { camp_id: other });
    const FREE = `{ camps { title freeSpots } }`;
    expect((await app.graphql(FREE, {}, anonymous)).body.data).toEqual({
      camps: [
        { title: 'Malý tábor', freeSpots: 1 },
        { title: 'Velký tábor', freeSpots: 29 },
      ],
    });
    await insertRegistration(database, { camp_id: camp });
    await insertRegistration(database, { camp_id: camp });
    expect((await app.graphql(FREE, {}, anonymous)).body.data).toEqual({
      camps: [
        { title: 'Malý tábor', freeSpots: 0 },
        { title: 'Velký tábor', freeSpots: 29 },
      ],
    });
  });
});

describe('sort and export from the camp list (issue 39)', () => {
  it('sorts by a declared field (the camps read their branch too) and exports in that order', async () => {
    await insertCamp(database, { title: 'Levný', price: 1000 });
    await insertCamp(database, { title: 'Drahý', price: 5000 });
    const { body } = await app.graphql<{ searchCamps: { items: { title: string }[] } }>(
      'query { searchCamps(sort: { field: price, direction: desc }) { items { title } } }',
      {},
      admin,
    );
    expect(body.data?.searchCamps.items.map((item) => item.title)).toEqual(['Drahý', 'Levný']);
    const xlsx = await fetch(`${app.url}/api/camps/export?format=xlsx&sort=price`, { headers: lector });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toMatch(/filename="tabory-.*\.xlsx"/);
    const csv = await fetch(`${app.url}/api/camps/export?sort=price`, { headers: admin });
    const rows = (await csv.text()).trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(';')[0])).toEqual(['"Levný"', '"Drahý"']);
  });
});
