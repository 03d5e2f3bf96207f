import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl, graphql, openPage, type OpenedPage, seriousAxeViolations, waitForHydration } from './public-helpers';

// The course finder (issue 17, item 2): branch, day, activity type, age and free places in the
// address (shared, rendered on the server, kept on reload, undone by the back button), the number of
// matches, an empty search offering to widen it, and on a phone a sheet opened from a button.
// Expectations are read from the API when the test runs: other test files register children.

interface Course {
  id: number;
  title: string;
  type: string;
  category: string;
  freeSpots: number;
  schedules: { dayOfWeek: number; branch: { id: number; title: string } }[];
}

const SHOTS = '/work/shots';
let browser: Browser;
let opened: OpenedPage | undefined;
let branches: { id: number; title: string }[];

beforeAll(async () => {
  ({ branches } = await graphql<{ branches: typeof branches }>('{ branches { id title } }'));
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const courses = async () =>
  (
    await graphql<{ courses: Course[] }>(
      '{ courses { id title type category freeSpots schedules { dayOfWeek branch { id title } } } }',
    )
  ).courses;

const branch = (prefix: string) => {
  const found = branches.find((entry) => entry.title.startsWith(prefix));
  if (!found) throw new Error(`no branch ${prefix}`);
  return found;
};

/** Czech count as the finder says it. */
const found = (count: number) =>
  count === 1
    ? 'Nalezen 1 kroužek'
    : count >= 2 && count <= 4
      ? `Nalezeny ${count} kroužky`
      : `Nalezeno ${count} kroužků`;

const cardTitles = (page: Page) => page.locator('main h3').allTextContents();

/** The page as fetched without JavaScript. On a busy machine the server may give up rendering (it
 * then sends the page for the browser to render, its documented fallback): asked again, it renders. */
async function fetchRendered(path: string): Promise<{ status: number; html: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${baseUrl()}${path}`);
    const html = await response.text();
    if (!html.includes('<div id="root"></div>') || attempt === 5) return { status: response.status, html };
  }
}

const select = (page: Page, name: string) => page.getByRole('combobox', { name });

test('a filtered address is rendered on the server with only the matching courses and their count', async () => {
  const brno = branch('Brno');
  const all = await courses();
  const expected = all.filter((course) =>
    course.schedules.some((slot) => slot.branch.id === brno.id && slot.dayOfWeek === 2),
  );
  expect(expected.length).toBeGreaterThan(0);
  const { status, html } = await fetchRendered(`/courses?branch=${brno.id}&day=2`);
  expect(status).toBe(200);
  for (const course of all) {
    const shown = html.includes(`>${course.title}</a></h3>`);
    expect([course.title, shown]).toEqual([course.title, expected.includes(course)]);
  }
  expect(html).toContain(found(expected.length));
});

test('bad values in the address are ignored, never an error page', async () => {
  const all = await courses();
  const { status, html } = await fetchRendered(
    '/courses?day=9&age=abc&type=%3Cscript%3Ealert(1)%3C/script%3E&branch=-1&free=yes&vek=old',
  );
  expect(status).toBe(200);
  expect(html).toContain(found(all.length));
  expect(html).not.toContain('<script>alert(1)');
});

test('filters change the address, reload keeps them, back undoes them, the count follows', async () => {
  opened = await openPage(browser, 1280, '/courses');
  const { page, errors } = opened;
  const all = await courses();
  await page.getByText(found(all.length)).waitFor();

  await select(page, 'Věk dítěte').selectOption({ label: '5 let' });
  await page.waitForURL(/\?age=5$/);
  const fiveYearOld = all.filter((course) => ['preschool', 'uncategorized'].includes(course.category));
  await page.getByText(found(fiveYearOld.length)).waitFor();
  expect((await cardTitles(page)).sort()).toEqual(fiveYearOld.map((course) => course.title).sort());

  await select(page, 'Zaměření').selectOption({ label: 'Sport' });
  await page.waitForURL(/\?type=sport&age=5$/);
  const sport = fiveYearOld.filter((course) => course.type === 'sport');
  await page.getByText(found(sport.length)).waitFor();
  expect((await cardTitles(page)).sort()).toEqual(sport.map((course) => course.title).sort());

  await page.reload();
  // The reloaded page arrives rendered: the back button is for the page React runs, not its HTML.
  await waitForHydration(page);
  await page.getByText(found(sport.length)).waitFor();
  expect(await select(page, 'Zaměření').inputValue()).toBe('sport');
  expect(await select(page, 'Věk dítěte').inputValue()).toBe('5');

  await page.goBack();
  await page.waitForURL(/\?age=5$/);
  await page.getByText(found(fiveYearOld.length)).waitFor();
  expect(await select(page, 'Zaměření').inputValue()).toBe('');

  await page.getByRole('checkbox', { name: 'Jen s volnými místy' }).check();
  await page.waitForURL(/\?age=5&free=1$/);
  const free = fiveYearOld.filter((course) => course.freeSpots > 0);
  await page.getByText(found(free.length)).waitFor();
  expect(await page.getByText('Obsazeno').count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an empty search says so and widens by removing one filter or all of them', async () => {
  const olomouc = branch('Olomouc');
  opened = await openPage(browser, 1280, `/courses?branch=${olomouc.id}&day=7&type=dancing`);
  const { page, errors } = opened;
  await page.getByText('Vybraným filtrům nic neodpovídá').waitFor();
  await page.getByText('Žádný kroužek').waitFor();
  expect(await cardTitles(page)).toEqual([]);
  const active = page.getByRole('list', { name: 'Použité filtry' });
  expect(await active.getByRole('button').allTextContents()).toEqual([
    olomouc.title,
    'Neděle',
    'Tanec',
    'Zrušit všechny filtry',
  ]);

  await active.getByRole('button', { name: 'Zrušit filtr: Neděle' }).click();
  await page.waitForURL(new RegExp(`\\?branch=${olomouc.id}&type=dancing$`));
  const all = await courses();
  const widened = all.filter(
    (course) => course.type === 'dancing' && course.schedules.some((slot) => slot.branch.id === olomouc.id),
  );
  await page.getByText(found(widened.length)).waitFor();

  await page.getByRole('button', { name: 'Zrušit všechny filtry' }).click();
  await page.waitForURL(`${baseUrl()}/courses`);
  await page.getByText(found(all.length)).waitFor();
  expect(errors).toEqual([]);
});

test('on a phone the filters open in a sheet from a button, keep focus, close with Escape', async () => {
  opened = await openPage(browser, 375, '/courses?type=sport');
  const { page, errors } = opened;
  const all = await courses();
  const sport = all.filter((course) => course.type === 'sport');
  await page.getByText(found(sport.length)).waitFor();
  const sheet = page.getByRole('dialog', { name: 'Filtry' });
  expect(await sheet.isVisible()).toBe(false);
  expect(await select(page, 'Pobočka').isVisible()).toBe(false);
  await page.screenshot({ path: `${SHOTS}/finder-closed-375.png`, fullPage: false });

  const open = page.getByRole('button', { name: 'Filtry (1)' });
  await open.click();
  await sheet.waitFor();
  await select(page, 'Věk dítěte').selectOption({ label: '12 let' });
  await page.waitForURL(/\?type=sport&age=12$/);
  const twelve = sport.filter((course) =>
    ['younger_children', 'older_children', 'uncategorized'].includes(course.category),
  );
  const show = sheet.getByRole('button', { name: /^Zobrazit / });
  await page.waitForFunction(
    ([count]) => document.querySelector('dialog[open] button[type=submit]')?.textContent?.includes(`${count} krouž`),
    [twelve.length],
  );
  expect(await show.textContent()).toBe(
    `Zobrazit ${twelve.length} ${twelve.length === 1 ? 'kroužek' : twelve.length <= 4 ? 'kroužky' : 'kroužků'}`,
  );
  await page.screenshot({ path: `${SHOTS}/finder-open-375.png`, fullPage: false });

  // The sheet is modal: Tab goes round its controls (and the browser's own), never to the page behind.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(
      () => document.activeElement !== document.body && document.activeElement?.closest('dialog[open]') === null,
    );
    expect(outside).toBe(false);
  }
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Filtry (2)' }).click();
  await sheet.waitFor();
  await show.click();
  await sheet.waitFor({ state: 'hidden' });
  expect((await cardTitles(page)).sort()).toEqual(twelve.map((course) => course.title).sort());
  expect(errors).toEqual([]);
});

test('the schedule filters its slots the same way', async () => {
  const praha = branch('Praha');
  opened = await openPage(browser, 1280, `/schedule?branch=${praha.id}`);
  const { page, errors } = opened;
  await page.getByText(/^Nalezen[oy]? \d+ termín/).waitFor();
  const headings = await page.locator('main section h2').allTextContents();
  expect(headings).toEqual([praha.title]);
  expect(errors).toEqual([]);
});

test('a course page names its age band in words', async () => {
  const balet = (await courses()).find((course) => course.category === 'preschool');
  if (!balet) throw new Error('no preschool course');
  opened = await openPage(browser, 375, `/course/${balet.id}`);
  const { page, errors } = opened;
  await page.getByText('Pro děti 4–6 let', { exact: true }).waitFor();
  expect(errors).toEqual([]);
});
