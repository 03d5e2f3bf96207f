// A parent's own page over real HTTP (issue 25, first slice): the personal link in the e-mails, the
// page's data for a family (and nothing of another), links that do not work answered alike whatever
// the reason, "Pošlete mi odkaz znovu" with its limits and its one answer, and the page's headers.
import { createHash } from 'node:crypto';
import { PARENT_PAGE_PATH } from '@kurzy/common';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertLector,
  insertRegistration,
  insertSchedule,
} from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { inLetters } from '../../test/names';
import { restClient, type RestClient } from '../../test/rest';
import { PAGE_LIMIT, PAGE_VIEW, SEND_LIMIT_PER_ADDRESS, SEND_LIMIT_PER_EMAIL } from './parent.service';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let api: RestClient;
let branchId: number;
let lectorId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config);
  api = restClient(app);
  branchId = await insertBranch(database, {
    title: 'Pobočka Brno-střed',
    address: 'Palackého 1, Brno',
    latitude: 49.2,
    longitude: 16.6,
  });
  lectorId = await insertLector(database, { name: 'Lektorka Eva Dvořáková' });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});

let counter = 0;
const form = (target: { scheduleId?: number; campId?: number }, email: string) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email,
  phone: '+420 777 123 456',
  childFullName: `Anna Řehořová ${inLetters((counter += 1))}`,
  childBornYear: `${new Date().getFullYear() - 5}-01-15`,
  personalDataConsent: true,
  type: target.campId ? 'camp' : 'course',
  ...target,
});

async function register(input: ReturnType<typeof form>, address = '192.0.2.1') {
  const { body } = await app.graphql<{ register: { id: number; replacement: boolean } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }',
    { input },
    { 'x-forwarded-for': address },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.register;
}

const PAGE = `query ($token: String!) {
  parentPage(token: $token) {
    email
    registrations {
      id childFullName type title when from to branchTitle branchAddress mapUrl lectorName state waitingPosition
      cancelledAt dueHaler receivedHaler variableSymbol paymentState
      payment { account iban amountHaler variableSymbol qr { size path } }
    }
  }
}`;

type PageRegistration = {
  id: number;
  childFullName: string;
  state: string;
  waitingPosition: number | null;
  paymentState: string;
  dueHaler: number;
  receivedHaler: number;
  payment: { amountHaler: number; variableSymbol: string; qr: { size: number; path: string } } | null;
  [field: string]: unknown;
};

const page = (token: string) =>
  app.graphql<{ parentPage: { email: string; registrations: PageRegistration[] } }>(PAGE, { token });

