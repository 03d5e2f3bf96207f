import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { adminToken, baseUrl, graphql, openPage, type OpenedPage, waitForHydration } from './public-helpers';

// The registration form and the child's age (issue 17, items 3 and 4): a birth date outside the
// chosen course's band is named at the field before anything is sent; a birth date typed first
// narrows the courses and camps offered to those that fit; the birth date is typed DD.MM.RRRR
// whatever the browser's language.

interface Offer {
  id: number;
  title: string;
  category: string;
  /** A closed one (full including replacements) is never preselected by a link (issue 23, item 1). */
  availability: string;
}

const SHOTS = '/work/shots';
let browser: Browser;
let opened: OpenedPage | undefined;
let courses: Offer[];
let camps: Offer[];

beforeAll(async () => {
  ({ courses, camps } = await graphql<{ courses: Offer[]; camps: Offer[] }>(
    '{ courses { id title category availability } camps { id title category availability } }',
  ));
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

/** A birth date of a child this many years (and a half) old today: ISO and as typed (DD.MM.YYYY). */
function bornYearsAgo(years: number): { iso: string; typed: string } {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 6);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}.${month}.${year}` };
}

const birthDateField = (page: Page) => page.getByRole('textbox', { name: 'Datum narození dítěte' });

/** The options of a select, without its placeholder. */
async function offered(page: Page, name: string): Promise<string[]> {
  const options = await page.getByRole('combobox', { name, exact: true }).locator('option').allTextContents();
  return options.slice(1).map((option) => option.replace(/ \(.*$|, \d\d\.\d\d\.\d{4}.*$/, ''));
}

/** Registrations sent by the page (none may leave while the form is wrong). */
function watchSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /mutation Register\b/.test(request.postData() ?? '')) sent.push(request.url());
  });
  return sent;
}

test('a 10-year-old for a 4–6 course: the field names the band before anything is sent', async () => {
  const preschool = courses.find((course) => course.category === 'preschool' && course.availability !== 'closed');
  if (!preschool) throw new Error('no preschool course');
  let sent: string[] = [];
  opened = await openPage(browser, 375, `/registration/${preschool.id}`, (page) => {
    sent = watchSends(page);
  });
  const { page, errors } = opened;
  const ten = bornYearsAgo(10);
  await birthDateField(page).fill(ten.typed);
  await birthDateField(page).blur();
  const message = `Kroužek je pro děti 4–6 let; dítě narozené ${ten.typed} má 10 let.`;
  await page.getByText(message).waitFor();
  expect(await birthDateField(page).getAttribute('aria-invalid')).toBe('true');
  // The message is the field's description, read with it.
  const describedBy = await birthDateField(page).getAttribute('aria-describedby');
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
  await birthDateField(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/age-message-375.png` });

  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await page.getByText('Formulář přihlášky není kompletní', { exact: false }).waitFor();
  expect(sent).toEqual([]);

  // A fitting birth date clears it.
  await birthDateField(page).fill(bornYearsAgo(5).typed);
  await birthDateField(page).blur();
  await page.getByText(message).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('a birth date typed first offers only the courses and camps that fit it', async () => {
  opened = await openPage(browser, 1280, '/registration');
  const { page, errors } = opened;
  // The options come with the courses' query: read them once it has answered (the first is the prompt).
  await page
    .getByRole('combobox', { name: 'Kroužek', exact: true })
    .locator('option')
    .nth(1)
    .waitFor({ state: 'attached' });
  const everyCourse = await offered(page, 'Kroužek');
  expect(everyCourse).toHaveLength(courses.length);

  const five = bornYearsAgo(5);
  await birthDateField(page).fill(five.typed);
  await birthDateField(page).blur();
  const fitting = courses.filter((course) => ['preschool', 'uncategorized'].includes(course.category));
  await page.getByText(`Nabízíme jen to, co je pro dítě narozené ${five.typed}`, { exact: false }).waitFor();
  expect((await offered(page, 'Kroužek')).sort()).toEqual(fitting.map((course) => course.title).sort());

  await page.getByRole('radio', { name: 'Na tábor' }).check();
  const fittingCamps = camps.filter((camp) => ['preschool', 'uncategorized'].includes(camp.category));
  expect((await offered(page, 'Tábor')).sort()).toEqual(fittingCamps.map((camp) => camp.title).sort());

  // Older, the offer follows.
  await page.getByRole('radio', { name: 'Na kroužek' }).check();
  await birthDateField(page).fill(bornYearsAgo(13).typed);
  await birthDateField(page).blur();
  const older = courses.filter((course) => ['older_children', 'uncategorized'].includes(course.category));
  await page.waitForFunction(
    (count) => document.querySelectorAll('#field-courseId option').length === count + 1,
    older.length,
  );
  expect((await offered(page, 'Kroužek')).sort()).toEqual(older.map((course) => course.title).sort());
  expect(errors).toEqual([]);
});

