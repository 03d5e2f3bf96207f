// What an outsider tried against the public registration (issue 14, item 4): floods from one
// address or at one mailbox, rewriting a known parent's details, and learning about a known child.
import { request } from 'node:http';
import { loadConfig } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient } from '../../test/rest';
import { EMAIL_LIMIT } from './registration.limits';

let database: TestDatabase;
let branchId: number;
const apps: RunningApp[] = [];

const REGISTER =
  'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement variableSymbol alreadyRegistered } }';
type Receipt = { id: number; replacement: boolean; variableSymbol: string; alreadyRegistered: boolean };
type GraphqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;
let counter = 0;
const form = (scheduleId: number, overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `jana${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${counter}`,
  childBornYear: yearsAgo(5),
  personalDataConsent: true,
  type: 'course',
  scheduleId,
  ...overrides,
});

async function start(env: Record<string, string> = {}): Promise<RunningApp> {
  const app = await startTestApp(database, await testConfig(env));
  apps.push(app);
  return app;
}

async function newSlot(capacity = 100, maxCapacity = 200): Promise<number> {
  const courseId = await insertCourse(database, { capacity, max_capacity: maxCapacity });
  return insertSchedule(database, { course_id: courseId, branch_id: branchId });
}

/** A GraphQL registration sent from the given local address (127.0.0.0/8 is all loopback), so the
 * app sees another client without trusting any proxy header. */
function registerFrom(
  app: RunningApp,
  localAddress: string,
  input: unknown,
): Promise<GraphqlAnswer<{ register: Receipt }>> {
  const url = new URL(`${app.url}/graphql`);
  const body = JSON.stringify({ query: REGISTER, variables: { input } });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const count = async (table: string, where = 'true', parameters: unknown[] = []) =>
  (await database.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, parameters))[0].n;

beforeAll(async () => {
  database = await createTestDatabase();
  branchId = await insertBranch(database);
});
afterEach(async () => {
  // Each test starts with fresh budgets.
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.drop();
});

describe('the rate limit per client address', () => {
  it('refuses, with 429 and a Czech message, the attempt past REGISTRATION_RATE_LIMIT; invalid forms count too', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '3' });
    const scheduleId = await newSlot();
    const api = restClient(app);
    expect((await registerFrom(app, '127.0.0.1', form(scheduleId))).data?.register).toBeDefined();
    expect(
      (await registerFrom(app, '127.0.0.1', form(scheduleId, { email: 'bez zavináče' }))).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await api('PUT', '/registration', { body: form(scheduleId) })).status).toBe(201);
    const before = await count('registration');

    const refused = await registerFrom(app, '127.0.0.1', form(scheduleId));
    expect(refused.data?.register).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^Z vaší internetové adresy přišlo v krátké době příliš mnoho přihlášek\. Zkuste to prosím znovu za \d+ minut/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const rest = await api('PUT', '/registration', { body: form(scheduleId) });
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/příliš mnoho přihlášek/);
    expect(await count('registration')).toBe(before);
    // Refused attempts are not counted: the budget is full, not overfull.
    expect(await count('rate_limit_hit', "bucket LIKE 'registration:address:%'")).toBe(3);

    // Another client is not held back by this one; staff are not limited at all.
    expect((await registerFrom(app, '127.0.0.2', form(scheduleId))).data?.register).toBeDefined();
    const admin = await staffHeaders(app, database, 'administrator');
    const byStaff = await app.graphql<{ register: Receipt }>(REGISTER, { input: form(scheduleId) }, admin);
    expect(byStaff.body.errors).toBeUndefined();
  });

  it('lets exactly the limit through when the attempts come all at once', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '5' });
    const scheduleId = await newSlot();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => registerFrom(app, '127.0.0.3', form(scheduleId))),
    );
    expect(answers.filter((answer) => answer.data?.register)).toHaveLength(5);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS')).toHaveLength(25);
    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(5);
  });

  it('is one budget for every app instance on the database', async () => {
    const first = await start({ REGISTRATION_RATE_LIMIT: '3' });
    const second = await start({ REGISTRATION_RATE_LIMIT: '3' });
    const scheduleId = await newSlot();
    for (const app of [first, second, first]) {
      expect((await registerFrom(app, '127.0.0.4', form(scheduleId))).errors).toBeUndefined();
    }
    expect((await registerFrom(second, '127.0.0.4', form(scheduleId))).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('counts only attempts still inside the window, and purges the old ones', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '2' });
    const scheduleId = await newSlot();
    await database.dataSource.query(
      `INSERT INTO rate_limit_hit (bucket, expires_at) SELECT 'registration:address:127.0.0.5', now() - interval '1 second' FROM generate_series(1, 5)`,
    );
    expect((await registerFrom(app, '127.0.0.5', form(scheduleId))).errors).toBeUndefined();
    expect(await count('rate_limit_hit', 'expires_at <= now()')).toBe(0);
  });

  it('is off with REGISTRATION_RATE_LIMIT=0, and 60 in 10 minutes by default', async () => {
    const off = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const scheduleId = await newSlot(100, 200);
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => registerFrom(off, '127.0.0.6', form(scheduleId))),
    );
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect((await testConfig()).registrationRateLimit).toBe(60);
    expect(() => loadConfig({ REGISTRATION_RATE_LIMIT: 'hodně' })).toThrow(/REGISTRATION_RATE_LIMIT/);
  });
});

