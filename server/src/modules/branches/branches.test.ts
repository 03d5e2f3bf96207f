import { crudDocuments } from '../../test/crud-documents';
import type { TestDatabase } from '../../test/database';
import type { RunningApp } from '../../test/http';
import { expectEachRefused, useTestApp } from '../../test/app';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

useTestApp((started) => ({ database, app, admin, lector } = started));

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

/** Each test starts without branches (and what hangs on them). */
beforeEach(() => query('TRUNCATE branch RESTART IDENTITY CASCADE'));

async function insertBranch(values: Record<string, unknown> = {}): Promise<number> {
  const row = { title: 'Brno', address: 'Palackého 1, Brno', ...values };
  const columns = Object.keys(row);
  const [{ id }] = await query(
    `INSERT INTO branch (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return id;
}

const FIELDS = 'id title description address phone email web active visible location createdAt';
const { LIST, GET, SEARCH, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Branch',
  plural: 'branches',
  fields: FIELDS,
  listFields: 'id title',
  searchFields: 'id title',
});

type Branch = { id: number; title: string } & Record<string, unknown>;

async function titles(filter: Record<string, unknown> | null, headers = admin): Promise<string[]> {
  const { body } = await app.graphql<{ branches: Branch[] }>(LIST, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.branches.map((branch) => branch.title);
}

const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => body.errors?.[0];

describe('branches as an administrator', () => {
  it('creates, updates, reads, lists, searches and deletes a branch', async () => {
    const created = await app.graphql<{ createBranch: Branch }>(
      CREATE,
      {
        input: {
          title: '  Brno - Líšeň ',
          address: 'Holzova 1, Brno',
          phone: '+420 777 123 456',
          email: 'lisen@example.com',
          web: '',
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const branch = created.body.data!.createBranch;
    expect(branch).toMatchObject({
      title: 'Brno - Líšeň',
      description: null,
      address: 'Holzova 1, Brno',
      phone: '+420777123456',
      email: 'lisen@example.com',
      web: null,
      active: true,
      visible: true,
      location: null,
    });

    const updated = await app.graphql<{ updateBranch: Branch }>(
      UPDATE,
      {
        id: branch.id,
        input: { title: 'Brno - Líšeň', address: 'Holzova 2, Brno', description: 'Tělocvična ZŠ', visible: false },
      },
      admin,
    );
    expect(updated.body.data?.updateBranch).toMatchObject({
      id: branch.id,
      address: 'Holzova 2, Brno',
      description: 'Tělocvična ZŠ',
      phone: null,
      visible: false,
    });

    expect((await app.graphql<{ branch: Branch }>(GET, { id: branch.id }, admin)).body.data?.branch).toMatchObject({
      title: 'Brno - Líšeň',
      visible: false,
    });
    expect(await titles(null)).toEqual(['Brno - Líšeň']);
    const search = await app.graphql<{ searchBranches: { items: Branch[] } }>(
      SEARCH,
      { filter: { title: 'líš' } },
      admin,
    );
    expect(search.body.data?.searchBranches.items.map((item) => item.id)).toEqual([branch.id]);

    expect((await app.graphql(DELETE, { id: branch.id }, admin)).body.data).toEqual({ deleteBranch: true });
    for (const [document, variables] of [
      [GET, { id: branch.id }],
      [DELETE, { id: branch.id }],
      [UPDATE, { id: branch.id, input: { title: 'X', address: 'Y' } }],
    ] as const) {
      const { body } = await app.graphql(document, variables, admin);
      expect(errorOf(body)).toMatchObject({ message: 'Pobočka nebyla nalezena.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses invalid input with the Czech message of each field', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: { title: ' ', address: '', phone: '12 34', email: 'neni-email', web: 'neni adresa' } },
      admin,
    );
    expect(errorOf(body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: {
        title: 'Toto pole je povinné',
        address: 'Toto pole je povinné',
        phone: 'Prosím, vyplňte platné telefonní číslo',
        email: 'Prosím, vyplňte platný email',
        web: 'Zadejte platnou webovou adresu',
      },
      params: { fields: ['title', 'address', 'phone', 'email', 'web'] },
    });
    expect(await titles(null)).toEqual([]);
  });

  it('cannot delete a branch where a course is scheduled', async () => {
    const branchId = await insertBranch();
    const [{ id: courseId }] = await query(
      `INSERT INTO course (title, type, category, capacity, max_capacity, price) VALUES ('Balet', 'dancing', 'preschool', 6, 9, 2400) RETURNING id`,
    );
    await query(
      `INSERT INTO schedule (day_of_week, "from", "to", course_id, branch_id) VALUES (1, '16:00', '16:45', $1, $2)`,
      [courseId, branchId],
    );
    const { body } = await app.graphql(DELETE, { id: branchId }, admin);
    expect(errorOf(body)?.extensions?.code).toBe('CONFLICT');
    expect(errorOf(body)?.message).toMatch(/nelze uložit ani smazat/);
    expect(await titles(null)).toEqual(['Brno']);
  });
});

describe('who may do what', () => {
  it('shows anonymous visitors only visible, active branches; staff see all', async () => {
    await insertBranch({ title: 'Viditelná' });
    const hiddenId = await insertBranch({ title: 'Skrytá', visible: false });
    await insertBranch({ title: 'Neaktivní', active: false });
    await insertBranch({ title: 'Skrytá neaktivní', visible: false, active: false });

    expect(await titles(null, anonymous)).toEqual(['Viditelná']);
    const search = await app.graphql<{ searchBranches: { pagination: { total: number } } }>(SEARCH, {}, anonymous);
    expect(search.body.data?.searchBranches.pagination.total).toBe(1);
    // Filtering cannot reach past the public scope.
    expect(await titles({ visible: false }, anonymous)).toEqual([]);
    const hidden = await app.graphql(GET, { id: hiddenId }, anonymous);
    expect(errorOf(hidden.body)?.extensions?.code).toBe('NOT_FOUND');

    for (const staff of [admin, lector]) expect(await titles(null, staff)).toHaveLength(4);
    expect((await app.graphql<{ branch: Branch }>(GET, { id: hiddenId }, lector)).body.data?.branch.title).toBe(
      'Skrytá',
    );
  });

  it('lets only administrators write: anonymous visitors must log in, lectors are refused', async () => {
    const id = await insertBranch();
    const input = { title: 'Jihlava', address: 'Masarykovo nám. 1' };
    await expectEachRefused(
      app,
      [
        [anonymous, 'UNAUTHENTICATED'],
        [lector, 'FORBIDDEN'],
      ],
      [
        [CREATE, { input }],
        [UPDATE, { id, input }],
        [DELETE, { id }],
      ],
    );
    expect(await titles(null)).toEqual(['Brno']);
  });
});

describe('sorting', () => {
  it('lists branches alphabetically in Czech: C, Č, H, Ch, then by id', async () => {
    for (const title of ['Zlín', 'Cheb', 'Hodonín', 'Česká Lípa', 'Brno', 'Cvikov', 'brno'])
      await insertBranch({ title });
    await insertBranch({ title: 'Brno' });
    const { body } = await app.graphql<{ branches: Branch[] }>(LIST, {}, admin);
    expect(body.data?.branches.map((branch) => `${branch.title}#${branch.id}`)).toEqual([
      'brno#7',
      'Brno#5',
      'Brno#8',
      'Cvikov#6',
      'Česká Lípa#4',
      'Hodonín#3',
      'Cheb#2',
      'Zlín#1',
    ]);
  });
});

