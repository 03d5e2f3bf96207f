import { createTestDatabase, TestDatabase } from '../../test/database';
import { testConfig } from '../../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { hashPassword } from './password';

let database: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  await database.dataSource.query(
    `INSERT INTO "user" (username, password_hash, name, role) VALUES ('jana', $1, 'Jana Dvořáková', 'lector')`,
    [await hashPassword('spravne-heslo')],
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const LOGIN =
  'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { username token expiresAt } }';

describe('login', () => {
  it('returns the username and a token, never a password, and the token authenticates', async () => {
    const { body } = await app.graphql<{ login: { username: string; token: string; expiresAt: string } }>(LOGIN, {
      username: 'jana',
      password: 'spravne-heslo',
    });
    const login = body.data?.login;
    expect(login?.username).toBe('jana');
    expect(login?.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(JSON.stringify(body)).not.toContain('spravne-heslo');
    const hoursValid = (new Date(login!.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);

    const variants: Record<string, string>[] = [
      { 'access-token': login!.token },
      { authorization: `Bearer ${login!.token}` },
    ];
    for (const headers of variants) {
      const me = await app.graphql<{ me: { name: string; role: string; username: string } }>(
        '{ me { name role username } }',
        {},
        headers,
      );
      expect(me.body.data?.me).toEqual({ name: 'Jana Dvořáková', role: 'lector', username: 'jana' });
    }
    const [{ token_hash }] = await database.dataSource.query(
      `SELECT encode(token_hash, 'hex') AS token_hash FROM session ORDER BY id DESC LIMIT 1`,
    );
    expect(token_hash).not.toContain(Buffer.from(login!.token).toString('hex'));
  });

  it('refuses a wrong password or an unknown user with the Czech message', async () => {
    for (const variables of [
      { username: 'jana', password: 'spatne' },
      { username: 'nikdo', password: 'spravne-heslo' },
    ]) {
      const { body } = await app.graphql(LOGIN, variables);
      expect(body.errors?.[0]?.message).toBe('Špatné přihlašovací údaje.');
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('me is null for an anonymous visitor and for an unknown token', async () => {
    expect((await app.graphql('{ me { name } }')).body.data).toEqual({ me: null });
    expect((await app.graphql('{ me { name } }', {}, { 'access-token': 'neplatny' })).body.data).toEqual({ me: null });
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server', async () => {
    const headers = await staffHeaders(app, database, 'lector');
    expect((await app.graphql('mutation { logout }', {}, headers)).body.data).toEqual({ logout: true });
    expect((await app.graphql('{ me { name } }', {}, headers)).body.data).toEqual({ me: null });
    const again = await app.graphql('mutation { logout }', {}, headers);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an expired session is refused', async () => {
    const headers = await staffHeaders(app, database, 'lector', 'expiring');
    await database.dataSource.query(
      `UPDATE session SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM "user" WHERE username = 'expiring')`,
    );
    expect((await app.graphql('{ me { name } }', {}, headers)).body.data).toEqual({ me: null });
  });

  it('a deactivated user loses access at once', async () => {
    const headers = await staffHeaders(app, database, 'lector', 'leaving');
    await database.dataSource.query(`UPDATE "user" SET active = false WHERE username = 'leaving'`);
    expect((await app.graphql('{ me { name } }', {}, headers)).body.data).toEqual({ me: null });
  });
});

describe('login throttle', () => {
  it('refuses further attempts for a username after 10 failures in 15 minutes, even the right password', async () => {
    await database.dataSource.query(
      `INSERT INTO "user" (username, password_hash, name, role) VALUES ('petr', $1, 'Petr', 'lector')`,
      [await hashPassword('petrovo-heslo')],
    );
    await database.dataSource.query(`DELETE FROM login_attempt`);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { body } = await app.graphql(LOGIN, { username: 'Petr', password: `spatne-${attempt}` });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { body } = await app.graphql(LOGIN, { username: 'petr', password: 'petrovo-heslo' });
    expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(body.errors?.[0]?.message).toMatch(/Příliš mnoho neúspěšných pokusů/);
    // After the window the budget is back.
    await database.dataSource.query(`UPDATE login_attempt SET created_at = now() - interval '16 minutes'`);
    expect((await app.graphql(LOGIN, { username: 'petr', password: 'petrovo-heslo' })).body.data).toBeDefined();
  });

  it('counts attempts packed into one request as aliases', async () => {
    await database.dataSource.query(`DELETE FROM login_attempt`);
    const aliases = Array.from(
      { length: 12 },
      (_, index) => `a${index}: login(username: "jana", password: "hadam-${index}") { token }`,
    ).join('\n');
    const { body } = await app.graphql(`mutation { ${aliases} }`);
    const codes = (body.errors ?? []).map((error) => error.extensions?.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(2);
  });

  it('also limits one client address across usernames', async () => {
    await database.dataSource.query(`DELETE FROM login_attempt`);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await app.graphql(LOGIN, { username: `zkousim-${attempt}`, password: 'x' });
    const { body } = await app.graphql(LOGIN, { username: 'jana', password: 'spravne-heslo' });
    expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    await database.dataSource.query(`DELETE FROM login_attempt`);
  });
});
