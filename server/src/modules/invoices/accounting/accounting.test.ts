// The accountant's exports (issue 47, item 4) over HTTP: the Pohoda dataPack and ISDOC validated with
// xmllint against the official schemas (../fixtures/xsd), the same ids on a second export, the
// received payments as CSV and XLSX, who may ask, and the period's refusals; a VAT payer's documents
// (a setting the app reads at start) are checked on the writers themselves.
import path from 'node:path';
import { AccountingErrorCode, errorMessage, formatDate, pragueToday } from '@kurzy/common';
import ExcelJS from 'exceljs';
import { testConfig } from '../../../test/config';
import { createTestDatabase, TestDatabase } from '../../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { schemaProblems } from '../../../test/xml-schema';
import { loadInvoiceDocument } from '../invoice.document';
import { renderInvoicePdf } from '../invoice.pdf';
import { loadAccountingInvoice } from './accounting.invoice';
import { isdocInvoice } from './accounting.isdoc';
import { pohodaHead, pohodaItem, POHODA_TAIL } from './accounting.pohoda';

const XSD = path.join(__dirname, '..', 'fixtures', 'xsd');
const POHODA_DATA = path.join(XSD, 'pohoda', 'data.xsd');
const POHODA_INVOICE = path.join(XSD, 'pohoda', 'invoice.xsd');
const ISDOC = path.join(XSD, 'isdoc', 'isdoc-invoice-6.0.2.xsd');

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
/** Registrations with an invoice: one with a discount, one without. */
let discounted: { id: number; vs: string; number: string };
let plain: { id: number; vs: string; number: string };
const today = pragueToday();

const get = (pathAndQuery: string, headers: Record<string, string> = admin) =>
  fetch(`${app.url}/api${pathAndQuery}`, { headers });

async function invoiced(values: Record<string, unknown>, scheduleId: number) {
  const id = await insertRegistration(database, { schedule_id: scheduleId, ...values });
  const sent = await get(`/registration/sendInvoice/${id}/default`);
  const body = (await sent.json()) as { invoiceNumber: string; variableSymbol: string };
  expect(sent.status).toBe(200);
  return { id, vs: String(body.variableSymbol), number: body.invoiceNumber };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  const scheduleId = await insertSchedule(database, {
    course_id: await insertCourse(database, { title: 'Keramika & <hlína>', price: 2500 }),
    branch_id: await insertBranch(database),
  });
  discounted = await invoiced(
    { child_full_name: 'Anna Nováková', discount_haler: 30_000, discount_name: 'Sourozenecká sleva' },
    scheduleId,
  );
  plain = await invoiced({ child_full_name: 'Олена Шевченко', email: 'olena@example.com' }, scheduleId);
  const cash = await fetch(`${app.url}/api/payments/cash`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationId: discounted.id,
      amountHaler: 100_050,
      bookedOn: today,
      receiptNumber: 'P-1',
    }),
  });
  expect(cash.status).toBe(201);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Each `inv:invoice` of a dataPack as a document of its own, for invoice.xsd. */
const invoicesOf = (pack: string) =>
  [...pack.matchAll(/<inv:invoice version="2.0">[\s\S]*?<\/inv:invoice>/g)].map(([invoice]) =>
    invoice.replace(
      '<inv:invoice ',
      '<inv:invoice xmlns:inv="http://www.stormware.cz/schema/version_2/invoice.xsd" ' +
        'xmlns:typ="http://www.stormware.cz/schema/version_2/type.xsd" ',
    ),
  );

describe('GET /api/accounting/pohoda', () => {
  it('is one dataPack valid against data.xsd, each invoice against invoice.xsd, with the same ids again', async () => {
    const response = await get(`/accounting/pohoda?from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="pohoda-faktury-${today}-${today}.xml"`,
    );
    const pack = await response.text();
    expect(await schemaProblems(pack, POHODA_DATA)).toBe('');
    const invoices = invoicesOf(pack);
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) expect(await schemaProblems(invoice, POHODA_INVOICE)).toBe('');

    const ids = (xml: string) => [...xml.matchAll(/<dat:dataPackItem version="2.0" id="([^"]+)">/g)].map((m) => m[1]);
    expect(ids(pack)).toEqual([discounted.number, plain.number]);
    // The item, the discount as its own negative line, the variable symbol, the text escaped.
    expect(pack).toContain(`<typ:numberRequested checkDuplicity="true">${discounted.number}</typ:numberRequested>`);
    expect(pack).toContain(`<inv:symVar>${discounted.vs}</inv:symVar>`);
    expect(pack).toContain('Keramika &amp; &lt;hlína&gt;');
    expect(pack).toContain('<inv:text>Sourozenecká sleva</inv:text><inv:quantity>1</inv:quantity>');
    expect(pack).toContain('<typ:unitPrice>-300</typ:unitPrice>');
    expect(pack).toContain('<typ:priceNone>2200</typ:priceNone>');
    expect(pack).toContain('Олена Шевченко');

    const again = await (await get(`/accounting/pohoda?from=${today}&to=${today}`)).text();
    expect(ids(again)).toEqual(ids(pack));
    expect(again).toBe(pack);
  });

  it('refuses a period without invoices', async () => {
    const response = await get('/accounting/pohoda?from=2001-01-01&to=2001-12-31');
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: {
        code: AccountingErrorCode.NoInvoices,
        message: errorMessage(AccountingErrorCode.NoInvoices),
      },
    });
  });
});

