// The documents on a parent's own page over real HTTP (issue 25, items 2 and 8): "Potvrzení o úhradě"
// of a paid registration (read back from the PDF), refused before the whole price came and for a
// cancelled one; the issued invoice's PDF, refused before it is issued; and a registration of another
// family or an altered link answering as a dead link, with nothing of that family.
import { errorMessage, formatHaler, InvoiceErrorCode, ParentErrorCode, pragueToday } from '@kurzy/common';
import { pdfText as readPdf } from '../../test/pdf-text';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { issueParentLink } from './parent-link.token';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let admin: Record<string, string>;

const FAMILY = 'doklady.rodina@example.com';
const OTHER = 'doklady.jina@example.com';
const UKRAINIAN = 'doklady.ukrajina@example.com';

let token: string;
let paidCourse: number;
let paidCamp: number;
let unpaid: number;
let partlyPaid: number;
let cancelledPaid: number;
let othersPaid: number;
let ukrainianPaid: number;

/** Without any white space: pdf-parse joins a label to its value and splits wrapped lines, and Czech
 * numbers are grouped with no-break spaces. */
const squash = (value: string) => value.replace(/\s+/g, '');
const pdfText = async (pdf: Buffer) => squash(await readPdf(pdf));

interface Answer {
  status: number;
  headers: Headers;
  pdf: Buffer | null;
  json: { code?: string; message?: string } | null;
  raw: string;
}

async function post(path: '/parents/receipt' | '/parents/invoice', body: unknown): Promise<Answer> {
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const pdf = response.headers.get('content-type') === 'application/pdf' ? bytes : null;
  const raw = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, pdf, json: pdf ? null : JSON.parse(raw), raw };
}

const receipt = (registrationId: unknown, link = token) => post('/parents/receipt', { token: link, registrationId });
const invoice = (registrationId: unknown, link = token) => post('/parents/invoice', { token: link, registrationId });

async function cash(registrationId: number, amountHaler: number, bookedOn: string, receiptNumber: string) {
  const answer = await app.graphql(
    `mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { id } }`,
    { input: { registrationId, amountHaler, bookedOn, receiptNumber } },
    admin,
  );
  expect(answer.body.errors).toBeUndefined();
}

async function sendInvoice(id: number): Promise<string> {
  const answer = await app.graphql<{ sendInvoice: { invoiceNumber: string } }>(
    `mutation ($id: Int!) { sendInvoice(id: $id) { invoiceNumber } }`,
    { id },
    admin,
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.sendInvoice.invoiceNumber;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'loopback',
    OPERATOR_COMPANY: 'Slunečnice, z. s.',
    OPERATOR_COMPANY_ID: '27074358',
    OPERATOR_ADDRESS: 'Masarykova 12, 602 00 Brno',
  });
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator');
  const branchId = await insertBranch(database, { title: 'Pobočka Líšeň', address: 'Holzova 5, Brno' });
  const courseId = await insertCourse(database, {
    title: 'Keramika pro děti',
    price: 1200,
    start_date: '2026-09-01',
    end_date: '2027-01-31',
  });
  const scheduleId = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    day_of_week: 3,
    from: '16:00',
    to: '17:30',
  });
  const campId = await insertCamp(database, {
    branch_id: branchId,
    title: 'Letní tábor Ježek',
    from: '2027-07-05',
    to: '2027-07-09',
    price: 3500,
  });
  const course = { schedule_id: scheduleId, email: FAMILY, parent_first_name: 'Petra', parent_last_name: 'Černá' };
  paidCourse = await insertRegistration(database, {
    ...course,
    child_full_name: 'Šimon Řezníček',
    child_born_year: '2018-03-07',
  });
  paidCamp = await insertRegistration(database, {
    camp_id: campId,
    email: FAMILY.toUpperCase(),
    child_full_name: 'Žofie Řezníčková',
    child_born_year: '2016-11-23',
  });
  unpaid = await insertRegistration(database, { ...course, child_full_name: 'Ondřej Nezaplacený' });
  partlyPaid = await insertRegistration(database, { ...course, child_full_name: 'Eliška Zčásti' });
  cancelledPaid = await insertRegistration(database, { ...course, child_full_name: 'Ema Zrušená' });
  othersPaid = await insertRegistration(database, {
    ...course,
    email: OTHER,
    child_full_name: 'Cizí Dítě',
    child_born_year: '2017-01-02',
  });
  ukrainianPaid = await insertRegistration(database, {
    camp_id: campId,
    email: UKRAINIAN,
    child_full_name: 'Taras Bondar',
    child_born_year: '2016-02-01',
    language: 'uk',
  });
  // Money as staff record it: cash in two parts, the whole price at once.
  await cash(paidCourse, 50_000, '2026-08-20', 'P-1');
  await cash(paidCourse, 70_000, '2026-09-02', 'P-2');
  await cash(partlyPaid, 20_000, '2026-08-21', 'P-3');
  const paid = await app.graphql(
    'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }',
    {
      ids: [paidCamp, cancelledPaid, othersPaid, ukrainianPaid],
    },
    admin,
  );
  expect(paid.body.errors).toBeUndefined();
  await database.dataSource.query('UPDATE registration SET cancelled_at = now() WHERE id = $1', [cancelledPaid]);
  token = await issueParentLink(database.dataSource.manager, FAMILY);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});

