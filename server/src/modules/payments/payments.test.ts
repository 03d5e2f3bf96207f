// Payments as records over real HTTP (issue 24): statements imported at both doors and paired by
// variable symbol, exact money in haléře, partial and over-payments, nothing paired twice, a broken
// file that changes nothing, staff pairing, splitting and reversing, cash, manual marks, and the
// parents' e-mails in the outbox.
import { PaymentErrorCode, PaymentState, RegistrationErrorCode } from '@kurzy/common';
import fc from 'fast-check';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertParentLink, insertRegistration } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import {
  camtXml,
  czIban,
  fioApiCsv,
  fioBankingCsv,
  fioJson,
  gpcAccount,
  gpcFile,
  gpcHeader,
  gpcItem,
  gpcMessage,
} from './statements/statement.samples';
import { MovementKeyAcrossFormats1795800000382 } from '../../migrations/1795800000382-MovementKeyAcrossFormats';
import type { EntityManager } from 'typeorm';
import { dedupeKeys } from './payment.import';
import { PaymentMail } from './payment.mail';
import { parseStatement } from './statements';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
let campId: number;

const ACCOUNT = gpcAccount('2000145399');
const PRICE = 3500; // Kč: 350 000 haléřů
let movement = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  // The lector's own camp: a lector reads the families of the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  campId = await insertCamp(database, {
    branch_id: await insertBranch(database),
    lector_id: lectorId,
    price: PRICE,
    capacity: 500,
    max_capacity: 500,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Summary {
  format: string;
  itemsRead: number;
  credits: number;
  paid: number;
  partiallyPaid: number;
  overpaid: number;
  alreadyImported: number;
  unmatched: { line: number; amountHaler: number; variableSymbol: string | null; reason: string }[];
  unmatchedCount: number;
  refused: { line: number; amountHaler?: number; reason: string; code?: string | null }[];
  refusedCount: number;
}

const SUMMARY = `mutation ($file: Upload!) {
  importBankStatement(file: $file) {
    format itemsRead credits paid partiallyPaid overpaid alreadyImported
    unmatched { line amountHaler variableSymbol payerName message reason } unmatchedCount
    refused { line amountHaler variableSymbol payerName message reason code } refusedCount
  }
}`;

async function importGraphql(file: Buffer, headers = admin) {
  return app.multipart<{ importBankStatement: Summary }>(
    SUMMARY,
    { file: null },
    [{ name: 'vypis.dat', data: file, path: 'variables.file' }],
    { headers },
  );
}

async function importRest(
  file: Buffer,
  headers = admin,
): Promise<{ status: number; body: Summary & { code?: string; message?: string } }> {
  const body = new FormData();
  body.append('file', new Blob([file]), 'vypis.dat');
  const response = await fetch(`${app.url}/api/payments/import`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Summary & { code?: string; message?: string } };
}

/** A registration of the camp, unpaid, with its variable symbol. */
async function registration(values: Record<string, unknown> = {}): Promise<{ id: number; vs: string }> {
  const id = await insertRegistration(database, { camp_id: campId, ...values });
  const [row] = await database.dataSource.query<{ vs: string }[]>(
    'SELECT variable_symbol::text AS vs FROM registration WHERE id = $1',
    [id],
  );
  return { id, vs: row!.vs };
}

async function stateOf(id: number) {
  const [row] = await database.dataSource.query<{ state: string; received: string; due: string }[]>(
    'SELECT payment_state AS state, received_haler AS received, due_haler AS due FROM registration WHERE id = $1',
    [id],
  );
  return { state: row!.state, received: Number(row!.received), due: Number(row!.due) };
}

const credit = (vs: string, amountHaler: number, extra: Partial<Parameters<typeof gpcItem>[0]> = {}) =>
  gpcItem({ account: ACCOUNT, id: 500_000 + (movement += 1), amountHaler, code: '2', vs, ...extra });

const mails = (registrationId: number) =>
  database.dataSource.query<{ kind: string }[]>(
    'SELECT kind FROM mail_message WHERE registration_id = $1 ORDER BY id',
    [registrationId],
  );

