import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, loginThroughForm, newPage, requireSetup, shows } from './admin-helpers';
import { seriousAxeViolations } from './public-helpers';

// Issue 16 item 12: the back-office speaks Czech, Blueprint's own texts included; axe finds nothing
// serious on any screen (the header's role label included); toasts queue below the header and never
// cover its logout button.

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

async function loggedIn(width = 1440): Promise<Page> {
  const opened = await newPage(browser, width);
  context = opened.context;
  await loginThroughForm(opened.page);
  return opened.page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sekce administrace' });

/** Blueprint's and react-day-picker's English texts, as names or as visible text. */
const ENGLISH = /\b(Close|Month|Year|Go to (previous|next) month|Browse|No results|Remove tag|date picker|loading)\b/;

/** Every accessible name and visible text in the page that reads as Blueprint's English. */
function englishTexts(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const english = new RegExp(source);
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value && english.test(value)) found.push(`${attribute}="${value}"`);
      }
    if (english.test(document.body.innerText)) found.push(`text: ${document.body.innerText.match(english)?.[0]}`);
    return found;
  }, ENGLISH.source);
}

test('every admin screen has no serious or critical axe violation', async () => {
  const page = await loggedIn();
  // The tabs of administrators' operations come once the session's role is known: collect after
  // it, or the links counted before would be read from a longer list.
  await nav(page).locator('a[href="/admin/texts"]').waitFor();
  const tabs = await nav(page).getByRole('link').all();
  const paths: string[] = [];
  for (const tab of tabs) {
    const href = await tab.getAttribute('href');
    if (href?.startsWith('/admin/')) paths.push(href);
  }
  expect(paths).toContain('/admin/supporters');
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await nav(page).locator(`a[href="${path}"]`).click();
    await page.waitForURL((url) => url.pathname === path);
    await shows(page.locator('main h1'));
    // The list (or its empty text) is in, not the loading spinner.
    await page
      .locator('main .bp6-spinner')
      .first()
      .waitFor({ state: 'detached', timeout: 15000 })
      .catch(() => undefined);
    const violations = await seriousAxeViolations(page);
    if (violations.length) found[path] = violations;
  }
  // One gallery's screen too (a route with an id).
  await nav(page).getByRole('link', { name: 'Galerie' }).click();
  await page
    .getByRole('link', { name: /^Fotografie galerie/ })
    .first()
    .click();
  await page.waitForURL((url) => /^\/admin\/gallery\/\d+$/.test(url.pathname));
  await shows(page.locator('main h1'));
  const gallery = await seriousAxeViolations(page);
  if (gallery.length) found['/admin/gallery/:id'] = gallery;
  expect(found).toEqual({});
});

test('dialogs and the date picker speak Czech: no Blueprint English left', async () => {
  const page = await loggedIn();
  await nav(page).getByRole('link', { name: 'Aktuality' }).click();
  await page.getByRole('button', { name: 'Nová aktualita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nová aktualita' });
  await shows(dialog);
  await shows(dialog.getByRole('button', { name: 'Zavřít', exact: true }));
  expect(await englishTexts(page)).toEqual([]);

  // The date picker: Czech month names, Czech navigation and captions.
  await dialog.getByLabel('Od', { exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Výběr data' });
  await shows(picker);
  await shows(picker.getByRole('button', { name: 'Předchozí měsíc' }));
  await shows(picker.getByRole('combobox', { name: /Měsíc/ }));
  await shows(picker.getByRole('combobox', { name: /Rok/ }));
  const monthNames = await picker.getByRole('combobox', { name: /Měsíc/ }).locator('option').allTextContents();
  expect(monthNames).toContain('leden');
  expect(await englishTexts(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The registrations' date range filter uses the same Czech picker.
  await page.goto(`${BASE_URL}/admin/registrations`);
  await page.getByRole('button', { name: 'Vybrat v kalendáři: Přihlášeno od' }).click();
  const filterPicker = page.getByRole('dialog', { name: 'Výběr data' });
  await shows(filterPicker.getByRole('button', { name: 'Předchozí měsíc' }));
  await shows(filterPicker.getByRole('combobox', { name: /Měsíc/ }));
  expect(await englishTexts(page)).toEqual([]);
});

test('the role label in the header has enough contrast', async () => {
  const page = await loggedIn();
  const role = page.locator('header').getByText('Administrátor');
  await shows(role);
  const ratio = await role.evaluate((element) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    let background = 'rgba(0, 0, 0, 0)';
    for (
      let node: Element | null = element;
      node && /rgba\(0, 0, 0, 0\)|transparent/.test(background);
      node = node.parentElement
    )
      background = getComputedStyle(node).backgroundColor;
    const [lighter, darker] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test('six toasts in a row: all six show (queued, none dropped), below the header, and logout stays clickable', async () => {
  const page = await loggedIn();
  // Counts every toast the page ever shows.
  await page.evaluate(() => {
    const win = window as unknown as { toastCount: number };
    win.toastCount = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLElement &&
            node.matches('[role="alert"], [role="status"]') &&
            node.closest('[aria-live]')
          )
            win.toastCount += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await nav(page).getByRole('link', { name: 'Podporovatelé' }).click();
  const inputs = page.locator('input[type="file"]');
  await inputs.first().waitFor({ state: 'attached' });
  expect(await inputs.count()).toBeGreaterThanOrEqual(3);
  // Not an image: each upload is refused with its own toast.
  const notAnImage = { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') };
  for (let round = 0; round < 2; round += 1)
    for (let index = 0; index < 3; index += 1) await inputs.nth(index).setInputFiles(notAnImage);

  const toasts = page.locator('[aria-live] [role="alert"]');
  await shows(toasts.first());
  const logout = page.getByRole('button', { name: 'Odhlásit' });
  const header = await page.locator('header').first().boundingBox();
  for (const box of await Promise.all((await toasts.all()).map((toast) => toast.boundingBox())))
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  // What a click at the middle of the logout button would hit is the button itself.
  const hit = await logout.evaluate((button) => {
    const { x, y, width, height } = button.getBoundingClientRect();
    const target = document.elementFromPoint(x + width / 2, y + height / 2);
    return target !== null && button.contains(target);
  });
  expect(hit).toBe(true);

  await page.waitForFunction(() => (window as unknown as { toastCount: number }).toastCount >= 6, undefined, {
    timeout: 40000,
  });
  expect(await page.evaluate(() => (window as unknown as { toastCount: number }).toastCount)).toBe(6);
  // Still clickable while toasts show: logging out works.
  await logout.click();
  await page.waitForURL((url) => url.pathname === '/login');
}, 90000);
