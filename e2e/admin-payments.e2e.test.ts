import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gpcAccount, gpcFile, gpcHeader, gpcItem } from './statements';
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
import { downloadedBytes, seriousAxeViolations } from './public-helpers';

// Issue 24 item 5, "Platby" at 1440 px: an administrator imports a GPC statement and reads its summary,
// the grid shows the paired and the unmatched payment, the unmatched one is split across two siblings'
// registrations in the dialog, a pairing is undone (and kept in the history), cash is recorded; a
// lector sees no tab and gets no payments through GraphQL; the accountant's export downloads the day's
// payments (issue 47).

let browser: Browser;
let context: BrowserContext | undefined;
let token = '';
const marker = `Platby${unique()}`;
const lector = { username: `lektor${unique()}`, password: `Lektor-${unique()}-heslo` };
// An odd price, so the test's amounts are its own among the demo data's payments.
const PRICE = 3217;
const children = {
  paid: `${marker} Adam`,
  sisterOne: `${marker} Bára`,
  sisterTwo: `${marker} Cecílie`,
  cash: `${marker} David`,
};
const vs: Record<keyof typeof children, string> = { paid: '', sisterOne: '', sisterTwo: '', cash: '' };
const ids: Record<keyof typeof children, number> = { paid: 0, sisterOne: 0, sisterTwo: 0, cash: 0 };
const ACCOUNT = gpcAccount('19-2000145399');
const bankId = () => Math.floor(Math.random() * 1e12);

const stateOf = async (id: number) =>
  (
    await graphql<{ registration: { paymentState: string } }>(
      'query ($id: Int!) { registration(id: $id) { paymentState } }',
      { id },
      token,
    )
  ).registration.paymentState;

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-06',
    to: '2030-07-10',
    price: PRICE,
    capacity: 10,
    maxCapacity: 10,
  });
  for (const key of Object.keys(children) as (keyof typeof children)[]) {
    ids[key] = await registerForCamp(
      campId,
      {
        childFullName: children[key],
        parentLastName: key.startsWith('sister') ? 'Sestrová' : 'Platící',
        email: `${key}.${marker.toLowerCase()}@example.cz`,
      },
      token,
    );
    const { registration } = await graphql<{ registration: { variableSymbol: string } }>(
      'query ($id: Int!) { registration(id: $id) { variableSymbol } }',
      { id: ids[key] },
      token,
    );
    vs[key] = registration.variableSymbol;
  }
  await graphql(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { ...lector, name: `Lektor ${marker}`, role: 'lector', email: `${lector.username}@example.cz` } },
    token,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A statement: one credit paying Adam exactly, one credit for both sisters without a VS, one debit. */