describe('a GPC statement', () => {
  it('pays by variable symbol (leading zeros too), exactly, partly and over, and lists what pays nothing', async () => {
    const exact = await registration();
    const partly = await registration();
    const over = await registration();
    const file = gpcFile([
      gpcHeader({ account: ACCOUNT }),
      credit(exact.vs.padStart(10, '0'), 350_000),
      gpcMessage('078', ['Tábor Šťastný Žluťoučký kůň']),
      credit(partly.vs, 100_050),
      credit(over.vs, 400_000),
      credit('0', 12_300),
      gpcItem({
        account: ACCOUNT,
        id: 699_999,
        amountHaler: 5_000,
        code: '2',
        vs: '9999999999',
        info: 'Novakova Jana',
      }),
      gpcMessage('078', ['Krouzek Ema Novakova']),
      gpcItem({ account: ACCOUNT, id: 700_001, amountHaler: 99_900, code: '1', vs: exact.vs }),
      gpcItem({ account: ACCOUNT, id: 700_002, amountHaler: 350_000, code: '5', vs: exact.vs }),
    ]);
    const { body } = await importGraphql(file);
    expect(body?.errors).toBeUndefined();
    const summary = body!.data!.importBankStatement;
    expect(summary).toMatchObject({
      format: 'gpc',
      itemsRead: 7,
      credits: 5,
      paid: 1,
      partiallyPaid: 1,
      overpaid: 1,
      alreadyImported: 0,
    });
    expect(summary.unmatched.map((note) => [note.amountHaler, note.variableSymbol])).toEqual([
      [12_300, null],
      [5_000, '9999999999'],
    ]);
    expect(summary.unmatched[1]!.reason).toBe('Variabilní symbol 9999999999 nepatří žádné přihlášce.');
    // Staff recognise the family by who paid and what they wrote (issue 41, item 14).
    expect(summary.unmatched[1]).toMatchObject({ payerName: 'Novakova Jana', message: 'Krouzek Ema Novakova' });
    expect(summary.refused).toHaveLength(2);
    expect(summary.refused.map((note) => note.reason)).toEqual([
      'Odchozí platba: registrace neplatí.',
      'Storno pohybu: platbu nepáruji.',
    ]);

    expect(await stateOf(exact.id)).toEqual({ state: 'paid', received: 350_000, due: 350_000 });
    expect(await stateOf(partly.id)).toEqual({ state: 'partially_paid', received: 100_050, due: 350_000 });
    expect(await stateOf(over.id)).toEqual({ state: 'overpaid', received: 400_000, due: 350_000 });
    const [message] = await database.dataSource.query<{ message: string }[]>(
      'SELECT message FROM payment WHERE amount_haler = 350000 AND source = $1',
      ['statement'],
    );
    expect(message?.message).toContain('Šťastný Žluťoučký kůň');

    // The parents are told: a receipt, and what is still due.
    expect(await mails(exact.id)).toEqual([{ kind: 'payment_received' }]);
    expect(await mails(partly.id)).toEqual([{ kind: 'payment_partial' }]);
    expect(await mails(over.id)).toEqual([{ kind: 'payment_received' }]);
  });

  it('imported twice, or overlapping, pairs nothing twice', async () => {
    const first = await registration();
    const second = await registration();
    const a = credit(first.vs, 350_000);
    const b = credit(second.vs, 200_000);
    const c = credit(second.vs, 150_000);
    expect((await importRest(gpcFile([gpcHeader({ account: ACCOUNT }), a, b]))).body).toMatchObject({
      paid: 1,
      partiallyPaid: 1,
      alreadyImported: 0,
    });
    const again = await importRest(gpcFile([gpcHeader({ account: ACCOUNT }), a, b, c]));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ itemsRead: 3, alreadyImported: 2, paid: 1, partiallyPaid: 0 });
    expect(await stateOf(first.id)).toMatchObject({ state: 'paid', received: 350_000 });
    expect(await stateOf(second.id)).toMatchObject({ state: 'paid', received: 350_000 });
    const [counted] = await database.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM payment_allocation WHERE registration_id = ANY($1::int[])`,
      [[first.id, second.id]],
    );
    expect(counted?.count).toBe(3);
  });

  it('broken, changes nothing and names its line (400)', async () => {
    const payer = await registration();
    const before = await database.dataSource.query('SELECT count(*)::int AS n FROM payment');
    const file = gpcFile([
      gpcHeader({ account: ACCOUNT }),
      credit(payer.vs, 350_000),
      gpcItem({ account: ACCOUNT, amountHaler: 1, code: '2', amountField: '0000000001x0' }),
    ]);
    const rest = await importRest(file);
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe(PaymentErrorCode.StatementMalformed);
    expect(rest.body.message).toMatch(/^Výpis se nepodařilo přečíst\. Řádek 3: .* Nic se neuložilo\.$/);
    expect(await database.dataSource.query('SELECT count(*)::int AS n FROM payment')).toEqual(before);
    expect(await stateOf(payer.id)).toMatchObject({ state: 'unpaid' });
  });

  it('is for administrators only; a lector reads no money of a registration', async () => {
    const file = gpcFile([gpcHeader({ account: ACCOUNT }), credit('1', 100)]);
    expect((await importRest(file, lector)).status).toBe(403);
    expect((await importRest(file, {})).status).toBe(401);

    const { id } = await registration();
    const ask = (headers: Record<string, string>) =>
      app.graphql<{ registration: { dueHaler: number | null; receivedHaler: number | null } }>(
        'query ($id: Int!) { registration(id: $id) { dueHaler receivedHaler paymentState } }',
        { id },
        headers,
      );
    expect((await ask(admin)).body.data?.registration).toEqual({
      dueHaler: 350_000,
      receivedHaler: 0,
      paymentState: 'unpaid',
    });
    // Not even whether it was paid (issue 41, item 9).
    expect((await ask(lector)).body.data?.registration).toEqual({
      dueHaler: null,
      receivedHaler: null,
      paymentState: null,
    });
    const rest = await fetch(`${app.url}/api/registrations/${id}`, { headers: lector });
    expect(await rest.json()).toMatchObject({ dueHaler: null, receivedHaler: null, paymentState: null });
    // Nor by filtering or sorting on it, nor in the export.
    const filtered = await app.graphql(
      'query { searchRegistrations(filter: { paymentState: "unpaid" }) { items { id } } }',
      {},
      lector,
    );
    expect(filtered.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sorted = await app.graphql(
      'query { searchRegistrations(sort: { field: paymentState, direction: asc }) { items { id } } }',
      {},
      lector,
    );
    expect(sorted.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await fetch(`${app.url}/api/registrations?paymentState=unpaid`, { headers: lector })).status).toBe(403);
    const header = async (headers: Record<string, string>) =>
      (await (await fetch(`${app.url}/api/registrations/export?format=csv`, { headers })).text()).split(/\r?\n/)[0];
    expect(await header(admin)).toContain('Platba');
    expect(await header(lector)).not.toContain('Platba');
    expect(await header(lector)).toContain('VS');
    const payments = await app.graphql(
      'query ($id: Int!) { registration(id: $id) { payments { id } } }',
      { id },
      lector,
    );
    expect(payments.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('other formats', () => {
  it('camt.053 with the variable symbol only in Ref, foreign currency listed', async () => {
    const payer = await registration();
    const file = camtXml({
      iban: czIban('0800', '2000145399'),
      entries: [
        { amount: '3500.00', currency: 'CZK', direction: 'CRDT', references: [payer.vs], ref: `CAMT-${payer.vs}` },
        { amount: '100.00', currency: 'EUR', direction: 'CRDT', references: [payer.vs], ref: `CAMT-EUR-${payer.vs}` },
      ],
    });
    const { body } = await importGraphql(file);
    expect(body?.errors).toBeUndefined();
    expect(body!.data!.importBankStatement).toMatchObject({ format: 'camt053', paid: 1, credits: 1 });
    expect(body!.data!.importBankStatement.refused[0]!.reason).toBe(
      'Platba v měně EUR: párují se jen platby v korunách.',
    );
    expect(await stateOf(payer.id)).toMatchObject({ state: 'paid', received: 350_000 });
  });

  it('Fio JSON and Fio CSV', async () => {
    const one = await registration();
    const two = await registration();
    const json = fioJson('2000145399', [
      { 22: 90_000_001, 0: '2026-11-20+0100', 1: 3500, 14: 'CZK', 5: one.vs, 10: 'Jana Nováková' },
    ]);
    expect((await importRest(json)).body).toMatchObject({ format: 'fio-json', paid: 1 });
    const csv = fioApiCsv('2000145399', [
      `90000002;20.11.2026;1750,50;CZK;123/0100;Jana Nováková;0100;;;${two.vs};;;;;;;;;`,
    ]);
    expect((await importRest(csv)).body).toMatchObject({ format: 'fio-csv', partiallyPaid: 1 });
    expect(await stateOf(two.id)).toMatchObject({ state: 'partially_paid', received: 175_050 });
  });
});

describe('one movement in several formats (issue 38, finding 2)', () => {
  const FIO_ACCOUNT = '2000145399';
  /** One Fio movement, its `ID pohybu` as each format carries it. */
  const sameMovement = (id: number, vs: string) => ({
    gpc: gpcFile([
      gpcHeader({ account: gpcAccount(FIO_ACCOUNT) }),
      gpcItem({ account: gpcAccount(FIO_ACCOUNT), id, amountHaler: 350_000, code: '2', vs }),
    ]),
    'fio-csv': fioApiCsv(FIO_ACCOUNT, [`${id};01.03.2024;3500,00;CZK;123/0100;Jana Nováková;0100;;;${vs};;;;;;;;;`]),
    'fio-json': fioJson(FIO_ACCOUNT, [{ 22: id, 0: '2024-03-01+0100', 1: 3500, 14: 'CZK', 5: vs }]),
    camt053: camtXml({
      iban: czIban('2010', FIO_ACCOUNT),
      entries: [{ amount: '3500.00', direction: 'CRDT', references: [`VS:${vs}`], ref: String(id) }],
    }),
  });

  it('is one key in GPC, Fio CSV, Fio JSON and camt.053, for every pair of them', () => {
    const files = sameMovement(26_000_000_001, '123');
    const keys = Object.entries(files).map(([format, file]) => {
      const statement = parseStatement(file);
      expect(statement.format).toBe(format);
      return [format, dedupeKeys(statement)[0]] as const;
    });
    for (const [one, oneKey] of keys)
      for (const [other, otherKey] of keys) expect([one, other, oneKey]).toEqual([one, other, otherKey]);
    expect(keys[0]![1]).toBe(`bank:${FIO_ACCOUNT}:26000000001`);
  });

  it('pays once when imported as Fio CSV and again as camt.053 (and as JSON and GPC)', async () => {
    const payer = await registration();
    const files = sameMovement(26_000_000_000 + payer.id, payer.vs);
    expect((await importRest(files['fio-csv'])).body).toMatchObject({ paid: 1, alreadyImported: 0 });
    for (const format of ['camt053', 'fio-json', 'gpc'] as const)
      expect((await importRest(files[format])).body).toMatchObject({ format, paid: 0, alreadyImported: 1 });
    expect(await stateOf(payer.id)).toMatchObject({ state: 'paid', received: 350_000 });
  });

  it('a migration moves the keys stored in the old per-format form; doubles already stored keep matching', async () => {
    const insert = (key: string) =>
      database.dataSource.query(
        `INSERT INTO payment (source, amount_haler, pairable, booked_on, dedupe_key, bank_transaction_id)
         VALUES ('statement', 100, false, '2024-03-01', $1, 'x')`,
        [key],
      );
    await insert('camt:2000145399:77000000001'); // camt only: becomes the one key
    await insert('camt:2000145399:77000000002'); // recorded twice before: both rows stay as they are
    await insert('bank:2000145399:77000000002');
    await insert('bank:2000145399:0077000000003'); // GPC-style zeros from an older parser
    const runner = database.dataSource.createQueryRunner();
    try {
      await new MovementKeyAcrossFormats1795800000382().up(runner);
    } finally {
      await runner.release();
    }
    const keys = await database.dataSource.query<{ key: string }[]>(
      `SELECT dedupe_key AS key FROM payment WHERE dedupe_key LIKE '%:770000000%' ORDER BY dedupe_key`,
    );
    expect(keys.map((row) => row.key)).toEqual([
      'bank:2000145399:77000000001',
      'bank:2000145399:77000000002',
      'bank:2000145399:77000000003',
      'camt:2000145399:77000000002',
    ]);
    // A camt.053 file of the movement recorded twice meets the one key and records nothing new.
    const again = camtXml({
      iban: czIban('2010', '2000145399'),
      entries: [{ amount: '1.00', direction: 'CRDT', ref: '77000000002' }],
    });
    expect((await importRest(again)).body).toMatchObject({ alreadyImported: 1 });
  });
});

describe('hostile statement contents (issue 38, findings 4 and 6)', () => {
  it('an amount of 0,00 or beyond the cap is refused in the summary with its code; NUL bytes are dropped', async () => {
    const payer = await registration();
    const id = 88_000_000 + payer.id * 10;
    const csv = fioApiCsv('2000145399', [
      `${id};01.03.2024;0,00;CZK;123/0100;Nula;0100;;;${payer.vs};;;;;;;;;`,
      `${id + 1};01.03.2024;21474836,48;CZK;123/0100;Moc;0100;;;${payer.vs};;;;;;;;;`,
      `${id + 2};01.03.2024;90071992547409,91;CZK;123/0100;Ještě víc;0100;;;${payer.vs};;;;;;;;;`,
      `${id + 3};01.03.2024;3500,00;CZK;123/0100;Jana\u0000 Nováková;0100;;;${payer.vs};;;Zpráva\u0000;;;;;`,
    ]);
    const viaGraphql = (await importGraphql(csv)).body!.data!.importBankStatement;
    for (const summary of [viaGraphql, (await importRest(csv)).body]) {
      expect(summary).toMatchObject({ itemsRead: 4, credits: 1 });
      expect(summary.refused).toEqual([
        expect.objectContaining({ line: 7, amountHaler: 0, code: PaymentErrorCode.StatementAmountOutOfRange }),
        expect.objectContaining({
          line: 8,
          amountHaler: 2_147_483_648,
          code: PaymentErrorCode.StatementAmountOutOfRange,
        }),
        expect.objectContaining({
          line: 9,
          amountHaler: 9_007_199_254_740_991,
          code: PaymentErrorCode.StatementAmountOutOfRange,
        }),
      ]);
    }
    expect(await stateOf(payer.id)).toMatchObject({ state: 'paid', received: 350_000 });
    const [stored] = await database.dataSource.query<{ name: string; message: string }[]>(
      'SELECT counter_name AS name, message FROM payment WHERE bank_transaction_id = $1',
      [String(id + 3)],
    );
    expect(stored).toEqual({ name: 'Jana Nováková', message: 'Zpráva' });
    // Nothing out of range was stored: the grid, the family's page and its export read only bounded amounts.
    const [{ largest }] = await database.dataSource.query('SELECT max(amount_haler)::text AS largest FROM payment');
    expect(Number(largest)).toBeLessThanOrEqual(1_000_000_000);
  });

  it('hostile fields in every format, hostile bytes and a NUL in the file name never answer 5xx (property)', async () => {
    const payer = await registration();
    const amount = fc.oneof(
      fc.constantFrom('0,00', '-0,00', '0', '21474836,48', '99999999999999999999', '1e400', '3500,00', '-3500,00'),
      fc
        .bigInt({ min: 0n, max: 10n ** 16n })
        .map((haler) => `${haler / 100n},${String(haler % 100n).padStart(2, '0')}`),
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u0085\u007f', '&#0;', '&#1;x'),
    );
    const date = fc.constantFrom('01.03.2024', '31.02.2024', '01.01.0001', '1.1.9999', '2024-03-01', '99.99.99999');
    const id = fc.oneof(fc.nat().map(String), fc.string({ unit: 'binary', maxLength: 300 }));
    const movement = fc.record({ amount, text, date, id, vs: fc.constantFrom(payer.vs, '', 'x', '0') });
    const statement = fc.oneof(
      fc.array(movement, { minLength: 1, maxLength: 3 }).map((rows) =>
        fioBankingCsv(
          '2000145399',
          rows.map((row) => [
            row.id,
            row.date,
            row.amount,
            'CZK',
            '123/0100',
            row.text,
            '0100',
            '',
            '',
            row.vs,
            '',
            '',
            row.text,
            row.text,
          ]),
        ),
      ),
      fc.array(movement, { minLength: 1, maxLength: 3 }).map((rows) =>
        fioJson(
          '2000145399',
          rows.map((row) => ({
            22: row.id,
            0: row.date,
            1: row.amount.replace(',', '.'),
            14: 'CZK',
            5: row.vs,
            10: row.text,
            16: row.text,
          })),
        ),
      ),
      fc
        .tuple(movement, fc.double())
        .map(([row, epoch]) =>
          fioJson('2000145399', [
            { 22: row.id, 0: epoch, 1: Number(row.amount.replace(',', '.')), 14: 'CZK', 5: row.vs },
          ]),
        ),
      fc.array(movement, { minLength: 1, maxLength: 3 }).map((rows) =>
        camtXml({
          iban: czIban('0800', '2000145399'),
          entries: rows.map((row) => ({
            amount: row.amount.replace(',', '.'),
            ref: row.id.replace(/[<&]/g, ''),
            references: [`VS:${row.vs}`],
            message: row.text,
            party: { side: 'Dbtr' as const, name: row.text },
          })),
        }),
      ),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(statement, fc.constantFrom('vypis.dat', 'v\u0000ypis.gpc'), async (file, name) => {
        const body = new FormData();
        body.append('file', new Blob([file]), name);
        const response = await fetch(`${app.url}/api/payments/import`, { method: 'POST', headers: admin, body });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 80, seed: 38 },
    );
  });
});

describe('money beyond 32 bits (issue 38, finding 4)', () => {
  it('a registration that received more than 21,474,836.47 Kč shows in the grid, the family page and its export', async () => {
    const email = `bohaty-${movement}@example.cz`;
    const payer = await registration({ email });
    // Three movements of 9,000,000 Kč, each within the cap of one movement: 2,700,000,000 haléřů together.
    const file = gpcFile([gpcHeader({ account: ACCOUNT }), ...[1, 2, 3].map(() => credit(payer.vs, 900_000_000))]);
    expect((await importRest(file)).body).toMatchObject({ credits: 3, overpaid: 3 });
    const staff = await app.graphql<{ registration: { dueHaler: number; receivedHaler: number; payments: unknown[] } }>(
      `query ($id: Int!) { registration(id: $id) { dueHaler receivedHaler payments { amountHaler unallocatedHaler } } }`,
      { id: payer.id },
      admin,
    );
    expect(staff.body?.errors).toBeUndefined();
    expect(staff.body?.data?.registration).toMatchObject({ dueHaler: 350_000, receivedHaler: 2_700_000_000 });
    const token = await insertParentLink(database, email);
    const page = await app.graphql<{ parentPage: { registrations: { dueHaler: number; receivedHaler: number }[] } }>(
      `query ($token: String!) { parentPage(token: $token) { registrations { dueHaler receivedHaler } } }`,
      { token },
    );
    expect(page.body?.errors).toBeUndefined();
    expect(page.body?.data?.parentPage.registrations[0]).toMatchObject({ receivedHaler: 2_700_000_000 });
    const exported = await fetch(`${app.url}/api/parents/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(await exported.json())).toContain('"receivedHaler":2700000000');
  });

  it('no door takes an amount or a price above the cap (10,000,000 Kč)', async () => {
    const payer = await registration();
    const cash = await app.graphql(
      `mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { id } }`,
      { input: { registrationId: payer.id, amountHaler: 2_147_483_648, bookedOn: '2024-03-01', receiptNumber: 'P1' } },
      admin,
    );
    expect(JSON.stringify(cash.body)).toContain('Částka může být nejvýše 10 000 000 Kč.');
    const camp = await app.graphql(
      `mutation ($input: CampInput!) { createCamp(input: $input) { id } }`,
      {
        input: {
          title: 'Drahý tábor',
          from: '2027-07-01',
          to: '2027-07-05',
          price: 10_000_001,
          capacity: 10,
          maxCapacity: 10,
          category: 'preschool',
          type: 'other',
        },
      },
      admin,
    );
    expect(JSON.stringify(camp.body)).toContain('Cena může být nejvýše 10 000 000 Kč.');
  });
});

