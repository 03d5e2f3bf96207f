import http from 'node:http';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { testConfig } from '../../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK,
  MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
  TOO_MANY_ATTEMPTS,
  USERNAME_UNDER_ATTACK,
} from './auth.login-throttle';
import { hashPassword } from './auth.password';

let database: TestDatabase;
let app: RunningApp;

const addUser = async (username: string, password: string, role = 'lector') =>
  database.dataSource.query(`INSERT INTO "user" (username, password_hash, name, role) VALUES ($1, $2, $1, $3)`, [
    username,
    await hashPassword(password),
    role,
  ]);

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

type GraphqlAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: { login?: { token: string } | null }; errors?: { message: string; extensions?: { code?: string } }[] };
};

/** A GraphQL call from another address of the loopback range (all of 127.0.0.0/8 is this machine):
 * distinct clients for the throttle, as their sockets show them, without trusting any proxy header. */
function graphqlFrom(address: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> {
  const { hostname, port } = new URL(app.url);
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const loginFrom = (address: string, username: string, password: string) =>
  graphqlFrom(address, LOGIN, { username, password });

/** 'ok' for a session, else the error code: UNAUTHENTICATED means the password was checked. */
const outcome = ({ body }: GraphqlAnswer) => (body.data?.login ? 'ok' : body.errors?.[0]?.extensions?.code);

const tally = (answers: GraphqlAnswer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(outcome(answer))] = (counts[String(outcome(answer))] ?? 0) + 1;
  return counts;
};

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

  it('takes a password typed with decomposed diacritics as the same password', async () => {
    await addUser('zofie', 'Žluťoučký kůň pěl ódy');
    const decomposed = 'Žluťoučký kůň pěl ódy'.normalize('NFD');
    expect(outcome(await loginFrom('127.0.3.1', 'zofie', decomposed))).toBe('ok');
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

  it('purges expired and revoked sessions and login attempts older than the window', async () => {
    const [{ id: userId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = 'jana'`);
    const insertSession = (marker: string, expires: string, revoked: string | null) =>
      database.dataSource.query(
        `INSERT INTO session (token_hash, user_id, expires_at, revoked_at)
         VALUES (convert_to($1, 'UTF8'), $2, ${expires}, ${revoked ?? 'NULL'})`,
        [marker, userId],
      );
    await insertSession('prosla', `now() - interval '1 hour'`, null);
    await insertSession('odhlasena', `now() + interval '1 hour'`, 'now()');
    await insertSession('platna', `now() + interval '1 hour'`, null);
    await database.dataSource.query(
      `INSERT INTO login_attempt (username, address, created_at) VALUES ('stary', '10.0.0.1', now() - interval '16 minutes'), ('novy', '10.0.0.1', now())`,
    );
    // A freshly started instance purges at its first password check.
    const other = await startTestApp(database, await testConfig());
    try {
      await other.graphql(LOGIN, { username: 'jana', password: 'spatne' });
    } finally {
      await other.close();
    }
    const sessions = await database.dataSource.query(
      `SELECT convert_from(token_hash, 'UTF8') AS marker FROM session WHERE token_hash IN (convert_to('prosla', 'UTF8'), convert_to('odhlasena', 'UTF8'), convert_to('platna', 'UTF8'))`,
    );
    expect(sessions).toEqual([{ marker: 'platna' }]);
    const attempts = await database.dataSource.query(
      `SELECT username FROM login_attempt WHERE address = '10.0.0.1' ORDER BY username`,
    );
    expect(attempts).toEqual([{ username: 'novy' }]);
  });
});

describe('login throttle', () => {
  it(`checks at most ${MAX_FAILURES_PER_USERNAME_AND_ADDRESS} of 40 parallel wrong passwords from one address`, async () => {
    await addUser('terc40', 'spravne-heslo');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => loginFrom('127.0.1.40', 'terc40', `hadam-${index}`)),
    );
    expect(tally(answers)).toEqual({ UNAUTHENTICATED: MAX_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_REQUESTS: 30 });
    const refused = answers.find((answer) => outcome(answer) === 'TOO_MANY_REQUESTS');
    expect(refused?.body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    expect(refused?.status).toBe(200);
  });

  it('does not let the right password through when it comes 45th of 50 parallel guesses', async () => {
    await addUser('terc50', 'spravne-heslo');
    const guesses = Array.from({ length: 50 }, (_, index) => (index === 44 ? 'spravne-heslo' : `hadam-${index}`));
    // The first 44 leave before the rest; all 50 are in flight together.
    const first = guesses.slice(0, 44).map((password) => loginFrom('127.0.1.50', 'terc50', password));
    await new Promise((resolve) => setImmediate(resolve));
    const rest = guesses.slice(44).map((password) => loginFrom('127.0.1.50', 'terc50', password));
    const answers = await Promise.all([...first, ...rest]);
    expect(outcome(answers[44]!)).toBe('TOO_MANY_REQUESTS');
    expect(tally(answers)).toEqual({ UNAUTHENTICATED: MAX_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_REQUESTS: 40 });
  });

  it('refuses further attempts from that address after the failures, even the right password, for the window', async () => {
    await addUser('petra', 'petrino-heslo');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; attempt += 1)
      expect(outcome(await loginFrom('127.0.1.60', 'Petra', `spatne-${attempt}`))).toBe('UNAUTHENTICATED');
    expect(outcome(await loginFrom('127.0.1.60', 'petra', 'petrino-heslo'))).toBe('TOO_MANY_REQUESTS');
    // After the window the budget is back.
    await database.dataSource.query(
      `UPDATE login_attempt SET created_at = now() - interval '16 minutes' WHERE address = '127.0.1.60'`,
    );
    expect(outcome(await loginFrom('127.0.1.60', 'petra', 'petrino-heslo'))).toBe('ok');
  });

  it('starts the owner afresh after the right password', async () => {
    await addUser('oldrich', 'oldrichovo-heslo');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME_AND_ADDRESS - 1; attempt += 1)
      await loginFrom('127.0.1.70', 'oldrich', `preklep-${attempt}`);
    expect(outcome(await loginFrom('127.0.1.70', 'oldrich', 'oldrichovo-heslo'))).toBe('ok');
    expect(outcome(await loginFrom('127.0.1.70', 'oldrich', 'preklep-znovu'))).toBe('UNAUTHENTICATED');
    expect(outcome(await loginFrom('127.0.1.70', 'oldrich', 'oldrichovo-heslo'))).toBe('ok');
  });

  it('counts attempts packed into one request as aliases', async () => {
    await addUser('aliasy', 'spravne-heslo');
    await database.dataSource.query(`DELETE FROM login_attempt WHERE address = '127.0.0.1'`);
    const aliases = Array.from(
      { length: 12 },
      (_, index) => `a${index}: login(username: "aliasy", password: "hadam-${index}") { token }`,
    ).join('\n');
    const { body } = await app.graphql(`mutation { ${aliases} }`);
    const codes = (body.errors ?? []).map((error) => error.extensions?.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(MAX_FAILURES_PER_USERNAME_AND_ADDRESS);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(2);
    await database.dataSource.query(`DELETE FROM login_attempt WHERE address = '127.0.0.1'`);
  });

  it('limits one address across usernames (password spraying), and only that address', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt += 1)
      expect(outcome(await loginFrom('127.0.2.1', `zkousim-${attempt}`, 'Leto2024!'))).toBe('UNAUTHENTICATED');
    expect(outcome(await loginFrom('127.0.2.1', 'jana', 'spravne-heslo'))).toBe('TOO_MANY_REQUESTS');
    expect(outcome(await loginFrom('127.0.2.2', 'jana', 'spravne-heslo'))).toBe('ok');
  });

  it(`checks at most ${MAX_FAILURES_PER_USERNAME_AND_ADDRESS} guesses from 12 addresses of one IPv6 /56, which count as one client`, async () => {
    // Through a trusted proxy on loopback, so the test can name IPv6 clients.
    const proxied = await startTestApp(database, await testConfig({ TRUST_PROXY: 'loopback' }));
    try {
      await addUser('terc56', 'spravne-heslo');
      const addresses = Array.from(
        { length: 12 },
        (_, index) => `2001:db8:56:${(index * 21).toString(16)}::${index + 1}`,
      );
      const answers: GraphqlAnswer[] = [];
      for (let round = 0; round < 4; round += 1)
        for (const address of addresses) {
          const { body } = await proxied.graphql<{ login: { token: string } | null }>(
            LOGIN,
            { username: 'terc56', password: `hadam-${round}-${address}` },
            { 'x-forwarded-for': address },
          );
          answers.push({ status: 200, headers: {}, body });
        }
      expect(tally(answers)).toEqual({
        UNAUTHENTICATED: MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
        TOO_MANY_REQUESTS: 48 - MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
      });
      // Another /56 is another client.
      const { body } = await proxied.graphql(
        LOGIN,
        { username: 'terc56', password: 'spravne-heslo' },
        {
          'x-forwarded-for': '2001:db8:57::1',
        },
      );
      expect(body.errors).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('never locks the owner out through failures from other addresses; it only narrows their budget', async () => {
    await addUser('reditel', 'reditelovo-heslo', 'administrator');
    // A distributed guess: one failure from each of many addresses.
    const attackers = Array.from({ length: USERNAME_UNDER_ATTACK + 2 }, (_, index) => `127.0.4.${index + 1}`);
    for (const address of attackers)
      expect(outcome(await loginFrom(address, 'reditel', `hadam-${address}`))).toBe('UNAUTHENTICATED');
    // The owner, from an address that did not fail, gets in.
    expect(outcome(await loginFrom('127.0.4.200', 'reditel', 'reditelovo-heslo'))).toBe('ok');
    // An address that keeps guessing while the username is under attack runs out sooner.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK; attempt += 1)
      expect(outcome(await loginFrom('127.0.4.201', 'reditel', `dalsi-${attempt}`))).toBe('UNAUTHENTICATED');
    expect(outcome(await loginFrom('127.0.4.201', 'reditel', 'reditelovo-heslo'))).toBe('TOO_MANY_REQUESTS');
    expect(outcome(await loginFrom('127.0.4.202', 'reditel', 'reditelovo-heslo'))).toBe('ok');
  });
});

describe('the web client’s session cookie', () => {
  const COOKIE = /^kurzy-session=([^;]+)/;
  beforeAll(() => addUser('susenka', 'susenkovo-heslo'));

  const loginWithCookie = async (target: RunningApp, username: string, password: string) => {
    const response = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { username, password } }),
    });
    return response.headers.getSetCookie();
  };

  const meWithCookie = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    return ((await response.json()) as { data?: { me: { username: string } | null } }).data?.me ?? null;
  };

  it('comes with a login: HttpOnly, SameSite=Strict, for the whole site, for one day', async () => {
    const [cookie] = await loginWithCookie(app, 'susenka', 'susenkovo-heslo');
    expect(cookie).toMatch(COOKIE);
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    // The session's own lifetime, a day (counted from the moment the session row was made).
    const maxAge = Number(attributes.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(24 * 60 * 60);
    // Plain http here (PUBLIC_URL http://...): a Secure cookie would never come back.
    expect(attributes).not.toContain('secure');
    expect(await meWithCookie(cookie!.split(';')[0]!)).toEqual({ username: 'susenka' });
  });

  it('is Secure with a __Host- name when the site is reached over https', async () => {
    const secure = await startTestApp(database, await testConfig({ PUBLIC_URL: 'https://krouzky.example.cz' }));
    try {
      const [cookie] = await loginWithCookie(secure, 'susenka', 'susenkovo-heslo');
      expect(cookie).toMatch(/^__Host-kurzy-session=[^;]+;/);
      expect(cookie!.toLowerCase()).toContain('; secure');
      const value = cookie!.split(';')[0]!;
      // The __Host- one wins over a plain one planted beside it.
      const planted = (await loginWithCookie(app, 'zofie', 'Žluťoučký kůň pěl ódy'))[0]!.split(';')[0]!;
      expect(await meWithCookie(`${planted}; ${value}`)).toEqual({ username: 'susenka' });
    } finally {
      await secure.close();
    }
  });

  it('counts only on a request no cross-site page could send, and a header token decides over it', async () => {
    const cookie = (await loginWithCookie(app, 'susenka', 'susenkovo-heslo'))[0]!.split(';')[0]!;
    // A simple (form-like) request: Apollo refuses it outright.
    const simple = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { username } }')}`, {
      headers: { cookie },
    });
    expect(simple.status).toBe(400);
    const headers = await staffHeaders(app, database, 'lector', 'jiny-lektor');
    expect(await meWithCookie(cookie, headers)).toEqual({ username: 'jiny-lektor' });
  });

  it('ends with logout: the cookie is cleared and its session revoked', async () => {
    const cookie = (await loginWithCookie(app, 'susenka', 'susenkovo-heslo'))[0]!.split(';')[0]!;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(await response.json()).toEqual({ data: { logout: true } });
    const [cleared] = response.headers.getSetCookie();
    expect(cleared).toMatch(/^kurzy-session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await meWithCookie(cookie)).toBeNull();
  });
});
