import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
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
import { seriousAxeViolations } from './public-helpers';

// Issue 23, the staff's walk-through, items 12–15: the date filter takes typed digits and keeps the
// focus; the filters fold into "Filtry (N)" on a phone; a lector is offered only what a lector may
// do; a new gallery stays off the site until its first picture; cancelled rows read at 4.5:1.
// At the widths the walk-through found them: desktop 1440 px, the phone 375 px.

let browser: Browser;
let context: BrowserContext | undefined;
let token = '';
const marker = `Prochazka${unique()}`;
const lector = { username: `lektor${unique()}`, password: `Lektor-${unique()}-heslo` };

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-01',
    to: '2030-07-05',
    price: 2500,
    capacity: 10,
    maxCapacity: 12,
  });
  const cancelled = await registerForCamp(
    campId,
    { childFullName: `Zrušená ${marker}`, parentLastName: 'Nováková', email: `zrusena.${marker}@example.cz` },
    token,
  );
  await graphql('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: cancelled }, token);
  await graphql(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { ...lector, name: `Lektorka ${marker}`, role: 'lector' } },
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

async function opened(width: number): Promise<Page> {
  const created = await newPage(browser, width);
  context = created.context;
  return created.page;
}

async function asAdmin(width: number, target = '/admin/registrations'): Promise<Page> {
  const page = await opened(width);
  await loginThroughForm(page, target);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  return page;
}

async function asLector(width: number): Promise<Page> {
  const page = await opened(width);
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill(lector.username);
  await page.getByLabel('Heslo').fill(lector.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  await shows(page.getByRole('navigation', { name: 'Sekce administrace' }));
  return page;
}

const from = (page: Page) => page.getByLabel('Přihlášeno od', { exact: true });
const to = (page: Page) => page.getByLabel('Přihlášeno do', { exact: true });
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('12: the registered-date filter at 1440 px', () => {
  test('takes the digits a phone pad types, as the public birth date does', async () => {
    const page = await asAdmin(1440);
    await from(page).click();
    await page.keyboard.type('01112026');
    await page.keyboard.press('Tab');
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-11-01');
    expect(await from(page).inputValue()).toBe('01.11.2026');
    await page.reload();
    expect(await from(page).inputValue()).toBe('01.11.2026');
  });

  test('Tab goes from field to field, never into the calendar; a picked day leaves the focus in the field', async () => {
    const page = await asAdmin(1440);
    await from(page).click();
    // At most the calendar's own button between the two fields, and nothing of a calendar on the way.
    for (let step = 0; step < 2 && !(await focused(to(page))); step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.bp6-datepicker, .bp6-popover') ?? null)).toBe(
        null,
      );
    }
    expect(await focused(to(page))).toBe(true);
    await screenshot(page, 'walkthrough-date-filter-1440');

    await page.getByRole('button', { name: 'Vybrat v kalendáři: Přihlášeno od' }).click();
    const calendar = page.locator('.bp6-datepicker');
    await shows(calendar);
    await calendar.getByText('15', { exact: true }).first().click();
    await page.waitForURL((url) => /-15$/.test(url.searchParams.get('from') ?? ''));
    await calendar.waitFor({ state: 'detached' });
    expect(await focused(from(page))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('"Zrušit filtry" clears a date typed wrong', async () => {
    const page = await asAdmin(1440);
    await from(page).fill('32.13.2026');
    await page.keyboard.press('Tab');
    await shows(page.getByText('Neplatné datum', { exact: true }));
    expect(await from(page).getAttribute('aria-invalid')).toBe('true');
    const clear = page.getByRole('button', { name: 'Zrušit filtry' });
    expect(await clear.isEnabled()).toBe(true);
    await clear.click();
    expect(await from(page).inputValue()).toBe('');
    expect(await page.getByText('Neplatné datum', { exact: true }).count()).toBe(0);
  });
});

test('13: on a 375 px phone the filters fold into one "Filtry (N)" button', async () => {
  const page = await asAdmin(375, '/admin/registrations?paid=no&type=camp');
  const open = page.getByRole('button', { name: 'Filtry (2)' });
  await shows(open);
  // The search box stays in sight; the other filters are behind the button.
  await shows(page.getByRole('searchbox', { name: 'Hledat' }));
  expect(await page.getByRole('combobox', { name: 'Platba' }).isVisible()).toBe(false);
  await screenshot(page, 'walkthrough-filters-375');

  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filtry' });
  await shows(sheet);
  expect(await sheet.getByRole('combobox', { name: 'Platba' }).inputValue()).toBe('unpaid');
  await sheet.getByRole('combobox', { name: 'Stav' }).selectOption('true');
  await page.waitForURL((url) => url.searchParams.get('cancelled') === 'yes');
  await screenshot(page, 'walkthrough-filters-sheet-375');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Zobrazit přihlášky' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await shows(page.getByRole('button', { name: 'Filtry (3)' }));
});

describe('14: a lector at 1440 px is offered only what a lector may do', () => {
  // Every back-office section, the ones off a lector's menu (issue 41, item 9) opened by address.
  const SECTIONS = [
    '/admin/attendance',
    '/admin/registrations',
    '/admin/zpravy',
    '/admin/overview',
    '/admin/news',
    '/admin/gallery',
    '/admin/videos',
    '/admin/courses',
    '/admin/camps',
    '/admin/branches',
    '/admin/schedules',
    '/admin/lectors',
    '/admin/supporters',
  ];

  /** The buttons (and file inputs) each section offers the lector, by the section's address. */
  async function offeredIn(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
    const offered: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(`${BASE_URL}${path}`);
      await shows(page.locator('main h1'));
      await page
        .locator('main .bp6-spinner')
        .first()
        .waitFor({ state: 'detached', timeout: 15000 })
        .catch(() => undefined);
      await page
        .getByText('Načítám…')
        .first()
        .waitFor({ state: 'detached', timeout: 15000 })
        .catch(() => undefined);
      await screenshot(page, `walkthrough-lector${path.replace(/\//g, '-')}`);
      offered[path] = await page
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll<HTMLElement>('button, input[type="file"]')]
            .filter((element) => element.offsetParent !== null || element.matches('input[type="file"]'))
            .map((element) =>
              element.matches('input[type="file"]')
                ? 'file input'
                : (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
            ),
        );
    }
    return offered;
  }

  const writes = /^(Nahrát logo|Nov[ýáé] |Upravit|Smazat|Označit|Zrušit přihlášku|Vystavit|file input)/;
  const writesIn = (offered: Record<string, string[]>, except: ReadonlySet<string>) =>
    Object.fromEntries(
      Object.entries(offered)
        .filter(([path]) => !except.has(path))
        .map(([path, names]): [string, string[]] => [path, names.filter((name) => writes.test(name))])
        .filter(([, names]) => names.length > 0),
    );

  test('no logo upload on supporters, nothing to write where writing is the administrators’', async () => {
    const page = await asLector(1440);
    const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
    // The tabs come with the session's role; the lector's own "Docházka" says they are all there.
    await nav.locator('a[href="/admin/attendance"]').waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Web', 'Docházka', 'Přihlášky', 'Zprávy']);
    // A new lector may not edit the content either, until an administrator allows it.
    expect(writesIn(await offeredIn(page, SECTIONS), new Set())).toEqual({});

    const { users } = await graphql<{ users: { id: number; version: number; username: string }[] }>(
      '{ users { id version username } }',
      {},
      token,
    );
    const user = users.find((each) => each.username === lector.username)!;
    await graphql(
      'mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id } }',
      {
        id: user.id,
        input: {
          version: user.version,
          username: lector.username,
          name: `Lektorka ${marker}`,
          role: 'lector',
          editsContent: true,
        },
      },
      token,
    );
    await page.reload();
    await shows(nav.getByRole('link', { name: 'Aktuality' }));
    const content = new Set(['/admin/news', '/admin/gallery', '/admin/videos']);
    const offered = await offeredIn(page, SECTIONS);
    expect(writesIn(offered, content)).toEqual({});
    // What the lector was allowed to write is offered.
    expect(offered['/admin/news']).toEqual(expect.arrayContaining([expect.stringMatching(/^Nová aktualita/)]));
  });
});

describe('15, at 1440 px', () => {
  test('a new gallery stays off the site until its first picture', async () => {
    const title = `Galerie ${marker}`;
    const page = await asAdmin(1440, '/admin/gallery');
    await page.getByRole('button', { name: 'Nová galerie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová galerie' });
    await dialog.getByLabel('Název').fill(title);
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await shows(page.getByRole('main').getByText(title, { exact: true }));

    const galleries = async () =>
      (await graphql<{ galleries: { id: number; title: string }[] }>('{ galleries { id title } }')).galleries;
    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await visitor.goto(`${BASE_URL}/gallery`);
      await shows(visitor.locator('main h1'));
      expect(await visitor.getByText(title, { exact: true }).count()).toBe(0);
      expect((await galleries()).map((gallery) => gallery.title)).not.toContain(title);

      // Its first picture brings it to the site.
      await page.getByRole('link', { name: `Fotografie galerie ${title}` }).click();
      await page.getByTestId('picture-files').setInputFiles([
        {
          name: 'karneval.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({
            create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 60 } },
          })
            .jpeg()
            .toBuffer(),
        },
      ]);
      await shows(page.getByText('Fotografie byla nahrána.'));
      await visitor.goto(`${BASE_URL}/gallery`);
      await shows(visitor.getByText(title, { exact: true }).first());
    } finally {
      await visitor.close();
    }
  });

  test('the struck-out text of a cancelled row reads at 4.5:1', async () => {
    const page = await asAdmin(1440, `/admin/registrations?q=${marker}`);
    const cell = page.getByText(`Zrušená ${marker}`, { exact: true }).first();
    await shows(cell);
    const ratio = await cell.evaluate((element) => {
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
      const [lighter, darker] = [luminance(getComputedStyle(element).color), luminance(background)].sort(
        (a, b) => b - a,
      );
      return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