function statement(): Buffer {
  return gpcFile([
    gpcHeader({ account: ACCOUNT, creditHaler: 3 * PRICE * 100, debitHaler: 50000 }),
    gpcItem({ account: ACCOUNT, id: bankId(), amountHaler: PRICE * 100, code: '2', vs: vs.paid, info: 'PLATICI ADAM' }),
    gpcItem({ account: ACCOUNT, id: bankId(), amountHaler: 2 * PRICE * 100, code: '2', info: 'SESTROVA' }),
    gpcItem({ account: ACCOUNT, id: bankId(), amountHaler: 50000, code: '1', vs: '555', info: 'NAJEM' }),
  ]);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Platby' });

test('an administrator imports a statement, pairs, splits, unpairs and records cash', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The statement's day (GPC's 1 March 2024) in the filter: the grid then shows this statement's rows.
  await loginThroughForm(page, '/admin/payments?from=2024-03-01&to=2024-03-01');
  await page.waitForURL((url) => url.pathname === '/admin/payments');
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await shows(nav.getByRole('link', { name: 'Platby' }));

  // The statement goes in through the file chooser (the drop zone's input).
  await page.locator('input[type="file"]').setInputFiles({
    name: 'vypis.gpc',
    mimeType: 'text/plain',
    buffer: statement(),
  });
  await shows(page.getByText('Výpis vypis.gpc je zpracovaný'), 20000);
  const number = async (label: string) =>
    (
      await page.locator(`dl[aria-label="Přehled importu"] div:has(> dt:text-is("${label}")) > dd`).textContent()
    )?.trim();
  expect(await number('Položek ve výpisu')).toBe('3');
  expect(await number('Příchozích plateb')).toBe('2');
  expect(await number('Zaplaceno')).toBe('1');
  expect(await number('Nespárováno')).toBe('1');
  expect(await number('Neplatí')).toBe('1');
  expect(await number('Už nahráno dříve')).toBe('0');
  const unmatchedNotes = page.getByRole('table', { name: /Nespárované platby/ });
  await shows(unmatchedNotes.getByText('6 434 Kč'));
  // Who paid, as the bank writes it: staff recognise the family (issue 41, item 14).
  await shows(unmatchedNotes.getByRole('columnheader', { name: 'Plátce' }));
  await shows(unmatchedNotes.getByRole('row').filter({ hasText: '6 434 Kč' }).getByRole('cell', { name: 'SESTROVA' }));
  await shows(page.getByRole('table', { name: 'Položky, které nic neplatí' }));
  expect(await stateOf(ids.paid)).toBe('paid');
  await shows(grid(page).getByText(`${children.paid} (VS ${vs.paid})`));
  await screenshot(page, 'admin-payments-import-1440');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The unmatched payment, split across the sisters in the dialog.
  await page.goto(`${BASE_URL}/admin/payments?state=unmatched&amount=${2 * PRICE}`);
  const unmatchedRow = grid(page).getByRole('row').filter({ hasText: '6 434 Kč' });
  await shows(unmatchedRow.getByText('Nespárováno'));
  await shows(page.getByRole('button', { name: /^Nespárované \(\d+\)$/, pressed: true }));
  await unmatchedRow.getByRole('button', { name: /^Přiřadit platbu/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Přiřadit platbu k přihláškám' });
  await shows(dialog);
  const search = dialog.getByLabel('Najít přihlášku');
  for (const sister of [children.sisterOne, children.sisterTwo]) {
    await search.fill(sister);
    await dialog
      .getByRole('button', {
        name: `Vybrat přihlášku ${sister} (VS ${vs[sister === children.sisterOne ? 'sisterOne' : 'sisterTwo']})`,
      })
      .click();
  }
  expect(await dialog.getByLabel(`Částka pro ${children.sisterOne} (VS ${vs.sisterOne})`).inputValue()).toBe(
    String(PRICE),
  );
  expect(await dialog.getByLabel(`Částka pro ${children.sisterTwo} (VS ${vs.sisterTwo})`).inputValue()).toBe(
    String(PRICE),
  );
  await shows(dialog.getByText('Přiřadí se celá zbývající částka.'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Přiřadit', exact: true }).click();
  await shows(page.getByText('Platba byla přiřazena k 2 přihláškám.'));
  await dialog.waitFor({ state: 'hidden' });
  expect(await stateOf(ids.sisterOne)).toBe('paid');
  expect(await stateOf(ids.sisterTwo)).toBe('paid');

  // A wrong pairing undone, after a question; it stays in the history.
  await page.goto(`${BASE_URL}/admin/payments?vs=${vs.paid}`);
  const pairedRow = grid(page)
    .getByRole('row')
    .filter({ hasText: `${children.paid} (VS ${vs.paid})` });
  await shows(pairedRow.getByText('Spárováno'));
  await pairedRow.getByRole('button', { name: /^Zrušit spárování platby/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Zrušit spárování?' });
  await shows(confirm);
  await confirm.getByRole('button', { name: 'Zrušit spárování' }).click();
  await shows(page.getByText('Spárování bylo zrušeno.'));
  expect(await stateOf(ids.paid)).toBe('unpaid');
  const row = grid(page).getByRole('row').filter({ hasText: 'PLATICI ADAM' });
  await shows(row.getByText('Nespárováno'));
  await row.getByRole('button', { name: /^Historie platby/ }).click();
  const history = page.getByRole('dialog', { name: /^Platba / });
  await shows(history.getByRole('cell', { name: 'Spárování zrušeno' }));
  await shows(history.getByRole('cell', { name: 'Spárována' }).first());
  await history.getByRole('button', { name: 'Zavřít' }).last().click();

  // Cash for David, the amount what he owes.
  await page.getByRole('button', { name: 'Zapsat hotovost' }).click();
  const cash = page.getByRole('dialog', { name: 'Zapsat platbu v hotovosti' });
  await cash.getByLabel('Přihláška').fill(children.cash);
  await cash.getByRole('button', { name: `Vybrat přihlášku ${children.cash} (VS ${vs.cash})` }).click();
  expect(await cash.getByLabel('Částka (Kč)').inputValue()).toBe(String(PRICE));
  await cash.getByRole('button', { name: 'Zapsat', exact: true }).click();
  await shows(cash.locator('#cash-receipt[aria-invalid="true"]'));
  await cash.getByLabel('Číslo dokladu').fill(`P-${marker.slice(-6)}`);
  await cash.getByRole('button', { name: 'Zapsat', exact: true }).click();
  await shows(page.getByText(`Hotovost 3 217 Kč zapsána k přihlášce ${children.cash} (VS ${vs.cash}).`));
  expect(await stateOf(ids.cash)).toBe('paid');

  // The accountant's export (issue 47): a reversed period is refused at its field, today's payments
  // arrive as a CSV with David's cash.
  await page.getByRole('button', { name: 'Export pro účetní' }).click();
  const accounting = page.getByRole('dialog', { name: 'Export pro účetní' });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  await accounting.getByLabel('Od', { exact: true }).fill('2030-01-02');
  await accounting.getByLabel('Do', { exact: true }).fill('2030-01-01');
  await accounting.getByRole('button', { name: 'Přijaté platby (CSV)' }).click();
  await shows(accounting.getByText('Datum „Od“ nesmí být pozdější než datum „Do“.'));
  await accounting.getByLabel('Od', { exact: true }).fill(today);
  await accounting.getByLabel('Do', { exact: true }).fill(today);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    accounting.getByRole('button', { name: 'Přijaté platby (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`prijate-platby-${today}-${today}.csv`);
  expect((await downloadedBytes(download)).toString('utf8')).toContain(`"${children.cash} (VS ${vs.cash})"`);
  await accounting.getByRole('button', { name: 'Zavřít' }).last().click();

  // The registration dialog lists its payments for an administrator.
  await page.goto(`${BASE_URL}/admin/registrations?q=${encodeURIComponent(children.cash)}`);
  const registrations = page.getByRole('grid', { name: 'Přihlášky' });
  await registrations.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${children.cash}`) }).click();
  const edit = page.getByRole('dialog');
  await shows(edit.getByRole('heading', { name: 'Platby' }));
  await shows(
    edit
      .getByRole('table', { name: 'Platby přihlášky' })
      .getByRole('cell', { name: `Hotovost (P-${marker.slice(-6)})` }),
  );
  await shows(edit.getByText('Zbývá uhradit'));
  expect(errors).toEqual([]);
});

test('a lector sees no payments tab, the route says so, and GraphQL gives no payments', async () => {
  const { login } = await graphql<{ login: { token: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: lector.username, p: lector.password },
  );
  await expect(graphql('{ searchPayments { items { id amountHaler } } }', {}, login.token)).rejects.toThrow();
  await expect(
    graphql(
      `
        query ($id: Int!) {
          registration(id: $id) {
            payments {
              id
            }
          }
        }
      `,
      { id: ids.cash },
      login.token,
    ),
  ).rejects.toThrow();

  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill(lector.username);
  await page.getByLabel('Heslo').fill(lector.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await shows(nav.getByRole('link', { name: 'Přihlášky' }));
  expect(await nav.getByRole('link', { name: 'Platby' }).count()).toBe(0);
  await page.goto(`${BASE_URL}/admin/payments`);
  await shows(page.getByText('Platby vidí a páruje jen administrátor.'));
  expect(await page.locator('input[type="file"]').count()).toBe(0);
});
