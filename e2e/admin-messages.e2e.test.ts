import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
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

// "Zprávy" (issue 43): the administrator opens the section from the menu, chooses a slot, sees how
// many families it reaches (two siblings of one family counted once), writes and sends the message
// after confirming, and finds it in the list; each family gets one e-mail. The family's page (the
// link at the end of the e-mail) lists it under "Zprávy od nás" and opts out of informational ones.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Zprava${unique()}`;
const title = `Keramika ${marker}`;
const siblings = `dvorakovi.${marker.toLowerCase()}@example.com`;
const other = `novakovi.${marker.toLowerCase()}@example.com`;

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const { branches } = await graphql<{ branches: { id: number }[] }>('{ branches { id } }', {}, token);
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: { title, capacity: 10, maxCapacity: 12, price: 1500, category: 'uncategorized', type: 'sport' } },
    token,
  );
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: branches[0]!.id, dayOfWeek: 2, from: '15:00', to: '15:45' } },
    token,
  );
  for (const [child, email] of [
    [`Anna ${marker}`, siblings],
    [`Bedřich ${marker}`, siblings],
    [`Cecílie ${marker}`, other],
  ] as const)
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
          personalDataConsent: true,
        },
      },
      token,
    );
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The e-mails with `subject` the app wrote (DATA_DIR/outbox), as the families read them. */
async function mailsWith(subject: string) {
  const directory = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((file) =>
    file.endsWith('-family_message.eml'),
  );
  const mails = await Promise.all(names.map(async (file) => simpleParser(await readFile(path.join(directory, file)))));
  return mails.filter((mail) => mail.subject === subject);
}

test('the administrator composes a message to a slot, sees the count, sends it, and each family gets one e-mail', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page);
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await nav.getByRole('link', { name: 'Zprávy' }).click();
  await page.waitForURL(`${BASE_URL}/admin/zpravy`);

  const to = page.getByLabel('Komu');
  // Options are never "visible" to playwright: wait for the slot to be among them.
  await to.locator('option', { hasText: title }).waitFor({ state: 'attached' });
  await to.selectOption({ label: `${title} – Úterý 15:00` });
  await shows(page.getByRole('status').filter({ hasText: 'Rodin, kterým zpráva odejde: 2 (dětí: 3).' }));
  const subject = `Zítra v malé tělocvičně ${marker}`;
  await page.getByLabel('Předmět').fill(subject);
  await page.getByLabel('Text zprávy').fill('Zítřejší lekce bude v malé tělocvičně.');
  await screenshot(page, 'admin-messages-compose-1280');
  await page.getByRole('button', { name: 'Odeslat' }).click();
  const dialog = page.getByRole('alertdialog');
  await shows(dialog.getByText(`odejde e-mailem 2 rodinám`));
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await shows(page.getByText('Zpráva odchází 2 rodinám.'));
  await shows(page.getByRole('row').filter({ hasText: subject }));

  // One e-mail per family address, the siblings named together.
  for (let round = 0; (await mailsWith(subject)).length < 2 && round < 150; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const mails = await mailsWith(subject);
  expect(mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort()).toEqual([siblings, other].sort());
  const family = mails.find((mail) => !Array.isArray(mail.to) && mail.to?.text === siblings)!;
  expect(family.text).toContain(`Zpráva se týká dětí: Anna ${marker}, Bedřich ${marker}.`);

  // The family's page, on a phone, from the e-mail's link: the message listed, its text opened.
  const link = /https?:\/\/\S+?(\/moje-prihlasky\/[A-Za-z0-9_-]+)/.exec(family.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const parent = await newPage(browser, 375);
  try {
    const familyPage = parent.page;
    familyPage.on('pageerror', (error) => errors.push(error.message));
    await familyPage.goto(`${BASE_URL}${link}`);
    // Server-rendered: its buttons work once the page has taken over.
    await familyPage.waitForLoadState('networkidle');
    const section = familyPage.getByRole('region', { name: 'Zprávy od nás' });
    await shows(section.getByText(subject));
    await section.getByText(subject).click();
    await shows(section.getByText('Zítřejší lekce bude v malé tělocvičně.'));
    await screenshot(familyPage, 'parent-messages-375');
    await section.getByRole('button', { name: 'Odhlásit informační zprávy' }).click();
    await shows(section.getByText('Informační zprávy (novinky a nabídky) máte odhlášené.', { exact: false }));
    await section.getByRole('button', { name: 'Znovu dostávat informační zprávy' }).click();
    await shows(section.getByRole('button', { name: 'Odhlásit informační zprávy' }));
  } finally {
    await parent.context.close();
  }
  expect(errors).toEqual([]);
});

test('"Napsat rodinám" at a slot opens the compose screen with that slot chosen', async () => {
  const opened = await newPage(browser);
  try {
    const { page } = opened;
    await loginThroughForm(page);
    await page.goto(`${BASE_URL}/admin/schedules`);
    const courses = page.getByLabel('Všechny kroužky');
    await courses.locator('option', { hasText: title }).waitFor({ state: 'attached' });
    await courses.selectOption({ label: title });
    await page.getByRole('link', { name: new RegExp(`^Napsat rodinám: ${title}`) }).click();
    await page.waitForURL(/\/admin\/zpravy\?termin=\d+$/);
    await shows(page.getByRole('status').filter({ hasText: 'Rodin, kterým zpráva odejde: 2 (dětí: 3).' }));
    expect(await page.getByLabel('Komu').locator('option:checked').textContent()).toBe(`${title} – Úterý 15:00`);
  } finally {
    await opened.context.close();
  }
});
