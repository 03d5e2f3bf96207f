// Card payments through Comgate (issue 46, items 2-4) over real HTTP against the fake Comgate shipped in
// the repo, on a real database: "Zaplatit kartou" from the family's page and the thank-you page creates
// a payment of what is still owed and answers the gateway's page; a notification is believed only after
// Comgate's own status says PAID for the amount created, and records the money once however often it
// comes; a forged notification changes nothing; one that never comes is found by the periodic check on
// the shared job runner; an amount that differs records nothing. The money is a payment like a bank
// movement: the registration is paid and "Platba přijata" is written once.
import { createHmac } from 'node:crypto';
import { ParentErrorCode, PaymentSource } from '@kurzy/common';
import { createServices } from '../../../test/services';
import type { Services } from '../../../core/services';
import { memoryLogger, testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import {
  insertBranch,
  insertCourse,
  insertParentLink,
  insertRegistration,
  insertSchedule,
} from '../../../test/fixtures';
import { type RunningApp, startTestApp } from '../../../test/http';
import { type FakeComgate, startFakeComgate } from './card-payment.fake-comgate';

const PUBLIC_URL = 'https://kurzy.example.cz';

let database: TestDatabase;
let fake: FakeComgate;
let app: RunningApp;
let services: Services;
let scheduleId: number;
const log = memoryLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeComgate();
  const config = await testConfig({
    COMGATE_MERCHANT: fake.merchant,
    COMGATE_SECRET: fake.secret,
    COMGATE_URL: fake.url,
    COMGATE_TEST: 'true',
    PUBLIC_URL,
  });
  app = await startTestApp(database, config, { logger: log });
  fake.notifyUrl = `${app.url}/api/payments/comgate`;
  // Another instance over the same database, whose job runner the test turns by hand.
  services = createServices({ config, dataSource: database.dataSource, logger: log });
  const courseId = await insertCourse(database, { title: 'Keramika pro děti', price: 1200 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
});
afterAll(async () => {
  await services.mail.stop();
  await app.close();
  await fake.close();
  await database.drop();
  // Whatever happened, the secret was never written to a log line.
  expect(log.lines.join('\n')).not.toContain(fake.secret);
});

async function family(values: Record<string, unknown> = {}) {
  const email = `rodina-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const id = await insertRegistration(database, { schedule_id: scheduleId, email, ...values });
  const [row] = await database.dataSource.query<{ vs: string }[]>(
    'SELECT variable_symbol::text AS vs FROM registration WHERE id = $1',
    [id],
  );
  return { id, email, vs: row!.vs, token: await insertParentLink(database, email) };
}

async function post(path: string, body: unknown, contentType = 'application/json') {
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: response.status, text, json };
}

/** "Zaplatit kartou" from the family's page: the gateway's transaction it created. */
async function payByCard(registration: { id: number; token: string }) {
  const answer = await post('/parents/card-payment', { token: registration.token, registrationId: registration.id });
  expect(answer.status).toBe(200);
  const transaction = fake.last();
  expect(answer.json).toEqual({ redirect: `${fake.url}/pay/${transaction.transId}` });
  return transaction;
}

async function registrationState(id: number) {
  const [row] = await database.dataSource.query<{ state: string; received: string }[]>(
    'SELECT payment_state AS state, received_haler AS received FROM registration WHERE id = $1',
    [id],
  );
  return { state: row!.state, received: Number(row!.received) };
}

async function cardRow(transId: string) {
  const [row] = await database.dataSource.query<{ state: string; publicId: string; paymentId: number | null }[]>(
    'SELECT state, public_id AS "publicId", payment_id AS "paymentId" FROM card_payment WHERE provider_id = $1',
    [transId],
  );
  return row!;
}

async function cardPayments(registrationId: number) {
  return database.dataSource.query<{ amount: string; source: string; vs: string }[]>(
    `SELECT p.amount_haler AS amount, p.source, p.variable_symbol AS vs FROM payment p
       JOIN payment_allocation a ON a.payment_id = p.id AND a.reversed_at IS NULL
      WHERE a.registration_id = $1 AND p.source = $2`,
    [registrationId, PaymentSource.card],
  );
}

async function receivedMails(registrationId: number): Promise<number> {
  const [row] = await database.dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM mail_message WHERE registration_id = $1 AND kind = 'payment_received'`,
    [registrationId],
  );
  return row!.count;
}