describe('the rate limit per e-mail address', () => {
  it(`refuses the attempt past ${EMAIL_LIMIT.max} an hour for one mailbox, whatever its spelling, naming the field`, async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const scheduleId = await newSlot();
    const spellings = ['obet@example.com', 'Obet@Example.com', 'obet+1@example.com', 'OBET+kurzy@example.com'];
    for (let index = 0; index < EMAIL_LIMIT.max; index += 1) {
      const answer = await registerFrom(
        app,
        '127.0.0.7',
        form(scheduleId, { email: spellings[index % spellings.length] }),
      );
      expect(answer.errors).toBeUndefined();
    }
    const refused = await registerFrom(app, '127.0.0.8', form(scheduleId, { email: 'obet+dalsi@example.com' }));
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Na tuto e-mailovou adresu přišlo v krátké době příliš mnoho přihlášek/),
      extensions: { code: 'TOO_MANY_REQUESTS', fieldErrors: { email: expect.stringMatching(/příliš mnoho/) } },
    });
    expect((await registerFrom(app, '127.0.0.8', form(scheduleId))).errors).toBeUndefined();
  });
});

describe('a known parent', () => {
  it("keeps the stored name and phone when anyone registers with the parent's e-mail; staff see the differences", async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const admin = await staffHeaders(app, database, 'administrator');
    const scheduleId = await newSlot();
    const email = `rodic-${counter}@example.com`;
    const own = await registerFrom(app, '127.0.0.9', form(scheduleId, { email }));
    const forged = await registerFrom(
      app,
      '127.0.0.10',
      form(scheduleId, {
        email: email.toUpperCase(),
        parentFirstName: 'Útočník',
        parentLastName: 'Zlý',
        phone: '608 000 111',
      }),
    );
    const same = await registerFrom(
      app,
      '127.0.0.9',
      form(scheduleId, { email, parentFirstName: 'JANA', parentLastName: ' nováková ', phone: '777123456' }),
    );
    const stored = await database.dataSource.query(
      'SELECT first_name AS "firstName", last_name AS "lastName", phone FROM customer WHERE lower(email) = $1',
      [email],
    );
    expect(stored).toEqual([{ firstName: 'Jana', lastName: 'Nováková', phone: '+420 777 123 456' }]);

    const { body } = await app.graphql<{
      searchRegistrations: {
        items: {
          id: number;
          parentFirstName: string;
          phone: string;
          contactDifferences: string[];
          customer: { firstName: string; phone: string };
        }[];
      };
    }>(
      // As the staff grid asks: a paged search, which reads only the columns its fields need.
      'query ($id: Int) { searchRegistrations(filter: { scheduleId: $id }) { items { id parentFirstName phone contactDifferences customer { firstName phone } } } }',
      { id: scheduleId },
      admin,
    );
    const byId = new Map(body.data!.searchRegistrations.items.map((row) => [row.id, row]));
    expect(byId.get(forged.data!.register.id)).toEqual({
      id: forged.data!.register.id,
      parentFirstName: 'Útočník',
      phone: '608 000 111',
      contactDifferences: ['parentFirstName', 'parentLastName', 'phone'],
      customer: { firstName: 'Jana', phone: '+420 777 123 456' },
    });
    expect(byId.get(own.data!.register.id)?.contactDifferences).toEqual([]);
    // Only the spelling differs: nothing for staff to look at.
    expect(byId.get(same.data!.register.id)?.contactDifferences).toEqual([]);

    const rest = await restClient(app)('GET', `/registrations/${forged.data!.register.id}`, { headers: admin });
    expect(rest.body.contactDifferences).toEqual(['parentFirstName', 'parentLastName', 'phone']);
  });
});

