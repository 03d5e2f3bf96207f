// Deposit and balance for camps (issue 47, item 3) at the public surface: the camp's two fields and
// their refusals, the confirmation asking for the deposit (its QR decoded from the PNG), part
// payments filling the deposit first, a reminder for an unpaid deposit alone, the balance requested
// once when the camp's moved dates make it due, and the reminders after that due date.
import { BALANCE_DUE_DAYS_RANGE, DEPOSIT_ABOVE_PRICE, DEPOSIT_NOT_POSITIVE, pragueToday } from '@kurzy/common';
import { testConfig } from '../../../test/config';
import { createTestDatabase, TestDatabase } from '../../../test/database';
import { insertBranch, insertParentLink } from '../../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { decodeQr, parseSpayd, startSmtpServer, TestSmtpServer } from '../../../test/mail';
import { silentLogger } from '../../../core/logger';
import { createServices } from '../../../test/services';
import type { Services } from '../../../core/services';
import { gpcAccount, gpcFile, gpcHeader, gpcItem } from '../statements/statement.samples';
import type { ParsedMail } from 'mailparser';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let services: Services;
let admin: Record<string, string>;
let branchId: number;

const dayOffset = (days: number) =>
  new Date(Date.parse(`${pragueToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const config = await testConfig({
    SMTP_URL: smtp.url,
    REGISTRATION_RATE_LIMIT: '0',
    REGISTRATION_COURSE_LIMIT: '0',
    PAYMENT_REMINDER_DAYS: '3',
  });
  app = await startTestApp(database, config);
  services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
  admin = await staffHeaders(app, database, 'administrator');
  branchId = await insertBranch(database);
  // The reminders were switched on long ago: only their own rules of days apply.
  await database.dataSource.query(`UPDATE payment_reminder_setting SET enabled_since = now() - interval '1 year'`);
});
afterAll(async () => {
  await services.mail.stop();
  await app.close();
  await smtp.stop();
  await database.drop();
});

const rest = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const gql = async (query: string, variables: Record<string, unknown>, headers = admin) =>
  (await app.graphql<Record<string, unknown>>(query, variables, headers)).body;

const camp = (values: Record<string, unknown> = {}) => ({
  title: 'Tábor se zálohou',
  from: dayOffset(60),
  to: dayOffset(64),
  price: 4000,
  capacity: 10,
  maxCapacity: 12,
  branchId,
  category: 'uncategorized',
  type: 'other',
  depositAmount: 1000,
  balanceDueDays: 30,
  ...values,
});

const PLAN = 'paymentPlan { stage depositHaler depositPaid balanceHaler balanceOwingHaler balanceDueOn owingNowHaler }';

const qrAmount = (mail: ParsedMail) =>
  parseSpayd(decodeQr(mail.attachments.find((file) => file.contentType === 'image/png')!.content)!).fields.AM;

/** Everything the outbox of `services` holds, sent. */
async function delivered(): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    await services.mail.deliverDue();
    const [{ pending }] = await database.dataSource.query(
      `SELECT count(*)::int AS pending FROM mail_message WHERE status = 'pending'`,
    );
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('e-mails still pending');
}

describe("a camp's deposit and balance", () => {
  it('refuses a deposit above the price or not positive, and a balance day out of range, naming the field', async () => {
    const above = await rest('POST', '/camps', camp({ depositAmount: 4001 }));
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual({ depositAmount: DEPOSIT_ABOVE_PRICE });
    const zero = await rest('POST', '/camps', camp({ depositAmount: 0 }));
    expect(zero.body.errors).toEqual({ depositAmount: DEPOSIT_NOT_POSITIVE });
    const days = await rest('POST', '/camps', camp({ balanceDueDays: 181 }));
    expect(days.body.errors).toEqual({ balanceDueDays: BALANCE_DUE_DAYS_RANGE });
    const graphql = await gql('mutation ($input: CampInput!) { createCamp(input: $input) { id } }', {
      input: camp({ depositAmount: 5000 }),
    });
    expect(graphql.errors?.[0]).toMatchObject({
      extensions: { fieldErrors: { depositAmount: DEPOSIT_ABOVE_PRICE } },
    });
    const [{ count }] = await database.dataSource.query('SELECT count(*)::int FROM camp');
    expect(count).toBe(0);
  });

  it('asks for the deposit, fills it first, requests the balance once when due, and reminds after that', async () => {
    const created = await gql(
      'mutation ($input: CampInput!) { createCamp(input: $input) { id depositAmount balanceDueDays } }',
      { input: camp() },
    );
    expect(created.errors).toBeUndefined();
    const { id: campId } = created.data!.createCamp as { id: number };
    expect(created.data!.createCamp).toMatchObject({ depositAmount: 1000, balanceDueDays: 30 });

    // Registering: the thank-you answer and the confirmation ask for the deposit, and name the balance.
    const email = 'rodina.zaloha@example.com';
    const register = (family: string, childFullName: string) =>
      gql(
        `mutation ($input: RegistrationInput!) { register(input: $input) { id variableSymbol payment { amount } ${PLAN} } }`,
        {
          input: {
            parentFirstName: 'Jana',
            parentLastName: 'Nováková',
            email: family,
            phone: '+420 777 123 456',
            childFullName,
            childBornYear: `${new Date().getFullYear() - 8}-01-15`,
            personalDataConsent: true,
            type: 'camp',
            campId,
            pickupParentsOnly: true,
          },
        },
        {},
      );
    const registered = await register(email, 'Anna Zálohová');
    expect(registered.errors).toBeUndefined();
    const receipt = registered.data!.register as { id: number; variableSymbol: string };
    expect(registered.data!.register).toMatchObject({
      payment: { amount: 1000 },
      paymentPlan: {
        stage: 'deposit',
        depositHaler: 100_000,
        depositPaid: false,
        balanceHaler: 300_000,
        balanceDueOn: dayOffset(30),
        owingNowHaler: 100_000,
      },
    });
    const confirmation = await smtp.waitFor((mail) => mail.subject === 'Potvrzení přihlášky: Tábor se zálohou');
    expect(qrAmount(confirmation)).toBe('1000.00');
    expect(confirmation.text).toMatch(/Záloha převodem/i);
    expect(confirmation.text).toMatch(/Částka: 1\s000\sKč/);
    expect(confirmation.text).toMatch(/Doplatek: 3\s000\sKč, splatný do /);

    // 600 Kč from the bank: the rest of the deposit is asked for.
    await importCredit(receipt.variableSymbol, 60_000);
    const partial = await smtp.waitFor((mail) => mail.subject === 'Částečná platba: Tábor se zálohou');
    expect(partial.text).toMatch(/Záloha je 1\s000\sKč, zbývá tedy doplatit 400\sKč/);
    expect(qrAmount(partial)).toBe('400.00');

    // 500 Kč more: the deposit is paid, the 100 Kč above it goes to the balance; no QR until it is due.
    await importCredit(receipt.variableSymbol, 50_000);
    const depositPaid = await smtp.waitFor(
      (mail) => mail.subject === 'Částečná platba: Tábor se zálohou' && mail !== partial,
    );
    expect(depositPaid.text).toMatch(/Záloha je zaplacená/);
    expect(depositPaid.text).toMatch(/Doplatek: 2\s900\sKč, splatný do /);
    expect(depositPaid.attachments.filter((file) => file.contentType === 'image/png')).toHaveLength(0);
    const token = await insertParentLink(database, email);
    const page = async () => {
      const body = await gql(
        `query ($token: String!) { parentPage(token: $token) { registrations { id payment { amountHaler } ${PLAN} } } }`,
        { token },
        {},
      );
      expect(body.errors).toBeUndefined();
      return (body.data!.parentPage as { registrations: Record<string, unknown>[] }).registrations[0];
    };
    expect(await page()).toMatchObject({
      payment: null,
      paymentPlan: { stage: 'deposit', depositPaid: true, balanceOwingHaler: 290_000, owingNowHaler: 0 },
    });
    const staffView = await gql(`query ($id: Int!) { registration(id: $id) { ${PLAN} } }`, { id: receipt.id });
    expect(staffView.data!.registration).toMatchObject({ paymentPlan: { depositPaid: true, stage: 'deposit' } });

    // Weeks after registering, before the balance is due: no balance, and a reminder only where the
    // deposit is not paid (for the deposit alone).
    const unpaid = (await register('rodina.nezaplaceno@example.com', 'Ota Nezaplacený')).data!.register as {
      id: number;
    };
    await database.dataSource.query(
      `UPDATE registration SET created_at = now() - interval '20 days' WHERE id = ANY($1::int[])`,
      [[receipt.id, unpaid.id]],
    );
    expect(await services.balanceRequests.run()).toBe(0);
    expect(await services.paymentReminders.run()).toEqual({ first: 1, second: 0 });
    await delivered();
    const depositReminder = await smtp.waitFor((mail) => mail.subject === 'Připomínka platby: Tábor se zálohou');
    expect(depositReminder.to).toMatchObject({ text: 'rodina.nezaplaceno@example.com' });
    expect(depositReminder.text).toMatch(/připomínáme zálohu 1\s000\sKč/);
    expect(qrAmount(depositReminder)).toBe('1000.00');

    // Staff move the camp nearer: its balance was due five days ago. The sweep asks for it, once.
    const moved = await gql('mutation ($id: Int!, $input: CampInput!) { updateCamp(id: $id, input: $input) { id } }', {
      id: campId,
      input: camp({ from: dayOffset(25), to: dayOffset(29) }),
    });
    expect(moved.errors).toBeUndefined();
    expect(await services.balanceRequests.run()).toBe(2);
    expect(await services.balanceRequests.run()).toBe(0);
    await delivered();
    const balance = await smtp.waitFor(
      (mail) => mail.subject === 'Doplatek za tábor: Tábor se zálohou' && (mail.text ?? '').includes('Anna'),
    );
    expect(qrAmount(balance)).toBe('2900.00');
    expect(parseSpayd(decodeQr(balance.attachments[0]!.content)!).fields['X-VS']).toBe(receipt.variableSymbol);
    expect(balance.text).toMatch(/prosíme o 2\s900\sKč do /);
    expect(await page()).toMatchObject({
      payment: { amountHaler: 290_000 },
      paymentPlan: { stage: 'balance', balanceDueOn: dayOffset(-5), owingNowHaler: 290_000 },
    });

    // The reminders follow the balance's request: the first PAYMENT_REMINDER_DAYS after it, once.
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
    await database.dataSource.query(
      `UPDATE mail_message SET created_at = now() - interval '4 days' WHERE registration_id = $1 AND kind = 'balance_request'`,
      [receipt.id],
    );
    expect(await services.paymentReminders.run()).toEqual({ first: 1, second: 0 });
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
    await delivered();
    const reminder = await smtp.waitFor(
      (mail) => mail.subject === 'Připomínka platby: Tábor se zálohou' && mail !== depositReminder,
    );
    expect(reminder.text).toMatch(/připomínáme doplatek 2\s900\sKč/);
    expect(qrAmount(reminder)).toBe('2900.00');

    // Paid in full: the receipt shows the price (no "Cena" of what was due beside it).
    await importCredit(receipt.variableSymbol, 290_000);
    const paid = await smtp.waitFor((mail) => mail.subject === 'Platba přijata: Tábor se zálohou');
    expect(paid.text).toMatch(/Cena: 4\s000\sKč/);
    expect(paid.text).toMatch(/Přijato celkem: 4\s000\sKč/);
  });
});

let movement = 0;
/** A GPC statement with one credit to the variable symbol, imported by staff. */
async function importCredit(vs: string, amountHaler: number): Promise<void> {
  const account = gpcAccount('2000145399');
  const file = gpcFile([
    gpcHeader({ account }),
    gpcItem({ account, id: 900_000 + (movement += 1), amountHaler, code: '2', vs }),
  ]);
  const body = new FormData();
  body.append('file', new Blob([file]), 'vypis.dat');
  const response = await fetch(`${app.url}/api/payments/import`, { method: 'POST', headers: admin, body });
  expect(response.status).toBe(200);
}