test('the family pays what is still owed; duplicate notifications record it once, with one e-mail', async () => {
  const registration = await family();
  const page = await app.graphql<{ parentPage: { registrations: { id: number; cardPayment: boolean }[] } }>(
    'query ($token: String!) { parentPage(token: $token) { registrations { id cardPayment } } }',
    { token: registration.token },
  );
  expect(page.body.data?.parentPage.registrations).toEqual([{ id: registration.id, cardPayment: true }]);

  const transaction = await payByCard(registration);
  const { publicId } = await cardRow(transaction.transId);
  expect(transaction).toMatchObject({
    price: 120_000,
    curr: 'CZK',
    label: 'Keramika pro dět',
    refId: registration.vs,
    email: registration.email,
    test: 'true',
    returnUrl: `${PUBLIC_URL}/platba-kartou/${publicId}`,
  });
  const pending = await fetch(`${app.url}/api/parents/card-payment/${publicId}`);
  expect(await pending.json()).toEqual({ state: 'pending', amountHaler: 120_000, variableSymbol: registration.vs });

  fake.setStatus(transaction.transId, 'PAID');
  for (let time = 0; time < 3; time += 1)
    expect(await fake.notify(transaction.transId)).toEqual({ status: 200, body: 'code=0&message=OK' });
  expect(await registrationState(registration.id)).toEqual({ state: 'paid', received: 120_000 });
  expect(await cardPayments(registration.id)).toEqual([{ amount: '120000', source: 'card', vs: registration.vs }]);
  expect(await receivedMails(registration.id)).toBe(1);
  const view = await app.graphql<{ cardPayment: { state: string } }>(
    'query ($id: String!) { cardPayment(id: $id) { state amountHaler } }',
    { id: publicId },
  );
  expect(view.body.data?.cardPayment).toEqual({ state: 'paid', amountHaler: 120_000 });

  // Paid: nothing is offered any more.
  const again = await post('/parents/card-payment', { token: registration.token, registrationId: registration.id });
  expect(again.json?.code).toBe('PAYMENT_CARD_NOTHING_TO_PAY');
});

test('a notification without the secret changes nothing; the one that never comes is found by the check', async () => {
  const registration = await family();
  const transaction = await payByCard(registration);
  fake.setStatus(transaction.transId, 'PAID');
  const forged = await fake.notify(transaction.transId, { secret: 'uhodnute-heslo-123' });
  expect(forged.status).toBe(403);
  expect(JSON.parse(forged.body)).toMatchObject({ code: 'PAYMENT_CARD_NOTIFICATION_REFUSED' });
  expect(forged.body).not.toContain(fake.secret);
  expect(await registrationState(registration.id)).toEqual({ state: 'unpaid', received: 0 });
  expect((await cardRow(transaction.transId)).state).toBe('pending');

  // Young payments are left to their notification; an older one is asked about by the job.
  await services.jobs.runNow('payments.card-check');
  expect((await cardRow(transaction.transId)).state).toBe('pending');
  await database.dataSource.query(
    `UPDATE card_payment SET created_at = now() - interval '10 minutes' WHERE provider_id = $1`,
    [transaction.transId],
  );
  expect(await services.jobs.runNow('payments.card-check')).toBe('done');
  expect((await cardRow(transaction.transId)).state).toBe('paid');
  expect(await registrationState(registration.id)).toEqual({ state: 'paid', received: 120_000 });
  expect(await receivedMails(registration.id)).toBe(1);
});

test('a payment still pending after 7 days is expired and asked about no more', async () => {
  const registration = await family();
  const transaction = await payByCard(registration);
  await database.dataSource.query(
    `UPDATE card_payment SET created_at = now() - interval '7 days 1 minute' WHERE provider_id = $1`,
    [transaction.transId],
  );
  const asked = fake.calls.filter((call) => call.method === 'status').length;
  await services.jobs.runNow('payments.card-check');
  expect((await cardRow(transaction.transId)).state).toBe('expired');
  await services.jobs.runNow('payments.card-check');
  expect(fake.calls.filter((call) => call.method === 'status' && call.transId === transaction.transId)).toEqual([]);
  expect(fake.calls.filter((call) => call.method === 'status').length).toBe(asked);
});

