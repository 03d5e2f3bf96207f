// A family's data rights over real HTTP and the real database (issue 25, item 6): the export holds
// everything of the family and nothing of another; after an erasure no text column of any table
// (read from information_schema, so tables added later are scanned too) and no outbox file holds the
// erased names or address, while the issued invoice remains and still downloads; the retention job
// erases only registrations past the period.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Role } from '@kurzy/common';
import { simpleParser } from 'mailparser';
import { pdfText } from '../../test/pdf-text';
import type { Actor } from '../../core/actor';
import type { Config } from '../../core/config';
import { silentLogger } from '../../core/logger';
import type { Services } from '../../core/services';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertParentLink,
  insertRegistration,
  insertSchedule,
} from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { createServices } from '../../test/services';
import { outboxDir } from '../mail/mail.transport';
import { fioApiCsv } from '../payments/statements/statement.samples';

let database: TestDatabase;
let config: Config;
let app: RunningApp;
let services: Services;
let admin: Record<string, string>;
let administrator: Actor;
let lector: Actor;
let branchId: number;

const year = new Date().getFullYear();

beforeAll(async () => {
  database = await createTestDatabase();
  // No SMTP_URL: every e-mail is an .eml file in DATA_DIR/outbox.
  config = await testConfig({ PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config);
  services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
  admin = await staffHeaders(app, database, 'administrator', 'spravce-udaju');
  await staffHeaders(app, database, 'lector', 'lektor-udaju');
  const users: { id: number; role: Role }[] = await database.dataSource.query(
    `SELECT id, role FROM "user" WHERE username IN ('spravce-udaju', 'lektor-udaju')`,
  );
  const actor = (role: Role): Actor => ({
    userId: users.find((user) => user.role === role)!.id,
    username: role,
    role,
    editsContent: false,
    sessionId: 0,
  });
  administrator = actor(Role.administrator);
  lector = actor(Role.lector);
  branchId = await insertBranch(database, { title: 'Pobočka Líšeň' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Family {
  email: string;
  parent: [string, string];
  children: string[];
  phone: string;
  registrationIds: number[];
  variableSymbols: string[];
  token: string;
}

/** What must disappear: each name, the children's, and the address in any case. */
const secretsOf = (family: Family) => [...family.parent, ...family.children, family.email];

async function register(family: Family, scheduleId: number, child: string, address: string) {
  const { body } = await app.graphql<{ register: { id: number; variableSymbol: string } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id variableSymbol } }',
    {
      input: {
        parentFirstName: family.parent[0],
        parentLastName: family.parent[1],
        email: family.email,
        phone: family.phone,
        childFullName: child,
        childBornYear: `${year - 5}-03-14`,
        note: `Alergie: ${child} nesnáší ořechy`,
        personalDataConsent: true,
        photoConsent: true,
        type: 'course',
        scheduleId,
      },
    },
    { 'x-forwarded-for': address },
  );
  if (!body.data) throw new Error(JSON.stringify(body));
  family.registrationIds.push(body.data.register.id);
  family.variableSymbols.push(body.data.register.variableSymbol);
}

async function sendInvoice(registrationId: number): Promise<string> {
  const { body } = await app.graphql<{ sendInvoice: { invoiceNumber: string } }>(
    'mutation ($id: Int!) { sendInvoice(id: $id) { invoiceNumber } }',
    { id: registrationId },
    admin,
  );
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.sendInvoice.invoiceNumber;
}

let movement = 0;
async function pay(family: Family, index: number, message: string) {
  const vs = family.variableSymbols[index]!;
  const row = `${(movement += 1) + 7_000_000};20.11.${year};2400,00;CZK;123456789/0100;${family.parent.join(' ')};0100;;;${vs};;;${message};;;;;;`;
  const body = new FormData();
  body.append('file', new Blob([fioApiCsv('2000145399', [row])]), 'vypis.csv');
  const response = await fetch(`${app.url}/api/payments/import`, { method: 'POST', headers: admin, body });
  expect(await response.json()).toMatchObject({ paid: 1 });
}

/** Waits until the outbox has sent (written) every e-mail. */
async function outboxDrained() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [{ waiting }] = await database.dataSource.query(
      `SELECT count(*)::int AS waiting FROM mail_message WHERE status = 'pending'`,
    );
    if (waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The outbox did not send its e-mails');
}

/** Every outbox file as text: headers, and the bodies decoded (quoted-printable, base64). */
async function outboxTexts(): Promise<{ file: string; text: string }[]> {
  const directory = outboxDir(config.dataDir);
  const files = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(directory, file));
      const mail = await simpleParser(raw);
      const headers = [...mail.headers.entries()].map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
      const attachments = await Promise.all(
        mail.attachments.map(async (attachment) =>
          attachment.contentType === 'application/pdf' ? await pdfText(attachment.content) : '',
        ),
      );
      return { file, text: [raw.toString('latin1'), ...headers, mail.text, mail.html, ...attachments].join('\n') };
    }),
  );
}

