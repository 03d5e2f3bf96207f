import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';

// Issue 17 item 6: staff add a supporter with its logo; the footer of every public page and
// /aboutUs#support show the logo, linked to the supporter; deleted, it is gone from both.

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

const logoPng = () =>
  sharp({ create: { width: 300, height: 120, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** The public page's logo link of a supporter, as a visitor gets it (server-rendered and hydrated). */
async function publicLogo(page: Page, path: string, name: string, scope: 'footer' | 'main') {
  await page.goto(`${BASE_URL}${path}`);
  return page.locator(scope).getByRole('link', { name });
}

test('an administrator adds a supporter with a logo; the footer and /aboutUs#support show it linked; deleting removes it', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page);
  await page
    .getByRole('navigation', { name: 'Sekce administrace' })
    .getByRole('link', { name: 'Podporovatelé' })
    .click();
  await shows(page.getByRole('heading', { name: 'Podporovatelé', level: 1 }));

  const name = `Nadace ${unique()}`;
  const url = `https://example.org/${name.split(' ')[1]}`;
  await page.getByRole('button', { name: 'Nový podporovatel' }).click();
  const form = page.getByRole('form', { name: 'Nový podporovatel' });
  await form.getByLabel('Název').fill(name);
  // Only https links: an http one is refused at the field, in Czech.
  await form.getByLabel('Odkaz').fill('http://example.org/');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(form.getByText('Odkaz musí být zabezpečená adresa začínající https://'));
  await form.getByLabel('Odkaz').fill(url);
  await form.getByRole('button', { name: 'Uložit' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await shows(row);
  await shows(row.getByText('bez loga'));

  await page
    .getByLabel(`Nahrát logo: ${name}`, { exact: true })
    .first()
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
  await shows(page.getByText('Logo bylo nahráno'));
  await shows(row.getByRole('img', { name }));
  await screenshot(page, 'admin-supporters-1440');

  const visitor = await browser.newPage();
  for (const [path, scope] of [
    ['/', 'footer'],
    ['/aboutUs#support', 'main'],
  ] as const) {
    const link = await publicLogo(visitor, path, name, scope);
    await shows(link);
    expect(await link.getAttribute('href')).toBe(url);
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('target')).toBe('_blank');
    const image = link.getByRole('img', { name });
    expect(await image.getAttribute('alt')).toBe(name);
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    // The logo is in the server-rendered page, not only after scripts ran.
    const html = await (await fetch(`${BASE_URL}${path.split('#')[0]}`)).text();
    expect(html).toContain(`alt="${name}"`);
  }
  await screenshot(visitor, 'public-about-supporters');

  await row.getByRole('button', { name: `Smazat ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Smazat záznam?' }).getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Záznam byl smazán.'));
  await row.waitFor({ state: 'detached' });

  for (const [path, scope] of [
    ['/', 'footer'],
    ['/aboutUs#support', 'main'],
  ] as const) {
    await publicLogo(visitor, path, name, scope);
    await visitor.locator('footer').waitFor();
    expect(await visitor.getByRole('link', { name }).count()).toBe(0);
  }
  await visitor.close();
  expect(errors).toEqual([]);
});
