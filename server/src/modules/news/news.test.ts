import { createTestDatabase, TestDatabase } from '../../test/database';
import { testConfig } from '../../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';

let database: TestDatabase;
let app: RunningApp;
let lector: Record<string, string>;

const CREATE = 'mutation ($input: NewsInput!) { createNews(input: $input) { id title visible startDate endDate } }';
// Days as the server counts them: in Czech time (around midnight UTC it is already tomorrow there).
const pragueDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' });
const shift = (days: number) => pragueDay.format(new Date(Date.now() + days * 86_400_000));
const today = shift(0);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  // A lector an administrator allowed to edit the content (issue 41, item 9).
  lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('news', () => {
  it('are written by lectors too, and validated', async () => {
    const { body } = await app.graphql<{ createNews: { id: number } }>(
      CREATE,
      { input: { title: 'Zápis 100% otevřen', text: 'Přihlášky běží.' } },
      lector,
    );
    expect(body.errors).toBeUndefined();
    const invalid = await app.graphql(CREATE, { input: { title: '', text: 'x', startDate: '2026-02-30' } }, lector);
    expect(invalid.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      title: 'Toto pole je povinné',
      startDate: 'Zadejte platné datum',
    });
    const backwards = await app.graphql(
      CREATE,
      { input: { title: 'T', text: 'x', startDate: today, endDate: shift(-1) } },
      lector,
    );
    expect(backwards.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      endDate: 'Konec nemůže být dříve než začátek',
    });
  });

  it('shows the public only visible, active news within their dates, newest first', async () => {
    await app.graphql(CREATE, { input: { title: 'Skrytá', text: 'x', visible: false } }, lector);
    await app.graphql(CREATE, { input: { title: 'Budoucí', text: 'x', startDate: shift(3) } }, lector);
    await app.graphql(CREATE, { input: { title: 'Prošlá', text: 'x', endDate: shift(-2) } }, lector);
    await app.graphql(CREATE, { input: { title: 'Dnešní', text: 'x', startDate: today, endDate: today } }, lector);
    const { body } = await app.graphql<{ newsList: { title: string }[] }>('{ newsList { title } }');
    expect(body.data!.newsList.map((news) => news.title)).toEqual(['Dnešní', 'Zápis 100% otevřen']);
    const staff = await app.graphql<{ newsList: { title: string }[] }>('{ newsList { title } }', {}, lector);
    expect(staff.body.data!.newsList).toHaveLength(5);
    const [{ id }] = await database.dataSource.query(`SELECT id FROM news WHERE title = 'Skrytá'`);
    expect(
      (await app.graphql('query ($id: Int!) { news(id: $id) { title } }', { id })).body.errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('filters text with % and _ as literal characters, ignoring empty values', async () => {
    const titles = async (filter: Record<string, unknown>) =>
      (
        (
          await app.graphql<{ newsList: { title: string }[] }>(
            'query ($f: NewsFilter) { newsList(filter: $f) { title } }',
            { f: filter },
            lector,
          )
        ).body.data?.newsList ?? []
      )
        .map((news) => news.title)
        .sort();
    expect(await titles({ title: '100%' })).toEqual(['Zápis 100% otevřen']);
    expect(await titles({ title: '%' })).toEqual(['Zápis 100% otevřen']);
    expect(await titles({ title: '_' })).toEqual([]);
    expect(await titles({ title: 'ZÁPIS' })).toEqual(['Zápis 100% otevřen']);
    expect(await titles({ title: '', text: null })).toHaveLength(5);
    expect(await titles({ visible: false })).toEqual(['Skrytá']);
    expect(await titles({ createdAt: today })).toHaveLength(5);
    expect(await titles({ createdAt: shift(-1) })).toEqual([]);
  });

  it('pages with the spec pagination object', async () => {
    const { body } = await app.graphql<{ searchNews: unknown }>(
      '{ searchNews(page: 2, limit: 2) { items { title } pagination { page limit total totalPages hasNext hasPrev } } }',
      {},
      lector,
    );
    expect(body.data?.searchNews).toMatchObject({
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3, hasNext: true, hasPrev: true },
    });
    const capped = await app.graphql<{ searchNews: { pagination: { limit: number } } }>(
      '{ searchNews(limit: 1000) { pagination { limit } } }',
      {},
      lector,
    );
    expect(capped.body.data?.searchNews.pagination.limit).toBe(100);
    const beyond = await app.graphql<{ searchNews: unknown }>(
      '{ searchNews(page: 9) { items { title } pagination { total hasNext hasPrev } } }',
      {},
      lector,
    );
    expect(beyond.body.data?.searchNews).toEqual({
      items: [],
      pagination: { total: 5, hasNext: false, hasPrev: true },
    });
    const zero = await app.graphql('{ searchNews(page: 0) { items { title } } }', {}, lector);
    expect(zero.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('are deleted by staff only', async () => {
    const [{ id }] = await database.dataSource.query(`SELECT id FROM news WHERE title = 'Prošlá'`);
    expect(
      (await app.graphql('mutation ($id: Int!) { deleteNews(id: $id) }', { id })).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await app.graphql('mutation ($id: Int!) { deleteNews(id: $id) }', { id }, lector)).body.data).toEqual({
      deleteNews: true,
    });
  });
});

describe('a lector’s grant to edit the content', () => {
  it('are written by a lector only once an administrator allows it, at once in the running session', async () => {
    const admin = await staffHeaders(app, database, 'administrator');
    const newLector = await staffHeaders(app, database, 'lector', 'novy.lektor');
    const input = { input: { title: 'Od nového lektora', text: 'x' } };
    const before = await app.graphql(CREATE, input, newLector);
    expect(before.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rest = await fetch(`${app.url}/api/news`, {
      method: 'POST',
      headers: { ...newLector, 'content-type': 'application/json' },
      body: JSON.stringify(input.input),
    });
    expect(rest.status).toBe(403);
    const [{ id, version }] = await database.dataSource.query(
      `SELECT id, version FROM "user" WHERE username = 'novy.lektor'`,
    );
    const me = '{ me { editsContent } }';
    expect((await app.graphql<{ me: { editsContent: boolean } }>(me, {}, newLector)).body.data?.me).toEqual({
      editsContent: false,
    });
    const granted = await app.graphql(
      `mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { editsContent } }`,
      { id, input: { version, username: 'novy.lektor', name: 'Nový lektor', role: 'lector', editsContent: true } },
      admin,
    );
    expect(granted.body).toEqual({ data: { updateUser: { editsContent: true } } });
    // The lector's session goes on, now allowed (no new login).
    expect((await app.graphql(CREATE, input, newLector)).body.errors).toBeUndefined();
    expect((await app.graphql<{ me: { editsContent: boolean } }>(me, {}, newLector)).body.data?.me).toEqual({
      editsContent: true,
    });
    // The public never learns who may edit.
    const lectors = await app.graphql<{ users: { editsContent: boolean | null }[] }>('{ users { editsContent } }');
    expect(new Set(lectors.body.data?.users.map((user) => user.editsContent))).toEqual(new Set([null]));
  });
});
