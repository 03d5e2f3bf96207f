import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  graphql,
  loginThroughForm,
  newPage,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';
import { waitForHydration } from './public-helpers';

// Course fields declared once (issue 39, item 1): the language of instruction and what to bring, declared only in
// common/src/lists/courses.ts (with its column and migration), is edited in the back-office's form,
// shown in the grid and its filter, shown to families in their language and offered by their finder.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
let token: string;

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('edits the language of instruction in the form, lists and filters it, shows it to families and finds by it', async () => {
  const title = `Divadlo ${marker}`;
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: { title, capacity: 8, maxCapacity: 10, price: 2100, category: 'uncategorized', type: 'other' } },
    token,
  );

  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/courses');
  await page.waitForURL(`${BASE_URL}/admin/courses`);
  await page.getByRole('searchbox', { name: 'Hledat' }).fill(title);
  await page.getByRole('button', { name: `Upravit ${title}` }).click();
  const form = page.getByRole('form', { name: 'Upravit kroužek' });
  await shows(form);
  await form.getByRole('combobox', { name: 'Jazyk výuky' }).selectOption({ label: 'angličtina' });
  await form.getByRole('textbox', { name: 'Co s sebou' }).fill('přezůvky a láhev s vodou');
  await screenshot(page, 'issue39-item1-language-form-1440');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await form.waitFor({ state: 'detached', timeout: 10000 });

  // The grid's column and its filter.
  const row = page.getByRole('row').filter({ hasText: title });
  await shows(row.getByRole('gridcell', { name: 'angličtina' }));
  await page
    .getByRole('combobox', { name: 'Jazyk výuky: vše' })
    .selectOption({ label: 'dvojjazyčně (česky a anglicky)' });
  await row.waitFor({ state: 'detached', timeout: 10000 });
  await page.getByRole('combobox', { name: 'Jazyk výuky: vše' }).selectOption({ label: 'angličtina' });
  await shows(row.getByRole('gridcell', { name: 'angličtina' }));

  // Families read it in their language.
  await page.goto(`${BASE_URL}/course/${createCourse.id}`);
  await shows(page.getByRole('definition').filter({ hasText: 'angličtina' }));
  await shows(page.getByRole('term').filter({ hasText: 'Jazyk výuky' }));
  await shows(page.getByRole('definition').filter({ hasText: 'přezůvky a láhev s vodou' }));
  await page.goto(`${BASE_URL}/en/course/${createCourse.id}`);
  await shows(page.getByRole('term').filter({ hasText: 'Language of instruction' }));
  await shows(page.getByRole('definition').filter({ hasText: 'English' }));
  await shows(page.getByRole('term').filter({ hasText: 'What to bring' }));
  await screenshot(page, 'issue39-item1-language-public-1440');

  // The finder offers it and keeps it in the address, removable as the other filters.
  await page.goto(`${BASE_URL}/courses`);
  await waitForHydration(page);
  await page.getByRole('search', { name: 'Filtry' }).getByLabel('Jazyk výuky').selectOption({ label: 'angličtina' });
  await page.waitForURL(/[?&]language=english/);
  await shows(page.getByRole('button', { name: 'Zrušit filtr: angličtina' }));
  await shows(page.getByText(title).first());
  await screenshot(page, 'issue39-item1-language-finder-1440');
  expect(errors).toEqual([]);
});
