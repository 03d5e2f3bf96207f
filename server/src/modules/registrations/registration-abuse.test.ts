// What an outsider tried against the public registration (issue 14, item 4; issue 21): floods from
// one address or at one mailbox, filling one course from one address, rewriting a known parent's
// details, learning about a known child, a lector's token past the limits, phishing in the names.
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import { loadConfig } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient } from '../../test/rest';
import { INVALID_NAME } from '@kurzy/common';
import { EMAIL_LIMIT } from './registration.limits';
import { inLetters } from '../../test/names';
import { challengeOf, solveChallenge } from '../../test/challenge';

let database: TestDatabase;
let branchId: number;
const apps: RunningApp[] = [];

const REGISTER =
  'mutation ($input: RegistrationInput!, $challenge: String) { register(input: $input, challenge: $challenge) { id replacement variableSymbol alreadyRegistered } }';
type Receipt = { id: number; replacement: boolean; variableSymbol: string; alreadyRegistered: boolean };
type GraphqlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> & { params?: unknown } }[];
};

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;
let counter = 0;
const form = (scheduleId: number, overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `jana${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${inLetters(counter)}`,
  childBornYear: yearsAgo(5),
  personalDataConsent: true,
  type: 'course',
  scheduleId,
  ...overrides,
});

/** An app whose per-course limit is off unless `env` sets it: most tests here send many children to
 * one course from one address, and that limit has its own tests. */
async function start(env: Record<string, string> = {}): Promise<RunningApp> {
  const app = await startTestApp(database, await testConfig({ REGISTRATION_COURSE_LIMIT: '0', ...env }));
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
  headers: Record<string, string> = {},
  challenge?: string,
): Promise<GraphqlAnswer<{ register: Receipt }>> {
  const url = new URL(`${app.url}/graphql`);
  const body = JSON.stringify({ query: REGISTER, variables: { input, challenge } });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
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
    expect((await testConfig()).registrationRateLimit).toBe(300);
    expect((await testConfig()).registrationChallengeAfter).toBe(30);
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
    expect(stored).toEqual([{ firstName: 'Jana', lastName: 'Nováková', phone: '+420777123456' }]);

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
      phone: '+420608000111',
      contactDifferences: ['parentFirstName', 'parentLastName', 'phone'],
      customer: { firstName: 'Jana', phone: '+420777123456' },
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

  it('registered again from the same e-mail makes no second registration and answers like a new one; the family hears of it', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    // One place, which the first registration takes: a new one would wait as a replacement.
    const scheduleId = await newSlot(1, 10);
    const input = form(scheduleId, { childFullName: 'Žofie Šťastná', email: 'zofie.rodic@example.com' });
    const first = (await registerFrom(app, '127.0.0.13', input)).data!.register;
    expect(first).toMatchObject({ replacement: false, alreadyRegistered: false });
    const ids = new Set([first.id]);
    const symbols = new Set([first.variableSymbol]);
    for (const childFullName of ['Žofie Šťastná'.normalize('NFD'), 'ŽOFIE\u200D ŠŤASTNÁ', ' žofie   šťastná ']) {
      const again = (
        await registerFrom(app, '127.0.0.13', { ...input, email: 'Zofie.Rodic@example.com', childFullName })
      ).data!.register;
      // What a new registration would answer: the waiting list, an id and a variable symbol of its own.
      expect(again).toEqual({
        id: expect.any(Number),
        replacement: true,
        variableSymbol: expect.stringMatching(/^\d{1,10}$/),
        alreadyRegistered: false,
      });
      expect(ids.has(again.id) || symbols.has(again.variableSymbol)).toBe(false);
      ids.add(again.id);
      symbols.add(again.variableSymbol);
    }
    // Through REST the answer has the shape and status of a new registration's.
    const api = restClient(app);
    const repeated = await api('PUT', '/registration', { body: input });
    const fresh = await api('PUT', '/registration', { body: form(scheduleId) });
    expect(repeated.status).toBe(201);
    expect(Object.keys(repeated.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(repeated.body).toMatchObject({
      replacement: true,
      alreadyRegistered: false,
      childFullName: 'Žofie Šťastná',
    });
    expect(repeated.body.id).not.toBe(first.id);

    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(2);
    // The family is told at the address it registered with, once per repeat.
    const mails = await database.dataSource.query(
      'SELECT kind, recipient FROM mail_message WHERE registration_id = $1 ORDER BY id',
      [first.id],
    );
    expect(mails).toEqual([
      { kind: 'confirmation', recipient: 'zofie.rodic@example.com' },
      ...Array.from({ length: 4 }, () => ({ kind: 'repeated', recipient: 'zofie.rodic@example.com' })),
    ]);
    // Stored as typed, but in NFC and without the invisible characters.
    const [{ name }] = await database.dataSource.query(
      'SELECT child_full_name AS name FROM registration WHERE id = $1',
      [first.id],
    );
    expect(name).toBe('Žofie Šťastná'.normalize('NFC'));
  });
});

