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

// The admin course screen's next term (issue 45): a course copied into the spring term (hidden, the
// price confirmed), its families invited with the window's end, and each family's answer in the table.

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

it('copies a course into the next term, invites its family and shows the answer', async () => {
  const { createBranch } = await graphql<{ createBranch: { id: number } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
    { input: { title: `Tělocvična ${marker}`, address: 'Školní 9, Brno' } },
    token,
  );
  const title = `Florbal ${marker}`;
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title,
        capacity: 5,
        maxCapacity: 6,
        price: 1900,
        category: 'uncategorized',
        type: 'sport',
        startDate: '2026-09-07',
        endDate: '2027-01-29',
      },
    },
    token,
  );
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: createBranch.id, dayOfWeek: 2, from: '15:00', to: '16:00' } },
    token,
  );
  const child = `Ondřej Hokejka ${marker}`;
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'course',
        scheduleId: createSchedule.id,
        childFullName: child,
        childBornYear: `${new Date().getFullYear() - 9}-02-10`,
        parentFirstName: 'Jan',
        parentLastName: 'Hokejka',
        email: `hokejka.${marker.toLowerCase()}@example.com`,
        phone: '777 123 456',
        personalDataConsent: true,
      },
    },
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

  // Copy: the dates, the price to confirm.
  await page.getByRole('button', { name: `Další pololetí: ${title}` }).click();
  const copy = page.getByRole('dialog', { name: `Zkopírovat do dalšího pololetí: ${title}` });
  await shows(copy);
  await copy.getByRole('combobox', { name: /^Od/ }).fill('01.02.2027');
  await copy.getByRole('combobox', { name: /^Do/ }).fill('25.06.2027');
  await copy.getByRole('spinbutton', { name: /^Cena v dalším pololetí/ }).fill('1950');
  await screenshot(page, 'admin-next-term-copy-1440');
  await copy.getByRole('button', { name: 'Uložit' }).click();
  await shows(page.getByText('Kroužek byl zkopírován do dalšího pololetí (skrytý).'));

  // Invite: the window's end, then the family's answer in the table.
  await page
    .getByRole('button', { name: `Další pololetí: ${title}` })
    .first()
    .click();
  const next = page.getByRole('dialog', { name: `Pokračování kroužku ${title}` });
  await shows(next.getByText(/Kroužek má kopii v dalším pololetí/));
  const end = new Date(Date.now() + 10 * 86_400_000);
  const local = `${end.toISOString().slice(0, 10)}T18:00`;
  await next.getByLabel('Přednostní přihlašování do').fill(local);
  await next.getByRole('button', { name: 'Rozeslat pozvánky' }).click();
  await shows(page.getByText('Pozvánky odeslány: 1.'));
  const row = next.getByRole('row').filter({ hasText: child });
  await shows(row.getByText('Pozváno'));
  await shows(next.getByText(/Přednostní přihlašování běží do/));
  await screenshot(page, 'admin-next-term-answers-1440');
  expect(errors).toEqual([]);
});
