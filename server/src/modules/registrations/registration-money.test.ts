// Money rules (issue 16, item 7): a cancelled registration's payment is frozen, cancel and pay of
// one row never both win, and a registration with an issued invoice is never deleted; the parents'
// receipt is sent once per real change of the money received (issue 38, audit).
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let scheduleId: number;

const PAY = 'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }';
const UNPAY = 'mutation ($ids: [Int!]!) { unpayRegistrations(ids: $ids) }';
const MARK_PAID = 'mutation ($id: Int!) { markRegistrationPaid(id: $id) { id paymentState } }';
const CANCEL = 'mutation ($id: Int!) { cancelRegistration(id: $id) { id } }';
const DELETE = 'mutation ($id: Int!) { deleteRegistration(id: $id) }';
const DELETE_MANY = 'mutation ($ids: [Int!]!) { deleteRegistrations(ids: $ids) }';
const SEND_INVOICE = 'mutation ($id: Int!) { sendInvoice(id: $id) { id invoiceNumber } }';

let counter = 0;
async function newRegistration(values: Record<string, unknown> = {}) {
  counter += 1;
  const childFullName = `Ema Peníze ${counter}`;
  const id = await insertRegistration(database, { schedule_id: scheduleId, child_full_name: childFullName, ...values });
  const [{ vs }] = await database.dataSource.query('SELECT variable_symbol AS vs FROM registration WHERE id = $1', [
    id,
  ]);
  return { id, childFullName, vs: vs as string };
}

const row = async (id: number) =>
  (
    await database.dataSource.query(
      `SELECT id, payment_state AS "paymentState", cancelled_at IS NOT NULL AS cancelled, invoice_number AS "invoiceNumber"
         FROM registration WHERE id = $1`,
      [id],
    )
  )[0];

const invoiceOf = async (id: number) =>
  (await database.dataSource.query('SELECT number, amount, item FROM invoice WHERE registration_id = $1', [id]))[0];