const CHALLENGE_REQUIRED = 'REGISTRATION_CHALLENGE_REQUIRED';
const CHALLENGE_INVALID = 'REGISTRATION_CHALLENGE_INVALID';

/** As the form in a browser sends: asked for a challenge, it solves it and sends again. */
async function asBrowser(
  app: RunningApp,
  address: string,
  input: unknown,
): Promise<GraphqlAnswer<{ register: Receipt }>> {
  const first = await registerFrom(app, address, input);
  const extensions = first.errors?.[0]?.extensions;
  if (extensions?.domainCode !== CHALLENGE_REQUIRED) return first;
  return registerFrom(app, address, input, {}, solveChallenge(challengeOf(extensions)));
}

describe('a shared address (issue 41): a mobile network or a school’s Wi-Fi', () => {
  it('never turns away its parents: many mailboxes and children, to one course and to others, the busy address solving challenges', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '3', REGISTRATION_CHALLENGE_AFTER: '5' });
    const popular = await newSlot(10, 40);
    const others = [await newSlot(), await newSlot()];
    const answers = [];
    for (let parent = 0; parent < 16; parent += 1) {
      const slot = parent % 2 === 0 ? popular : others[parent % 4 === 1 ? 0 : 1]!;
      const first = await registerFrom(app, '127.0.4.1', form(slot));
      const extensions = first.errors?.[0]?.extensions;
      const final = extensions
        ? await registerFrom(app, '127.0.4.1', form(slot), {}, solveChallenge(challengeOf(extensions)))
        : first;
      answers.push({ first, final });
    }
    expect(answers.map(({ final }) => final.errors)).toEqual(answers.map(() => undefined));
    // The first five sends of the address, and the first three children of the course, needed none.
    const asked = answers.map(({ first }) => first.errors?.[0]?.extensions?.domainCode ?? null);
    expect(asked.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(asked.slice(5).every((code) => code === CHALLENGE_REQUIRED)).toBe(true);
    expect(await count('registration', 'schedule_id = $1', [popular])).toBe(8);
  });
});

