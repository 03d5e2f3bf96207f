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

// A page of 500 registrations (issue 22): only a window of its rows is in the DOM, yet the keyboard
// reaches the last row (aria-rowindex 501) page by page and at once, and every row drawn keeps its
// checkbox and buttons beside its own child, after the keys and after scrolling.

const COUNT = 500;
const marker = `Stovka${unique()}`;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-08-03',
    to: '2030-08-07',
    price: 2500,
    capacity: 10,
    maxCapacity: 10,
  });
  const first = await registerForCamp(
    campId,
    {
      childFullName: `${marker} aaaa`,
      parentLastName: 'Stránková',
      email: `stovka.${marker.toLowerCase()}@example.com`,
    },
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

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/registrations');
  await page.goto(`${BASE_URL}/admin/registrations?q=${marker}&size=${COUNT}`);
  await shows(page.getByText(`Stránka 1 z 1 · celkem ${COUNT}`), 20000);
  await page.getByRole('grid', { name: 'Přihlášky' }).locator('tbody [role="rowheader"]').first().waitFor();
  return { page, errors };
}

/** The rows in the DOM, and the focused cell with its row's aria-rowindex and child. */
const state = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const row = active?.closest('tr');
    const scroller = document.querySelector('table[role="grid"]')?.parentElement;
    const box = active?.getBoundingClientRect();
    const frame = scroller?.getBoundingClientRect();
    return {
      drawn: document.querySelectorAll('table[role="grid"] tbody tr[role="row"]').length,
      cell: active?.dataset.cell ?? null,
      rowIndex: Number(row?.getAttribute('aria-rowindex') ?? 0),
      child: row?.querySelector('[role="rowheader"]')?.textContent ?? null,
      inView: Boolean(box && frame && box.top >= frame.top && box.bottom <= frame.bottom + 1),
    };
  });

/** Each drawn row: every control named after a child is in that child's `<tr>` and on its line. */
const misplacedControls = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    let checked = 0;
    const labelled = [...document.querySelectorAll<HTMLElement>('table[role="grid"] [aria-label]')];
    for (const row of document.querySelectorAll<HTMLTableRowElement>('table[role="grid"] tbody tr[role="row"]')) {
      const child = row.querySelector('[role="rowheader"]')?.textContent ?? '';
      const box = row.getBoundingClientRect();
      const mine = labelled.filter((element) => element.getAttribute('aria-label')?.includes(`${child} (VS`));
      if (mine.length < 5) problems.push(`${child}: ${mine.length} controls name the child, expected 5 or more`);
      for (const control of mine) {
        checked += 1;
        const rect = (control.closest('label') ?? control).getBoundingClientRect();
        const middle = rect.top + rect.height / 2;
        if (control.closest('tr') !== row) problems.push(`${control.getAttribute('aria-label')} is in another row`);
        if (rect.height === 0 || middle < box.top || middle > box.bottom)
          problems.push(`${control.getAttribute('aria-label')} is not on ${child}'s line`);
      }
    }
    return { problems, checked };
  });

test('a page of 500: a window of rows in the DOM, the keyboard to the last row, actions beside their child', async () => {
  const { page, errors } = await openPage();
  const grid = page.getByRole('grid', { name: 'Přihlášky' });
  expect(await grid.getAttribute('aria-rowcount')).toBe(String(COUNT + 1));
  const first = await state(page);
  expect(first.drawn).toBeGreaterThan(10);
  expect(first.drawn).toBeLessThan(80);

  // The order the server gives: what the last row must be.
  const { searchRegistrations } = await graphql<{ searchRegistrations: { items: { childFullName: string }[] } }>(
    'query ($f: RegistrationFilter) { searchRegistrations(filter: $f, page: 1, limit: 500) { items { childFullName } } }',
    { f: { text: marker } },
    await apiLogin(),
  );
  const last = searchRegistrations.items.at(-1)?.childFullName;
  expect(searchRegistrations.items).toHaveLength(COUNT);

  // Into the grid (its one Tab stop), then page by page to the end: each step is drawn and in view.
  await grid.locator('[data-cell="0:0"]').focus();
  await page.keyboard.press('ArrowDown');
  let previous = 2;
  for (let press = 0; press < 80 && previous < COUNT + 1; press += 1) {
    await page.keyboard.press('PageDown');
    const now = await state(page);
    expect(now.rowIndex).toBeGreaterThan(previous);
    expect(now.inView).toBe(true);
    expect(now.drawn).toBeLessThan(80);
    previous = now.rowIndex;
  }
  expect(await state(page)).toMatchObject({ rowIndex: COUNT + 1, child: last, cell: `${COUNT}:0` });
  expect((await misplacedControls(page)).problems).toEqual([]);

  // Back to the top and to the last cell at once (Ctrl+End): drawn, focused, in view.
  await page.keyboard.press('Control+Home');
  // The focused last row leaves the DOM as the grid scrolls up; the header cell takes the focus next.
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell === '0:0');
  expect(await state(page)).toMatchObject({ rowIndex: 1, cell: '0:0' });
  await page.keyboard.press('Control+End');
  await page.waitForFunction(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') === '501');
  const end = await state(page);
  expect(end).toMatchObject({ rowIndex: COUNT + 1, child: last, inView: true });
  expect(end.drawn).toBeLessThan(80);

  // The last row's buttons are its own.
  const lastRow = grid.locator('tbody tr', { has: page.getByRole('rowheader', { name: last, exact: true }) });
  for (const action of ['Označit jako zaplacenou', 'Zrušit přihlášku', 'Upravit přihlášku'])
    expect(await lastRow.getByRole('button', { name: new RegExp(`^${action}: ${last} `) }).count()).toBe(1);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
    new RegExp(`^Označit jako zaplacenou: ${last} `),
  );
  await page.keyboard.press('Escape');

  // Out with Tab and back with Shift+Tab: the stop is still the last row, though far from the top.
  await page.keyboard.press('Tab');
  expect((await state(page)).cell).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await state(page)).toMatchObject({ rowIndex: COUNT + 1, cell: `${COUNT}:1` });
  // After the keys: a full-page screenshot resizes the window for a moment, which redraws the rows.
  await screenshot(page, 'grid-500-end');

  // Scrolled to the middle with the wheel: a new window, each row's controls still its own.
  await grid.locator('xpath=..').evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  await grid.locator('tbody tr[role="row"]').nth(3).hover();
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('table[role="grid"] tbody tr[role="row"]')];
    return rows.some(
      (row) => Number(row.getAttribute('aria-rowindex')) > 200 && Number(row.getAttribute('aria-rowindex')) < 400,
    );
  });
  const middle = await misplacedControls(page);
  expect(middle.problems).toEqual([]);
  expect(middle.checked).toBeGreaterThanOrEqual(5 * 10);
  expect((await state(page)).drawn).toBeLessThan(80);
  await screenshot(page, 'grid-500-middle');
  expect(errors).toEqual([]);
}, 90000);