/** Every text, varchar, char, json and jsonb column of every table of the schema, generically. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  return database.dataSource.query(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`,
  );
}

/** Where in the database any of the texts still is: "table.column: text". */
async function foundInDatabase(texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns())
    for (const text of texts) {
      const [{ count }] = await database.dataSource.query(
        `SELECT count(*)::int AS count FROM "${table}" WHERE "${column}"::text ILIKE '%' || $1 || '%'`,
        [text],
      );
      if (count > 0) found.push(`${table}.${column}: ${text}`);
    }
  return found;
}

async function exportOf(token: string, format?: string) {
  return fetch(`${app.url}/api/parents/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(format === undefined ? { token } : { token, format }),
  });
}

const newFamily = (email: string, parent: [string, string], children: string[], phone: string): Family => ({
  email,
  parent,
  children,
  phone,
  registrationIds: [],
  variableSymbols: [],
  token: '',
});

describe('the data rights of a family', () => {
  const a = newFamily(
    'Katerina.Stastna@Example.com',
    ['Kateřina', 'Šťastná'],
    ['Vojtěch Šťastný', 'Eliška Šťastná'],
    '+420 603 111 222',
  );
  const b = newFamily('bohous.vesely@example.com', ['Bohumil', 'Veselý'], ['Matyáš Veselý'], '+420 604 333 444');
  const invoices: Record<string, string> = {};

  beforeAll(async () => {
    const courseId = await insertCourse(database, {
      title: 'Keramika pro malé',
      start_date: `${year}-09-01`,
      end_date: `${year + 1}-06-30`,
      capacity: 20,
      max_capacity: 25,
    });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
    await register(a, scheduleId, a.children[0]!, '192.0.2.11');
    await register(a, scheduleId, a.children[1]!, '192.0.2.12');
    await register(b, scheduleId, b.children[0]!, '192.0.2.13');
    await pay(a, 0, `Keramika ${a.children[0]}`);
    await pay(b, 0, `Keramika ${b.children[0]}`);
    invoices.a = await sendInvoice(a.registrationIds[1]!);
    invoices.b = await sendInvoice(b.registrationIds[0]!);
    // "Pošlete mi odkaz znovu": its limit per mailbox is a row of its own.
    await app.graphql('mutation ($email: String!) { sendParentLink(email: $email) }', { email: a.email });
    await outboxDrained();
    a.token = await insertParentLink(database, a.email.toLowerCase());
    b.token = await insertParentLink(database, b.email);
    // What the family did on its page holds personal data too: the page's activity (the phones of a
    // correction), a request whose reason names the child, an address waiting for confirmation, a
    // withdrawn photo consent.
    const act = async (call: string, body: object) => {
      const response = await fetch(`${app.url}/api/parents/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.14' },
        body: JSON.stringify({ token: a.token, ...body }),
      });
      expect(response.status).toBe(200);
    };
    await act('phone', { phone: '+420 777 000 999' });
    await act('phone', { phone: a.phone });
    await act('requests/paid-cancellation', {
      registrationId: a.registrationIds[0],
      reason: `${a.children[0]} se stěhuje, ${a.parent.join(' ')}`,
    });
    await act('email', { email: 'stastni.novi@example.com' });
    await act('photo-consent/withdraw', { registrationId: a.registrationIds[1] });
    await outboxDrained();
  });

  it('exports everything of the family as JSON, and nothing of another family', async () => {
    const response = await exportOf(a.token, 'json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="moje-udaje-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await response.json()) as Record<string, Record<string, unknown>[]> & { email: string };
    expect(data.email).toBe(a.email.toLowerCase());
    expect(data.registrations!.map((row) => row.childFullName)).toEqual(a.children);
    expect(data.registrations![0]).toMatchObject({
      parentFirstName: 'Kateřina',
      parentLastName: 'Šťastná',
      // Stored in E.164 (issue 41, item 2): the export gives the stored value.
      phone: a.phone.replaceAll(' ', ''),
      photoConsent: true,
      personalDataConsent: true,
      variableSymbol: a.variableSymbols[0],
      paymentState: 'paid',
    });
    expect(data.customers).toEqual([expect.objectContaining({ firstName: 'Kateřina', lastName: 'Šťastná' })]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        counterName: 'Kateřina Šťastná',
        message: `Keramika ${a.children[0]}`,
        amountHaler: 240_000,
      }),
    ]);
    expect(data.invoices).toEqual([expect.objectContaining({ number: invoices.a, customerName: 'Kateřina Šťastná' })]);
    expect(data.emails!.map((mail) => mail.kind).sort()).toEqual(
      ['confirmation', 'confirmation', 'email_change', 'invoice', 'parent_link', 'payment_received'].sort(),
    );
    expect(data.parentRequests).toEqual([
      expect.objectContaining({ type: 'paid_cancellation', reason: expect.stringContaining(a.children[0]!) }),
    ]);
    expect(data.parentActivity).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'contact_changed', from: a.phone.replaceAll(' ', '') })]),
    );
    expect(data.parentLinks!.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const secret of [...secretsOf(b), b.phone, invoices.b!])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const vs of b.variableSymbols) expect(text).not.toMatch(new RegExp(`\\b${vs}\\b`));
  });

  it('exports a readable PDF in Czech', async () => {
    const response = await exportOf(a.token, 'pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const heading of ['Vaše údaje', 'Přihlášky', 'Platby', 'Faktury', 'Odeslané e-maily'])
      expect(text).toContain(heading);
    expect(text).toContain('Vojtěch Šťastný');
    expect(text).toContain(invoices.a);
    expect(text).not.toContain('Veselý');
  });

  it('answers a link that does not work and a format it does not know as errors', async () => {
    const dead = await exportOf('neexistujici-odkaz');
    expect(dead.status).toBe(404);
    expect(await dead.json()).toMatchObject({ code: 'PARENT_LINK_INVALID' });
    const wrong = await exportOf(a.token, 'xml');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'REQUEST_INVALID_INPUT' });
  });

  it('is erased by administrators only; then no column of any table and no outbox file holds the family', async () => {
    await expect(services.privacy.erase(lector, a.email)).rejects.toMatchObject({ code: 'AUTH_FORBIDDEN' });
    await expect(services.privacy.erase(null, a.email)).rejects.toMatchObject({ code: 'AUTH_NOT_LOGGED_IN' });
    // The scan finds what is there: both families before. The limits per mailbox count in the
    // database without the address.
    expect(await foundInDatabase(secretsOf(a))).not.toEqual([]);
    const [{ buckets }] = await database.dataSource.query(
      `SELECT count(*)::int AS buckets FROM rate_limit_hit WHERE bucket LIKE 'parent:send:email:%' OR bucket LIKE 'registration:email:%'`,
    );
    expect(buckets).toBeGreaterThan(0);
    const bBefore = await database.dataSource.query('SELECT * FROM registration WHERE id = ANY($1) ORDER BY id', [
      b.registrationIds,
    ]);
    const outboxBefore = await outboxTexts();
    expect(outboxBefore.some(({ text }) => text.includes(a.children[0]!))).toBe(true);

    expect(await services.privacy.erase(administrator, a.email)).toEqual({
      registrations: 2,
      customers: 1,
      invoices: 1,
    });

    expect(await foundInDatabase([...secretsOf(a), a.phone])).toEqual([]);
    const outboxAfter = await outboxTexts();
    expect(outboxAfter.length).toBeGreaterThan(0);
    for (const { file, text } of outboxAfter)
      for (const secret of secretsOf(a))
        expect({ file, found: text.toLowerCase().includes(secret.toLowerCase()) }).toEqual({ file, found: false });
    // The other family's e-mails are all there, decoded: the scan would have seen A's.
    expect(outboxAfter.some(({ text }) => text.includes(b.children[0]!))).toBe(true);
    expect(outboxAfter.length).toBeLessThan(outboxBefore.length);

    // The rows stay, without personal data: capacity, payments and the invoice depend on them.
    const rows = await database.dataSource.query(
      `SELECT parent_first_name AS first, child_full_name AS child, email, phone, note,
              to_char(child_born_year, 'YYYY-MM-DD') AS born, payment_state AS state, erased_at IS NOT NULL AS erased
         FROM registration WHERE id = ANY($1) ORDER BY id`,
      [a.registrationIds],
    );
    expect(rows).toEqual(
      a.registrationIds.map((id, index) => ({
        first: 'Vymazáno',
        child: 'Vymazáno',
        email: `vymazano-r${id}@vymazano.invalid`,
        phone: '',
        note: null,
        born: `${year - 5}-01-01`,
        state: index === 0 ? 'paid' : 'unpaid',
        erased: true,
      })),
    );
    const [payment] = await database.dataSource.query(
      `SELECT p.amount_haler::int AS amount, p.variable_symbol AS vs, p.counter_account AS account, p.counter_name AS name,
              p.message, p.bank_transaction_id IS NOT NULL AS "bankId"
         FROM payment p JOIN payment_allocation a ON a.payment_id = p.id WHERE a.registration_id = $1`,
      [a.registrationIds[0]],
    );
    expect(payment).toEqual({
      amount: 240_000,
      vs: a.variableSymbols[0],
      account: '123456789/0100',
      name: 'Vymazáno',
      message: 'Vymazáno',
      bankId: true,
    });

    // The other family is untouched.
    expect(
      await database.dataSource.query('SELECT * FROM registration WHERE id = ANY($1) ORDER BY id', [b.registrationIds]),
    ).toEqual(bBefore);
    const bExport = (await (await exportOf(b.token)).json()) as { registrations: { childFullName: string }[] };
    expect(bExport.registrations.map((row) => row.childFullName)).toEqual(b.children);

    // The link is gone with the address; the record says that it happened, not what.
    expect((await exportOf(a.token)).status).toBe(404);
    expect(
      await database.dataSource.query(
        'SELECT reason, registrations, customers, invoices, erased_by_id AS "by" FROM privacy_erasure',
      ),
    ).toEqual([{ reason: 'request', registrations: 2, customers: 1, invoices: 1, by: administrator!.userId }]);
  });

  it('keeps the issued invoice: its number and amount, and its PDF as issued, which still downloads', async () => {
    const [invoice] = await database.dataSource.query(
      'SELECT number, amount, customer_name AS name FROM invoice WHERE registration_id = $1',
      [a.registrationIds[1]],
    );
    expect(invoice).toEqual({ number: invoices.a, amount: 2400, name: 'Vymazáno' });
    const response = await fetch(`${app.url}/api/registrations/${a.registrationIds[1]}/invoice.pdf`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(`Faktura ${invoices.a}`);
    // The law keeps the invoice as it was issued, to whom it was issued.
    expect(text).toContain('Kateřina Šťastná');
  });

  it('erases again without harm: nothing is left to find', async () => {
    expect(await services.privacy.erase(administrator, a.email)).toEqual({
      registrations: 0,
      customers: 0,
      invoices: 0,
    });
    const [{ count }] = await database.dataSource.query('SELECT count(*)::int AS count FROM privacy_erasure');
    expect(count).toBe(1);
  });
});

