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

// "Docházka – přehled" (issue 26, item 5) at 1440 px: an administrator opens a slot's children ×
// lessons, sees the marks made through the API and the "3× chybí" flag, marks a cell from the
// keyboard (kept after a reload) and downloads the XLSX.

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
const marker = `Prehled${unique()}`;

const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MATRIX = `query ($scheduleId: Int!, $from: String, $to: String) { attendanceMatrix(scheduleId: $scheduleId, from: $from, to: $to) {
  lessons { id held } rows { registrationId childFullName marks } } }`;
interface Matrix {
  lessons: { id: string; held: boolean }[];
  rows: { registrationId: number; childFullName: string; marks: (string | null)[] }[];
}

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

test('at 1440 px the matrix shows the marks and the flag, marks a cell from the keyboard and exports XLSX', async () => {
  const today = pragueToday();
  const from = plusDays(today, -42);
  const { createBranch } = await graphql<{ createBranch: { id: number } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
    { input: { title: `Hala ${marker}`, address: 'Sportovní 2, Brno' } },
    token,
  );
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title: `Gymnastika ${marker}`,
        capacity: 10,
        maxCapacity: 12,
        price: 1500,
        category: 'uncategorized',
        type: 'sport',
        startDate: from,
        endDate: plusDays(today, 60),
      },
    },
    token,
  );
  // The weekday of yesterday: today's lesson, not yet held, never counts.
  const weekday = ((new Date(`${plusDays(today, -1)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: createBranch.id, dayOfWeek: weekday, from: '16:00', to: '16:45' } },
    token,
  );
  const scheduleId = createSchedule.id;
  for (const name of [`Adam ${marker}`, `Běla ${marker}`])
    await graphql(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      {
        input: {
          type: 'course',
          scheduleId,
          childFullName: name,
          childBornYear: `${new Date().getFullYear() - 8}-03-15`,
          parentFirstName: 'Jana',
          parentLastName: 'Dvořáková',
          email: `rodic.${unique()}@example.com`,
          phone: '777 123 456',
          photoConsent: true,
          personalDataConsent: true,
        },
      },
      token,
    );
  const matrix = async () =>
    (await graphql<{ attendanceMatrix: Matrix }>(MATRIX, { scheduleId, from, to: today }, token)).attendanceMatrix;
  const before = await matrix();
  const held = before.lessons.filter((lesson) => lesson.held);
  expect(held.length).toBeGreaterThanOrEqual(4);
  const [adam, bela] = before.rows;
  // Adam present at the first lesson; Běla absent at the last three held.
  await graphql(
    'mutation ($marks: [AttendanceMarkInput!]!) { markAttendance(marks: $marks) { applied } }',
    {
      marks: [
        {
          lessonId: held[0]!.id,
          registrationId: adam!.registrationId,
          state: 'present',
          markedAt: new Date().toISOString(),
        },
        ...held.slice(-3).map((lesson) => ({
          lessonId: lesson.id,
          registrationId: bela!.registrationId,
          state: 'absent',
          markedAt: new Date().toISOString(),
        })),
      ],
    },
    token,
  );

  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page);
  await page.goto(`${BASE_URL}/admin/attendance`);
  await page.getByRole('link', { name: 'Přehled docházky' }).click();
  await shows(page.getByRole('heading', { name: 'Docházka – přehled', level: 1 }));
  await page.goto(`${BASE_URL}/admin/attendance/matrix?from=${from}&to=${today}&slot=${scheduleId}`);
  const grid = page.getByRole('grid', { name: 'Docházka dětí po lekcích' });
  await shows(grid);
  const adamRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Adam ${marker}` }) });
  const belaRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`Běla ${marker}`) }) });
  const col = (lessonId: string) => before.lessons.findIndex((lesson) => lesson.id === lessonId) + 2;
  await shows(adamRow.locator(`td:nth-child(${col(held[0]!.id)})`).filter({ hasText: /^P$/ }));
  for (const lesson of held.slice(-3))
    await shows(belaRow.locator(`td:nth-child(${col(lesson.id)})`).filter({ hasText: /^N$/ }));
  await shows(belaRow.getByText('3× chybí'));
  await screenshot(page, 'admin-attendance-matrix-1440');

  // Adam's first lesson focused, one to the right, "o": omluven at the second lesson.
  await adamRow.locator(`td:nth-child(${col(held[0]!.id)})`).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('o');
  const second = held[1]!.id;
  const secondMark = async () =>
    (await matrix()).rows[0]!.marks[before.lessons.findIndex((lesson) => lesson.id === second)];
  for (let tries = 0; tries < 50 && (await secondMark()) !== 'excused'; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await secondMark()).toBe('excused');
  await page.reload();
  await shows(adamRow.locator(`td:nth-child(${col(second)})`).filter({ hasText: /^O$/ }));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dochazka-${scheduleId}-.*\\.xlsx$`));
});
