import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  copyRegistration,
  createTestCamp,
  graphql,
  loginThroughForm,
  newPage,
  registerForCamp,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';
import { downloadedBytes, seriousAxeViolations } from './public-helpers';

// Issue 23 item 9, at 1440 px: 1,000 rows and more. The pager goes to the first, the last and a typed
// page; "Vybrat všech N odpovídajících" selects every row the filter matches; the selection survives
// paging and is cleared only by a filter change, which says so; pay, export, e-mail copy and delete
// act on that selection on the server after a confirmation naming the count.

const COUNT = 1200;
const marker = `Tisic${unique()}`;
const email = `tisic.${marker.toLowerCase()}@example.com`;
let browser: Browser;
let context: BrowserContext | undefined;
let token: string;

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-06',
    to: '2030-07-10',
    price: 3200,
    capacity: 2000,
    maxCapacity: 2000,
  });
  const first = await registerForCamp(
    campId,
    { childFullName: `${marker} aaaa`, parentLastName: 'Tisícová', email },
    token,
  );
  await copyRegistration(first, COUNT - 1, marker);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openGrid(): Promise<Page> {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const { page } = opened;
  await loginThroughForm(page, '/admin/registrations');
  await page.goto(`${BASE_URL}/admin/registrations?q=${marker}&size=100`);
  await shows(page.getByText(`Stránka 1 z 12 · celkem 1 200`), 20000);
  return page;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Přihlášky' });
const bulk = (page: Page) => page.getByRole('toolbar', { name: 'Hromadné akce' });
const count = (page: Page) => page.getByTestId('selection-count');
const pageNumber = (page: Page) => page.getByRole('textbox', { name: 'Stránka', exact: true });

async function paidCount(): Promise<number> {
  const { searchRegistrations } = await graphql<{ searchRegistrations: { pagination: { total: number } } }>(
    'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter, limit: 1) { pagination { total } } }',
    { filter: { text: marker, paymentState: 'paid' } },
    token,
  );
  return searchRegistrations.pagination.total;
}

test('the pager goes to the first, the last and a typed page, and says when a number is out of range', async () => {
  const page = await openGrid();
  await pageNumber(page).fill('5');
  await pageNumber(page).press('Enter');
  await shows(page.getByText('Stránka 5 z 12 · celkem 1 200'));
  expect(new URL(page.url()).searchParams.get('page')).toBe('5');
  await page.getByRole('button', { name: 'Poslední stránka' }).click();
  await shows(page.getByText('Stránka 12 z 12 · celkem 1 200'));
  await expect(page.getByRole('button', { name: 'Další stránka' }).isDisabled()).resolves.toBe(true);
  await page.getByRole('button', { name: 'První stránka' }).click();
  await shows(page.getByText('Stránka 1 z 12 · celkem 1 200'));
  await pageNumber(page).fill('99');
  await pageNumber(page).press('Enter');
  await shows(page.getByRole('alert').filter({ hasText: 'Zadejte číslo stránky od 1 do 12.' }));
  expect(await pageNumber(page).getAttribute('aria-invalid')).toBe('true');
  await shows(page.getByText('Stránka 1 z 12 · celkem 1 200'));
  await pageNumber(page).press('Escape');
  expect(await pageNumber(page).inputValue()).toBe('1');
});

test('a selection survives paging and a new order; a filter change clears it and says so', async () => {
  const page = await openGrid();
  const checkboxes = grid(page).locator('tbody input[type="checkbox"]');
  await checkboxes.nth(0).check({ force: true });
  await checkboxes.nth(1).check({ force: true });
  await shows(count(page).filter({ hasText: 'Vybrány 2 přihlášky' }));
  await page.getByRole('button', { name: 'Další stránka' }).click();
  await shows(page.getByText('Stránka 2 z 12 · celkem 1 200'));
  await checkboxes.nth(0).check({ force: true });
  await shows(count(page).filter({ hasText: 'Vybrány 3 přihlášky' }));
  await page.getByRole('button', { name: 'Předchozí stránka' }).click();
  await shows(page.getByText('Stránka 1 z 12 · celkem 1 200'));
  expect(await checkboxes.nth(0).isChecked()).toBe(true);
  expect(await checkboxes.nth(1).isChecked()).toBe(true);
  expect(await checkboxes.nth(2).isChecked()).toBe(false);

  await grid(page).getByRole('button', { name: /^Dítě/ }).click();
  await shows(count(page).filter({ hasText: 'Vybrány 3 přihlášky' }));

  await page.getByRole('combobox', { name: 'Platba' }).selectOption({ label: 'Nezaplaceno' });
  await shows(count(page).filter({ hasText: 'Filtr se změnil, výběr 3 přihlášek byl zrušen.' }));
  expect(await checkboxes.nth(0).isChecked()).toBe(false);
});

test('"Vybrat všech 1 200 odpovídajících", then pay, export, copy the e-mails and delete them all after a confirmation', async () => {
  const page = await openGrid();
  await page.getByRole('button', { name: 'Vybrat všech 1 200 odpovídajících' }).click();
  await shows(count(page).filter({ hasText: 'Vybráno všech 1 200 odpovídajících přihlášek' }));
  await page.getByRole('button', { name: 'Poslední stránka' }).click();
  await shows(page.getByText('Stránka 12 z 12 · celkem 1 200'));
  expect(await grid(page).locator('tbody input[type="checkbox"]').last().isChecked()).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'issue23-item9-all-selected-1440');

  // Pay: a question with the count; "Zrušit" changes nothing.
  await bulk(page).getByRole('button', { name: 'Označit zaplacené' }).click();
  const payQuestion = page.getByRole('alertdialog', { name: 'Označit 1 200 přihlášek jako zaplacené?' });
  await shows(payQuestion);
  await payQuestion.getByRole('button', { name: 'Zrušit' }).click();
  await payQuestion.waitFor({ state: 'hidden' });
  expect(await paidCount()).toBe(0);
  await bulk(page).getByRole('button', { name: 'Označit zaplacené' }).click();
  await payQuestion.getByRole('button', { name: 'Označit zaplacené' }).click();
  await shows(page.getByText('1 200 přihlášek označeno jako zaplacené.'));
  expect(await paidCount()).toBe(COUNT);

  // Export of the selection: the question with the count and the format, then the file.
  await bulk(page).getByRole('button', { name: 'Exportovat vybrané' }).click();
  const exportQuestion = page.getByRole('alertdialog', { name: 'Exportovat 1 200 vybraných přihlášek?' });
  await shows(exportQuestion);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportQuestion.getByRole('button', { name: 'Exportovat' }).click(),
  ]);
  const lines = (await downloadedBytes(download)).toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + COUNT);
  expect(lines.filter((line) => line.includes(';"Zaplaceno";'))).toHaveLength(COUNT);

  // The e-mails: every copy has the family's one address.
  await bulk(page).getByRole('button', { name: 'Kopírovat e-maily' }).click();
  const copyQuestion = page.getByRole('alertdialog', { name: 'Zkopírovat 1 e-mailovou adresu?' });
  await shows(copyQuestion);
  await copyQuestion.getByRole('button', { name: 'Zkopírovat' }).click();
  await shows(page.getByText('E-mail zkopírován do schránky.'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  // Delete: the question counts them and warns that paid ones lose their payment records.
  await bulk(page).getByRole('button', { name: 'Smazat vybrané' }).click();
  const deleteQuestion = page.getByRole('alertdialog', { name: 'Smazat 1 200 přihlášek?' });
  await shows(deleteQuestion);
  await shows(deleteQuestion.getByText('1 200 z nich je zaplacených; smazáním se záznamy o platbách ztratí.'));
  await deleteQuestion.getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Smazáno 1 200 přihlášek.'));
  await shows(count(page).filter({ hasText: 'Nic nevybráno' }));
  const { searchRegistrations } = await graphql<{ searchRegistrations: { pagination: { total: number } } }>(
    'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter, limit: 1) { pagination { total } } }',
    { filter: { text: marker } },
    token,
  );
  expect(searchRegistrations.pagination.total).toBe(0);
});
