import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';

// A create, edit and delete round trip for the news, and a screenshot of every admin screen at a
// desktop and a phone width (e2e/artifacts/, with E2E_SCREENSHOTS=1).

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

async function loggedIn(width = 1280): Promise<Page> {
  const opened = await newPage(browser, width);
  context = opened.context;
  await loginThroughForm(opened.page);
  return opened.page;
}

const CZECH_TITLE = /^Název(?! \()/;
const CZECH_TEXT = /^Text(?! \()/;

test('news: create, find, edit and delete with the confirmation', async () => {
  const page = await loggedIn();
  const title = `E2E aktualita ${unique()}`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.getByRole('button', { name: 'Nová aktualita' }).click();
  const form = page.getByRole('form', { name: 'Nová aktualita' });
  // Saving empty shows the schema's Czech message at the field.
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(form.getByText('Toto pole je povinné').first());
  // The Czech fields, not their English and Ukrainian versions ("Název (anglicky)").
  await form.getByLabel(CZECH_TITLE).fill(title);
  await form.getByLabel(CZECH_TEXT).fill('Zápis do kroužků začíná v září.');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(page.getByText('Záznam byl uložen.'));

  await page.getByRole('searchbox', { name: 'Hledat' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await shows(row);

  await row.getByRole('button', { name: `Upravit ${title}` }).click();
  const editForm = page.getByRole('form', { name: 'Upravit aktualitu' });
  await editForm.getByLabel(CZECH_TITLE).fill(`${title} upraveno`);
  await editForm.getByRole('button', { name: 'Uložit' }).click();
  await shows(page.getByRole('row').filter({ hasText: `${title} upraveno` }));

  await page.getByRole('button', { name: `Smazat ${title} upraveno` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Smazat záznam?' });
  await shows(confirm);
  // Cancel keeps it...
  await confirm.getByRole('button', { name: 'Zrušit' }).click();
  await shows(page.getByRole('row').filter({ hasText: `${title} upraveno` }));
  // ...delete removes it, with the centred success message.
  await page.getByRole('button', { name: `Smazat ${title} upraveno` }).click();
  await page.getByRole('alertdialog', { name: 'Smazat záznam?' }).getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Záznam byl smazán.'));
  await shows(page.getByText('List je zatím prázdný.'));
  expect(errors).toEqual([]);
});

const SCREENS: ReadonlyArray<[path: string, heading: string]> = [
  ['/admin/news', 'Aktuality'],
  ['/admin/gallery', 'Galerie'],
  ['/admin/courses', 'Kroužky'],
  ['/admin/camps', 'Tábory'],
  ['/admin/branches', 'Pobočky'],
  ['/admin/schedules', 'Rozvrhy'],
  ['/admin/lectors', 'Lektoři'],
  ['/admin/registrations', 'Přihlášky'],
  ['/admin/videos', 'Videa'],
];

test.each([1280, 375])('every admin screen renders at %i px (screenshots)', async (width) => {
  const page = await loggedIn(width);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [path, heading] of SCREENS) {
    await page.goto(`${BASE_URL}${path}`);
    await shows(page.getByRole('heading', { level: 1, name: heading }));
    await screenshot(page, `admin-${path.split('/')[2]}-${width}`);
  }
  // A form dialog too. The course list says what its places count ("3 volná z 10", not "3 / 10").
  await page.goto(`${BASE_URL}/admin/courses`);
  await shows(page.getByText(/^\d+ (volné|volná|volných) z \d+$/).first());
  await page.getByRole('button', { name: 'Nový kroužek' }).click();
  await shows(page.getByRole('form', { name: 'Nový kroužek' }));
  await page.waitForTimeout(400); // the dialog's opening transition
  await screenshot(page, `admin-courses-form-${width}`);
  await page.goto(`${BASE_URL}/login`);
  expect(errors).toEqual([]);
});

test('the public pages load no back-office code', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const scripts: string[] = [];
  opened.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await opened.page.goto(`${BASE_URL}/`);
  await opened.page.waitForLoadState('networkidle');
  await opened.page.goto(`${BASE_URL}/login`);
  await shows(opened.page.getByRole('heading', { level: 1, name: 'Přihlášení' }));
  await opened.page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /Admin|Registrations|table/i.test(url))).toEqual([]);
});
