import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, graphql, loginThroughForm, newPage, requireSetup, shows, storedToken } from './admin-helpers';

// Login, the route guard and both redirects, logout, and a session that ends on the server mid-work.

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

test('the guard sends an anonymous visitor to the login and back to where they were going', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/admin/camps`);
  await page.waitForURL(`${BASE_URL}/login`);
  await shows(page.getByRole('heading', { level: 1, name: 'Přihlášení' }));
  // The login screen is a public page: the public header, not the admin one.
  await shows(page.getByRole('navigation', { name: 'Hlavní menu' }));

  await loginThroughForm(page, '/admin/camps');
  await page.waitForURL(`${BASE_URL}/admin/camps`);
  await shows(page.getByRole('heading', { level: 1, name: 'Tábory' }));

  // Logged in: /login goes to the news, and so does /admin.
  await page.goto(`${BASE_URL}/login`);
  await page.waitForURL(`${BASE_URL}/admin/news`);
  await page.goto(`${BASE_URL}/admin`);
  await page.waitForURL(`${BASE_URL}/admin/news`);
  await shows(page.getByRole('heading', { level: 1, name: 'Aktuality' }));
});

test('wrong credentials show the failure message and store nothing', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill('nikdo-takovy');
  await page.getByLabel('Heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await shows(page.getByRole('alert').filter({ hasText: 'Špatné přihlašovací údaje.' }));
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('kurzy.session'))).toBeNull();
});

test('login, work in the back-office, logout revokes the session', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page);
  const token = await storedToken(page);
  const stored = await page.evaluate(() => window.localStorage.getItem('kurzy.session'));
  expect(stored).not.toContain(process.env.E2E_ADMIN_PASSWORD);

  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await nav.getByRole('link', { name: 'Pobočky' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Pobočky' }));
  await shows(page.getByRole('button', { name: 'Nová pobočka' }));

  await page.getByRole('button', { name: 'Odhlásit' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
  expect(await page.evaluate(() => window.localStorage.getItem('kurzy.session'))).toBeNull();
  // The server forgot the token too (its session cache lives one second).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { me } = await graphql<{ me: unknown }>('{ me { id } }', {}, token);
  expect(me).toBeNull();
});

test('a session revoked on the server mid-work lands on the login screen', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page);
  await shows(page.getByRole('heading', { level: 1, name: 'Aktuality' }));

  // Somebody ends this session elsewhere (logout with the same token).
  await graphql('mutation { logout }', {}, await storedToken(page));
  await new Promise((resolve) => setTimeout(resolve, 1100));

  await page.getByRole('navigation', { name: 'Sekce administrace' }).getByRole('link', { name: 'Přihlášky' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
  await shows(page.getByRole('heading', { level: 1, name: 'Přihlášení' }));
  expect(await page.evaluate(() => window.localStorage.getItem('kurzy.session'))).toBeNull();

  // Logging in again returns to the page the request failed on.
  await page.getByLabel('Uživatelské jméno').fill(process.env.E2E_ADMIN_USERNAME ?? 'admin');
  await page.getByLabel('Heslo').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${BASE_URL}/admin/registrations`);
});