describe('the limit per course or camp (REGISTRATION_COURSE_LIMIT)', () => {
  const TOO_MANY_FROM_ADDRESS =
    /^Z vaší internetové adresy už přišlo do tohoto kroužku nebo tábora příliš mnoho přihlášek\. Zkuste to prosím znovu za \d+ minut/;

  it('asks 37 of 40 concurrent registrations from one address for a challenge: a script taking a course with 12 places is stopped', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '60', REGISTRATION_COURSE_LIMIT: '3' });
    const scheduleId = await newSlot(9, 12);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => registerFrom(app, '127.0.0.1', form(scheduleId))),
    );
    expect(answers.filter((answer) => answer.data?.register)).toHaveLength(3);
    const asked = answers.filter((answer) => answer.errors?.[0]?.extensions?.domainCode === CHALLENGE_REQUIRED);
    expect(asked).toHaveLength(37);
    expect(asked[0]?.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Z vaší internetové adresy teď přichází mnoho přihlášek/),
      extensions: { code: 'TOO_MANY_REQUESTS', params: { challenge: { algorithm: 'SHA-256', maxNumber: 50_000 } } },
    });
    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(3);
    const rest = await restClient(app)('PUT', '/registration', { body: form(scheduleId) });
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe(CHALLENGE_REQUIRED);

    // A wrong number, a changed salt, a made-up signature: refused, each with a new challenge.
    const challenge = challengeOf(asked[0]!.errors![0]!.extensions);
    const payload = (change: Record<string, unknown>) =>
      Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(solveChallenge(challenge), 'base64').toString()), ...change }),
      ).toString('base64');
    const solved = JSON.parse(Buffer.from(solveChallenge(challenge), 'base64').toString()) as { number: number };
    for (const wrong of [
      payload({ number: solved.number + 1 }),
      payload({ salt: `${challenge.salt}0` }),
      payload({ signature: 'a'.repeat(64) }),
      'nesmysl',
    ]) {
      const refused = await registerFrom(app, '127.0.0.1', form(scheduleId), {}, wrong);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        domainCode: CHALLENGE_INVALID,
        params: { challenge: expect.objectContaining({ algorithm: 'SHA-256' }) },
      });
    }
    // The right one lets one more child in, once: sent again (by GraphQL or REST) it is refused.
    const solution = solveChallenge(challenge);
    expect((await registerFrom(app, '127.0.0.1', form(scheduleId), {}, solution)).errors).toBeUndefined();
    expect(
      (await registerFrom(app, '127.0.0.1', form(scheduleId), {}, solution)).errors?.[0]?.extensions?.domainCode,
    ).toBe(CHALLENGE_INVALID);
    const again = await restClient(app)('PUT', '/registration', {
      body: form(scheduleId),
      headers: { 'Registration-Challenge': solution },
    });
    expect([again.status, again.body.code]).toEqual([400, CHALLENGE_INVALID]);
    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(4);

    // An expired challenge, signed with the server's own key, is refused too.
    const [{ key }] = await database.dataSource.query('SELECT key FROM registration_challenge_key');
    const salt = `00ff?expires=${Math.floor(Date.now() / 1000) - 1}`;
    const hash = createHash('sha256').update(`${salt}7`).digest('hex');
    const expired = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: hash,
        number: 7,
        salt,
        signature: createHmac('sha256', key).update(hash).digest('hex'),
      }),
    ).toString('base64');
    expect(
      (await registerFrom(app, '127.0.0.1', form(scheduleId), {}, expired)).errors?.[0]?.extensions?.domainCode,
    ).toBe(CHALLENGE_INVALID);

    // Another client address is another budget. This one, past REGISTRATION_CHALLENGE_AFTER (30)
    // sends, solves a challenge for any course now; it may.
    expect((await registerFrom(app, '127.0.3.2', form(scheduleId))).errors).toBeUndefined();
    const elsewhere = form(await newSlot());
    expect((await registerFrom(app, '127.0.0.1', elsewhere)).errors?.[0]?.extensions?.domainCode).toBe(
      CHALLENGE_REQUIRED,
    );
    expect((await asBrowser(app, '127.0.0.1', elsewhere)).errors).toBeUndefined();
  });

  it('turns away an address at REGISTRATION_COURSE_CEILING children of one course, solutions or not', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '2', REGISTRATION_COURSE_CEILING: '4' });
    const scheduleId = await newSlot();
    for (let child = 0; child < 4; child += 1)
      expect((await asBrowser(app, '127.0.3.60', form(scheduleId))).errors).toBeUndefined();
    const refused = await asBrowser(app, '127.0.3.60', form(scheduleId));
    expect(refused.errors?.[0]?.message).toMatch(TOO_MANY_FROM_ADDRESS);
  });

  it('counts one course across its slots, and a camp alike', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '2' });
    const courseId = await insertCourse(database, { capacity: 50, max_capacity: 50 });
    const slots = [
      await insertSchedule(database, { course_id: courseId, branch_id: branchId }),
      await insertSchedule(database, { course_id: courseId, branch_id: branchId }),
    ];
    expect((await registerFrom(app, '127.0.3.3', form(slots[0]!))).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.3', form(slots[1]!))).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.3', form(slots[1]!))).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const campId = await insertCamp(database, { capacity: 50, max_capacity: 50, category: 'preschool' });
    const camp = (overrides: Record<string, unknown> = {}) =>
      form(0, { type: 'camp', scheduleId: undefined, campId, ...overrides });
    for (let index = 0; index < 2; index += 1)
      expect((await registerFrom(app, '127.0.3.3', camp())).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.3', camp())).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits one mailbox from many addresses too, naming the e-mail field', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '3' });
    const scheduleId = await newSlot();
    const spellings = ['skolka@example.com', 'Skolka+a@Example.com', 'SKOLKA+b@example.com'];
    for (const [index, email] of spellings.entries())
      expect((await registerFrom(app, `127.0.3.${10 + index}`, form(scheduleId, { email }))).errors).toBeUndefined();
    const refused = await registerFrom(app, '127.0.3.20', form(scheduleId, { email: 'skolka+c@example.com' }));
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^S touto e-mailovou adresou už přišlo do tohoto kroužku nebo tábora/),
      extensions: { code: 'TOO_MANY_REQUESTS', fieldErrors: { email: expect.stringMatching(/příliš mnoho/) } },
    });
  });

  it('counts only registrations made: refused forms spend nothing, an idempotent retry counts once', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '3' });
    const scheduleId = await newSlot();
    // All from the test's own address, as the REST client sends.
    const api = restClient(app);
    const send = async (body: unknown) => (await api('PUT', '/registration', { body })).status;
    // A typo and a child of the wrong age: refused, not counted.
    expect(await send(form(scheduleId, { phone: '12' }))).toBe(400);
    expect(await send(form(scheduleId, { childBornYear: yearsAgo(14) }))).toBe(400);
    // One form sent five times with its key (lost answers): one registration, counted once.
    const once = form(scheduleId);
    const key = '6f1c2a9e-8d1b-4c1e-9a53-0b7f3c2d4e51';
    const sends = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      sends.push(await api('PUT', '/registration', { body: once, headers: { 'Idempotency-Key': key } }));
    expect(new Set(sends.map(({ body }) => body.id)).size).toBe(1);
    expect(await send(form(scheduleId))).toBe(201);
    expect(await send(form(scheduleId))).toBe(201);
    expect(await send(form(scheduleId))).toBe(429);
    expect(await count('registration', 'schedule_id = $1', [scheduleId])).toBe(3);
  });

  it('gives back what a registration staff deleted spent, from the address and from the mailbox', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '2' });
    const admin = await staffHeaders(app, database, 'administrator');
    const scheduleId = await newSlot();
    const remove = async (id: number) =>
      expect(
        (await app.graphql('mutation ($id: Int!) { deleteRegistration(id: $id) }', { id }, admin)).body.errors,
      ).toBeUndefined();
    // The address's two, one deleted by staff: one more may come from it, not two.
    const first = await registerFrom(app, '127.0.3.50', form(scheduleId));
    expect((await registerFrom(app, '127.0.3.50', form(scheduleId))).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.50', form(scheduleId))).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await remove(first.data!.register.id);
    expect((await registerFrom(app, '127.0.3.50', form(scheduleId))).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.50', form(scheduleId))).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // A mailbox's two from two addresses, one deleted: one more for the mailbox from a third.
    const email = (tag: string) => ({ email: `druzina+${tag}@example.com` });
    const mine = await registerFrom(app, '127.0.3.51', form(scheduleId, email('a')));
    expect((await registerFrom(app, '127.0.3.52', form(scheduleId, email('b')))).errors).toBeUndefined();
    expect((await registerFrom(app, '127.0.3.53', form(scheduleId, email('c')))).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await remove(mine.data!.register.id);
    expect((await registerFrom(app, '127.0.3.53', form(scheduleId, email('c')))).errors).toBeUndefined();
  });

  it('does not hold back administrators (a kindergarten’s group), but holds back a lector', async () => {
    const app = await start({ REGISTRATION_COURSE_LIMIT: '1' });
    const scheduleId = await newSlot();
    const admin = await staffHeaders(app, database, 'administrator');
    const lector = await staffHeaders(app, database, 'lector');
    for (let index = 0; index < 5; index += 1) {
      const { body } = await app.graphql<{ register: Receipt }>(REGISTER, { input: form(scheduleId) }, admin);
      expect(body.errors).toBeUndefined();
    }
    const asLector = async () =>
      (await app.graphql<{ register: Receipt }>(REGISTER, { input: form(scheduleId) }, lector)).body;
    expect((await asLector()).errors).toBeUndefined();
    expect((await asLector()).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('is 3 by default, 0 switches it off, and a bad value stops the start naming it', async () => {
    expect((await testConfig()).registrationCourseLimit).toBe(3);
    const off = await start({ REGISTRATION_COURSE_LIMIT: '0' });
    const scheduleId = await newSlot();
    for (let index = 0; index < 5; index += 1)
      expect((await registerFrom(off, '127.0.3.40', form(scheduleId))).errors).toBeUndefined();
    expect(() => loadConfig({ REGISTRATION_COURSE_LIMIT: 'tři' })).toThrow(/REGISTRATION_COURSE_LIMIT/);
    expect(() => loadConfig({ REGISTRATION_COURSE_LIMIT: '-1' })).toThrow(/REGISTRATION_COURSE_LIMIT/);
    expect((await testConfig()).registrationCourseCeiling).toBe(20);
    expect(() => loadConfig({ REGISTRATION_COURSE_CEILING: '0' })).toThrow(/REGISTRATION_COURSE_CEILING/);
  });
});

describe('IPv6 clients', () => {
  it('share one budget per /56 network: other /64 networks of it are the same client', async () => {
    // Through a trusted proxy on loopback, so the test can name IPv6 clients.
    const app = await start({ REGISTRATION_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
    const scheduleId = await newSlot();
    const via = (address: string) => registerFrom(app, '127.0.0.1', form(scheduleId), { 'x-forwarded-for': address });
    for (const address of ['2001:db8:5:100::1', '2001:db8:5:101::2', '2001:db8:5:1ff:abcd::3'])
      expect((await via(address)).errors).toBeUndefined();
    expect((await via('2001:db8:5:1a0::4')).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // The next /56 is another subscriber.
    expect((await via('2001:db8:5:200::1')).errors).toBeUndefined();
  });
});

describe('a lector’s token', () => {
  it('is the public form’s: no hidden or inactive course, the address limit applies; administrators pass both', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '2' });
    const admin = await staffHeaders(app, database, 'administrator');
    const lector = await staffHeaders(app, database, 'lector');
    const hidden = await insertCourse(database, { capacity: 10, max_capacity: 10, visible: false });
    const inactive = await insertCourse(database, { capacity: 10, max_capacity: 10, active: false });
    for (const courseId of [hidden, inactive]) {
      const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
      const byLector = await app.graphql(REGISTER, { input: form(scheduleId) }, lector);
      expect(byLector.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
        scheduleId: 'Vybraný termín kroužku neexistuje.',
      });
      expect((await app.graphql(REGISTER, { input: form(scheduleId) }, admin)).body.errors).toBeUndefined();
    }
    // The two refused attempts spent the lector's address budget (every attempt counts).
    const open = await newSlot();
    expect((await app.graphql(REGISTER, { input: form(open) }, lector)).body.errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await app.graphql(REGISTER, { input: form(open) }, admin)).body.errors).toBeUndefined();
  });
});