describe('sort and export from the branch list (issue 39)', () => {
  it('sorts by a declared field at both doors and exports the rows the filter finds, to staff only', async () => {
    await insertBranch({ title: 'Zlín', email: 'a@example.com' });
    await insertBranch({ title: 'Brno', email: 'z@example.com', visible: false });
    const { body } = await app.graphql<{ searchBranches: { items: { title: string }[] } }>(
      'query { searchBranches(sort: { field: email, direction: desc }) { items { title } } }',
      {},
      admin,
    );
    expect(body.data?.searchBranches.items.map((item) => item.title)).toEqual(['Brno', 'Zlín']);
    const csv = await fetch(`${app.url}/api/branches/export?sort=title&visible=false`, { headers: admin });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Název";"Adresa";"Telefon";"E-mail";"Web";"Zobrazit na webu";"Aktivní"');
    expect(lines.slice(1).map((line) => line.split(';')[5])).toEqual(['"Ne"']);
    expect((await fetch(`${app.url}/api/branches/export`)).status).toBe(401);
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await insertBranch({ title: 'Sleva 100% Brno', address: 'Palackého 1', phone: '+420 777 111 222', active: false });
    await insertBranch({ title: 'Sleva 100 Praha', address: 'Na_Příkopě 5', email: 'praha@example.com' });
    await insertBranch({ title: 'Ostrava', address: 'Nádražní 9', visible: false, web: 'https://ostrava.example.cz' });
  });

  it('ignores empty values: empty text, whitespace and null', async () => {
    expect(
      await titles({ title: '', address: '   ', active: null, visible: null, createdAt: '', id: null }),
    ).toHaveLength(3);
  });

  it('matches text case-insensitively anywhere in the value', async () => {
    expect(await titles({ title: 'SLEVA' })).toEqual(['Sleva 100 Praha', 'Sleva 100% Brno']);
    expect(await titles({ title: 'ava' })).toEqual(['Ostrava']);
    expect(await titles({ address: 'příkopě' })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ email: 'PRAHA@' })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ web: 'ostrava.example' })).toEqual(['Ostrava']);
    expect(await titles({ phone: '777 111' })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ title: 'sleva', address: 'palackého' })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ title: 'Plzeň' })).toEqual([]);
  });

  it('takes % and _ as literal text', async () => {
    expect(await titles({ title: '100%' })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ title: '%' })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ address: 'Na_P' })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ address: '_' })).toEqual(['Sleva 100 Praha']);
  });

  it('compares ids and booleans exactly', async () => {
    expect(await titles({ id: 2 })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ id: 20 })).toEqual([]);
    expect(await titles({ active: false })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ active: true })).toEqual(['Ostrava', 'Sleva 100 Praha']);
    expect(await titles({ visible: false })).toEqual(['Ostrava']);
    expect(await titles({ visible: true, active: true })).toEqual(['Sleva 100 Praha']);
  });

  it('compares the creation time by its day in Czech time', async () => {
    // 23:30 UTC on 10 March is already 11 March in Prague.
    await query(`UPDATE branch SET created_at = '2026-03-10T23:30:00Z' WHERE id = 1`);
    await query(`UPDATE branch SET created_at = '2026-03-10T12:00:00Z' WHERE id = 2`);
    expect(await titles({ createdAt: '2026-03-11' })).toEqual(['Sleva 100% Brno']);
    expect(await titles({ createdAt: '2026-03-10' })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ createdAt: '2026-03-10T08:00:00.000Z' })).toEqual(['Sleva 100 Praha']);
    expect(await titles({ createdAt: '2026-03-12' })).toEqual([]);
    const { body } = await app.graphql(LIST, { filter: { createdAt: '10. 3. 2026' } }, admin);
    expect(errorOf(body)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets every branch pass the availability filter', async () => {
    for (const availability of ['available', 'full', 'true', 'cokoliv']) {
      expect(await titles({ availability })).toHaveLength(3);
    }
    expect(await titles({ availability: 'full', title: 'ostrava' })).toEqual(['Ostrava']);
  });
});