describe('GET /api/invoices/{id}/isdoc', () => {
  it('is ISDOC 6.0.2 with the variable symbol and the amount payable', async () => {
    const response = await get(`/invoices/${discounted.id}/isdoc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="faktura-${discounted.number}.isdoc"`);
    const isdoc = await response.text();
    expect(await schemaProblems(isdoc, ISDOC)).toBe('');
    expect(isdoc).toContain(`<ID>${discounted.number}</ID>`);
    expect(isdoc).toContain(`<VariableSymbol>${discounted.vs}</VariableSymbol>`);
    expect(isdoc).toContain('<PayableAmount>2200</PayableAmount>');
    expect(isdoc).toContain('<LineExtensionAmountTaxInclusive>-300</LineExtensionAmountTaxInclusive>');
    // The same invoice, the same UUID.
    const again = await (await get(`/invoices/${discounted.id}/isdoc`)).text();
    expect(again).toBe(isdoc);
  });

  it('answers 404 for a registration without an invoice', async () => {
    const id = await insertRegistration(database, {
      schedule_id: (await database.dataSource.query('SELECT id FROM schedule LIMIT 1'))[0].id,
    });
    const response = await get(`/invoices/${id}/isdoc`);
    expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
      status: 404,
      code: 'INVOICE_NOT_ISSUED',
    });
  });
});

describe('GET /api/accounting/payments', () => {
  const HEADER = ['Datum', 'Variabilní symbol', 'Částka (Kč)', 'Způsob platby', 'Přihláška'];
  const day = formatDate(today);

  it('lists the money received in the period as CSV and as XLSX', async () => {
    const csv = await get(`/accounting/payments?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="prijate-platby-${today}-${today}.csv"`);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      // Every cell is quoted; none of these holds a quote or a separator.
      .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')));
    const expected = [HEADER, [day, discounted.vs, '1000,50', 'Hotově', `Anna Nováková (VS ${discounted.vs})`]];
    expect(rows).toEqual(expected);

    const xlsx = await get(`/accounting/payments?from=${today}&to=${today}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Přijaté platby');
    const cells: string[][] = [];
    sheet.eachRow((row) => cells.push(HEADER.map((_, index) => row.getCell(index + 1).text)));
    expect(cells).toEqual(expected);

    const before = await (await get(`/accounting/payments?from=2001-01-01&to=2001-12-31`)).text();
    expect(before.replace(/^\uFEFF/, '').trimEnd()).toBe(HEADER.map((cell) => `"${cell}"`).join(';'));
  });
});

describe('who may export and which periods', () => {
  const calls = () => [
    `/accounting/pohoda?from=${today}&to=${today}`,
    `/invoices/${plain.id}/isdoc`,
    `/accounting/payments?from=${today}&to=${today}`,
  ];

  it('refuses lectors (403) and anonymous callers (401)', async () => {
    for (const call of calls()) {
      expect({ call, status: (await get(call, lector)).status }).toEqual({ call, status: 403 });
      expect({ call, status: (await get(call, {})).status }).toEqual({ call, status: 401 });
    }
  });

  it.each([
    ['from=2026-04-01&to=2026-03-31', AccountingErrorCode.RangeReversed, 'from'],
    ['from=2026-02-30&to=2026-03-31', AccountingErrorCode.InvalidDate, 'from'],
    ['from=2026-03-01&to=zitra', AccountingErrorCode.InvalidDate, 'to'],
    ['to=2026-03-31', AccountingErrorCode.InvalidDate, 'from'],
  ])('refuses %s with a Czech 400 naming the field', async (query, code, field) => {
    for (const base of ['/accounting/pohoda', '/accounting/payments']) {
      const response = await get(`${base}?${query}`);
      const body = (await response.json()) as { code: string; message: string; errors: Record<string, string> };
      expect({ status: response.status, code: body.code, fields: Object.keys(body.errors) }).toEqual({
        status: 400,
        code,
        fields: [field],
      });
      expect(body.message).toMatch(field === 'from' ? /„Od“/ : /„Do“/);
    }
  });
});

describe('a VAT payer (OPERATOR_VAT_PAYER=true)', () => {
  it('writes VAT at the basic rate into both formats, still valid against the schemas, and on the PDF', async () => {
    const operator = { ...(await testConfig()).operator, vatPayer: true };
    const invoice = (await loadAccountingInvoice(database.dataSource.manager, discounted.id))!;
    const pack = pohodaHead(operator, today, today) + pohodaItem(invoice, true) + POHODA_TAIL;
    expect(await schemaProblems(pack, POHODA_DATA)).toBe('');
    // 2,500 Kč less 300 Kč with 21 % VAT in them, line by line.
    expect(pack).toContain(
      '<typ:priceHigh>1818.19</typ:priceHigh><typ:priceHighVAT>381.81</typ:priceHighVAT><typ:priceHighSum>2200</typ:priceHighSum>',
    );
    const isdoc = isdocInvoice(invoice, operator);
    expect(await schemaProblems(isdoc, ISDOC)).toBe('');
    expect(isdoc).toContain('<VATApplicable>true</VATApplicable>');
    expect(isdoc).toContain(`<CompanyID>CZ${operator.companyId}</CompanyID>`);
    expect(isdoc).toContain('<PayableAmount>2200</PayableAmount>');
    // The invoice's PDF says the same, and no longer that the supplier is no VAT payer.
    const document = (await loadInvoiceDocument(database.dataSource.manager, discounted.id))!;
    const text = (await pdfText(await renderInvoicePdf(document, operator))).replace(/\s+/g, ' ');
    expect(text).toContain(`DIČ dodavatele: CZ${operator.companyId}`);
    expect(text).toContain('Základ daně 21 %: 1 818,19 Kč, DPH 21 %: 381,81 Kč');
    expect(text).not.toContain('není plátcem DPH');
  });
});