describe('phishing in the names', () => {
  const PHISHING = 'Nezaplacená faktura – uhraďte na https://zlo.example/platba';

  it('refuses a link, a domain or digits in any name with a Czech field message, storing and sending nothing', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const scheduleId = await newSlot();
    const api = restClient(app);
    const before = await count('registration');
    const mailsBefore = await count('mail_message');
    const rest = await api('PUT', '/registration', {
      body: form(scheduleId, { parentFirstName: PHISHING, parentLastName: 'www.zlo.example', childFullName: 'Test 1' }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({
      parentFirstName: INVALID_NAME,
      parentLastName: INVALID_NAME,
      childFullName: INVALID_NAME,
    });
    const graphql = await registerFrom(app, '127.0.0.1', form(scheduleId, { childFullName: 'Platba na zlo.cz' }));
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { childFullName: INVALID_NAME },
    });
    expect(await count('registration')).toBe(before);
    expect(await count('mail_message')).toBe(mailsBefore);
  });

  it('takes real names of any language, with diacritics, hyphens, apostrophes and abbreviations', async () => {
    const app = await start({ REGISTRATION_RATE_LIMIT: '0' });
    const scheduleId = await newSlot();
    const names = {
      parentFirstName: 'Anna-Marie',
      parentLastName: 'O’Connor st.',
      childFullName: 'Zoë Łucja Dvořáková',
    };
    const answer = await registerFrom(app, '127.0.0.1', form(scheduleId, names));
    expect(answer.errors).toBeUndefined();
  });
});
