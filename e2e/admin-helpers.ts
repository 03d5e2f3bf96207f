// Shared by the back-office browser tests: the app's address, the administrator's credentials,
// records set up through GraphQL, logging in through the form. The GraphQL client and screenshots are
// the public tests' own (public-helpers.ts), re-exported.
import { Client } from 'pg';
import { embeddedDatabaseUrl } from './app-process';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminToken, graphql, screenshot } from './public-helpers';

// One GraphQL client and one screenshot helper for every browser test.
export { graphql, screenshot };

export const BASE_URL = (process.env.E2E_BASE_URL ?? '').replace(/\/$/, '');
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

export function requireSetup(): void {
  if (!BASE_URL) throw new Error('E2E_BASE_URL is not set: the e2e global setup starts the app');
  if (!ADMIN.password) throw new Error('E2E_ADMIN_PASSWORD is not set: the e2e global setup provides it');
}

export function shows(locator: Locator, timeout = 10000): Promise<void> {
  return locator.waitFor({ state: 'visible', timeout });
}

/** The administrator's staff session (the public tests' helper, under the name these tests use). */
export const apiLogin = adminToken;

export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the login form and waits for the back-office. */
export async function loginThroughForm(page: Page, target = '/login'): Promise<void> {
  await page.goto(`${BASE_URL}${target}`);
  await page.getByLabel('Uživatelské jméno').fill(ADMIN.username);
  await page.getByLabel('Heslo').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  await shows(page.getByRole('navigation', { name: 'Sekce administrace' }));
}

/** The back-office's session cookie after login: HttpOnly, so the page's scripts cannot read it;
 * the test reads it through the browser's own API. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies(BASE_URL);
  return cookies.find((cookie) => cookie.name === 'kurzy-session' || cookie.name === '__Host-kurzy-session') ?? null;
}

/** The session token of the back-office, to act with it from outside the browser. */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = await sessionCookie(page);
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/** Unique text for a test's records, in letters only: it also makes the children's names, which take
 * no digits (common/src/validation/names.ts). */
export const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /\d/g,
    (digit) => 'ghijklmnop'[Number(digit)]!,
  );

/** A sport camp of a test's own, so other tests' records and the demo data's capacity do not matter.
 * Answers its id. */
export async function createTestCamp(
  token: string,
  camp: {
    title: string;
    from: string;
    to: string;
    price: number;
    capacity: number;
    maxCapacity: number;
    certificateRequired?: boolean;
  },
): Promise<number> {
  const { createCamp } = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    { input: { ...camp, category: 'uncategorized', type: 'sport' } },
    token,
  );
  return createCamp.id;
}

/** A child registered for a camp with the public form's fields (an 8-year-old unless told); with a
 * staff token the public rate limit does not apply. Returns the registration's id. */
export async function registerForCamp(
  campId: number,
  family: {
    childFullName: string;
    parentLastName: string;
    email: string;
    childBornYear?: string;
    note?: string;
    pickupParentsOnly?: boolean;
  },
  token?: string,
): Promise<number> {
  const { register } = await graphql<{ register: { id: number } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'camp',
        campId,
        parentFirstName: 'Jana',
        phone: '777 123 456',
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        personalDataConsent: true,
        ...family,
      },
    },
    token,
  );
  return register.id;
}

/** Copies of a registration made through the API, straight into the database: hundreds through the
 * register mutation would take most of a test's time. Each copy is its own child named `marker` and
 * its number in letters (1 -> "aaab", no digits), with its own variable symbol from the sequence,
 * made a second apart, newest first as numbered. */
export async function copyRegistration(id: number, count: number, marker: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const database = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await database.connect();
  try {
    const { rows } = await database.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'registration'`,
    );
    const own = /^(id|variable_symbol|invoice_number|child_full_name|created_at|version|idempotency.*)$/;
    const copied = rows.map((row) => `"${row.name}"`).filter((name) => !own.test(name.slice(1, -1)));
    await database.query(
      `INSERT INTO registration (${copied.join(', ')}, child_full_name, created_at)
       SELECT ${copied.join(', ')}, $2 || ' ' || translate(lpad(n::text, 4, '0'), '0123456789', 'abcdefghij'),
              created_at - n * interval '1 second'
         FROM registration, generate_series(1, $3::int) AS n
        WHERE id = $1`,
      [id, marker, count],
    );
  } finally {
    await database.end();
  }
}
