import { pdfText as readPdf } from '../../test/pdf-text';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { decodeQr, parseSpayd, startSmtpServer, TestSmtpServer } from '../../test/mail';
import { INVALID_ACCOUNT, INVOICE_DUE_DAYS, NOT_ISSUED } from './invoice.service';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
let scheduleId: number;
let campId: number;

const SEND = `mutation ($id: Int!, $account: String) {
  sendInvoice(id: $id, account: $account) {
    id invoiceNumber invoiceAccount invoiceSent variableSymbol
    invoice { number issuedOn dueOn account amount item customerName }
  }
}`;
type Sent = {
  id: number;
  invoiceNumber: string | null;
  invoiceAccount: string | null;
  invoiceSent: boolean;
  variableSymbol: string;
  invoice: {
    number: string;
    issuedOn: string;
    dueOn: string;
    account: string;
    amount: number;
    item: string;
    customerName: string;
  };
};

async function sendInvoice(id: number, account?: string | null, headers = admin) {
  const { body } = await app.graphql<{ sendInvoice: Sent }>(SEND, { id, account }, headers);
  return body;
}

let counter = 0;
const newRegistration = async (values: Record<string, unknown> = {}) => {
  counter += 1;
  const email = `rodic-faktura${counter}@example.com`;
  const id = await insertRegistration(database, {
    schedule_id: scheduleId,
    email,
    parent_first_name: 'Petra',
    parent_last_name: 'Černá',
    child_full_name: `Šimon Řezníček ${counter}`,
    ...values,
  });
  return { id, email };
};

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).replace(/\s+/g, ' ');

const download = (id: number, headers: Record<string, string> = admin) =>
  fetch(`${app.url}/api/registrations/${id}/invoice.pdf`, { headers });

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url });
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  // The lector's own slot: a lector reads the families of the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { title: 'Balet a pohybová průprava', price: 2450 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorId });
  campId = await insertCamp(database, {
    title: 'Letní tábor Žabka',
    price: 3900,
    branch_id: branchId,
    lector_id: lectorId,
  });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

