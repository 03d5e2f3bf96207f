// Discounts (issue 47, items 1 and 2): the rules at both doors, each rule applied once when a place
// is taken (the largest of those that apply), staff's own discount with a reason, and the discount as
// its own line wherever the price shows, with the QR Platba asking for what is still owed.
import { DISCOUNT_ONE_OF, DISCOUNT_REGISTERED_BEFORE_REQUIRED, pragueToday } from '@kurzy/common';
import { testConfig } from '../../../test/config';
import { createTestDatabase, TestDatabase } from '../../../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertParentLink,
  insertRegistration,
  insertSchedule,
} from '../../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { decodeQr, parseSpayd, startSmtpServer, TestSmtpServer } from '../../../test/mail';
import { inLetters } from '../../../test/names';
import { pdfText } from '../../../test/pdf-text';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
let branchId: number;

const REGISTER = `mutation ($input: RegistrationInput!) {
  register(input: $input) { id replacement price discount { amountHaler name } payment { amount spayd } }
}`;
const REGISTRATION = `query ($id: Int!) {
  registration(id: $id) { id dueHaler receivedHaler paymentState discount { amountHaler name reason } }
}`;

const dayOffset = (days: number) =>
  new Date(Date.parse(`${pragueToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;

let serial = 0;
/** A public form; the family is its e-mail, the child its name (and birth date). */
const form = (target: { scheduleId: number } | { campId: number }, values: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `rodina.${(serial += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${inLetters(serial)}`,
  childBornYear: bornYearsAgo(5),
  personalDataConsent: true,
  type: 'scheduleId' in target ? 'course' : 'camp',
  ...target,
  ...values,
});

type Receipt = {
  id: number;
  replacement: boolean;
  price: number;
  discount: { amountHaler: number; name: string } | null;
  payment: { amount: number; spayd: string } | null;
};

async function register(input: Record<string, unknown>): Promise<Receipt> {
  const { body } = await app.graphql<{ register: Receipt }>(REGISTER, { input });
  expect(body.errors).toBeUndefined();
  return body.data!.register;
}

const rest = async (method: string, path: string, body?: unknown, headers = admin) => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
};

/** An answer read loosely: the tests compare its shape. */
interface Answer {
  [key: string]: Answer & Answer[] & number;
}

/** A GraphQL call whose data the test reads loosely. */
const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = admin) =>
  (await app.graphql<Answer>(query, variables, headers)).body as { data: Answer; errors?: Answer[] };

/** A course of its own (price in Kč) with one slot, running between the two days. */
async function slot(price: number, startDate: string | null = null, endDate: string | null = null, capacity = 5) {
  const courseId = await insertCourse(database, {
    price,
    capacity,
    max_capacity: capacity + 5,
    start_date: startDate,
    end_date: endDate,
    title: `Kurz ${(serial += 1)}`,
  });
  return insertSchedule(database, { course_id: courseId, branch_id: branchId });
}

/** Only these rules exist (each test sets its own). */
async function onlyRules(...rules: Record<string, unknown>[]): Promise<number[]> {
  await database.dataSource.query('UPDATE registration SET discount_rule_id = NULL');
  await database.dataSource.query('DELETE FROM discount');
  const ids: number[] = [];
  for (const rule of rules) {
    const created = await rest('POST', '/discounts', {
      validFrom: dayOffset(-1),
      validUntil: dayOffset(30),
      ...rule,
    });
    expect(created.status).toBe(201);
    ids.push(Number(created.body.id));
  }
  return ids;
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  app = await startTestApp(
    database,
    await testConfig({ SMTP_URL: smtp.url, REGISTRATION_RATE_LIMIT: '0', REGISTRATION_COURSE_LIMIT: '0' }),
  );
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  branchId = await insertBranch(database);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

describe('the rules at both doors', () => {
  it('administrators keep them over REST and GraphQL; lectors and the public are refused; bad input names its field', async () => {
    const rule = {
      name: 'Sourozenci',
      kind: 'sibling',
      percent: 10,
      validFrom: '2026-09-01',
      validUntil: '2027-06-30',
    };
    const created = await rest('POST', '/discounts', rule);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...rule, amount: null, registeredBefore: null, version: 1 });
    const id = created.body.id;

    const changed = await rest('PUT', `/discounts/${id}`, { ...rule, percent: null, amount: 300, version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ percent: null, amount: 300, version: 2 });
    const listed = await app.graphql<{ discounts: { id: number; amount: number }[] }>(
      '{ discounts { id amount kind } }',
      {},
      admin,
    );
    expect(listed.body.data!.discounts).toContainEqual({ id, amount: 300, kind: 'sibling' });

    const both = await rest('POST', '/discounts', { ...rule, amount: 100 });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ percent: DISCOUNT_ONE_OF });
    const early = await rest('POST', '/discounts', { ...rule, kind: 'earlyBird' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ registeredBefore: DISCOUNT_REGISTERED_BEFORE_REQUIRED });
    const backwards = await rest('POST', '/discounts', { ...rule, validUntil: '2026-08-31' });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.errors!)).toEqual(['validUntil']);

    expect((await rest('GET', '/discounts', undefined, lector)).status).toBe(403);
    expect((await rest('POST', '/discounts', rule, {})).status).toBe(401);
    const byLector = await gql('mutation ($id: Int!) { deleteDiscount(id: $id) }', { id }, lector);
    expect(byLector.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await rest('DELETE', `/discounts/${id}`)).status).toBe(200);
    expect((await rest('GET', `/discounts/${id}`)).status).toBe(404);
  });
});

describe('applied once when a place is taken', () => {
  it('sibling: another child of the same e-mail (any case, any diacritics) holding a place in an overlapping course', async () => {
    await onlyRules({ name: 'Sourozenecká sleva 10 %', kind: 'sibling', percent: 10 });
    const autumn = await slot(2000, '2026-09-01', '2027-01-31');
    const spring = await slot(1500, '2027-02-01', '2027-06-30');
    const overlapping = await slot(1000, '2026-10-01', '2027-01-15');

    // An address the form would refuse today, from older data: the family all the same.
    await insertRegistration(database, {
      schedule_id: autumn,
      email: 'Jana.Nováková@Example.com',
      child_full_name: 'Anna Nováková',
      child_born_year: bornYearsAgo(5),
    });
    // The spring course does not overlap the autumn one: no sibling there.
    const notOverlapping = await register(
      form({ scheduleId: spring }, { email: 'jana.novakova@example.com', childFullName: 'Petr Novák' }),
    );
    expect(notOverlapping.discount).toBeNull();
    // The same child again is no sibling.
    const sameChild = await register(
      form({ scheduleId: overlapping }, { email: 'JANA.NOVAKOVA@example.com', childFullName: 'ANNA NOVAKOVA' }),
    );
    expect(sameChild.discount).toBeNull();

    const sibling = await register(
      form({ scheduleId: overlapping }, { email: ' jana.novakova@EXAMPLE.com', childFullName: 'Eva Nováková' }),
    );
    expect(sibling).toMatchObject({
      price: 1000,
      discount: { amountHaler: 10_000, name: 'Sourozenecká sleva 10 %' },
      payment: { amount: 900 },
    });
    expect(parseSpayd(sibling.payment!.spayd).fields.AM).toBe('900.00');
    const body = await gql(REGISTRATION, { id: sibling.id });
    expect(body.data.registration).toMatchObject({
      dueHaler: 90_000,
      discount: { amountHaler: 10_000, name: 'Sourozenecká sleva 10 %', reason: null },
    });
    // Lectors see nothing of money.
    const asLector = await gql(REGISTRATION, { id: sibling.id }, lector);
    expect(asLector.data?.registration?.discount ?? null).toBeNull();
  });

  it('second course: the same child holding a place in another overlapping course or camp', async () => {
    await onlyRules({ name: 'Druhý kroužek', kind: 'secondCourse', amount: 250 });
    const first = await slot(1800);
    const campId = await insertCamp(database, { price: 4000, from: dayOffset(60), to: dayOffset(64) });
    const child = { email: `dite.${(serial += 1)}@example.com`, childFullName: 'Tomáš Dvořák' };
    expect((await register(form({ scheduleId: first }, child))).discount).toBeNull();
    const camp = await register(form({ campId }, child));
    expect(camp).toMatchObject({ price: 4000, discount: { amountHaler: 25_000, name: 'Druhý kroužek' } });
    expect(camp.payment!.amount).toBe(3750);
  });

  it('early-bird: registered before its day; the largest applicable rule wins, taken once', async () => {
    const [, , largest] = await onlyRules(
      { name: 'Včas 5 %', kind: 'earlyBird', percent: 5, registeredBefore: dayOffset(1) },
      { name: 'Příliš pozdě', kind: 'earlyBird', amount: 900, registeredBefore: pragueToday() },
      { name: 'Včas 300 Kč', kind: 'earlyBird', amount: 300, registeredBefore: dayOffset(7) },
      { name: 'Neplatí dnes', kind: 'earlyBird', amount: 800, registeredBefore: dayOffset(7), validFrom: dayOffset(2) },
    );
    const scheduleId = await slot(2000, null, null, 1);
    const placed = await register(form({ scheduleId }));
    expect(placed.discount).toEqual({ amountHaler: 30_000, name: 'Včas 300 Kč' });
    const [row] = await database.dataSource.query(
      'SELECT due_haler AS due, discount_rule_id AS rule FROM registration WHERE id = $1',
      [placed.id],
    );
    expect(row).toEqual({ due: '170000', rule: largest });

    // Never recomputed behind the family's back: a bigger rule later changes nothing.
    await rest('PUT', `/discounts/${largest}`, {
      name: 'Včas 300 Kč',
      kind: 'earlyBird',
      amount: 600,
      registeredBefore: dayOffset(7),
      validFrom: dayOffset(-1),
      validUntil: dayOffset(30),
      version: 1,
    });
    const body = await gql(REGISTRATION, { id: placed.id });
    expect(body.data.registration).toMatchObject({ dueHaler: 170_000, discount: { amountHaler: 30_000 } });

    // A replacement takes no place and gets nothing until staff give it one.
    const waiting = await register(form({ scheduleId }));
    expect(waiting).toMatchObject({ replacement: true, discount: null, payment: null });
  });

  it("staff's own discount with a reason; 0 removes it; never above the price", async () => {
    await onlyRules();
    const scheduleId = await slot(1200);
    const { id } = await register(form({ scheduleId }));
    const set = await rest('PUT', `/registrations/${id}/discount`, { amount: 200, reason: 'Dohoda s ředitelkou' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      dueHaler: 100_000,
      discount: { amountHaler: 20_000, name: 'Individuální sleva', reason: 'Dohoda s ředitelkou' },
    });
    const above = await rest('PUT', `/registrations/${id}/discount`, { amount: 1201, reason: 'Omyl' });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ code: 'DISCOUNT_ABOVE_THE_PRICE', errors: { amount: expect.any(String) } });
    const noReason = await rest('PUT', `/registrations/${id}/discount`, { amount: 100 });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors!)).toEqual(['reason']);
    const byLector = await rest('PUT', `/registrations/${id}/discount`, { amount: 1, reason: 'x' }, lector);
    expect(byLector.status).toBe(403);

    const removed = await gql(
      'mutation ($id: Int!, $input: RegistrationDiscountInput!) { setRegistrationDiscount(id: $id, input: $input) { dueHaler discount { name } } }',
      { id, input: { amount: 0, reason: 'Sleva neplatí' } },
      admin,
    );
    expect(removed.data.setRegistrationDiscount).toEqual({ dueHaler: 120_000, discount: null });
  });
});

describe('everywhere the price shows', () => {
  it('the e-mail, the family page and the invoice carry the discount line; the QR asks for what is still owed after a part payment', async () => {
    await onlyRules({ name: 'Sourozenecká sleva', kind: 'sibling', amount: 400 });
    const scheduleId = await slot(2500);
    const family = `rodina.qr.${(serial += 1)}@example.com`;
    await register(form({ scheduleId }, { email: family, childFullName: 'Starší Sourozenec' }));
    const other = await slot(2500);
    const sibling = await register(form({ scheduleId: other }, { email: family, childFullName: 'Mladší Sourozenec' }));
    expect(sibling.payment!.amount).toBe(2100);

    const confirmation = await smtp.waitFor(
      (mail) => mail.subject?.startsWith('Potvrzení přihlášky') === true && (mail.text ?? '').includes('Mladší'),
    );
    expect(confirmation.text).toContain('Sourozenecká sleva');
    expect(confirmation.text).toMatch(/Sourozenecká sleva: −400\sKč/);
    expect(confirmation.text).toMatch(/Cena po slevě: 2\s100\sKč/);
    const mailQr = confirmation.attachments.find((file) => file.contentType === 'image/png');
    expect(parseSpayd(decodeQr(mailQr!.content)!).fields.AM).toBe('2100.00');

    // A part payment in cash: the invoice's QR asks for the rest.
    const cash = await gql(
      'mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { id } }',
      { input: { registrationId: sibling.id, amountHaler: 50_000, bookedOn: pragueToday(), receiptNumber: 'P-47' } },
      admin,
    );
    expect(cash.errors).toBeUndefined();
    const sent = await gql(
      'mutation ($id: Int!) { sendInvoice(id: $id) { invoice { number amount discountAmount discountName } } }',
      { id: sibling.id },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    const invoice = sent.data.sendInvoice!.invoice!;
    expect(invoice).toMatchObject({ amount: 2100, discountAmount: 400, discountName: 'Sourozenecká sleva' });
    const invoiceMail = await smtp.waitFor((mail) => mail.subject?.startsWith(`Faktura ${invoice.number}`) === true);
    const pdf = (
      await pdfText(invoiceMail.attachments.find((file) => file.contentType === 'application/pdf')!.content)
    ).replace(/\s+/g, ' ');
    expect(pdf).toMatch(/2\s500\sKč/);
    expect(pdf).toMatch(/Sourozenecká sleva ?−400\sKč/);
    expect(pdf).toMatch(/Celkem k úhradě: 2\s100\sKč/);
    const invoiceQr = invoiceMail.attachments.find((file) => file.contentType === 'image/png');
    expect(parseSpayd(decodeQr(invoiceQr!.content)!).fields.AM).toBe('1600.00');

    // The family's page: the discount as its own line, and the QR for what is still owed.
    const page = await gql(
      'query ($token: String!) { parentPage(token: $token) { registrations { id discount { amountHaler name } dueHaler receivedHaler payment { amountHaler } } } }',
      { token: await insertParentLink(database, family) },
    );
    expect(page.errors).toBeUndefined();
    const registrations = page.data.parentPage!.registrations as unknown as { id: number }[];
    const row = registrations.find((item) => item.id === sibling.id);
    expect(row).toMatchObject({
      discount: { amountHaler: 40_000, name: 'Sourozenecká sleva' },
      dueHaler: 210_000,
      receivedHaler: 50_000,
      payment: { amountHaler: 160_000 },
    });
  });
});
