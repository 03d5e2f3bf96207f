import ExcelJS from 'exceljs';
import { downloadedBytes } from './public-helpers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  createTestCamp,
  loginThroughForm,
  newPage,
  registerForCamp,
  requireSetup,
  shows,
  unique,
} from './admin-helpers';

// The registrations export as staff use it: filter the grid, click Export CSV or Export XLSX, and
// the file made by the server arrives as a download holding exactly the filtered rows.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Test${unique()}`;
const hostile = `=HYPERLINK("http://zlo.example";"${marker}")`;
// Names take letters only (common/src/validation/names.ts): the formula comes in the last child's note.
const children = [`${marker} Anna`, `${marker} Bedřich`, `${marker} Cecílie`];

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-01',
    to: '2030-07-05',
    price: 3000,
    capacity: 10,
    maxCapacity: 12,
  });
  for (const [index, child] of children.entries())
    await registerForCamp(campId, {
      childFullName: child,
      parentLastName: 'Exportní',
      email: `export${index}.${marker.toLowerCase()}@example.com`,
      ...(index === 2 ? { note: hostile } : {}),
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function filteredGrid(): Promise<Page> {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/registrations');
  await page.waitForURL((url) => url.pathname === '/admin/registrations');
  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 1 · celkem 3'));
  return page;
}

async function downloadOf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());

test('Export CSV downloads the filtered rows: BOM, `;`, Czech headers, the formula neutralised', async () => {
  const page = await filteredGrid();
  const { name, bytes } = await downloadOf(page, 'Export CSV');
  expect(name).toBe(`prihlasky-${today()}.csv`);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  // Every cell quoted (issue 21), so a value never ends its cell.
  expect(lines[0]?.split(';').slice(0, 9)).toEqual(
    ['Přihlášeno', 'Ke kontrole', 'Dítě', 'Narozeno', 'Rodič', 'E-mail', 'Telefon', 'Typ', 'Kroužek / tábor'].map(
      (header) => `"${header}"`,
    ),
  );
  expect(lines).toHaveLength(1 + 3);
  const text = lines.join('\n');
  for (const child of children) expect(text).toContain(`;"${child}";`);
  // The parent's formula (in the note, the last column) starts with an apostrophe.
  expect(lines.some((line) => line.endsWith(`;"'=HYPERLINK(""http://zlo.example"";""${marker}"")"`))).toBe(true);
  await shows(page.getByText('Exportovány 3 přihlášky.'));
});

test('Export XLSX downloads a workbook with the same rows', async () => {
  const page = await filteredGrid();
  const { name, bytes } = await downloadOf(page, 'Export XLSX');
  expect(name).toBe(`prihlasky-${today()}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(3).value).toBe('Dítě');
  const shown: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) shown.push(row.getCell(3).text);
  });
  expect(shown.sort()).toEqual([...children].sort());
  await shows(page.getByText('Exportovány 3 přihlášky.'));
});
