import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  BASE_URL,
  graphql,
  loginThroughForm,
  newPage,
  requireSetup,
  sessionCookie,
  sessionToken,
  shows,
} from './admin-helpers';

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

/** Everything the page's own scripts can read: its cookies and its storage. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
  }));

test('the guard sends an anonymous visitor to the login and back to where they were going', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/admin/camps`);
  await page.waitForURL((url) => url.pathname === '/login');
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
  expect(await sessionCookie(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('the session is an HttpOnly cookie that no script of the page can read', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  // An earlier version kept the token in storage: it goes at once.
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => window.localStorage.setItem('kurzy.session', '{"token":"stary-token"}'));
  await loginThroughForm(page);

  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const lifetimeHours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(lifetimeHours).toBeGreaterThan(23.9);
  expect(lifetimeHours).toBeLessThanOrEqual(24);

  const readable = await readableByScripts(page);
  expect(readable.cookies).not.toContain(cookie!.value);
  expect(readable.storage).not.toContain(cookie!.value);
  expect(readable.storage).not.toContain('stary-token');
  expect(readable.storage).not.toContain(process.env.E2E_ADMIN_PASSWORD);
  // A script of the page asking the API itself gets no token either: the session rides on the cookie.
  const me = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    return ((await response.json()) as { data: { me: { username: string } | null } }).data.me;
  });
  expect(me).toEqual({ username: process.env.E2E_ADMIN_USERNAME ?? 'admin' });
});

test('login, work in the back-office, logout revokes the session', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page);
  const token = await sessionToken(page);

  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await nav.getByRole('link', { name: 'Pobočky' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Pobočky' }));
  await shows(page.getByRole('button', { name: 'Nová pobočka' }));

  await page.getByRole('button', { name: 'Odhlásit' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await sessionCookie(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  // The server forgot the token too (logout drops it from the instance's session cache at once).
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
  await graphql('mutation { logout }', {}, await sessionToken(page));

  await page.getByRole('navigation', { name: 'Sekce administrace' }).getByRole('link', { name: 'Přihlášky' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await shows(page.getByRole('heading', { level: 1, name: 'Přihlášení' }));
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  // Logging in again returns to the page the request failed on.
  await page.getByLabel('Uživatelské jméno').fill(process.env.E2E_ADMIN_USERNAME ?? 'admin');
  await page.getByLabel('Heslo').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${BASE_URL}/admin/registrations`);
});