describe('sendInvoice', () => {
  it('issues the invoice, e-mails it as a PDF with the number, amount, variable symbol and QR Platba, and sets invoiceSent', async () => {
    const { id, email } = await newRegistration();
    const body = await sendInvoice(id);
    expect(body.errors).toBeUndefined();
    const sent = body.data!.sendInvoice;
    const year = new Date().getFullYear();
    expect(sent.invoiceNumber).toMatch(new RegExp(`^${year}\\d{6}$`));
    expect(sent).toMatchObject({ invoiceAccount: config.operator.iban, invoiceSent: true });
    expect(sent.invoice).toMatchObject({ number: sent.invoiceNumber, amount: 2450, customerName: 'Petra Černá' });
    const days = (Date.parse(sent.invoice.dueOn) - Date.parse(sent.invoice.issuedOn)) / 86_400_000;
    expect(days).toBe(INVOICE_DUE_DAYS);

    const mail = await smtp.waitForMailTo(email);
    expect(mail.subject).toBe(`Faktura ${sent.invoiceNumber}: Balet a pohybová průprava`);
    const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`faktura-${sent.invoiceNumber}.pdf`);

    const text = await pdfText(attachment!.content);
    for (const expected of [
      `Faktura ${sent.invoiceNumber}`,
      '2 450 Kč',
      'Slunečnice, z. s.',
      `IČO: ${config.operator.companyId}`,
      config.operator.address,
      '19-2000145399/0800',
      'CZ65 0800 0000 1920 0014 5399',
      'Šimon Řezníček',
      'Petra Černá',
      'Datum splatnosti',
    ])
      expect(text).toContain(expected);
    // Labels and values stand in columns: the extracted text may run them together.
    expect(text).toMatch(new RegExp(`Variabilní symbol ?${sent.variableSymbol}`));

    const qr = mail.attachments.find((file) => file.contentType === 'image/png');
    const { fields } = parseSpayd(decodeQr(qr!.content)!);
    expect(fields).toMatchObject({
      ACC: config.operator.iban,
      AM: '2450.00',
      CC: 'CZK',
      'X-VS': sent.variableSymbol,
      MSG: `Faktura ${sent.invoiceNumber}`,
    });
  });

  it('keeps the number when sent again, and takes another account when given one', async () => {
    const { id, email } = await newRegistration();
    const first = (await sendInvoice(id)).data!.sendInvoice;
    await smtp.waitForMailTo(email);
    const other = 'CZ55 0800 0000 0012 3456 7899';
    const again = await sendInvoice(id, other);
    expect(again.errors).toBeUndefined();
    expect(again.data!.sendInvoice).toMatchObject({
      invoiceNumber: first.invoiceNumber,
      invoiceAccount: 'CZ5508000000001234567899',
      invoiceSent: true,
    });
    const invoiceMails = () =>
      smtp.received.filter((mail) => mail.subject?.startsWith(`Faktura ${first.invoiceNumber}:`));
    await smtp.waitFor(() => invoiceMails().length === 2);
    const second = invoiceMails()[1]!;
    const text = await pdfText(second.attachments.find((file) => file.contentType === 'application/pdf')!.content);
    expect(text).toContain('CZ55 0800 0000 0012 3456 7899');
    expect(text).toContain('1234567899/0800');
  });

  it('numbers invoices in sequence and invoices camps too', async () => {
    const a = (await sendInvoice((await newRegistration()).id)).data!.sendInvoice.invoiceNumber!;
    const { id } = await newRegistration({ schedule_id: null, camp_id: campId, type: 'camp' });
    const camp = (await sendInvoice(id)).data!.sendInvoice;
    expect(Number(camp.invoiceNumber)).toBe(Number(a) + 1);
    expect(camp.invoice.item).toContain('Tábor Letní tábor Žabka (05.07.2027–09.07.2027)');
    expect(camp.invoice.amount).toBe(3900);
  });

  it('refuses a bad account, a replacement and a cancelled registration, changing nothing', async () => {
    const { id } = await newRegistration();
    const bad = await sendInvoice(id, 'CZ66 0800 0000 1920 0014 5399');
    expect(bad.errors?.[0]?.message).toBe(INVALID_ACCOUNT);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const waiting = await newRegistration({ replacement: true });
    expect((await sendInvoice(waiting.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const cancelled = await newRegistration({ cancelled_at: new Date() });
    expect((await sendInvoice(cancelled.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await sendInvoice(999999)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const rows = await database.dataSource.query(
      'SELECT invoice_number, invoice_account FROM registration WHERE id = ANY($1::int[])',
      [[id, waiting.id, cancelled.id]],
    );
    expect(
      rows.every((row: Record<string, unknown>) => row.invoice_number === null && row.invoice_account === null),
    ).toBe(true);
    expect(
      (
        await database.dataSource.query(
          'SELECT count(*)::int AS n FROM invoice WHERE registration_id = ANY($1::int[])',
          [[id, waiting.id, cancelled.id]],
        )
      )[0].n,
    ).toBe(0);
  });

  it('is for administrators only', async () => {
    const { id } = await newRegistration();
    expect((await sendInvoice(id, null, lector)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await sendInvoice(id, null, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('during an SMTP outage issues the invoice and queues the e-mail; invoiceSent turns true once it goes out', async () => {
    const { id, email } = await newRegistration();
    await smtp.stop();
    let sent: Sent;
    try {
      const body = await sendInvoice(id);
      expect(body.errors).toBeUndefined();
      sent = body.data!.sendInvoice;
      expect(sent.invoiceNumber).not.toBeNull();
      expect(sent.invoiceSent).toBe(false);
      const [message] = await database.dataSource.query(
        `SELECT status, attempts, last_error FROM mail_message WHERE registration_id = $1 AND kind = 'invoice'`,
        [id],
      );
      expect(message.status).toBe('pending');
      expect(message.attempts).toBe(1);
      expect(message.last_error).toBeTruthy();
    } finally {
      await smtp.start();
    }
    await database.dataSource.query(`UPDATE mail_message SET next_attempt_at = now() WHERE registration_id = $1`, [id]);
    const mail = await smtp.waitForMailTo(email);
    expect(mail.subject).toContain(sent.invoiceNumber!);
    for (let tries = 0; tries < 50; tries += 1) {
      const [{ invoice_sent }] = await database.dataSource.query(
        'SELECT invoice_sent FROM registration WHERE id = $1',
        [id],
      );
      if (invoice_sent) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('invoiceSent never turned true');
  });
});

describe('the invoice download', () => {
  it('gives staff the PDF of an issued invoice', async () => {
    const { id } = await newRegistration();
    const sent = (await sendInvoice(id)).data!.sendInvoice;
    for (const headers of [admin, lector]) {
      const response = await download(id, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="faktura-${sent.invoiceNumber}.pdf"`);
      const text = await pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain(`Faktura ${sent.invoiceNumber}`);
      expect(text).toMatch(new RegExp(`Variabilní symbol ?${sent.variableSymbol}`));
    }
  });

  it('answers 401 to a visitor and 404 before the invoice is issued', async () => {
    const { id } = await newRegistration();
    const anonymous = await download(id, {});
    expect(anonymous.status).toBe(401);
    const missing = await download(id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'INVOICE_NOT_ISSUED', message: NOT_ISSUED });
    expect((await download(999999)).status).toBe(404);
  });
});
