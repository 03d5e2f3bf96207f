// Outages (issue 17, item 5): a list the API could not give says so where the list would be, with a
// retry; a registration whose answer was lost keeps what was typed and is sent again without making
// a second registration.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { adminToken, graphql, openPage, type OpenedPage, screenshot } from './public-helpers';

const UNREACHABLE = 'Server není dostupný, na tomto problému pracujeme.';

let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

test('a course list during an outage: the spec text in place, no toast, and "Zkusit znovu" brings the list', async () => {
  opened = await openPage(browser, 375, '/');
  const { page, context } = opened;
  // The list is fetched by the browser (the server rendered the home page), while the API answers 503.
  await context.route('**/graphql', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  await nav.getByRole('button', { name: 'Nabídka' }).click();
  await nav.getByRole('link', { name: 'Kroužky' }).click();
  await page.waitForURL(/\/courses$/);
  const outage = page.getByRole('alert').filter({ hasText: UNREACHABLE });
  await outage.waitFor();
  await screenshot(page, 'public-outage-courses-375');
  expect(await page.getByText(UNREACHABLE).count()).toBe(1);
  expect(await page.getByText('List je zatím prázdný.').count()).toBe(0);

  await context.unroute('**/graphql');
  await outage.getByRole('button', { name: 'Zkusit znovu' }).click();
  await page.getByRole('link', { name: 'Keramika' }).first().waitFor();
  expect(await page.getByText(UNREACHABLE).count()).toBe(0);
});

/** A text field by its accessible name. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a registration whose answer is lost: the message, everything kept, "Odeslat znovu" makes one registration', async () => {
  const child = 'Lukáš Ztracený';
  const { courses } = await graphql<{ courses: { id: number; title: string; freeSpots: number }[] }>(
    '{ courses { id title freeSpots } }',
  );
  const keramika = courses.find((course) => course.title === 'Keramika');
  if (!keramika) throw new Error('no course Keramika in the demo data');
  opened = await openPage(browser, 375, `/registration/${keramika.id}`);
  const { page, context, errors } = opened;
  await page.getByText(/Volná místa: \d+ z \d+/).waitFor();

  const born = new Date();
  born.setFullYear(born.getFullYear() - 8, born.getMonth() - 6);
  const iso = born.toISOString().slice(0, 10);
  const birthDate = page.getByLabel('Datum narození dítěte');
  // A native date input takes ISO; a Czech text field DD.MM.RRRR.
  const native = (await birthDate.getAttribute('type')) === 'date';
  await field(page, 'Jméno a příjmení dítěte').fill(child);
  await birthDate.fill(native ? iso : iso.split('-').reverse().join('.'));
  await field(page, 'Jméno').fill('Lucie');
  await field(page, 'Příjmení').fill('Ztracená');
  await field(page, 'E-mail').fill('lucie.ztracena@example.cz');
  await field(page, 'Telefon').fill('+420 777 333 444');
  const consent = page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ });
  await consent.focus();
  await page.keyboard.press('Space');

  // The first send reaches the server, which registers the child; its answer never comes back.
  let sends = 0;
  await context.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('Register')) return route.continue();
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Přihlášku se nepodařilo odeslat' });
  await failure.waitFor();
  await screenshot(page, 'public-registration-lost-answer-375');
  expect(await field(page, 'Jméno a příjmení dítěte').inputValue()).toBe(child);
  expect(await field(page, 'E-mail').inputValue()).toBe('lucie.ztracena@example.cz');
  expect(await consent.isChecked()).toBe(true);

  await failure.getByRole('button', { name: 'Odeslat znovu' }).click();
  await page.getByRole('heading', { name: 'Děkujeme za přihlášku!' }).waitFor();
  await page.getByText(`${child} má místo: Keramika.`).waitFor();
  expect(sends).toBe(2);

  const { registrations } = await graphql<{ registrations: { id: number }[] }>(
    'query Find($text: String!) { registrations(filter: { text: $text }) { id } }',
    { text: child },
    await adminToken(),
  );
  expect(registrations).toHaveLength(1);
  // The lost answer is the browser's own network error; nothing else went wrong.
  expect(errors.filter((error) => !/Failed to fetch|ERR_CONNECTION_RESET|Failed to load resource/.test(error))).toEqual(
    [],
  );
});
