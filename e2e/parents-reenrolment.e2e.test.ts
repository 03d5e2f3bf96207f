import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiLogin, graphql, requireSetup, screenshot, shows, unique } from './admin-helpers';
import { mailTo } from './parent-helpers';
import { openPage } from './public-helpers';

// The next term (issue 45) at 375 px: a family invited to continue opens its page from the e-mail
// "Pokračování v kroužku …", finds the invitation first, chooses the other slot of the next term and
// continues in one click; the new registration stands on the page and its payment e-mail comes.

const PHONE = 375;
let browser: Browser;
const contexts: BrowserContext[] = [];
const marker = unique();
let token: string;

async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
}

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

it('a parent continues from the invitation e-mail on a phone, in another slot of the next term', async () => {
  const { createBranch } = await graphql<{ createBranch: { id: number } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
    { input: { title: `Sokolovna ${marker}`, address: 'Tyršova 5, Brno' } },
    token,
  );
  const title = `Gymnastika ${marker}`;
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title,
        capacity: 6,
        maxCapacity: 8,
        price: 2200,
        category: 'uncategorized',
        type: 'sport',
        startDate: '2026-09-07',
        endDate: '2027-01-29',
      },
    },
    token,
  );
  const courseId = createCourse.id;
  const slots: number[] = [];
  for (const [dayOfWeek, from, to] of [
    [1, '16:00', '16:45'],
    [3, '17:00', '17:45'],
  ] as const) {
    const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
      'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
      { input: { courseId, branchId: createBranch.id, dayOfWeek, from, to } },
      token,
    );
    slots.push(createSchedule.id);
  }
  const child = `Tereza Skokanová ${marker}`;
  const email = `skokanova.${marker.toLowerCase()}@example.com`;
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'course',
        scheduleId: slots[0],
        childFullName: child,
        childBornYear: `${new Date().getFullYear() - 8}-04-20`,
        parentFirstName: 'Petra',
        parentLastName: 'Skokanová',
        email,
        phone: '777 123 456',
        personalDataConsent: true,
      },
    },
    token,
  );
  // Staff copy the course into the spring term and invite its families for a week.
  const nextTitle = `${title} – jaro`;
  await graphql(
    'mutation ($id: Int!) { copyCourse(id: $id, startDate: "2027-02-01", endDate: "2027-06-25", title: $title, price: 2300) { id } }'.replace(
      '$title',
      JSON.stringify(nextTitle),
    ),
    { id: courseId },
    token,
  );
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { openReenrolment } = await graphql<{ openReenrolment: { invited: number } }>(
    'mutation ($id: Int!, $until: String!) { openReenrolment(courseId: $id, priorityUntil: $until) { invited } }',
    { id: courseId, until },
    token,
  );
  expect(openReenrolment.invited).toBe(1);

  // The invitation, and its link to the family's page.
  const invitation = await mailTo(email, /^Pokračování v kroužku /, 30000);
  expect(invitation.subject).toBe(`Pokračování v kroužku ${nextTitle}`);
  const path = /https?:\/\/\S+?(\/moje-prihlasky\/[A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!;

  const { context, page, errors } = await openPage(browser, PHONE, path);
  contexts.push(context);
  const offer = page.getByRole('region', { name: `Pokračování v kroužku ${nextTitle}` });
  await shows(offer);
  await shows(offer.getByText(/2\s300\sKč/));
  // It stands first, above the registrations.
  const [offerTop, cardTop] = await Promise.all([
    offer.evaluate((element) => element.getBoundingClientRect().top),
    page.getByRole('article', { name: child }).evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(offerTop).toBeLessThan(cardTop);
  await fitsPhone(page);
  await screenshot(page, 'parents-reenrolment-invitation-375');

  // Another slot of the next term, then one click.
  const slot = offer.getByRole('combobox', { name: 'Termín' });
  await slot.selectOption({ label: `Středa 17:00–17:45, Sokolovna ${marker}` });
  await offer.getByRole('button', { name: 'Pokračovat', exact: true }).click();
  await shows(page.getByText(`Hotovo, ${child} pokračuje.`, { exact: false }));
  await shows(page.getByRole('article', { name: child }).filter({ hasText: nextTitle }));
  expect(await page.getByRole('button', { name: 'Pokračovat', exact: true }).count()).toBe(0);
  await fitsPhone(page);
  await screenshot(page, 'parents-reenrolment-continued-375');

  // The new registration's payment e-mail with its QR code.
  const payment = await mailTo(email, new RegExp(`^Potvrzení přihlášky: ${nextTitle}`), 30000);
  const text = (payment.text ?? '').replace(/\s+/g, ' ');
  expect(text).toContain('Částka: 2 300 Kč');
  expect(text).toContain('každou středu 17:00–17:45');
  expect(payment.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);
  expect(errors).toEqual([]);
});
