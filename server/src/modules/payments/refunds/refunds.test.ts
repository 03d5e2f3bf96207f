// Refunds (issue 46, item 5) over real HTTP on a real database, against the fake Comgate shipped in the
// repo: a card payment is given back through the gateway, whole or a part, never more than it brought
// minus what it gave back (refused with the catalogue's code, nothing changed); a double click gives one
// refund; a gateway that does not answer leaves a pending refund the job finishes; a gateway's refusal
// leaves the database as it was. Bank and cash money goes back by a transfer to the parent's checked
// account, gathered into an ABO payment-order file this test reads back field by field. Who, why and
// how much stay in the registration's history; the parent gets an e-mail; lectors see nothing of it.
import { randomUUID } from 'node:crypto';
import { PaymentErrorCode } from '@kurzy/common';
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
import { type RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { type FakeComgate, startFakeComgate } from '../card/card-payment.fake-comgate';

let database: TestDatabase;
let fake: FakeComgate;
let app: RunningApp;
let services: Services;
let admin: Record<string, string>;
let lector: Record<string, string>;
let scheduleId: number;
const log = memoryLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeComgate();
  const config = await testConfig({
    COMGATE_MERCHANT: fake.merchant,
    COMGATE_SECRET: fake.secret,
    COMGATE_URL: fake.url,
    PUBLIC_URL: 'https://kurzy.example.cz',
    OPERATOR_IBAN: 'CZ6508000000192000145399',
    OPERATOR_NAME: 'Kroužky Šikula',
  });
  app = await startTestApp(database, config, { logger: log });
  fake.notifyUrl = `${app.url}/api/payments/comgate`;
  services = createServices({ config, dataSource: database.dataSource, logger: log });
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  const courseId = await insertCourse(database, { title: 'Keramika pro děti', price: 1200 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
});
afterAll(async () => {
  await services.mail.stop();
  await app.close();
  await fake.close();
  await database.drop();
  expect(log.lines.join('\n')).not.toContain(fake.secret);
});

async function family() {
  const email = `rodina-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const id = await insertRegistration(database, { schedule_id: scheduleId, email });
  return { id, email, token: await insertParentLink(database, email) };
}

async function api(method: string, path: string, body?: unknown, headers = admin) {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** A registration paid by card at the fake gateway: its payment's id and the gateway's transaction. */
async function paidByCard() {
  const registration = await family();
  const start = await api(
    'POST',
    '/parents/card-payment',
    { token: registration.token, registrationId: registration.id },
    {},
  );
  expect(start.status).toBe(200);
  const transaction = fake.last();
  fake.setStatus(transaction.transId, 'PAID');
  expect((await fake.notify(transaction.transId)).body).toBe('code=0&message=OK');
  const [row] = await database.dataSource.query<{ paymentId: number }[]>(
    'SELECT payment_id AS "paymentId" FROM card_payment WHERE provider_id = $1',
    [transaction.transId],
  );
  expect(row?.paymentId).toEqual(expect.any(Number));
  return { registration, transaction, paymentId: row!.paymentId };
}

async function money(registrationId: number, paymentId: number) {
  const [row] = await database.dataSource.query<
    { state: string; received: string; refunded: string; refunds: number }[]
  >(
    `SELECT r.payment_state AS state, r.received_haler AS received, p.refunded_haler AS refunded,
            (SELECT count(*)::int FROM refund WHERE payment_id = p.id) AS refunds
       FROM registration r, payment p WHERE r.id = $1 AND p.id = $2`,
    [registrationId, paymentId],
  );
  return { state: row!.state, received: Number(row!.received), refunded: Number(row!.refunded), refunds: row!.refunds };
}

async function refundMails(registrationId: number) {
  return database.dataSource.query<{ referenceId: number }[]>(
    `SELECT reference_id AS "referenceId" FROM mail_message WHERE registration_id = $1 AND kind = 'payment_refunded' ORDER BY id`,
    [registrationId],
  );
}

test('a card payment is given back in parts through the gateway, never more than it brought', async () => {
  const { registration, transaction, paymentId } = await paidByCard();
  expect(await money(registration.id, paymentId)).toEqual({
    state: 'paid',
    received: 120_000,
    refunded: 0,
    refunds: 0,
  });

  const part = await api('POST', `/payments/${paymentId}/refund`, { amount: 50_000, reason: 'Nemoc dítěte' });
  expect(part.status).toBe(201);
  expect(part.json).toEqual({ refundId: expect.any(Number), state: 'refunded' });
  expect(transaction.refunded).toBe(50_000);
  expect(await money(registration.id, paymentId)).toEqual({
    state: 'partially_paid',
    received: 70_000,
    refunded: 50_000,
    refunds: 1,
  });

  // More than is left: refused with the catalogue's code and Czech text, nothing changes anywhere.
  const over = await api('POST', `/payments/${paymentId}/refund`, { amount: 70_001, reason: 'Zbytek' });
  expect(over.status).toBe(409);
  expect(over.json).toMatchObject({
    code: PaymentErrorCode.RefundTooLarge,
    message:
      'Z této platby lze vrátit nejvýše 700\u00a0Kč (přijatá částka bez toho, co už se vrátilo). Nic se nevrátilo.',
  });
  expect(transaction.refunded).toBe(50_000);
  expect(await money(registration.id, paymentId)).toMatchObject({ received: 70_000, refunded: 50_000, refunds: 1 });

  // The rest, at the GraphQL door: the payment then pays nothing and is `refunded`.
  const rest = await app.graphql<{ refundPayment: { refundId: number; state: string } }>(
    'mutation ($id: Int!) { refundPayment(paymentId: $id, input: { amount: 70000, reason: "Zrušeno rodičem" }) { refundId state } }',
    { id: paymentId },
    admin,
  );
  expect(rest.body.data?.refundPayment.state).toBe('refunded');
  expect(transaction.refunded).toBe(120_000);
  expect(await money(registration.id, paymentId)).toMatchObject({ state: 'unpaid', received: 0, refunded: 120_000 });
  const again = await app.graphql(
    'mutation ($id: Int!) { refundPayment(paymentId: $id, input: { amount: 1, reason: "Ještě" }) { refundId } }',
    { id: paymentId },
    admin,
  );
  expect(again.body.errors?.[0]?.extensions?.domainCode).toBe(PaymentErrorCode.RefundTooLarge);

  // Who, when, why and how much: the registration's payment history; the parent got an e-mail per refund.
  const history = await app.graphql<{
    registration: {
      paymentHistory: { type: string; amountHaler: number; note: string | null; actorId: number | null }[];
      payments: {
        state: string;
        refundedHaler: number;
        refunds: { amountHaler: number; method: string; state: string }[];
      }[];
    };
  }>(
    `query ($id: Int!) { registration(id: $id) {
       paymentHistory { type amountHaler note actorId }
       payments { state refundedHaler refunds { amountHaler method state } } } }`,
    { id: registration.id },
    admin,
  );
  const refunded = history.body.data!.registration.paymentHistory.filter((event) => event.type === 'refunded');
  expect(refunded).toEqual([
    { type: 'refunded', amountHaler: 50_000, note: 'Nemoc dítěte', actorId: expect.any(Number) },
    { type: 'refunded', amountHaler: 70_000, note: 'Zrušeno rodičem', actorId: expect.any(Number) },
  ]);
  expect(history.body.data!.registration.payments).toEqual([
    {
      state: 'refunded',
      refundedHaler: 120_000,
      refunds: [
        { amountHaler: 50_000, method: 'card', state: 'refunded' },
        { amountHaler: 70_000, method: 'card', state: 'refunded' },
      ],
    },
  ]);
  expect(await refundMails(registration.id)).toHaveLength(2);
  const listed = await api('GET', '/refunds?state=refunded');
  expect(listed.status).toBe(200);
  expect((listed.json as unknown as { paymentId: number }[]).filter((row) => row.paymentId === paymentId)).toHaveLength(
    2,
  );
});

test('a double click gives one refund; the key sent with other content is refused', async () => {
  const { registration, transaction, paymentId } = await paidByCard();
  const key = randomUUID();
  const body = { amount: 30_000, reason: 'Přeplatek', idempotencyKey: key };
  const [first, second] = await Promise.all([
    api('POST', `/payments/${paymentId}/refund`, body),
    api('POST', `/payments/${paymentId}/refund`, body),
  ]);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.json).toEqual(first.json);
  expect(transaction.refunded).toBe(30_000);
  expect(await money(registration.id, paymentId)).toMatchObject({ refunded: 30_000, refunds: 1 });
  const reused = await api('POST', `/payments/${paymentId}/refund`, { ...body, amount: 10_000 });
  expect(reused.json).toMatchObject({ code: PaymentErrorCode.RefundKeyReused });
});

test('a gateway that does not answer leaves a pending refund the job finishes; a refusal changes nothing', async () => {
  const { registration, transaction, paymentId } = await paidByCard();
  fake.failNext(502);
  const pending = await api('POST', `/payments/${paymentId}/refund`, { amount: 20_000, reason: 'Výpadek brány' });
  expect(pending.status).toBe(201);
  expect(pending.json).toMatchObject({ state: 'pending' });
  // Counted as given back at once (no second refund can take it), not yet told to the parent.
  expect(await money(registration.id, paymentId)).toMatchObject({ received: 100_000, refunded: 20_000 });
  expect(await refundMails(registration.id)).toHaveLength(0);
  expect(transaction.refunded).toBe(0);

  expect(await services.refunds.retryPending()).toEqual({ refunded: 1, failed: 0, pending: 0 });
  expect(transaction.refunded).toBe(20_000);
  const listed = await api('GET', '/refunds?state=refunded');
  expect(listed.json).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: (pending.json as { refundId: number }).refundId })]),
  );
  expect(await refundMails(registration.id)).toHaveLength(1);

  // Given back in the gateway's portal meanwhile: the gateway refuses, and nothing here changes.
  transaction.refunded = transaction.price;
  const refused = await api('POST', `/payments/${paymentId}/refund`, { amount: 10_000, reason: 'Znovu' });
  expect(refused.status).toBe(409);
  expect(refused.json).toMatchObject({ code: PaymentErrorCode.RefundGatewayRefused });
  expect(await money(registration.id, paymentId)).toMatchObject({ received: 100_000, refunded: 20_000, refunds: 1 });
});

/** ABO/KPC read back: the header, the accounting file, the group, its orders, the ends. */
function parseAbo(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const header = /^UHL1(\d{6})(.{20})(\d{10})(\d{3})(\d{3})(\d{12})$/.exec(lines[0]!);
  const file = /^1 1501 (\d{6}) (\d{4})$/.exec(lines[1]!);
  const group = /^2 (\d{6})-(\d{10}) (\d{14}) (\d{6})$/.exec(lines[2]!);
  expect([header, file, group].every(Boolean)).toBe(true);
  expect(lines.slice(-2)).toEqual(['3 +', '5 +']);
  const orders = lines.slice(3, -2).map((line) => {
    const match = /^(\d{6})-(\d{10}) (\d{12}) (\d{10}) (\d{4})(\d{4}) (\d{10}) (?:AV:)?(.{0,35})$/.exec(line);
    expect(match).not.toBeNull();
    const [, prefix, number, amount, vs, bank, constant, specific, message] = match!;
    return { prefix, number, amount: Number(amount), vs, bank, constant, specific, message };
  });
  return {
    created: header![1],
    client: header![2]!.trim(),
    payerBank: file![2],
    payer: `${group![1]}-${group![2]}`,
    total: Number(group![3]),
    due: group![4],
    orders,
  };
}

test('cash is given back by a transfer to a checked account, gathered into a payment-order file', async () => {
  const registration = await family();
  const cash = await api('POST', '/payments/cash', {
    registrationId: registration.id,
    amountHaler: 120_000,
    bookedOn: '2026-09-01',
    receiptNumber: 'P-2026-001',
  });
  expect(cash.status).toBe(201);
  const paymentId = (cash.json as { id: number }).id;
  // The parent cancels: staff unpair the payment and cancel, and the money waits to be given back.
  expect((await api('POST', '/registrations/batch/unpayed', { ids: [registration.id] })).json).toEqual({ count: 1 });
  expect((await api('DELETE', `/registrationOff/${registration.id}`)).status).toBe(200);

  const noAccount = await api('POST', `/payments/${paymentId}/refund`, { amount: 120_000, reason: 'Storno' });
  expect(noAccount.status).toBe(400);
  expect(noAccount.json).toMatchObject({ code: PaymentErrorCode.RefundAccountRequired });
  const badAccount = await api('POST', `/payments/${paymentId}/refund`, {
    amount: 120_000,
    reason: 'Storno',
    account: '19-2000145398/0800',
  });
  expect(badAccount.status).toBe(400);
  expect(JSON.stringify(badAccount.json)).toContain('account');
  expect(await money(registration.id, paymentId)).toMatchObject({ refunded: 0, refunds: 0 });

  const given = await api('POST', `/payments/${paymentId}/refund`, {
    amount: 120_000,
    reason: 'Storno přihlášky',
    account: ' 2000145399 / 0800 ',
  });
  expect(given.status).toBe(201);
  expect(given.json).toMatchObject({ state: 'to_transfer' });
  const waiting = await api('GET', '/refunds?state=to_transfer');
  expect(waiting.json).toEqual(
    expect.arrayContaining([expect.objectContaining({ paymentId, account: '2000145399/0800', method: 'transfer' })]),
  );
  expect(await refundMails(registration.id)).toHaveLength(1);

  const order = await api('GET', `/refunds/order?ids=${(given.json as { refundId: number }).refundId}`);
  expect(order.status).toBe(200);
  expect(order.headers.get('content-disposition')).toMatch(/vraceni-plateb-\d{4}-\d{2}-\d{2}\.kpc/);
  const parsed = parseAbo(order.text);
  const [registrationVs] = await database.dataSource.query<{ vs: string }[]>(
    'SELECT variable_symbol::text AS vs FROM registration WHERE id = $1',
    [registration.id],
  );
  expect(parsed).toMatchObject({
    client: 'Krouzky Sikula',
    payerBank: '0800',
    payer: '000019-2000145399',
    total: 120_000,
  });
  expect(parsed.orders).toEqual([
    {
      prefix: '000000',
      number: '2000145399',
      amount: 120_000,
      vs: registrationVs!.vs.padStart(10, '0'),
      bank: '0800',
      constant: '0008',
      specific: '0000000000',
      message: 'Vraceni platby Krouzky Sikula',
    },
  ]);

  // The bank sent it: nothing is left to transfer.
  const sent = await api('POST', '/refunds/transferred', { ids: [(given.json as { refundId: number }).refundId] });
  expect(sent.json).toEqual({ count: 1 });
  const empty = await api('GET', `/refunds/order?ids=${(given.json as { refundId: number }).refundId}`);
  expect(empty.json).toMatchObject({ code: PaymentErrorCode.NothingToTransfer });
});

test('lectors see nothing of refunds and give none', async () => {
  expect((await api('GET', '/refunds', undefined, lector)).status).toBe(403);
  expect((await api('GET', '/refunds/order', undefined, lector)).status).toBe(403);
  expect((await api('POST', '/payments/1/refund', { amount: 100, reason: 'x' }, lector)).status).toBe(403);
  const graphql = await app.graphql('{ refunds { id } }', {}, lector);
  expect(graphql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
