import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from 'pg';
import { type AppProcess, embeddedDatabaseUrl, startApp } from './app-process';
import { launchBrowser } from './browser';
import { shows } from './admin-helpers';

// The registrations screen keeps its filters, order, page and page size in its address (issue 16,
// item 5), and a session lost mid-work goes to the login and back to that address (item 11).
// Its own app on an empty database (no demo data): the empty list is the spec's, and the registered
// dates can be set where the range needs them.

jest.setTimeout(120_000);

const USERNAME = 'admin';
const PASSWORD = `e2e-${randomBytes(12).toString('hex')}`;
const FAMILY = 'Adresní';
const COUNT = 25;
/** Registered in January 2026 (the rest today): what the date range finds. */
const JANUARY = 4;
/** The index-th child of the family, numbered in letters ("ab" for 1): names take no digits
 * (common/src/validation/names.ts), and letters a–j keep the numbers' order. */
const child = (index: number) =>
  `${FAMILY} ${String(index)
    .padStart(2, '0')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

let dataDir: string;
let app: AppProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-e2e-url-'));
  app = await startApp(
    dataDir,
    { ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false', REGISTRATION_RATE_LIMIT: '0', REGISTRATION_COURSE_LIMIT: '0' },
    100_000,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

const url = (pathAndQuery: string) => `${app.url}${pathAndQuery}`;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

const apiToken = async () =>
  (
    await graphql<{ login: { token: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { u: USERNAME, p: PASSWORD },
    )
  ).login.token;

/** What the API finds for a filter: the grid must show the same. */
async function apiSearch(filter: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const { searchRegistrations } = await graphql<{
    searchRegistrations: { items: { childFullName: string }[]; pagination: { total: number } };
  }>(
    `
      query ($f: RegistrationFilter, $s: RegistrationSort, $p: Int, $l: Int) {
        searchRegistrations(filter: $f, sort: $s, page: $p, limit: $l) {
          items {
            childFullName
          }
          pagination {
            total
          }
        }
      }
    `,
    { f: filter, ...extra },
    await apiToken(),
  );
  return {
    names: searchRegistrations.items.map((item) => item.childFullName),
    total: searchRegistrations.pagination.total,
  };
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'cs-CZ' });
  contexts.push(context);
  return context.newPage();
}

/** Fills the login form of the page it is on and waits to leave it. */
async function submitLogin(page: Page) {
  await page.getByLabel('Uživatelské jméno').fill(USERNAME);
  await page.getByLabel('Heslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((address) => address.pathname.startsWith('/admin/'));
}

async function loggedIn(target = '/admin/registrations'): Promise<Page> {
  const page = await newPage();
  await page.goto(url(`/login?from=${encodeURIComponent(target)}`));
  await submitLogin(page);
  return page;
}

const address = (page: Page) => {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
};
const waitForPager = (page: Page, text: string) => shows(page.getByText(text, { exact: true }));
const control = {
  search: (page: Page) => page.getByRole('searchbox', { name: 'Hledat' }),
  payment: (page: Page) => page.getByRole('combobox', { name: 'Platba' }),
  size: (page: Page) => page.getByLabel('Na stránku'),
  from: (page: Page) => page.getByLabel('Přihlášeno od', { exact: true }),
  to: (page: Page) => page.getByLabel('Přihlášeno do', { exact: true }),
};
/** A child's row is in sight: its name in a cell of the grid. */
const row = (page: Page, child: string) => page.getByText(child, { exact: true }).first();

test('an empty database shows the spec’s empty list, not the filters’ text', async () => {
  const page = await loggedIn();
  await shows(page.getByText('List je zatím prázdný.'));
  await page.goto(url('/admin/registrations?paid=no'));
  await shows(page.getByText('Žádná přihláška neodpovídá filtrům'));
  expect(await page.getByText('List je zatím prázdný.').count()).toBe(0);
});

describe('with registrations', () => {
  beforeAll(async () => {
    const token = await apiToken();
    const { createCamp } = await graphql<{ createCamp: { id: number } }>(
      'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
      {
        input: {
          title: 'Tábor adresní',
          from: '2030-07-01',
          to: '2030-07-05',
          price: 3000,
          capacity: 40,
          maxCapacity: 40,
          category: 'uncategorized',
          type: 'sport',
        },
      },
      token,
    );
    const born = `${new Date().getFullYear() - 8}-03-15`;
    for (let index = 1; index <= COUNT; index += 1)
      await graphql('mutation ($input: RegistrationInput!) { register(input: $input) { id } }', {
        input: {
          type: 'camp',
          campId: createCamp.id,
          parentFirstName: 'Jana',
          parentLastName: FAMILY,
          email: `rodic${index}@example.com`,
          phone: '777 123 456',
          childFullName: child(index),
          childBornYear: born,
          personalDataConsent: true,
        },
      });
    // What no API sets: the registered dates of the first ones, and some payments.
    const database = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await database.connect();
    try {
      await database.query(
        `UPDATE registration SET created_at = '2026-01-15T10:00:00+01:00' WHERE child_full_name = ANY($1)`,
        [Array.from({ length: JANUARY }, (_, index) => child(index + 1))],
      );
      await database.query(`UPDATE registration SET payment_state = 'paid' WHERE child_full_name LIKE '% c_'`);
    } finally {
      await database.end();
    }
  });

  test('filters, page and size live in the address: a reload keeps them, back steps through them', async () => {
    const page = await loggedIn();
    await waitForPager(page, `Stránka 1 z 2 · celkem ${COUNT}`);
    const steps = await page.evaluate(() => history.length);

    // Typed: the address follows once the typing pauses, replacing its entry rather than adding steps.
    await control.search(page).pressSequentially('adresní', { delay: 20 });
    await page.waitForURL((current) => current.searchParams.get('q') === 'adresní');
    expect(await page.evaluate(() => history.length)).toBe(steps);

    await control.payment(page).selectOption({ label: 'Nezaplaceno' });
    await page.waitForURL((current) => current.searchParams.get('paid') === 'no');
    const unpaid = await apiSearch({ text: 'adresní', paymentState: 'unpaid' }, { l: 10, p: 2 });
    expect(unpaid.total).toBe(COUNT - 6);
    await control.size(page).selectOption('10');
    await page.waitForURL((current) => current.searchParams.get('size') === '10');
    await page.getByRole('button', { name: 'Další stránka' }).click();
    await page.waitForURL((current) => current.searchParams.get('page') === '2');
    expect(address(page)).toBe('/admin/registrations?q=adresn%C3%AD&paid=no&size=10&page=2');
    await waitForPager(page, `Stránka 2 z 2 · celkem ${unpaid.total}`);
    await shows(row(page, unpaid.names[0]!));

    await page.reload();
    await waitForPager(page, `Stránka 2 z 2 · celkem ${unpaid.total}`);
    await shows(row(page, unpaid.names[0]!));
    expect(await control.search(page).inputValue()).toBe('adresní');
    expect(await control.payment(page).inputValue()).toBe('unpaid');
    expect(await control.size(page).inputValue()).toBe('10');

    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('page'));
    await waitForPager(page, `Stránka 1 z 2 · celkem ${unpaid.total}`);
    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('size'));
    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('paid'));
    expect(address(page)).toBe('/admin/registrations?q=adresn%C3%AD');
    await waitForPager(page, `Stránka 1 z 2 · celkem ${COUNT}`);
    expect(await control.payment(page).inputValue()).toBe('');
    expect(await control.search(page).inputValue()).toBe('adresní');
  });

  test('a shared link shows the same rows in order, and “Zrušit filtry” empties the filters', async () => {
    const link = '/admin/registrations?q=adresn%C3%AD&paid=yes&sort=-childFullName&size=10';
    const page = await loggedIn(link);
    expect(address(page)).toBe(link);
    const paid = await apiSearch(
      { text: 'adresní', paymentState: 'paid' },
      { s: { field: 'childFullName', direction: 'desc' }, l: 10 },
    );
    expect(paid.names).toEqual([child(25), child(24), child(23), child(22), child(21), child(20)]);
    await waitForPager(page, `Stránka 1 z 1 · celkem ${paid.total}`);
    for (const name of paid.names) await shows(row(page, name));
    expect(await control.payment(page).inputValue()).toBe('paid');

    await page.getByRole('button', { name: 'Zrušit filtry' }).click();
    // The order and the page size stay: only the filters go.
    await page.waitForURL((current) => current.search === '?sort=-childFullName&size=10');
    await waitForPager(page, `Stránka 1 z 3 · celkem ${COUNT}`);
    expect(await control.search(page).inputValue()).toBe('');
    expect(await control.payment(page).inputValue()).toBe('');
    await expect(page.getByRole('button', { name: 'Zrušit filtry' }).isDisabled()).resolves.toBe(true);
  });

  test('the registered-date range narrows the rows as the API does; nothing matching says so', async () => {
    const page = await loggedIn();
    await waitForPager(page, `Stránka 1 z 2 · celkem ${COUNT}`);
    await control.from(page).fill('01.01.2026');
    await control.from(page).press('Enter');
    await page.waitForURL((current) => current.searchParams.get('from') === '2026-01-01');
    await control.to(page).fill('31.01.2026');
    await control.to(page).press('Enter');
    await page.waitForURL((current) => current.searchParams.get('to') === '2026-01-31');
    const january = await apiSearch({ createdFrom: '2026-01-01', createdTo: '2026-01-31' });
    expect(january.total).toBe(JANUARY);
    await waitForPager(page, `Stránka 1 z 1 · celkem ${JANUARY}`);
    for (const name of january.names) await shows(row(page, name));

    await page.reload();
    await waitForPager(page, `Stránka 1 z 1 · celkem ${JANUARY}`);
    expect(await control.from(page).inputValue()).toBe('01.01.2026');
    expect(await control.to(page).inputValue()).toBe('31.01.2026');

    // Nothing registered in February: the filters' own text, not the spec's empty list.
    await page.goto(url('/admin/registrations?from=2026-02-01&to=2026-02-28'));
    await shows(page.getByText('Žádná přihláška neodpovídá filtrům'));
    expect(await page.getByText('List je zatím prázdný.').count()).toBe(0);
  });

  test('an address it cannot read shows the defaults, not an error', async () => {
    const page = await loggedIn(
      '/admin/registrations?course=abc&paid=maybe&from=2026-02-30&sort=-password&page=-4&size=7&q=',
    );
    await waitForPager(page, `Stránka 1 z 2 · celkem ${COUNT}`);
    expect(await control.payment(page).inputValue()).toBe('');
    expect(await control.size(page).inputValue()).toBe('20');
    // A page past the end goes to the last one.
    await page.goto(url('/admin/registrations?page=99'));
    await waitForPager(page, `Stránka 2 z 2 · celkem ${COUNT}`);
    await page.waitForURL((current) => current.searchParams.get('page') === '2');
  });

  test('a session ended elsewhere: the next action goes to the login, and back to the same address after it', async () => {
    const page = await loggedIn('/admin/registrations?q=adresn%C3%AD&size=10');
    await waitForPager(page, `Stránka 1 z 3 · celkem ${COUNT}`);
    const cookie = (await page.context().cookies(app.url)).find((candidate) =>
      candidate.name.endsWith('kurzy-session'),
    );
    // Somebody ends this session elsewhere (logout with the same token).
    await graphql('mutation { logout }', {}, cookie!.value);

    await control.payment(page).selectOption({ label: 'Nezaplaceno' });
    await page.waitForURL((current) => current.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/admin/registrations?q=adresn%C3%AD&size=10&paid=no');
    await shows(page.getByRole('heading', { level: 1, name: 'Přihlášení' }));
    // No failure toast on the way: the session ended, nothing failed.
    expect(await page.getByText('Přihlášky se nepodařilo načíst.').count()).toBe(0);

    await submitLogin(page);
    await page.waitForURL(url('/admin/registrations?q=adresn%C3%AD&size=10&paid=no'));
    await waitForPager(page, `Stránka 1 z 2 · celkem ${COUNT - 6}`);
    expect(await control.payment(page).inputValue()).toBe('unpaid');
  });

  test('a session whose cookie is gone goes to the login on the next page turn', async () => {
    const page = await loggedIn('/admin/registrations?size=10');
    await waitForPager(page, `Stránka 1 z 3 · celkem ${COUNT}`);
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Další stránka' }).click();
    await page.waitForURL((current) => current.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/admin/registrations?size=10&page=2');
    await submitLogin(page);
    await page.waitForURL(url('/admin/registrations?size=10&page=2'));
    await waitForPager(page, `Stránka 2 z 3 · celkem ${COUNT}`);
  });
});

test.each(['https://evil.example', '//evil.example', '/\\evil.example', '/admin/../evil'])(
  'a hostile return address (%s) lands in the back-office, nowhere else',
  async (from) => {
    const page = await newPage();
    await page.goto(url(`/login?from=${encodeURIComponent(from)}`));
    await submitLogin(page);
    await page.waitForURL(url('/admin/news'));
    expect(new URL(page.url()).origin).toBe(app.url);
  },
);