describe('a known child', () => {
  const POSSIBLE_DUPLICATE =
    'query ($id: Int!) { registration(id: $id) { id possibleDuplicateOfId possibleDuplicateOf { id variableSymbol } } }';

  it('registered again from another e-mail is a new registration that reveals nothing of the first; staff see a possible duplicate', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const admin = await staffHeaders(app, database, 'administrator');
    // One place: the first registration holds it, so a leak would show as replacement: false.
    const scheduleId = await newSlot(1, 10);
    const child = { childFullName: 'Tomáš Řehoř', childBornYear: yearsAgo(5) };
    const first = (await registerFrom(app, '127.0.0.11', form(scheduleId, { ...child, email: 'prvni@example.com' })))
      .data!.register;

    const variants = ['Tomáš Řehoř'.normalize('NFD'), 'Tomáš\u200B Řehoř', 'TOMÁŠ  řehoř', 'Tomáš\u2060 Ře\uFEFFhoř'];
    for (const childFullName of variants) {
      const other = await registerFrom(app, '127.0.0.12', form(scheduleId, { ...child, childFullName }));
      const receipt = other.data!.register;
      expect(receipt).toMatchObject({ alreadyRegistered: false, replacement: true });
      expect(receipt.id).not.toBe(first.id);
      expect(receipt.variableSymbol).not.toBe(first.variableSymbol);
      const { body } = await app.graphql(POSSIBLE_DUPLICATE, { id: receipt.id }, admin);
      expect(body.data).toEqual({
        registration: {
          id: receipt.id,
          possibleDuplicateOfId: first.id,
          possibleDuplicateOf: { id: first.id, variableSymbol: first.variableSymbol },
        },
      });
    }
    const { body } = await app.graphql(POSSIBLE_DUPLICATE, { id: first.id }, admin);
    expect(body.data).toEqual({
      registration: { id: first.id, possibleDuplicateOfId: null, possibleDuplicateOf: null },
    });
  });

  it('registered again from the same e-mail gets the first registration back, whatever Unicode spelling of the name', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const scheduleId = await newSlot(5, 10);
    const input = form(scheduleId, { childFullName: 'Žofie Šťastná', email: 'zofie.rodic@example.com' });
    const first = (await registerFrom(app, '127.0.0.13', input)).data!.register;
    for (const childFullName of ['Žofie Šťastná'.normalize('NFD'), 'ŽOFIE\u200D ŠŤASTNÁ', ' žofie   šťastná ']) {
      const again = (
        await registerFrom(app, '127.0.0.13', { ...input, email: 'Zofie.Rodic@example.com', childFullName })
      ).data!.register;
      expect(again).toEqual({ ...first, alreadyRegistered: true });
    }
    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(1);
    // Stored as typed, but in NFC and without the invisible characters.
    const [{ name }] = await database.dataSource.query(
      'SELECT child_full_name AS name FROM registration WHERE id = $1',
      [first.id],
    );
    expect(name).toBe('Žofie Šťastná'.normalize('NFC'));
  });
});