describe('Potvrzení o úhradě', () => {
  it('confirms a course paid in two parts: the child, birth date, course, place, amount, dates and operator', async () => {
    const answer = await receipt(paidCourse);
    expect(answer.status).toBe(200);
    const [{ vs }] = await database.dataSource.query(
      'SELECT variable_symbol::text AS vs FROM registration WHERE id = $1',
      [paidCourse],
    );
    expect({
      type: answer.headers.get('content-type'),
      disposition: answer.headers.get('content-disposition'),
      cache: answer.headers.get('cache-control'),
      referrer: answer.headers.get('referrer-policy'),
      robots: answer.headers.get('x-robots-tag'),
    }).toEqual({
      type: 'application/pdf',
      disposition: `inline; filename="potvrzeni-o-uhrade-${vs}.pdf"`,
      cache: 'private, no-store',
      referrer: 'no-referrer',
      robots: 'noindex, nofollow',
    });
    const content = await pdfText(answer.pdf!);
    for (const expected of [
      'Potvrzení o úhradě',
      'Šimon Řezníček',
      'Datum narození 07.03.2018',
      'Petra Černá',
      'Keramika pro děti',
      'každou středu 16:00–17:30, od 01.09.2026 do 31.01.2027',
      'Pobočka Líšeň, Holzova 5, Brno',
      `Přijatá částka ${squash(formatHaler(120_000))}`,
      `20.08.2026 (${squash(formatHaler(50_000))})`,
      `02.09.2026 (${squash(formatHaler(70_000))})`,
      `Variabilní symbol ${vs}`,
      'Slunečnice, z. s.',
      'IČO 27074358',
      'Masarykova 12, 602 00 Brno',
      'Místo vystavení Brno',
      `Datum vystavení ${pragueToday().split('-').reverse().join('.')}`,
      'Razítko a podpis',
    ])
      expect(content).toContain(squash(expected));
    expect(content).not.toContain(squash('Cizí Dítě'));
  });

  it('confirms a camp paid at once with its days and the day the money came', async () => {
    const answer = await receipt(paidCamp);
    expect(answer.status).toBe(200);
    const content = await pdfText(answer.pdf!);
    const [{ day }] = await database.dataSource.query(
      `SELECT to_char(p.booked_on, 'DD.MM.YYYY') AS day FROM payment p
         JOIN payment_allocation a ON a.payment_id = p.id WHERE a.registration_id = $1`,
      [paidCamp],
    );
    for (const expected of [
      'Žofie Řezníčková',
      '23.11.2016',
      'Tábor',
      'Letní tábor Ježek',
      '05.07.2027–09.07.2027',
      `Přijatá částka ${squash(formatHaler(350_000))}`,
      `Přijato dne ${day}`,
    ])
      expect(content).toContain(squash(expected));
  });

  it('is bilingual for a family that registered in Ukrainian: the Czech an insurer reads, and Ukrainian beside it', async () => {
    const answer = await receipt(ukrainianPaid, await issueParentLink(database.dataSource.manager, UKRAINIAN));
    expect(answer.status).toBe(200);
    const content = await pdfText(answer.pdf!);
    for (const expected of [
      'Potvrzení o úhradě',
      'Підтвердження оплати',
      'Potvrzujeme, že jsme přijali úhradu za účast dítěte na táboře uvedeném níže.',
      'Підтверджуємо, що ми отримали оплату за участь дитини в таборі, зазначеному нижче.',
      'Datum narození / Дата народження 01.02.2016',
      `Přijatá částka / Отримана сума ${squash(formatHaler(350_000))}`,
      'Razítko a podpis / Печатка та підпис',
    ])
      expect(content).toContain(squash(expected));
  });

  it('is refused before the whole price came, and for a cancelled registration', async () => {
    for (const id of [unpaid, partlyPaid]) {
      const answer = await receipt(id);
      expect({ status: answer.status, ...answer.json }).toEqual({
        status: 409,
        code: ParentErrorCode.ReceiptNotPaid,
        message: 'Potvrzení o úhradě lze vystavit až po zaplacení celé částky.',
      });
    }
    const cancelled = await receipt(cancelledPaid);
    expect({ status: cancelled.status, ...cancelled.json }).toEqual({
      status: 409,
      code: ParentErrorCode.ReceiptCancelled,
      message: errorMessage(ParentErrorCode.ReceiptCancelled),
    });
  });
});

