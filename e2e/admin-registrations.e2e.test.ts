import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
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

// The registrations grid: find our own registrations, select rows, pay them and see the state
// change, then delete them with the count confirmation.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Test${unique()}`;
const children = [`${marker} Anna`, `${marker} Bedřich`, `${marker} Cyril`];

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  // Our own camp, so other tests' records and the demo data's capacity do not matter.
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
      parentLastName: 'Testovací',
      email: `rodic${index}.${marker.toLowerCase()}@example.com`,
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

function rowCheckbox(page: Page, child: string) {
  return page.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${child} `) });
}

test('select rows, pay them, see the state change, delete them with the confirmation', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/registrations');
  await page.waitForURL(`${BASE_URL}/admin/registrations`);

  // Page 1 with 20 rows by default.
  await shows(page.getByText(/^Stránka 1 z \d+/));
  await page.getByRole('searchbox').fill(marker);
  for (const child of children) await shows(rowCheckbox(page, child));
  await shows(page.getByText('Stránka 1 z 1 · celkem 3'));
  await screenshot(page, 'admin-registrations-filtered-1280');

  await rowCheckbox(page, children[0]!).check({ force: true });
  await rowCheckbox(page, children[1]!).check({ force: true });
  await shows(page.getByText('Vybrány 2 přihlášky'));
  const bulk = page.getByRole('toolbar', { name: 'Hromadné akce' });
  await bulk.getByRole('button', { name: 'Označit zaplacené' }).click();
  await shows(page.getByText('2 přihlášky označeny jako zaplacené.'));

  // The grid shows the new state: two paid, the third still unpaid.
  const { searchRegistrations } = await graphql<{
    searchRegistrations: { items: { childFullName: string; paymentState: string }[] };
  }>(
    `
      query ($filter: RegistrationFilter) {
        searchRegistrations(filter: $filter) {
          items {
            childFullName
            paymentState
          }
        }
      }
    `,
    { filter: { text: marker } },
    await apiLogin(),
  );
  const states = Object.fromEntries(searchRegistrations.items.map((item) => [item.childFullName, item.paymentState]));
  expect(states).toEqual({ [children[0]!]: 'paid', [children[1]!]: 'paid', [children[2]!]: 'unpaid' });
  await page.getByRole('combobox', { name: 'Platba', exact: true }).selectOption('paid');
  await shows(page.getByText('Stránka 1 z 1 · celkem 2'));
  await page.getByRole('combobox', { name: 'Platba', exact: true }).selectOption('');
  await shows(page.getByText('Stránka 1 z 1 · celkem 3'));

  // Per row: the invoice dialog sends it by e-mail (admin-invoice-dialog.e2e.test.ts tests the dialog).
  await page.getByRole('button', { name: new RegExp(`^Odeslat fakturu: ${children[0]} `) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odeslat fakturu' }).click();
  await shows(page.getByText('Faktura byla odeslána.'));

  // Delete two: the confirmation names the count and cannot be undone.
  await rowCheckbox(page, children[1]!).check({ force: true });
  await rowCheckbox(page, children[2]!).check({ force: true });
  await bulk.getByRole('button', { name: 'Smazat vybrané' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Smazat 2 přihlášky?' });
  await shows(confirm.getByText('Opravdu chcete smazat 2 vybrané přihlášky? Tuto akci nelze vrátit zpět.'));
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Smazány 2 přihlášky.'));
  await shows(page.getByText('Stránka 1 z 1 · celkem 1'));
  await shows(rowCheckbox(page, children[0]!));
  expect(errors).toEqual([]);
});
