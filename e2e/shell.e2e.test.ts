import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { waitForHydration } from './public-helpers';

// The layout shell of the public site: header (wide bar and narrow drawer), footer, not-found screen.
// E2E_EXPECT_OPERATOR=1 also checks the operator details the server's siteInfo returns by default.

const BASE_URL = requireBaseUrl();
const HOME_HEADING = 'Kroužky a tábory pro děti od 2 do 15 let';

function requireBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: point it at a running app, e.g. E2E_BASE_URL=http://localhost:4000');
  }
  return url.replace(/\/$/, '');
}

let browser: Browser;
let context: BrowserContext;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function openPage(width: number, path: string): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${BASE_URL}${path}`);
  await waitForHydration(page);
  return page;
}

function shows(locator: Locator): Promise<void> {
  return locator.waitFor({ state: 'visible', timeout: 10000 });
}

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box.x;
}

test('wide screen: Czech home page, header bar with the logo in the middle, footer', async () => {
  const page = await openPage(1280, '/');
  await shows(page.getByRole('heading', { level: 1, name: HOME_HEADING }));
  expect(await page.locator('html').getAttribute('lang')).toBe('cs');

  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  for (const name of ['Domů', 'Pobočky', 'Galerie', 'Přihláška', 'Rozvrh', 'Kontakty']) {
    await shows(nav.getByRole('link', { name, exact: true }));
  }
  for (const name of ['Nabídka', 'Info']) await shows(nav.getByRole('button', { name }));
  const logo = nav.getByRole('link', { name: 'Slunečnice – úvodní stránka' });
  expect(await left(nav.getByRole('link', { name: 'Galerie' }))).toBeLessThan(await left(logo));
  expect(await left(logo)).toBeLessThan(await left(nav.getByRole('link', { name: 'Přihláška' })));

  const footer = page.getByRole('contentinfo');
  await shows(footer.getByText(/© 2019/));
  await shows(footer.getByRole('link', { name: 'Obchodní podmínky' }));
  await shows(footer.getByRole('link', { name: 'Ochrana osobních údajů' }));
  await shows(footer.getByRole('link', { name: 'Přihlášení pro lektory' }));
  if (process.env.E2E_EXPECT_OPERATOR === '1') {
    await shows(footer.getByRole('link', { name: '+420 777 123 456' }));
    await shows(footer.getByText('Slunečnice, z. s.'));
  }

  await nav.getByRole('button', { name: 'Nabídka' }).click();
  await page.getByRole('menuitem', { name: 'Kroužky' }).click();
  await page.waitForURL(`${BASE_URL}/courses`);
  await shows(page.getByRole('heading', { level: 1, name: 'Kroužky' }));
  expect(pageErrors).toEqual([]);
});

test('narrow screen: the menu button opens the drawer, choosing Kontakty navigates and closes it', async () => {
  const page = await openPage(375, '/');
  await shows(page.getByRole('heading', { level: 1, name: HOME_HEADING }));
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  expect(await nav.count()).toBe(0);

  const menuButton = page.getByRole('button', { name: 'Otevřít menu' });
  await menuButton.click();
  await shows(nav);
  await page.getByRole('button', { name: 'Zavřít menu' }).click();
  await nav.waitFor({ state: 'hidden', timeout: 5000 });

  await menuButton.click();
  await nav.getByRole('link', { name: 'Kontakty', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/contacts`);
  await nav.waitFor({ state: 'hidden', timeout: 5000 });
  await shows(page.getByRole('heading', { level: 1, name: 'Kontakty' }));
  expect(pageErrors).toEqual([]);
});

test('an unknown path shows the not-found screen inside the layout', async () => {
  const page = await openPage(1280, '/neexistuje');
  await shows(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' }));
  await shows(page.getByText('/neexistuje'));
  await shows(page.getByRole('link', { name: 'Zpět na úvodní stránku' }));
  await shows(page.getByRole('contentinfo'));
  expect(await page.title()).toBe('Stránka nenalezena | Dětské kroužky a tábory');
  expect(pageErrors).toEqual([]);
});