describe('the retention job', () => {
  it('erases the registrations whose course or camp ended RETENTION_YEARS ago, and only those', async () => {
    expect(config.retentionYears).toBe(3);
    const email = 'stary.rodic@example.com';
    const oldCourse = await insertCourse(database, {
      title: 'Dávný kroužek',
      start_date: `${year - 5}-09-01`,
      end_date: `${year - 4}-06-30`,
    });
    const oldSchedule = await insertSchedule(database, { course_id: oldCourse, branch_id: branchId });
    const oldCamp = await insertCamp(database, { from: `${year - 4}-07-06`, to: `${year - 4}-07-10` });
    const recentCamp = await insertCamp(database, { from: `${year - 2}-07-06`, to: `${year - 2}-07-10` });
    const [{ id: customerId }] = await database.dataSource.query(
      `INSERT INTO customer (first_name, last_name, email) VALUES ('Radomír', 'Starý', $1) RETURNING id`,
      [email],
    );
    const person = { email, parent_first_name: 'Radomír', parent_last_name: 'Starý', customer_id: customerId };
    const oldCourseRegistration = await insertRegistration(database, {
      schedule_id: oldSchedule,
      child_full_name: 'Ondřej Starý',
      ...person,
    });
    const oldCampRegistration = await insertRegistration(database, {
      camp_id: oldCamp,
      child_full_name: 'Ondřej Starý',
      ...person,
    });
    const recentRegistration = await insertRegistration(database, {
      camp_id: recentCamp,
      child_full_name: 'Hedvika Stará',
      ...person,
    });
    // An old invoice: issued then, kept now.
    await database.dataSource.query(
      `INSERT INTO invoice (registration_id, number, issued_on, due_on, account, amount, item, customer_name, customer_email)
       VALUES ($1, $2, $3, $3, 'CZ6508000000192000145399', 3500, 'Tábor – Ondřej Starý', 'Radomír Starý', $4)`,
      [oldCampRegistration, `${year - 4}000777`, `${year - 4}-06-01`, email],
    );
    const token = await insertParentLink(database, email);

    expect(await services.privacy.applyRetention()).toEqual({ registrations: 2 });

    const rows: { id: number; child: string; erased: boolean }[] = await database.dataSource.query(
      `SELECT id, child_full_name AS child, erased_at IS NOT NULL AS erased FROM registration WHERE id = ANY($1) ORDER BY id`,
      [[oldCourseRegistration, oldCampRegistration, recentRegistration]],
    );
    expect(rows).toEqual([
      { id: oldCourseRegistration, child: 'Vymazáno', erased: true },
      { id: oldCampRegistration, child: 'Vymazáno', erased: true },
      { id: recentRegistration, child: 'Hedvika Stará', erased: false },
    ]);
    expect(await foundInDatabase(['Ondřej Starý'])).toEqual([]);
    // The address still has a registration: its customer record and its link stay.
    const [customer] = await database.dataSource.query('SELECT first_name AS name FROM customer WHERE id = $1', [
      customerId,
    ]);
    expect(customer).toEqual({ name: 'Radomír' });
    expect((await exportOf(token)).status).toBe(200);
    const response = await fetch(`${app.url}/api/registrations/${oldCampRegistration}/invoice.pdf`, { headers: admin });
    expect(response.status).toBe(200);
    expect(await pdfText(Buffer.from(await response.arrayBuffer()))).toContain('Ondřej Starý');
    // The family from the first test keeps what it has (the course has not ended).
    expect(await services.privacy.applyRetention()).toEqual({ registrations: 0 });
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM privacy_erasure WHERE reason = 'retention'`,
    );
    expect(count).toBe(1);
  });
});