test('in an English browser the birth date is still typed and shown as DD.MM.RRRR, and registers', async () => {
  const anyAge = courses.find((course) => course.category === 'uncategorized' && course.availability !== 'closed');
  if (!anyAge) throw new Error('no course for every age');
  const origin = new URL(baseUrl()).origin;
  const context = await browser.newContext({ viewport: { width: 375, height: 900 }, locale: 'en-US' });
  // This family chose Czech before (the switch's cookie): no offer of the English pages over the form.
  await context.addCookies([{ name: 'kurzy-lang', value: 'cs', url: origin }]);
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  opened = { page, context, errors };
  await page.goto(`${baseUrl()}/registration/${anyAge.id}`);
  await waitForHydration(page);

  const field = birthDateField(page);
  expect(await field.getAttribute('type')).toBe('text');
  expect(await field.getAttribute('inputmode')).toBe('numeric');
  expect(await field.getAttribute('placeholder')).toBe('DD.MM.RRRR');

  // Not a date: the field says how to write it, naming itself.
  await field.fill('5/13/2019');
  await field.blur();
  await page.getByText('Datum narození zadejte ve tvaru DD.MM.RRRR, například 03.05.2016.').waitFor();

  // Typed without the leading zeros, shown with them once left.
  const eight = bornYearsAgo(8);
  const [day, month, year] = eight.typed.split('.');
  await field.fill(`${Number(day)}.${Number(month)}.${year}`);
  await field.blur();
  await page.waitForFunction(
    (typed) => (document.getElementById('field-childBornYear') as HTMLInputElement).value === typed,
    eight.typed,
  );

  // Unique in letters: names take no digits (common/src/validation/names.ts).
  const child = `Ema Anglická ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
  await page.getByRole('textbox', { name: 'Jméno a příjmení dítěte', exact: true }).fill(child);
  await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Petra');
  await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Anglická');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('petra.anglicka@example.cz');
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 333 444');
  // A camp asks who may collect the child (issue 48); a course does not.
  const parentsOnly = page.getByRole('radio', { name: 'Jen rodiče' });
  if ((await parentsOnly.count()) > 0) await parentsOnly.check();
  const consent = page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ });
  await consent.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  // It failed once in a whole run, with nothing said but the timeout: a failure now says what the page said.
  await page
    .getByRole('heading', { name: 'Děkujeme za přihlášku!' })
    .waitFor()
    .catch(async (error: Error) => {
      const said = await page.getByRole('alert').allInnerTexts();
      throw new Error(
        `${error.message}\nThe page said: ${JSON.stringify(said)}; page errors: ${JSON.stringify(errors)}`,
      );
    });

  const { registrations } = await graphql<{ registrations: { childFullName: string; childBornYear: string }[] }>(
    'query Find($text: String!) { registrations(filter: { text: $text }) { childFullName childBornYear } }',
    { text: child },
    await adminToken(),
  );
  expect(registrations.find((registration) => registration.childFullName === child)?.childBornYear).toBe(eight.iso);
  expect(errors).toEqual([]);
});
