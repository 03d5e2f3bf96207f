// What anonymous visitors can learn of a lector they cannot see: nothing, not even by filtering.
import { hashPassword } from '../auth/auth.password';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { testConfig } from '../../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let rest: RestClient;
let lector: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  rest = restClient(app);
  lector = await staffHeaders(app, database, 'lector');
  // A visible lector whose login name and e-mail are not public.
  await database.dataSource.query(
    `INSERT INTO "user" (username, password_hash, name, role, email, email_public, visible) VALUES ($1, $2, $3, 'lector', $4, false, true)`,
    ['jana.skryta', await hashPassword('nepouzite-heslo-123'), 'Jana Nováková', 'jana.tajna@example.com'],
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const USERS = 'query ($filter: UserFilter) { users(filter: $filter) { name } }';
const SEARCH = 'query ($filter: UserFilter) { searchUsers(filter: $filter) { items { name } } }';

describe('filters on hidden lector fields', () => {
  it('refuse anonymous filters on login name and e-mail alike for a match and a miss', async () => {
    const answers = [];
    for (const filter of [
      { email: 'jana.tajna' } as Record<string, string>,
      { email: 'nikdo-takovy' },
      { username: 'jana' },
      { username: 'zzz' },
    ]) {
      for (const query of [USERS, SEARCH]) {
        const { status, body } = await app.graphql(query, { filter });
        answers.push({ status, errors: body.errors, data: body.data });
      }
      const field = Object.keys(filter)[0]!;
      const list = await rest('GET', `/users?${new URLSearchParams(filter).toString()}`);
      const search = await rest('POST', '/users/search', { body: filter });
      for (const answer of [list, search]) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual({ [field]: expect.stringMatching(/jen přihlášení/) });
      }
    }
    // Every answer the same but for the field it names: nothing tells a match from a miss.
    for (const answer of answers) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/jen přihlášení pracovníci/);
    }
  });

  it('still let anonymous visitors filter on what they can read, and staff on everything', async () => {
    const byName = await app.graphql<{ users: { name: string }[] }>(USERS, { filter: { name: 'nováková' } });
    expect(byName.body.data?.users).toEqual([{ name: 'Jana Nováková' }]);
    const staff = await app.graphql<{ users: { name: string }[] }>(USERS, { filter: { email: 'jana.tajna' } }, lector);
    expect(staff.body.data?.users).toEqual([{ name: 'Jana Nováková' }]);
  });
});