test('an amount that differs from the one created records nothing', async () => {
  const registration = await family();
  const transaction = await payByCard(registration);
  transaction.price = 100;
  fake.setStatus(transaction.transId, 'PAID');
  expect((await fake.notify(transaction.transId)).body).toBe('code=0&message=OK');
  expect((await cardRow(transaction.transId)).state).toBe('mismatched');
  expect(await registrationState(registration.id)).toEqual({ state: 'unpaid', received: 0 });
  expect(log.lines.some((line) => line.startsWith('ERROR') && line.includes(transaction.transId))).toBe(true);
});

test('a payment cancelled at the gateway leaves the registration owing; the parent may try again', async () => {
  const registration = await family();
  const first = await payByCard(registration);
  fake.setStatus(first.transId, 'CANCELLED');
  await fake.notify(first.transId);
  expect((await cardRow(first.transId)).state).toBe('cancelled');
  expect(await registrationState(registration.id)).toEqual({ state: 'unpaid', received: 0 });
  const second = await payByCard(registration);
  expect(second.transId).not.toBe(first.transId);
});

test('the thank-you page pays with its key; another key, or another family, is a dead link', async () => {
  const registered = await app.graphql<{ register: { id: number; cardPaymentKey: string | null } }>(
    `mutation ($input: RegistrationInput!) { register(input: $input) { id cardPaymentKey } }`,
    {
      input: {
        type: 'course',
        scheduleId,
        parentFirstName: 'Petra',
        parentLastName: 'Černá',
        email: 'petra.cerna@example.com',
        phone: '+420 777 000 111',
        childFullName: 'Šimon Černý',
        childBornYear: '2021-03-07',
        personalDataConsent: true,
        photoConsent: false,
      },
    },
  );
  expect(registered.body.errors).toBeUndefined();
  const { id, cardPaymentKey } = registered.body.data!.register;
  expect(cardPaymentKey).toBe(
    createHmac('sha256', fake.secret).update(`card-payment:${id}`).digest('base64url').slice(0, 32),
  );
  const other = await family();
  for (const [registrationId, payKey] of [
    [id, 'A'.repeat(32)],
    [other.id, cardPaymentKey],
  ] as const) {
    const refused = await post('/parents/card-payment', { payKey, registrationId });
    expect(refused).toMatchObject({ status: 404, json: { code: ParentErrorCode.LinkInvalid } });
  }
  const started = await app.graphql<{ startCardPayment: { redirect: string } }>(
    'mutation ($id: Int!, $key: String) { startCardPayment(registrationId: $id, payKey: $key) { redirect } }',
    { id, key: cardPaymentKey },
  );
  expect(started.body.data?.startCardPayment.redirect).toBe(`${fake.url}/pay/${fake.last().transId}`);
  expect(fake.last()).toMatchObject({ price: 120_000, email: 'petra.cerna@example.com' });
});

test('money that comes for a registration cancelled meanwhile waits unmatched for staff', async () => {
  const registration = await family();
  const transaction = await payByCard(registration);
  await database.dataSource.query('UPDATE registration SET cancelled_at = now() WHERE id = $1', [registration.id]);
  fake.setStatus(transaction.transId, 'PAID');
  await fake.notify(transaction.transId);
  const { paymentId } = await cardRow(transaction.transId);
  const [payment] = await database.dataSource.query<{ amount: string; source: string }[]>(
    'SELECT amount_haler AS amount, source FROM payment WHERE id = $1',
    [paymentId],
  );
  expect(payment).toEqual({ amount: '120000', source: 'card' });
  expect(await cardPayments(registration.id)).toEqual([]);
});

test('a notification in any other shape is refused and changes nothing', async () => {
  for (const [body, type] of [
    [JSON.stringify({ merchant: fake.merchant, secret: fake.secret, transId: 'X' }), 'application/json'],
    ['', 'application/x-www-form-urlencoded'],
    ['x'.repeat(20_000), 'text/plain'],
  ] as const) {
    const answer = await post('/payments/comgate', body, type);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
});

test('the return page is private: no index, no cache, no referrer', async () => {
  const response = await fetch(`${app.url}/platba-kartou/${'a'.repeat(32)}`);
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
});