/** The token of the personal link in a message. */
function tokenIn(text: string | false | undefined): string {
  const found = new RegExp(`https://kurzy\\.example\\.cz${PARENT_PAGE_PATH}([A-Za-z0-9_-]+)`).exec(text || '');
  if (!found) throw new Error(`No personal link in: ${text}`);
  return found[1]!;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest();
const unique = () => `rodina.${inLetters((counter += 1))}@example.com`;

describe('the family page', () => {
  let family: string;
  let other: string;
  let replacementToken: string;
  let waiting: number;
  let paidCamp: number;
  let courseId: number;

  beforeAll(async () => {
    family = unique();
    other = unique();
    courseId = await insertCourse(database, { capacity: 1, max_capacity: 5, title: 'Balet pro nejmenší' });
    const scheduleId = await insertSchedule(database, {
      course_id: courseId,
      branch_id: branchId,
      lector_id: lectorId,
      day_of_week: 3,
    });
    // Another family has the place and the first place on the waiting list.
    expect((await register(form({ scheduleId }, other))).replacement).toBe(false);
    expect((await register(form({ scheduleId }, other), '192.0.2.2')).replacement).toBe(true);
    const mine = await register(form({ scheduleId }, family), '192.0.2.3');
    expect(mine.replacement).toBe(true);
    waiting = mine.id;
    const campId = await insertCamp(database, { branch_id: branchId, title: 'Letní tábor v lese', price: 3500 });
    paidCamp = await insertRegistration(database, {
      camp_id: campId,
      email: family,
      child_full_name: 'Bára Nováková',
      payment_state: 'paid',
      due_haler: 350_000,
    });
    // Replacement e-mails carry the link too.
    replacementToken = tokenIn((await smtp.waitForMailTo(family)).text);
  });

  it('opens from the link in the e-mail with both children, the waiting position and the payment', async () => {
    const { body } = await page(replacementToken);
    expect(body.errors).toBeUndefined();
    const { email, registrations } = body.data!.parentPage;
    expect(email).toBe(family);
    expect(registrations.map((registration) => registration.id)).toEqual([waiting, paidCamp]);
    const [course, camp] = registrations;
    expect(course).toMatchObject({
      type: 'course',
      title: 'Balet pro nejmenší',
      state: 'replacement',
      waitingPosition: 2,
      branchTitle: 'Pobočka Brno-střed',
      branchAddress: 'Palackého 1, Brno',
      mapUrl: 'https://mapy.cz/fnc/v1/showmap?mapset=basic&center=16.6,49.2&zoom=17&marker=true',
      lectorName: 'Lektorka Eva Dvořáková',
      payment: null,
    });
    expect(course!.when).toMatch(/^každou středu 16:00–16:45/);
    expect(camp).toMatchObject({
      type: 'camp',
      title: 'Letní tábor v lese',
      childFullName: 'Bára Nováková',
      state: 'confirmed',
      waitingPosition: null,
      paymentState: 'paid',
      dueHaler: 350_000,
      receivedHaler: 350_000,
      payment: null,
      from: '2027-07-05',
      to: '2027-07-09',
      lectorName: null,
    });
  });

  it('moves up the waiting list, is offered a freed place with its deadline, and says promoted once it accepts; the REST door answers the same', async () => {
    const admin = await staffHeaders(app, database, 'administrator');
    const others: { id: number; replacement: boolean }[] = await database.dataSource.query(
      'SELECT id, replacement FROM registration WHERE email = $1 ORDER BY id',
      [other],
    );
    const cancel = async (id: number) =>
      expect(
        (await app.graphql('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id }, admin)).body.errors,
      ).toBeUndefined();
    // The other family's place is offered to their replacement (held for them): ours is next in line.
    await cancel(others[0]!.id);
    expect((await page(replacementToken)).body.data!.parentPage.registrations[0]).toMatchObject({
      state: 'replacement',
      waitingPosition: 1,
    });
    // They give it up: it is offered to ours, first on the page, with its deadline.
    await cancel(others[1]!.id);
    const offered = (await page(replacementToken)).body.data!.parentPage.registrations[0]!;
    expect(offered).toMatchObject({ id: waiting, state: 'offered', waitingPosition: null, payment: null });
    const accepted = await api('POST', '/parents/offer/accept', {
      body: { token: replacementToken, registrationId: waiting },
    });
    expect(accepted.status).toBe(200);
    const { body } = await page(replacementToken);
    expect(body.data!.parentPage.registrations[0]).toMatchObject({
      state: 'promoted',
      waitingPosition: null,
      payment: { amountHaler: 240_000 },
    });
    const rest = await api('POST', '/parents/page', { body: { token: replacementToken } });
    expect(rest.status).toBe(200);
    expect(rest.body.registrations[0]).toMatchObject({ id: waiting, state: 'promoted', waitingPosition: null });
  });

  it('puts a fresh link in the confirmation e-mail, with a QR Platba for what is due on the page', async () => {
    const courseWithRoom = await insertCourse(database, { title: 'Keramika', price: 1800 });
    const scheduleId = await insertSchedule(database, { course_id: courseWithRoom, branch_id: branchId });
    const before = await smtp.waitForMailTo(family);
    const input = form({ scheduleId }, family.toUpperCase());
    const { id } = await register(input, '192.0.2.4');
    const mail = await smtp.waitFor(
      (received) => received !== before && /^Potvrzení přihlášky: Keramika/.test(received.subject ?? ''),
    );
    expect(mail.html).toContain(`https://kurzy.example.cz${PARENT_PAGE_PATH}`);
    const token = tokenIn(mail.text);
    expect(token).not.toBe(replacementToken);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { body } = await page(token);
    const registrations = body.data!.parentPage.registrations;
    // The address as typed in capitals is the same family.
    expect(registrations.map((registration) => registration.id)).toEqual([waiting, paidCamp, id]);
    const payment = registrations[2]!.payment!;
    expect(payment).toMatchObject({ amountHaler: 180_000, variableSymbol: registrations[2]!.variableSymbol });
    expect(payment.qr.path.length).toBeGreaterThan(100);
    // The older link still works; only hashes are stored.
    expect((await page(replacementToken)).body.errors).toBeUndefined();
    const stored = await database.dataSource.query(`SELECT token_hash FROM parent_link WHERE email_key = $1`, [family]);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('moves the link’s validity on with each use', async () => {
    await database.dataSource.query(
      `UPDATE parent_link SET last_used_at = now() - interval '11 months' WHERE token_hash = $1`,
      [sha256(replacementToken)],
    );
    expect((await page(replacementToken)).body.errors).toBeUndefined();
    const [{ recent }] = await database.dataSource.query(
      `SELECT last_used_at > now() - interval '1 minute' AS recent FROM parent_link WHERE token_hash = $1`,
      [sha256(replacementToken)],
    );
    expect(recent).toBe(true);
  });

  it('counts a view of the page once, however many of its parts ask, and still refuses a flood of links', async () => {
    // The page, its messages, the invitations and each course's make-ups arrive together (4 parts
    // here): 65 views from one address stay within the budget 60 single requests spent before.
    const ask = (token: string, address: string) => app.graphql(PAGE, { token }, { 'x-forwarded-for': address });
    const views = PAGE_LIMIT.max + 5;
    for (let view = 0; view < views; view += 1)
      for (let part = 0; part < 4; part += 1)
        expect((await ask(replacementToken, '198.51.100.70')).body.errors).toBeUndefined();
    // Made-up links from one address are each counted, the same one again too: the budget ends as before.
    const guesses = Array.from({ length: PAGE_LIMIT.max }, (_, n) => `${'x'.repeat(40)}${n % 3}`);
    for (const guess of guesses)
      expect((await ask(guess, '198.51.100.71')).body.errors?.[0]?.extensions).toMatchObject({
        domainCode: 'PARENT_LINK_INVALID',
      });
    expect((await ask(replacementToken, '198.51.100.71')).body.errors?.[0]?.extensions).toMatchObject({
      domainCode: 'REQUEST_TOO_MANY',
    });
    expect(PAGE_VIEW.uses).toBeLessThan(PAGE_LIMIT.max);
  });
});

describe('links that do not work', () => {
  it('answer alike: unknown, altered, expired, revoked', async () => {
    const email = unique();
    const { scheduleId } = {
      scheduleId: await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId }),
    };
    await register(form({ scheduleId }, email), '192.0.2.20');
    const token = tokenIn((await smtp.waitForMailTo(email)).text);
    expect((await page(token)).body.errors).toBeUndefined();

    const answers = async (candidate: string) => {
      const graphql = await page(candidate);
      const rest = await api('POST', '/parents/page', { body: { token: candidate } });
      return {
        graphql: { status: graphql.status, body: graphql.body },
        rest: { status: rest.status, body: rest.body },
      };
    };
    const unknown = await answers('a'.repeat(43));
    expect(unknown.graphql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'PARENT_LINK_INVALID',
    });
    expect(unknown.rest).toMatchObject({ status: 404, body: { code: 'PARENT_LINK_INVALID' } });

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await answers(altered)).toEqual(unknown);
    expect(await answers('x'.repeat(5000))).toEqual(unknown);

    const hash = sha256(token);
    await database.dataSource.query(
      `UPDATE parent_link SET created_at = now() - interval '14 months', last_used_at = now() - interval '13 months' WHERE token_hash = $1`,
      [hash],
    );
    expect(await answers(token)).toEqual(unknown);

    await database.dataSource.query(
      `UPDATE parent_link SET last_used_at = now(), revoked_at = now() WHERE token_hash = $1`,
      [hash],
    );
    expect(await answers(token)).toEqual(unknown);
  });
});

describe('Pošlete mi odkaz znovu', () => {
  const SEND = 'mutation ($email: String!) { sendParentLink(email: $email) }';
  const send = (email: string, address: string) => app.graphql(SEND, { email }, { 'x-forwarded-for': address });
  const linkMessages = async (email: string) =>
    (
      await database.dataSource.query(
        `SELECT count(*)::int AS count FROM mail_message WHERE kind = 'parent_link' AND lower(recipient) = $1`,
        [email],
      )
    )[0].count as number;

  it('e-mails a working link to an address with registrations, and answers the same for any address', async () => {
    const email = unique();
    const scheduleId = await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId });
    await register(form({ scheduleId }, email), '192.0.2.30');
    const first = await smtp.waitForMailTo(email);

    const known = await send(`  ${email.toUpperCase()} `, '198.51.100.1');
    const unknown = await send('nikdo.takovy@example.com', '198.51.100.2');
    expect(known).toEqual(unknown);
    expect(known.body).toEqual({ data: { sendParentLink: true } });
    const rest = await api('POST', '/parents/link', {
      body: { email: 'nikdo.takovy@example.com' },
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    expect(rest).toMatchObject({ status: 200, body: { sent: true } });

    const mail = await smtp.waitFor((received) => received !== first && received.subject === 'Odkaz na vaše přihlášky');
    expect([mail.to].flat()[0]?.value[0]?.address).toBe(email);
    const { body } = await page(tokenIn(mail.text));
    expect(body.data!.parentPage.registrations).toHaveLength(1);
    expect(await linkMessages('nikdo.takovy@example.com')).toBe(0);
  });

  it('sends a mailbox a few links an hour, and refuses a flood from one client address', async () => {
    const email = unique();
    const scheduleId = await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId });
    await register(form({ scheduleId }, email), '192.0.2.40');
    // From many addresses: the mailbox's limit, which answers like any other send.
    for (let attempt = 0; attempt < SEND_LIMIT_PER_EMAIL.max + 2; attempt += 1)
      expect((await send(email, `203.0.113.${attempt + 1}`)).body).toEqual({ data: { sendParentLink: true } });
    expect(await linkMessages(email)).toBe(SEND_LIMIT_PER_EMAIL.max);

    // From one address: refused once its budget is spent, whatever the e-mail.
    for (let attempt = 0; attempt < SEND_LIMIT_PER_ADDRESS.max; attempt += 1)
      expect((await send(`nekdo${attempt}@example.com`, '203.0.113.200')).body.errors).toBeUndefined();
    const refused = await send('dalsi@example.com', '203.0.113.200');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'REQUEST_TOO_MANY' });
    const restRefused = await api('POST', '/parents/link', {
      body: { email: 'dalsi@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(restRefused.status).toBe(429);
  });
});

describe('the page’s address', () => {
  it('is sent with no referrer, no caching and no indexing, in every language', async () => {
    for (const prefix of ['', '/en', '/uk']) {
      const response = await fetch(`${app.url}${prefix}${PARENT_PAGE_PATH}${'a'.repeat(43)}`);
      await response.text();
      expect({
        referrer: response.headers.get('referrer-policy'),
        cache: response.headers.get('cache-control'),
        robots: response.headers.get('x-robots-tag'),
      }).toEqual({ referrer: 'no-referrer', cache: 'private, no-store', robots: 'noindex, nofollow' });
    }
    // Other pages keep theirs.
    const other = await fetch(`${app.url}/courses`);
    await other.text();
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(other.headers.get('cache-control')).toBe('public, no-cache');
  });
});
