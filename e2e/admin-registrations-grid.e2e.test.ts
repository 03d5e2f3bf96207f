import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
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

// The registrations grid at 1440 × 900 (issue 16, items 1–4): a row's controls always sit in that
// row beside its child, after keyboard, scrolling and resizing; one Tab stop with arrow keys inside;
// sorting by a header's click or Enter; the status in sight without scrolling sideways; the column
// chooser remembered. The test's own 21 registrations (a page of 20 and one more) on its own camp.

let browser: Browser;
let context: BrowserContext | undefined;
let token = '';
const marker = `Test${unique()}`;
const NAMES = [
  'Karel',
  'Adam',
  'Tomas',
  'Emil',
  'Hana',
  'Zuzana',
  'Bara',
  'Ivan',
  'Lucie',
  'Filip',
  'Olga',
  'Dana',
  'Marek',
  'Gita',
  'Nela',
  'Petr',
  'Radka',
  'Cyril',
  'Simona',
  'Jana',
  'Vera',
];
const children = NAMES.map((name) => `${marker} ${name}`);

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-13',
    to: '2030-07-17',
    price: 2800,
    capacity: 30,
    maxCapacity: 30,
  });
  // As staff: the public form's rate limit does not apply.
  for (const [index, child] of children.entries())
    await registerForCamp(
      campId,
      {
        childFullName: child,
        parentLastName: 'Mřížková',
        email: `mriz${index}.${marker.toLowerCase()}@example.com`,
        childBornYear: `${new Date().getFullYear() - 9}-04-20`,
      },
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

async function openGrid(width = 1440): Promise<{ page: Page; grid: Locator; errors: string[] }> {
  const opened = await newPage(browser, width);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/registrations');
  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 2 · celkem 21'));
  const grid = page.getByRole('grid', { name: 'Přihlášky' });
  await page.waitForFunction(() => document.querySelectorAll('table[role="grid"] tbody tr').length === 20);
  return { page, grid, errors };
}

/** Waits until the rows show these children in this order. */
const showsOrder = (page: Page, children: string[]) =>
  page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('table[role="grid"] tbody [role="rowheader"]')].map((cell) => cell.textContent),
      ) === JSON.stringify(expected),
    children,
    { timeout: 10000 },
  );

/** The order the server gives (what the grid must show after sorting). */
async function serverOrder(direction: 'asc' | 'desc' | null): Promise<string[]> {
  const { searchRegistrations } = await graphql<{ searchRegistrations: { items: { childFullName: string }[] } }>(
    `
      query ($filter: RegistrationFilter, $sort: RegistrationSort) {
        searchRegistrations(filter: $filter, sort: $sort, page: 1, limit: 20) {
          items {
            childFullName
          }
        }
      }
    `,
    { filter: { text: marker }, sort: direction ? { field: 'childFullName', direction } : null },
    token,
  );
  return searchRegistrations.items.map((item) => item.childFullName);
}

/** Where focus is: inside the grid (and which cell), or not. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const cell = active?.closest('[data-cell]');
    return {
      inGrid: Boolean(active?.closest('table[role="grid"]')),
      onCell: cell !== null && cell === active,
      cell: cell?.getAttribute('data-cell') ?? null,
      row: active?.closest('tr')?.getAttribute('aria-rowindex') ?? null,
      what: `${active?.tagName} ${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 40)}`,
    };
  });

/** For every row: each control whose name names a child is in the same `<tr>` as that child's row
 * header and on the same line on screen. Returns the mismatches (and the count checked). */
const misplacedControls = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    let checked = 0;
    const labelled = [...document.querySelectorAll<HTMLElement>('table[role="grid"] [aria-label]')];
    for (const row of document.querySelectorAll<HTMLTableRowElement>('table[role="grid"] tbody tr')) {
      const header = row.querySelector<HTMLElement>('[role="rowheader"]');
      const child = header?.textContent ?? '';
      const box = row.getBoundingClientRect();
      const mine = labelled.filter((element) => element.getAttribute('aria-label')?.includes(`${child} (VS`));
      // The checkbox and the row's buttons (mark paid, invoice, cancel, edit) at least.
      if (mine.length < 5) problems.push(`${child}: ${mine.length} controls name the child, expected 5 or more`);
      for (const control of mine) {
        checked += 1;
        // A checkbox's input is hidden under its drawn box: the box is what staff see.
        const rect = (control.closest('label') ?? control).getBoundingClientRect();
        const middle = rect.top + rect.height / 2;
        if (control.closest('tr') !== row) problems.push(`${control.getAttribute('aria-label')} is in another row`);
        if (rect.height === 0 || middle < box.top || middle > box.bottom)
          problems.push(`${control.getAttribute('aria-label')} is not on ${child}'s line`);
      }
    }
    return { problems, checked };
  });