describe('the invoice on the parent’s page', () => {
  it('is refused before it is issued, then is the issued invoice’s PDF', async () => {
    const before = await invoice(paidCamp);
    expect({ status: before.status, ...before.json }).toEqual({
      status: 404,
      code: InvoiceErrorCode.NotIssued,
      message: 'Faktura k této přihlášce zatím nebyla vystavena.',
    });
    const number = await sendInvoice(paidCamp);
    const answer = await invoice(paidCamp);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="faktura-${number}.pdf"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const content = await pdfText(answer.pdf!);
    expect(content).toContain(squash(`Faktura ${number}`));
    expect(content).toContain(squash('Žofie Řezníčková'));
    // The same document staff download.
    const staff = await fetch(`${app.url}/api/registrations/${paidCamp}/invoice.pdf`, { headers: admin });
    expect(await pdfText(Buffer.from(await staff.arrayBuffer()))).toBe(content);
  });
});

describe('the page says which documents there are', () => {
  it('has invoiceIssued and receiptAvailable on each registration', async () => {
    await sendInvoice(unpaid);
    const answer = await app.graphql<{
      parentPage: { registrations: { id: number; invoiceIssued: boolean; receiptAvailable: boolean }[] };
    }>(
      'query ($token: String!) { parentPage(token: $token) { registrations { id invoiceIssued receiptAvailable } } }',
      {
        token,
      },
    );
    expect(answer.body.errors).toBeUndefined();
    const byId = Object.fromEntries(
      answer.body.data!.parentPage.registrations.map(({ id, ...documents }) => [id, documents]),
    );
    expect(byId).toEqual({
      [paidCourse]: { invoiceIssued: false, receiptAvailable: true },
      [paidCamp]: { invoiceIssued: true, receiptAvailable: true },
      [unpaid]: { invoiceIssued: true, receiptAvailable: false },
      [partlyPaid]: { invoiceIssued: false, receiptAvailable: false },
      [cancelledPaid]: { invoiceIssued: false, receiptAvailable: false },
    });
  });
});

describe('another family and links that do not work', () => {
  const DEAD = { code: ParentErrorCode.LinkInvalid, message: errorMessage(ParentErrorCode.LinkInvalid) };

  it('answers another family’s registration as a dead link, with nothing of that family', async () => {
    await sendInvoice(othersPaid);
    for (const answer of [await receipt(othersPaid), await invoice(othersPaid)]) {
      expect({ status: answer.status, ...answer.json }).toEqual({ status: 404, ...DEAD });
      expect(answer.raw).not.toContain('Cizí');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('answers an altered or missing token, and an id that is no id, as a dead link', async () => {
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [
      await receipt(paidCourse, altered),
      await invoice(paidCamp, altered),
      await post('/parents/receipt', { token: '', registrationId: paidCourse }),
      await receipt(999_999),
      await receipt(-1),
    ];
    for (const answer of answers) {
      expect({ status: answer.status, ...answer.json }).toEqual({ status: 404, ...DEAD });
      expect(answer.raw).not.toContain('Řezníč');
    }
  });

  it('counts the documents with the page per client address', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const response = await fetch(`${app.url}/api/parents/receipt`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token: 'x'.repeat(43), registrationId: paidCourse }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