const rest = (method: string, path: string, body?: unknown) =>
  fetch(`${app.url}/api${path}`, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function cancelled() {
  const registration = await newRegistration();
  const { body } = await app.graphql(CANCEL, { id: registration.id }, admin);
  expect(body.errors).toBeUndefined();
  return registration;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { capacity: 500, max_capacity: 500, title: 'Keramika' });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a cancelled registration keeps its payment state', () => {
  it('refuses marking one paid, in GraphQL and REST, with a Czech message naming it', async () => {
    const { id, childFullName, vs } = await cancelled();
    const message = `Platbu zrušené přihlášky nelze měnit: ${childFullName} (VS ${vs}).`;

    const single = await app.graphql(MARK_PAID, { id }, admin);
    expect(single.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const restSingle = await rest('POST', `/registration/${id}/payed`);
    expect(restSingle.status).toBe(409);
    expect(await restSingle.json()).toMatchObject({ message });
    expect(await row(id)).toMatchObject({ paymentState: 'unpaid', cancelled: true });
  });

  it('refuses a whole batch (pay or unpay) that holds one cancelled registration: nothing changes', async () => {
    const gone = await cancelled();
    const open = await newRegistration();
    const paid = await newRegistration({ payment_state: 'paid' });
    const message = `Platbu zrušené přihlášky nelze měnit: ${gone.childFullName} (VS ${gone.vs}).`;

    const pay = await app.graphql(PAY, { ids: [open.id, gone.id] }, admin);
    expect(pay.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const unpay = await app.graphql(UNPAY, { ids: [paid.id, gone.id] }, admin);
    expect(unpay.body.errors?.[0]).toMatchObject({ message });
    const restPay = await rest('POST', '/registrations/batch/payed', { ids: [gone.id, open.id] });
    expect(restPay.status).toBe(409);
    expect(await restPay.json()).toMatchObject({ message });
    const restUnpay = await rest('POST', '/registrations/batch/unpayed', { ids: [gone.id, paid.id] });
    expect(restUnpay.status).toBe(409);

    expect(await row(open.id)).toMatchObject({ paymentState: 'unpaid', cancelled: false });
    expect(await row(paid.id)).toMatchObject({ paymentState: 'paid', cancelled: false });
    expect(await row(gone.id)).toMatchObject({ paymentState: 'unpaid', cancelled: true });

    // Without the cancelled one the same batches go through.
    expect((await app.graphql(PAY, { ids: [open.id] }, admin)).body.data).toEqual({ payRegistrations: 1 });
    expect((await app.graphql(UNPAY, { ids: [paid.id] }, admin)).body.data).toEqual({ unpayRegistrations: 1 });
  });

  it('refuses unpaying one cancelled while paid (data from before the rule), naming a few and counting the rest', async () => {
    const old = [];
    for (let i = 0; i < 5; i += 1) old.push(await newRegistration({ payment_state: 'paid', cancelled_at: new Date() }));
    const { body } = await app.graphql(UNPAY, { ids: old.map(({ id }) => id) }, admin);
    const named = old
      .slice(0, 3)
      .map(({ childFullName, vs }) => `${childFullName} (VS ${vs})`)
      .join(', ');
    expect(body.errors?.[0]?.message).toBe(`Platbu zrušené přihlášky nelze měnit: ${named} a další (2).`);
    for (const { id } of old) expect(await row(id)).toMatchObject({ paymentState: 'paid', cancelled: true });
  });

  it('cancel and pay racing on the same rows: every row ends cancelled or paid, never both', async () => {
    const rows = await Promise.all(Array.from({ length: 30 }, () => newRegistration()));
    const answers = await Promise.all(
      rows.flatMap(({ id }, index) => [
        app.graphql(CANCEL, { id }, admin),
        index % 2 === 0 ? app.graphql(PAY, { ids: [id] }, admin) : app.graphql(MARK_PAID, { id }, admin),
      ]),
    );
    // Each refusal is one of the two rules, never a server error.
    const refusals = answers.flatMap(({ body }) => body.errors ?? []).map(({ message }) => message);
    for (const message of refusals) {
      expect(message).toMatch(/^(Zaplacenou přihlášku nelze zrušit\.|Platbu zrušené přihlášky nelze měnit: )/);
    }
    expect(refusals).toHaveLength(rows.length);
    const states = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE cancelled_at IS NOT NULL AND payment_state = 'paid')::int AS both,
              count(*) FILTER (WHERE (cancelled_at IS NOT NULL) <> (payment_state = 'paid'))::int AS one
         FROM registration WHERE id = ANY($1::int[])`,
      [rows.map(({ id }) => id)],
    );
    expect(states).toEqual([{ both: 0, one: rows.length }]);
  });
});

describe('a registration with an issued invoice is cancelled, never deleted', () => {
  async function invoiced() {
    const registration = await newRegistration();
    const { body } = await app.graphql<{ sendInvoice: { invoiceNumber: string } }>(
      SEND_INVOICE,
      { id: registration.id },
      admin,
    );
    expect(body.errors).toBeUndefined();
    const number = body.data!.sendInvoice.invoiceNumber;
    return { ...registration, number, before: await row(registration.id), invoice: await invoiceOf(registration.id) };
  }

  const refusal = (number: string) =>
    `Přihlášku s vystavenou fakturou č. ${number} nelze smazat: vystavená faktura se musí uchovat. Přihlášku můžete zrušit.`;

  it('refuses deleting one, in GraphQL and REST, naming the invoice; the row and its invoice stay', async () => {
    const { id, number, before, invoice } = await invoiced();
    expect(invoice).toMatchObject({ number });

    const single = await app.graphql(DELETE, { id }, admin);
    expect(single.body.errors?.[0]).toMatchObject({ message: refusal(number), extensions: { code: 'CONFLICT' } });
    const restSingle = await rest('DELETE', `/registrations/${id}`);
    expect(restSingle.status).toBe(409);
    expect(await restSingle.json()).toMatchObject({ message: refusal(number) });
    expect(await row(id)).toEqual(before);
    expect(await invoiceOf(id)).toEqual(invoice);

    // Cancelling it is the way; the invoice stays.
    expect((await app.graphql(CANCEL, { id }, admin)).body.errors).toBeUndefined();
    expect(await row(id)).toMatchObject({ cancelled: true, invoiceNumber: number });
    expect(await invoiceOf(id)).toEqual(invoice);
    expect((await app.graphql(DELETE, { id }, admin)).body.errors?.[0]?.message).toBe(refusal(number));
  });

  it('refuses a whole batch that holds one (GraphQL and REST): nothing is deleted', async () => {
    const first = await invoiced();
    const second = await invoiced();
    const plain = await newRegistration();

    const many = await app.graphql(DELETE_MANY, { ids: [plain.id, first.id] }, admin);
    expect(many.body.errors?.[0]).toMatchObject({ message: refusal(first.number), extensions: { code: 'CONFLICT' } });
    const restMany = await rest('POST', '/registrations/batch/delete', { ids: [second.id, plain.id, first.id] });
    expect(restMany.status).toBe(409);
    expect(await restMany.json()).toMatchObject({
      message: `Přihlášky s vystavenými fakturami č. ${first.number}, ${second.number} nelze smazat: vystavené faktury se musí uchovat. Přihlášky můžete zrušit.`,
    });

    expect(await row(plain.id)).toMatchObject({ id: plain.id });
    for (const { id, before, invoice } of [first, second]) {
      expect(await row(id)).toEqual(before);
      expect(await invoiceOf(id)).toEqual(invoice);
    }
    // Without them the batch deletes.
    expect((await app.graphql(DELETE_MANY, { ids: [plain.id] }, admin)).body.data).toEqual({ deleteRegistrations: 1 });
  });

  it('counts an invoice number on the registration (issued before the invoice table) as issued', async () => {
    const { id } = await newRegistration({ invoice_number: '2019000042' });
    const { body } = await app.graphql(DELETE, { id }, admin);
    expect(body.errors?.[0]?.message).toBe(refusal('2019000042'));
    expect(await row(id)).toMatchObject({ invoiceNumber: '2019000042' });
  });
});

describe('the parents’ receipt ("Platba přijata")', () => {
  const receipts = async (id: number) =>
    (
      await database.dataSource.query(
        `SELECT count(*)::int AS count FROM mail_message
          WHERE registration_id = $1 AND kind = 'payment_received' AND status <> 'skipped'`,
        [id],
      )
    )[0].count;
  const messages = async (id: number) =>
    database.dataSource.query(
      `SELECT status, last_error AS "lastError", next_attempt_at > now() + interval '90 seconds' AS held
         FROM mail_message WHERE registration_id = $1 AND kind = 'payment_received' ORDER BY id`,
      [id],
    );

  // Issue 41, item 11: 326 marked paid and undone two seconds later had e-mailed 250 families.
  it('waits out the undo window after "Zaplaceno", and "Vrátit" takes it back unsent', async () => {
    const { id } = await newRegistration();
    expect((await app.graphql(PAY, { ids: [id] }, admin)).body.errors).toBeUndefined();
    expect(await messages(id)).toEqual([{ status: 'pending', lastError: null, held: true }]);
    expect((await app.graphql(UNPAY, { ids: [id] }, admin)).body.errors).toBeUndefined();
    expect(await messages(id)).toEqual([
      { status: 'skipped', lastError: 'Neodesláno: akce byla vrácena zpět.', held: true },
    ]);
    // Once the window has passed (moved here, not waited for), the receipt goes.
    expect((await app.graphql(MARK_PAID, { id }, admin)).body.errors).toBeUndefined();
    await database.dataSource.query(
      `UPDATE mail_message SET next_attempt_at = now() WHERE registration_id = $1 AND status = 'pending'`,
      [id],
    );
    const statuses = async () => (await messages(id)).map((message: { status: string }) => message.status);
    // The outbox's sweep sends it; waited for with a bound far from its pause, never timed.
    for (let tries = 0; tries < 300 && (await statuses()).includes('pending'); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statuses()).toEqual(['skipped', 'sent']);
  });

  it('is not queued at all when staff mark many paid without e-mails', async () => {
    const first = await newRegistration();
    const second = await newRegistration();
    const silent = 'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids, notify: false) }';
    const { body } = await app.graphql(silent, { ids: [first.id, second.id] }, admin);
    expect(body).toEqual({ data: { payRegistrations: 2 } });
    expect(await row(first.id)).toMatchObject({ paymentState: 'paid' });
    expect([...(await messages(first.id)), ...(await messages(second.id))]).toEqual([]);
  });

  it('is sent once for "paid", "unpaid" and "paid" again; money that truly changes sends another', async () => {
    const { id } = await newRegistration();
    for (const mutation of [PAY, UNPAY, PAY])
      expect((await app.graphql(mutation, { ids: [id] }, admin)).body.errors).toBeUndefined();
    expect(await row(id)).toMatchObject({ paymentState: 'paid' });
    expect(await receipts(id)).toBe(1);
    // Its undo window passed and it went (as the outbox would have sent it).
    await database.dataSource.query(
      `UPDATE mail_message SET status = 'sent', sent_at = now() WHERE registration_id = $1 AND status = 'pending'`,
      [id],
    );
    // Withdrawn again, then more than was due comes in cash: the parents learn the new sum.
    await app.graphql(UNPAY, { ids: [id] }, admin);
    const [{ due }] = await database.dataSource.query('SELECT due_haler::int AS due FROM registration WHERE id = $1', [
      id,
    ]);
    const { body } = await app.graphql(
      'mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { id } }',
      { input: { registrationId: id, amountHaler: due + 10_000, bookedOn: '2026-11-02', receiptNumber: 'PD-38' } },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(await row(id)).toMatchObject({ paymentState: 'overpaid' });
    expect(await receipts(id)).toBe(2);
  });
});