describe('staff', () => {
  async function unmatchedPayment(amountHaler: number, name = 'Petr Dvořák'): Promise<number> {
    await importRest(gpcFile([gpcHeader({ account: ACCOUNT }), credit('0', amountHaler, { info: name })]));
    const [last] = await database.dataSource.query<{ id: number }[]>('SELECT max(id) AS id FROM payment');
    return last!.id;
  }
  const assign = (id: number, parts: { registrationId: number; amountHaler: number }[]) =>
    app.graphql<{ assignPayment: { id: number; state: string; unallocatedHaler: number } }>(
      'mutation ($id: Int!, $parts: [AllocationPartInput!]!) { assignPayment(id: $id, parts: $parts) { id state unallocatedHaler } }',
      { id, parts },
      admin,
    );

  it('split one payment across siblings, and reverse a wrong pairing (kept in the history)', async () => {
    const anna = await registration({ child_full_name: 'Anna Dvořáková', parent_last_name: 'Dvořák' });
    const petr = await registration({ child_full_name: 'Petr Dvořák', parent_last_name: 'Dvořák' });
    const id = await unmatchedPayment(700_000);

    const { body: suggested } = await app.graphql<{ payment: { state: string; suggestions: { id: number }[] } }>(
      'query ($id: Int!) { payment(id: $id) { state suggestions { id } } }',
      { id },
      admin,
    );
    expect(suggested.errors).toBeUndefined();
    expect(suggested.data!.payment.state).toBe('unmatched');
    expect(suggested.data!.payment.suggestions.map((r) => r.id)).toEqual(expect.arrayContaining([anna.id, petr.id]));

    const { body } = await assign(id, [
      { registrationId: anna.id, amountHaler: 350_000 },
      { registrationId: petr.id, amountHaler: 350_000 },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.assignPayment).toMatchObject({ state: 'paired', unallocatedHaler: 0 });
    expect(await stateOf(anna.id)).toMatchObject({ state: 'paid' });
    expect(await stateOf(petr.id)).toMatchObject({ state: 'paid' });

    const again = await assign(id, [{ registrationId: anna.id, amountHaler: 1 }]);
    expect(again.body.errors?.[0]?.extensions?.domainCode).toBe(PaymentErrorCode.AllocationTooLarge);

    const [{ allocation }] = await database.dataSource.query<[{ allocation: number }]>(
      'SELECT id AS allocation FROM payment_allocation WHERE payment_id = $1 AND registration_id = $2',
      [id, petr.id],
    );
    const response = await fetch(`${app.url}/api/payments/allocations/${allocation}/unpair`, {
      method: 'POST',
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(await stateOf(petr.id)).toMatchObject({ state: 'unpaid', received: 0 });
    const { body: history } = await app.graphql<{
      payment: { history: { type: string; registrationId: number | null }[] };
    }>('query ($id: Int!) { payment(id: $id) { history { type registrationId } } }', { id }, admin);
    expect(history.data!.payment.history.map((event) => event.type)).toEqual([
      'recorded',
      'paired',
      'paired',
      'unpaired',
    ]);
  });

  it('answer a payment’s state and what is left of it alike at both doors, and filter by the same rule (issue 39, item 5)', async () => {
    const payer = await registration();
    const partly = await unmatchedPayment(500_000);
    await assign(partly, [{ registrationId: payer.id, amountHaler: 200_000 }]);
    const unmatched = await unmatchedPayment(120_000);
    const expected = new Map([
      [partly, { state: 'paired', unallocatedHaler: 300_000 }],
      [unmatched, { state: 'unmatched', unallocatedHaler: 120_000 }],
    ]);
    for (const [id, answer] of expected) {
      const { body } = await app.graphql<{ payment: unknown }>(
        'query ($id: Int!) { payment(id: $id) { state unallocatedHaler } }',
        { id },
        admin,
      );
      expect(body.data!.payment).toEqual(answer);
      const rest = await fetch(`${app.url}/api/payments/${id}`, { headers: admin });
      expect(await rest.json()).toMatchObject(answer);
    }
    for (const state of ['paired', 'unmatched', 'refused', 'reversed']) {
      const response = await fetch(`${app.url}/api/payments/search?limit=100`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
      });
      const answer = (await response.json()) as { items: { id: number; state: string }[] };
      if (!answer.items) throw new Error(JSON.stringify(answer));
      const { items } = answer;
      expect(items.filter((item) => item.state !== state)).toEqual([]);
      const ours = [...expected].filter(([, answer]) => answer.state === state).map(([id]) => id);
      expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(ours));
    }
  });

  it('cash with a receipt number; a cancelled registration takes no money', async () => {
    const payer = await registration();
    const { body } = await app.graphql<{ recordCashPayment: { source: string; receiptNumber: string } }>(
      'mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { source receiptNumber } }',
      {
        input: { registrationId: payer.id, amountHaler: 350_000, bookedOn: '2026-11-02', receiptNumber: 'PD-2026-017' },
      },
      admin,
    );
    expect(body.data!.recordCashPayment).toEqual({ source: 'cash', receiptNumber: 'PD-2026-017' });
    expect(await stateOf(payer.id)).toMatchObject({ state: 'paid' });

    const cancelled = await registration({ cancelled_at: new Date().toISOString() });
    const id = await unmatchedPayment(350_000);
    const refused = await assign(id, [{ registrationId: cancelled.id, amountHaler: 350_000 }]);
    expect(refused.body.errors?.[0]?.extensions?.domainCode).toBe(PaymentErrorCode.RegistrationCancelled);
  });

  it('"paid" by hand records a manual payment of what is due; "unpaid" withdraws it, bank money stays unmatched', async () => {
    const manual = await registration();
    const banked = await registration();
    await app.graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [manual.id] }, admin);
    expect(await stateOf(manual.id)).toMatchObject({ state: 'paid', received: 350_000 });
    await importRest(gpcFile([gpcHeader({ account: ACCOUNT }), credit(banked.vs, 350_000)]));

    const { body } = await app.graphql<{ unpayRegistrations: number }>(
      'mutation ($ids: [Int!]!) { unpayRegistrations(ids: $ids) }',
      { ids: [manual.id, banked.id] },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.unpayRegistrations).toBe(2);
    expect(await stateOf(manual.id)).toMatchObject({ state: 'unpaid', received: 0 });
    expect(await stateOf(banked.id)).toMatchObject({ state: 'unpaid', received: 0 });
    const payments = await database.dataSource.query<{ source: string; reversed: boolean }[]>(
      `SELECT source, reversed_at IS NOT NULL AS reversed FROM payment WHERE variable_symbol = ANY($1::varchar[]) ORDER BY id`,
      [[manual.vs, banked.vs]],
    );
    expect(payments).toEqual([
      { source: 'manual', reversed: true },
      { source: 'statement', reversed: false },
    ]);
  });

  it('a paid or partly paid registration is not cancelled (the money would be lost)', async () => {
    const payer = await registration();
    await importRest(gpcFile([gpcHeader({ account: ACCOUNT }), credit(payer.vs, 1_000)]));
    const { body } = await app.graphql(
      'mutation ($id: Int!) { cancelRegistration(id: $id) { id } }',
      { id: payer.id },
      admin,
    );
    expect(body.errors?.[0]?.extensions?.domainCode).toBe(RegistrationErrorCode.PaidCannotBeCancelled);
  });
});