describe('paging', () => {
  type Search = { searchBranches: { items: Branch[]; pagination: Record<string, unknown> } };
  const search = async (variables: Record<string, unknown>) =>
    (await app.graphql<Search>(SEARCH, variables, admin)).body;

  it('gives an empty page for no results', async () => {
    const body = await search({ filter: { title: 'nic takového' } });
    expect(body.data?.searchBranches).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
  });

  it('pages through the results up to the last page, and caps the limit at 100', async () => {
    await query(
      `INSERT INTO branch (title, address) SELECT 'Pobočka ' || lpad(n::text, 3, '0'), 'Ulice ' || n FROM generate_series(1, 105) AS n`,
    );
    const first = await search({});
    expect(first.data?.searchBranches.items).toHaveLength(20);
    expect(first.data?.searchBranches.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 105,
      totalPages: 6,
      hasNext: true,
      hasPrev: false,
    });
    const last = await search({ page: 6 });
    expect(last.data?.searchBranches.items.map((item) => item.title)).toEqual([
      'Pobočka 101',
      'Pobočka 102',
      'Pobočka 103',
      'Pobočka 104',
      'Pobočka 105',
    ]);
    expect(last.data?.searchBranches.pagination).toMatchObject({ page: 6, hasNext: false, hasPrev: true });
    const beyond = await search({ page: 7 });
    expect(beyond.data?.searchBranches.items).toEqual([]);
    expect(beyond.data?.searchBranches.pagination).toMatchObject({ total: 105, hasNext: false, hasPrev: true });

    const capped = await search({ limit: 1000 });
    expect(capped.data?.searchBranches.items).toHaveLength(100);
    expect(capped.data?.searchBranches.pagination).toMatchObject({ limit: 100, totalPages: 2, hasNext: true });
  });

  it('refuses page 0 and a limit of 0', async () => {
    expect(errorOf(await search({ page: 0 }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { page: 'Stránka musí být kladné celé číslo.' },
    });
    expect(errorOf(await search({ limit: 0 }))?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
