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
import { parentLinkPath } from './parent-helpers';
import { openPage } from './public-helpers';

// Issue 41, item 6, on a 375 px phone: the school holidays MŠMT published (server/data/
// school-holidays.csv) are days without lessons from the app's start; an administrator gives a branch
// its district (Okres) and the district's spring holidays join them. The parent's excuse list then
// offers no lesson on any of those days.

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
const marker = `Prazdniny${unique()}`;
const PHONE = 375;

const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type DayOff = { from: string; to: string; title: string; branchId: number | null };

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

test('the holidays and the spring holidays of the branch’s district are not offered to excuse', async () => {
  const today = pragueToday();
  const branchTitle = `Tělocvična ${marker}`;
  ({ context } = await newPage(browser, PHONE));
  const admin = await context.newPage();
  await loginThroughForm(admin);
  await admin.goto(`${BASE_URL}/admin/branches`);
  await admin.getByRole('button', { name: 'Nová pobočka' }).click();
  const form = admin.getByRole('form', { name: 'Nová pobočka' });
  await shows(form);
  await form.getByRole('textbox', { name: 'Název *' }).fill(branchTitle);
  await form.getByRole('textbox', { name: 'Adresa *' }).fill('Sokolská 2, Liberec');
  await form.getByRole('combobox', { name: 'Okres' }).selectOption('Liberec');
  await screenshot(admin, 'branch-district-375');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(admin.getByText('Záznam byl uložen.'));

  const { branches } = await graphql<{ branches: { id: number; title: string; district: string | null }[] }>(
    '{ branches { id title district } }',
    {},
    token,
  );
  const branch = branches.find((each) => each.title === branchTitle);
  expect(branch?.district).toBe('Liberec');
  const { nonTeachingDays } = await graphql<{ nonTeachingDays: DayOff[] }>(
    '{ nonTeachingDays { from to title branchId } }',
    {},
    token,
  );
  const daysOff = nonTeachingDays.filter((day) => day.branchId === null || day.branchId === branch!.id);
  // The Christmas holidays of 2026/27 are there until they are over (only holidays not over are taken).
  if (today <= '2027-01-03')
    expect(daysOff).toContainEqual(
      expect.objectContaining({ from: '2026-12-23', to: '2027-01-03', title: 'Vánoční prázdniny', branchId: null }),
    );
  if (today <= '2027-02-07')
    expect(daysOff).toContainEqual({
      from: '2027-02-01',
      to: '2027-02-07',
      title: 'Jarní prázdniny',
      branchId: branch!.id,
    });

  // A Wednesday course of the branch for the coming months, and a child on it.
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title: `Florbal ${marker}`,
        capacity: 10,
        maxCapacity: 12,
        price: 1500,
        category: 'uncategorized',
        type: 'sport',
        startDate: plusDays(today, -7),
        endDate: plusDays(today, 150),
      },
    },
    token,
  );
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: branch!.id, dayOfWeek: 3, from: '16:00', to: '16:45' } },
    token,
  );
  const email = `prazdniny.${unique().toLowerCase()}@example.com`;
  const child = `Ema ${marker}`;
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'course',
        scheduleId: createSchedule.id,
        childFullName: child,
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        parentFirstName: 'Jana',
        parentLastName: 'Dvořáková',
        email,
        phone: '777 123 456',
        photoConsent: true,
        personalDataConsent: true,
      },
    },
    token,
  );

  const parent = await openPage(browser, PHONE, await parentLinkPath(email));
  try {
    const card = parent.page.getByRole('article', { name: child });
    await card.getByRole('button', { name: 'Omluvit z lekce' }).click();
    const radios = card.getByRole('radio');
    await shows(radios.first());
    await screenshot(parent.page, 'parents-excuse-holidays-375');
    // A lesson's id ends with its day (s<slot>-YYYY-MM-DD).
    const offered = (
      await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    ).map((id) => id.slice(-10));
    expect(offered.length).toBeGreaterThan(0);
    const onHoliday = offered.filter((day) => daysOff.some((off) => off.from <= day && day <= off.to));
    expect(onHoliday).toEqual([]);
    // Before the Christmas holidays the ten lessons offered reach past them: they were left out, not cut off.
    if (today < '2026-12-23') {
      expect(offered.some((day) => day > '2027-01-03')).toBe(true);
      expect(offered).not.toContain('2026-12-23');
      expect(offered).not.toContain('2026-12-30');
    }
  } finally {
    await parent.context.close();
  }
});