describe('at the same moment', () => {
  it('a statement import and a manual "paid" of one registration end with one payment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const payer = await registration();
      const file = gpcFile([gpcHeader({ account: ACCOUNT }), credit(payer.vs, 350_000)]);
      const [imported] = await Promise.all([
        importRest(file),
        app.graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [payer.id] }, admin),
      ]);
      expect(imported).toMatchObject({ status: 200, body: { paid: 1 } });
      const active = await database.dataSource.query<{ source: string }[]>(
        `SELECT p.source FROM payment_allocation a JOIN payment p ON p.id = a.payment_id
          WHERE a.registration_id = $1 AND a.reversed_at IS NULL`,
        [payer.id],
      );
      expect(active).toEqual([{ source: 'statement' }]);
      expect(await stateOf(payer.id)).toMatchObject({ state: 'paid', received: 350_000 });
    }
  });
});

describe('a large statement (issue 38, finding 3)', () => {
  it('a movement written twice in one file is recorded once and pays what its recorded line says', async () => {
    const payer = await registration();
    const id = 700_000 + payer.id;
    const file = gpcFile([
      gpcHeader({ account: ACCOUNT }),
      credit(payer.vs, 100_000, { id }),
      credit(payer.vs, 350_000, { id }),
    ]);
    const { body } = await importRest(file);
    expect(body).toMatchObject({ itemsRead: 2, credits: 2, partiallyPaid: 1, paid: 0, alreadyImported: 1 });
    const paired = await database.dataSource.query<{ payment: string; allocated: string }[]>(
      `SELECT p.amount_haler::text AS payment, a.amount_haler::text AS allocated
         FROM payment_allocation a JOIN payment p ON p.id = a.payment_id WHERE a.registration_id = $1`,
      [payer.id],
    );
    expect(paired).toEqual([{ payment: '100000', allocated: '100000' }]);
    expect(await stateOf(payer.id)).toMatchObject({ state: 'partially_paid', received: 100_000 });
  });

  /** This thread's CPU time (Node 23.9+; @types/node does not declare it yet). The process's would count the
   * statement parser's worker thread too, which runs beside the event loop, not on it. */
  const threadCpuUsage = (
    process as unknown as { threadCpuUsage(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage }
  ).threadCpuUsage.bind(process);

  /** Runs `work`, answering the longest the event loop was held meanwhile: the time between two ticks,
   * but no more than the main thread's CPU time in it, so a machine busy with other work (the OS or the
   * parser's worker thread running meanwhile) does not count as held. */
  async function heldDuring<T>(work: () => Promise<T>): Promise<{ result: T; longest: number }> {
    let longest = 0;
    let last = { wall: performance.now(), cpu: threadCpuUsage() };
    const ticker = setInterval(() => {
      const now = { wall: performance.now(), cpu: threadCpuUsage() };
      const spent = threadCpuUsage(last.cpu);
      longest = Math.max(longest, Math.min(now.wall - last.wall, (spent.user + spent.system) / 1000));
      last = now;
    }, 5);
    try {
      return { result: await work(), longest };
    } finally {
      clearInterval(ticker);
    }
  }

  it('is recorded and paired without holding the event loop: other requests keep being answered', async () => {
    const template = await registration();
    const payers = await database.dataSource.query<{ vs: string }[]>(
      `INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
                                 personal_data_consent, type, camp_id, customer_id, due_haler)
       SELECT parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
              personal_data_consent, type, camp_id, customer_id, due_haler
         FROM registration, generate_series(1, 2000) WHERE id = $1
       RETURNING variable_symbol::text AS vs`,
      [template.id],
    );
    const unknown = Array.from({ length: 18_000 }, (_, index) => String(8_000_000_000 + index));
    const lines = [gpcHeader({ account: ACCOUNT })];
    for (const vs of [...payers.map((payer) => payer.vs), ...unknown])
      lines.push(credit(vs, 350_000), gpcMessage('078', ['Platba za tábor', `VS ${vs}`]));
    const file = gpcFile(lines);

    const { result, longest } = await heldDuring(async () => [await importRest(file), await importRest(file)]);
    const [first, again] = result;
    expect(first!.status).toBe(200);
    expect(first!.body).toMatchObject({
      itemsRead: 20_000,
      credits: 20_000,
      paid: 2000,
      alreadyImported: 0,
      unmatchedCount: 18_000,
    });
    expect(first!.body.unmatched).toHaveLength(200);
    expect(again!.body).toMatchObject({ itemsRead: 20_000, paid: 0, alreadyImported: 20_000, unmatched: [] });
    expect(longest).toBeLessThan(100);
  });

  /** A statement of `count` lines paying nothing: zero amounts, neither recorded nor paired, each listed. */
  const zeroLines = (count: number) =>
    gpcFile([gpcHeader({ account: ACCOUNT }), ...Array.from({ length: count }, () => credit('1', 0))]);

  it('is answered at the GraphQL door without holding the event loop: the first 200 notes and the counts', async () => {
    const file = zeroLines(18_000);
    const { result, longest } = await heldDuring(() => importGraphql(file));
    const summary = result.body!.data!.importBankStatement;
    expect(summary).toMatchObject({ itemsRead: 18_000, credits: 0, alreadyImported: 0, refusedCount: 18_000 });
    expect(summary.refused).toHaveLength(200);
    expect(longest).toBeLessThan(100);
  });

  it('answers the same bounded summary at both doors, the first notes in file order; the import keeps them all', async () => {
    // 250 unknown symbols (unmatched) between 300 zero amounts (refused), in the file twice: each door
    // imports its own (the second import would find everything recorded).
    const file = (first: number) => {
      const lines = [gpcHeader({ account: ACCOUNT })];
      for (let index = 0; index < 550; index += 1)
        lines.push(index % 2 === 0 && index < 500 ? credit(String(first + index), 1_000) : credit('1', 0));
      return gpcFile(lines);
    };
    const rest = await importRest(file(7_100_000_000));
    const graphql = (await importGraphql(file(7_200_000_000))).body!.data!.importBankStatement;
    expect(rest.status).toBe(200);
    for (const summary of [rest.body, graphql]) {
      expect(summary).toMatchObject({ itemsRead: 550, credits: 250, unmatchedCount: 250, refusedCount: 300 });
      expect(summary.unmatched.map((note) => note.line)).toEqual(
        Array.from({ length: 200 }, (_, index) => 2 + 2 * index),
      );
      expect(summary.refused.map((note) => note.line)).toEqual(
        [
          ...Array.from({ length: 250 }, (_, index) => 3 + 2 * index),
          ...Array.from({ length: 50 }, (_, index) => 502 + index),
        ].slice(0, 200),
      );
    }
    // The same answer but for the symbols (each import its own) and what GraphQL was not asked.
    const alike = (summary: Summary) => ({
      ...Object.fromEntries(Object.keys(graphql).map((key) => [key, summary[key as keyof Summary]])),
      unmatched: summary.unmatched.map((note) => ({
        ...note,
        variableSymbol: 'VS',
        reason: note.reason.replace(/\d{10}/, 'VS'),
      })),
    });
    expect(alike(rest.body)).toEqual(alike(graphql));
    const [stored] = await database.dataSource.query<{ summary: Summary }[]>(
      'SELECT summary FROM bank_import ORDER BY id DESC LIMIT 1',
    );
    expect(stored!.summary.unmatched).toHaveLength(250);
    expect(stored!.summary.refused).toHaveLength(300);
  });
});

describe('the e-mails of a large statement (issue 38, finding 3)', () => {
  it('are sorted by kind in time proportional to the registrations it settled', async () => {
    const queued = new Map<string, number>();
    const mail = new PaymentMail({
      queueMany: async (_manager, ids, kind) => void queued.set(kind, ids.length),
      drop: async () => 0,
      kick: () => undefined,
    });
    const manager = {
      query: async (_sql: string, [ids]: [number[]]) => ids.map((id) => ({ id })),
    } as unknown as EntityManager;
    const settled = Array.from({ length: 40_000 }, (_, index) => ({
      id: index + 1,
      before: PaymentState.unpaid,
      after: index % 2 === 0 ? PaymentState.paid : PaymentState.partially_paid,
      dueHaler: 350_000,
      receivedHaler: index % 2 === 0 ? 350_000 : 100_000,
      receivedBeforeHaler: 0,
    }));
    const started = process.cpuUsage();
    await mail.tell(manager, settled);
    const spent = process.cpuUsage(started);
    expect([...queued.values()]).toEqual([20_000, 20_000]);
    expect((spent.user + spent.system) / 1000).toBeLessThan(100);
  });
});
