// The invoice dialog's server side: the preview PDF (what sending would issue, taking no number and
// changing nothing), the draft the dialog starts from, and who may see them.
import { errorMessage, InvoiceErrorCode } from '@kurzy/common';
import { pdfText as readPdf } from '../../test/pdf-text';
import { NOT_LOGGED_IN } from '../../core/actor';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, TestSmtpServer } from '../../test/mail';
import { NOT_ISSUED } from './invoice.service';

const OTHER_ACCOUNT = 'CZ55 0800 0000 0012 3456 7899';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
let scheduleId: number;

let counter = 0;
const newRegistration = async (values: Record<string, unknown> = {}) => {
  counter += 1;
  return insertRegistration(database, {
    schedule_id: scheduleId,
    email: `rodic-nahled${counter}@example.com`,
    parent_first_name: 'Petra',
    parent_last_name: 'Černá',
    child_full_name: `Šimon Řezníček ${counter}`,
    ...values,
  });
};

const preview = (id: number | string, account?: string, headers: Record<string, string> = admin) =>
  fetch(
    `${app.url}/api/registrations/${id}/invoice-preview.pdf${account === undefined ? '' : `?account=${encodeURIComponent(account)}`}`,
    { headers },
  );
const pdfText = async (response: Response) =>
  (await readPdf(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');

const SEND = `mutation ($id: Int!, $account: String) { sendInvoice(id: $id, account: $account) { invoiceNumber variableSymbol } }`;
const send = async (id: number, account?: string) =>
  (await app.graphql<{ sendInvoice: { invoiceNumber: string; variableSymbol: string } }>(SEND, { id, account }, admin))
    .body.data!.sendInvoice;

const DRAFT = `query ($id: Int!) { invoiceDraft(id: $id) { registrationId defaultAccount account number sentAt } }`;
const draft = (id: number, headers = admin) =>
  app.graphql<{
    invoiceDraft: {
      registrationId: number;
      defaultAccount: string;
      account: string;
      number: string | null;
      sentAt: string | null;
    };
  }>(DRAFT, { id }, headers);

/** Everything a preview could have changed by mistake. */
const snapshot = () =>
  database.dataSource.query(
    `SELECT (SELECT json_agg(i ORDER BY registration_id) FROM invoice i) AS invoices,
            (SELECT json_agg(json_build_array(id, invoice_number, invoice_account, invoice_sent) ORDER BY id) FROM registration) AS registrations,
            (SELECT count(*)::int FROM mail_message) AS mails`,
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url });
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { title: 'Keramika pro děti', price: 1200 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

describe('the invoice preview', () => {
  it('is the PDF sending would issue, marked NÁHLED, without a number, and changes nothing', async () => {
    const before = await send(await newRegistration());
    const id = await newRegistration();
    const [{ variable_symbol: vs }] = await database.dataSource.query(
      'SELECT variable_symbol::text FROM registration WHERE id = $1',
      [id],
    );
    const stored = await snapshot();

    const response = await preview(id, OTHER_ACCOUNT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="nahled-faktury-${vs}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(response);
    for (const expected of [
      'NÁHLED',
      'přidělí se při odeslání',
      '1 200 Kč',
      OTHER_ACCOUNT,
      'Šimon Řezníček',
      'Petra Černá',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(new RegExp(`Variabilní symbol ?${vs}`));
    expect((await pdfText(await preview(id))).replace(/\s/g, '')).toContain(config.operator.iban);

    expect(await snapshot()).toEqual(stored);
    // No number was taken: the next invoice follows the one issued before the previews.
    const after = await send(id);
    expect(Number(after.invoiceNumber)).toBe(Number(before.invoiceNumber) + 1);
  });

  it('of an issued invoice shows its number with the account it would now go to, keeping the stored one', async () => {
    const id = await newRegistration();
    const { invoiceNumber } = await send(id);
    const stored = await snapshot();
    const text = await pdfText(await preview(id, OTHER_ACCOUNT));
    expect(text).toContain(`Faktura ${invoiceNumber}`);
    expect(text).toContain('NÁHLED');
    expect(text).toContain(OTHER_ACCOUNT);
    expect(await snapshot()).toEqual(stored);
  });

  it('refuses a bad account with the field’s Czech message, and a cancelled or replacement registration', async () => {
    const id = await newRegistration();
    const cancelled = await newRegistration({ cancelled_at: new Date() });
    const replacement = await newRegistration({ replacement: true });
    const stored = await snapshot();
    const invalid = errorMessage(InvoiceErrorCode.InvalidAccount);
    for (const account of ['CZ66 0800 0000 1920 0014 5399', 'abc', 'x'.repeat(5000)]) {
      const bad = await preview(id, account);
      expect({ account: account.slice(0, 40), status: bad.status, body: await bad.json() }).toEqual({
        account: account.slice(0, 40),
        status: 400,
        body: { code: 'INVOICE_INVALID_ACCOUNT', message: invalid, errors: { account: invalid } },
      });
    }
    const twice = await fetch(`${app.url}/api/registrations/${id}/invoice-preview.pdf?account=a&account=b`, {
      headers: admin,
    });
    expect(twice.status).toBe(400);
    const refused = await preview(cancelled);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: {
        code: InvoiceErrorCode.RegistrationCancelled,
        message: errorMessage(InvoiceErrorCode.RegistrationCancelled),
      },
    });
    expect((await preview(replacement)).status).toBe(409);
    expect(await snapshot()).toEqual(stored);
  });

  it('is for administrators: a lector gets 403, a visitor 401, the session cookie only with X-Requested-With', async () => {
    const id = await newRegistration();
    expect((await preview(id, undefined, lector)).status).toBe(403);
    const anonymous = await preview(id, undefined, {});
    expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({
      status: 401,
      body: { code: 'AUTH_NOT_LOGGED_IN', message: NOT_LOGGED_IN },
    });
    await staffHeaders(app, database, 'administrator', 'spravce-nahled');
    const login = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { login(username: "spravce-nahled", password: "heslo-pro-test") { username } }`,
      }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    // A link or a frame on another site sends the cookie without the header: no invoice for it.
    expect((await preview(id, undefined, { cookie })).status).toBe(401);
    const withHeader = await preview(id, undefined, { cookie, 'x-requested-with': 'XMLHttpRequest' });
    expect(withHeader.status).toBe(200);
  });

  it('answers hostile ids as a missing registration (a control character as bad input), never a server error', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%00', '1e3', '999999']) {
      const response = await preview(id);
      expect({ id, status: response.status }).toEqual({ id, status: id === '%00' ? 400 : 404 });
    }
  });
});

describe('the issued invoice’s PDF', () => {
  it('answers 404 in Czech before the invoice is issued, and is the invoice once it is', async () => {
    const id = await newRegistration();
    const missing = await fetch(`${app.url}/api/registrations/${id}/invoice.pdf`, { headers: admin });
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 404,
      body: { code: 'INVOICE_NOT_ISSUED', message: NOT_ISSUED },
    });
    const { invoiceNumber } = await send(id, OTHER_ACCOUNT);
    const issued = await fetch(`${app.url}/api/registrations/${id}/invoice.pdf`, { headers: admin });
    expect(issued.headers.get('content-disposition')).toBe(`inline; filename="faktura-${invoiceNumber}.pdf"`);
    const text = await pdfText(issued);
    expect(text).toContain(OTHER_ACCOUNT);
    expect(text).not.toContain('NÁHLED');
  });
});

describe('invoiceDraft', () => {
  it('offers the operator’s account before the invoice is issued, then the invoice’s, with when it went out', async () => {
    const id = await newRegistration();
    expect((await draft(id)).body.data!.invoiceDraft).toEqual({
      registrationId: id,
      defaultAccount: config.operator.iban,
      account: config.operator.iban,
      number: null,
      sentAt: null,
    });
    const { invoiceNumber } = await send(id, OTHER_ACCOUNT);
    // The outbox's worker may have taken the message first: wait for it to go out.
    let after = (await draft(id)).body.data!.invoiceDraft;
    for (let tries = 0; tries < 50 && after.sentAt === null; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await draft(id)).body.data!.invoiceDraft;
    }
    expect(after).toMatchObject({ number: invoiceNumber, account: 'CZ5508000000001234567899' });
    expect(after.sentAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(after.sentAt!)).toBeLessThan(60_000);
  });

  it('is for administrators, and a missing registration is NOT_FOUND', async () => {
    const id = await newRegistration();
    expect((await draft(id, lector)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await draft(id, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await draft(999999)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