test('one Tab stop, arrows through every row; every row keeps its own buttons after keys, scrolling and resizing', async () => {
  const { page, grid, errors } = await openGrid();
  await screenshot(page, 'grid-1440');

  // Tab from the bulk actions (just before the grid) until focus has been in the grid and left it:
  // the grid is one stop.
  await page.getByRole('toolbar', { name: 'Hromadné akce' }).getByRole('button', { name: 'Kopírovat e-maily' }).focus();
  const stops: string[] = [];
  let entered = false;
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (state.inGrid) {
      entered = true;
      stops.push(state.onCell ? (state.cell ?? '') : state.what);
    } else if (entered) break;
  }
  expect(stops).toEqual(['0:0']);

  // Back in (Shift+Tab), then down through every row and across every column of the last.
  await page.keyboard.press('Shift+Tab');
  expect(await focusState(page)).toMatchObject({ inGrid: true, cell: '0:0' });
  for (let row = 1; row <= 20; row += 1) {
    await page.keyboard.press('ArrowDown');
    expect(await focusState(page)).toMatchObject({ onCell: true, row: String(row + 1) });
  }
  const columns = Number(await grid.getAttribute('aria-colcount'));
  for (let col = 1; col < columns; col += 1) {
    await page.keyboard.press('ArrowRight');
    expect((await focusState(page)).cell).toBe(`20:${col}`);
  }
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Control+End');
  expect((await focusState(page)).cell).toBe(`20:${columns - 1}`);
  await page.keyboard.press('Control+Home');
  expect((await focusState(page)).cell).toBe('0:0');

  // Space selects a row (announced by the live count), Shift+Space a range.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+Space');
  await shows(page.getByText('Vybrány 3 přihlášky'));
  expect(await grid.locator('tbody tr[aria-selected="true"]').count()).toBe(3);
  // Enter on the actions cell enters its buttons; Escape comes back to the cell.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const inside = await focusedName();
  expect(inside).toMatch(/^Označit jako zaplacenou: /);
  // Entering the buttons does not press one: the row is still unpaid.
  expect(await page.getByRole('button', { name: inside, exact: true }).isDisabled()).toBe(false);
  expect(await page.getByText('Přihláška je označena jako zaplacená.').count()).toBe(0);
  const child = inside.replace(/^[^:]+: /, '');
  await page.keyboard.press('ArrowRight');
  const next = await focusedName();
  expect(next).not.toBe(inside);
  expect(next.endsWith(child)).toBe(true);
  await page.keyboard.press('Escape');
  expect(await focusState(page)).toMatchObject({ onCell: true, cell: '3:1' });
  // Space on the header's checkbox cell: every row on the page, then none.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Space');
  await shows(page.getByText('Vybráno 20 přihlášek'));
  await page.keyboard.press('Space');
  await shows(page.getByText('Nic nevybráno'));

  // Through the grid and out of it with Tab; then scroll both ways, with the wheel too, and resize.
  for (let row = 0; row < 20; row += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  expect((await focusState(page)).inGrid).toBe(false);
  const scroller = grid.locator('xpath=..');
  await scroller.evaluate((element) => {
    element.scrollLeft = 500;
    element.scrollTop = 250;
  });
  await grid.locator('tbody tr').nth(5).hover();
  await page.mouse.wheel(300, 200);
  await page.setViewportSize({ width: 900, height: 600 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowUp');

  const { problems, checked } = await misplacedControls(page);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(100);
  // Each row action named after a child is found inside that child's row element.
  for (const child of children.slice(-3)) {
    const row = grid.locator('tbody tr', { has: page.getByRole('rowheader', { name: child, exact: true }) });
    if ((await row.count()) === 0) continue;
    for (const action of ['Označit jako zaplacenou', 'Zrušit přihlášku', 'Upravit přihlášku']) {
      expect(await row.getByRole('button', { name: new RegExp(`^${action}: ${child} `) }).count()).toBe(1);
    }
  }
  expect(errors).toEqual([]);
});

test('a header sorts on the server by click and by Enter, and says its direction', async () => {
  const { page, grid } = await openGrid();
  const header = grid.getByRole('columnheader', { name: 'Dítě' });
  expect(await header.getAttribute('aria-sort')).toBeNull();

  await header.click();
  await shows(grid.locator('th[aria-sort="ascending"]', { hasText: 'Dítě' }));
  const ascending = await serverOrder('asc');
  await showsOrder(page, ascending);

  // Keyboard: the header cell is the grid's stop after the click; Enter sorts the other way.
  await header.focus();
  await page.keyboard.press('Enter');
  await shows(grid.locator('th[aria-sort="descending"]', { hasText: 'Dítě' }));
  const descending = await serverOrder('desc');
  expect(descending).not.toEqual(ascending);
  await showsOrder(page, descending);

  // Once more: back to the default order (newest first), no header claims a direction.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[aria-sort]') === null);
  await showsOrder(page, await serverOrder(null));
});

test('the status and the VS are in sight at 1440 px without scrolling sideways', async () => {
  const { grid } = await openGrid();
  const scroller = grid.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  const status = grid.getByRole('columnheader', { name: 'Stav' });
  const vsHeader = grid.getByRole('columnheader', { name: 'VS' });
  const frame = await scroller.boundingBox();
  for (const header of [status, vsHeader]) {
    const box = await header.boundingBox();
    expect(box && frame && box.x + box.width <= frame.x + frame.width && box.x + box.width <= 1440).toBe(true);
  }
  const first = grid.locator('tbody tr').first();
  const child = await first.getByRole('rowheader').innerText();
  const { searchRegistrations } = await graphql<{
    searchRegistrations: { items: { variableSymbol: string }[] };
  }>(
    'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter) { items { variableSymbol } } }',
    {
      filter: { text: child },
    },
    token,
  );
  const cell = first.locator(`[aria-colindex="${await status.getAttribute('aria-colindex')}"]`);
  await shows(cell.getByText('Nezaplaceno'));
  const vsCell = first.locator(`[aria-colindex="${await vsHeader.getAttribute('aria-colindex')}"]`);
  await shows(vsCell.getByText(`${searchRegistrations.items[0]?.variableSymbol}`, { exact: true }));
  for (const one of [cell, vsCell]) {
    const cellBox = await one.boundingBox();
    expect(cellBox && frame && cellBox.x + cellBox.width <= frame.x + frame.width).toBe(true);
  }
});

test('the column chooser hides, orders and resets columns, remembered after a reload', async () => {
  const { page, grid } = await openGrid();
  const headers = () => grid.getByRole('columnheader').allInnerTexts();
  await page.getByRole('button', { name: 'Sloupce' }).click();
  const email = page.getByRole('checkbox', { name: 'E-mail' });
  await email.focus();
  await page.keyboard.press('Space');
  expect(await email.isChecked()).toBe(false);
  await grid.getByRole('columnheader', { name: 'E-mail' }).waitFor({ state: 'detached' });
  // Keyboard reachable: move the VS before the status (the child stays first: it is frozen).
  const up = page.getByRole('button', { name: 'Posunout výš: VS' });
  await up.focus();
  await page.keyboard.press('Enter');
  expect(await page.getByRole('button', { name: 'Posunout výš: Dítě' }).isDisabled()).toBe(true);
  await page.getByRole('spinbutton', { name: 'Šířka sloupce Termín v pixelech' }).fill('320');
  await screenshot(page, 'grid-chooser-1440');
  await page.keyboard.press('Escape');
  const arranged = await headers();
  expect(arranged.indexOf('VS')).toBeLessThan(arranged.indexOf('Stav'));
  expect(arranged.indexOf('Dítě')).toBeLessThan(arranged.indexOf('VS'));
  expect(arranged).not.toContain('E-mail');

  await page.reload();
  await shows(grid.getByRole('columnheader', { name: 'Stav' }));
  expect(await headers()).toEqual(arranged);
  const term = grid.getByRole('columnheader', { name: 'Termín' });
  expect(Math.round((await term.boundingBox())?.width ?? 0)).toBe(320);

  await page.getByRole('button', { name: 'Sloupce' }).click();
  await page.getByRole('button', { name: 'Výchozí sloupce' }).click();
  await shows(grid.getByRole('columnheader', { name: 'E-mail' }));
  await page.reload();
  await shows(grid.getByRole('columnheader', { name: 'E-mail' }));
  const reset = await headers();
  expect(reset.indexOf('Stav')).toBeLessThan(reset.indexOf('VS'));
  // The default columns: the rest wait in the chooser.
  expect(reset).not.toContain('Poznámka');
});

test('the grid on a phone', async () => {
  const { page, grid } = await openGrid(375);
  await shows(grid.getByRole('columnheader', { name: 'Dítě' }));
  await screenshot(page, 'grid-375');
  const { problems } = await misplacedControls(page);
  expect(problems).toEqual([]);
});
