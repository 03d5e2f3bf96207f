import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  graphql,
  newPage,
  registerForCamp,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';

// A lector sees only the families of their own slots and camps (issue 26, item 4; docs/SECURITY.md):
// two lectors, a camp of each with a child in it; lector A logged in through the form opens the
// registrations screen and finds their child, never the other lector's, not even by searching for it.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Rozsah${unique()}`;
const lectorA = { username: `lektorka${unique()}`, password: `Lektorka-${unique()}-heslo` };
const lectorB = { username: `lektor${unique()}`, password: `Lektor-${unique()}-heslo` };
const childA = `${marker} Áčková`;
const childB = `${marker} Béčková`;

/** A lector with a password, made by the administrator, and a camp of theirs with one child in it. */
async function lectorWithChild(
  token: string,
  lector: { username: string; password: string },
  child: string,
  parentLastName: string,
): Promise<void> {
  const { createUser } = await graphql<{ createUser: { id: number } }>(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { ...lector, name: `Lektor ${lector.username}`, role: 'lector' } },
    token,
  );
  const { createCamp } = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    {
      input: {
        title: `Tábor ${lector.username}`,
        from: '2030-07-08',
        to: '2030-07-12',
        price: 3000,
        capacity: 10,
        maxCapacity: 12,
        category: 'uncategorized',
        type: 'sport',
        lectorId: createUser.id,
      },
    },
    token,
  );
  await registerForCamp(
    createCamp.id,
    {
      childFullName: child,
      parentLastName,
      email: `${parentLastName.toLowerCase()}.${marker.toLowerCase()}@example.com`,
    },
    token,
  );
}

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  await lectorWithChild(token, lectorA, childA, 'Ackova');
  await lectorWithChild(token, lectorB, childB, 'Beckova');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

function rowOf(page: Page, child: string) {
  return page.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${child} `) });
}

test('a lector sees the children of their own camp in the registrations screen, not another lector’s', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill(lectorA.username);
  await page.getByLabel('Heslo').fill(lectorA.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await nav.getByRole('link', { name: 'Přihlášky' }).click();
  await page.waitForURL(`${BASE_URL}/admin/registrations`);

  // Unfiltered, the grid holds their one child: none of the demo data's or the other lector's families.
  await shows(rowOf(page, childA));
  await shows(page.getByText('Stránka 1 z 1 · celkem 1'));
  expect(await rowOf(page, childB).count()).toBe(0);
  await screenshot(page, 'admin-lector-scope-1280');

  // Searching for the other lector's child finds nothing.
  await page.getByRole('searchbox').fill(childB);
  await shows(page.getByText('Žádná přihláška neodpovídá filtrům'));
  expect(await rowOf(page, childB).count()).toBe(0);
  expect(await page.getByText(childB, { exact: true }).count()).toBe(0);
  expect(errors).toEqual([]);
});
