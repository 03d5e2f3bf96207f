import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiLogin, BASE_URL, graphql, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';
import { parentLinkPath } from './parent-helpers';

// A lector's first camp morning on a phone (issue 48, item 4): at 375 px the camp day shows each
// child's declaration ✗, health notes and who may collect the child; "Příchod" checks a child in with
// one tap (and marks přítomen); a listed person takes the child in one tap and a mistaken check-out
// is undone; someone the family did not list is left to an administrator; a doctor's certificate the
// family uploaded is marked checked (issue 48, item 3). One page for all steps.

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
const marker = unique();
const lector = { username: `tabornice${marker}`, password: `Tabornice-${marker}-heslo` };
const title = `Tábor ${marker}`;
const anna = `Anna ${marker}`;
const ben = `Ben ${marker}`;
const grandma = `Eva Babičková`;
let lessonId: string;

const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The camp day of a one-week camp ending today: the latest weekday that is no public holiday (a
 * camp day has begun whenever the test runs, whatever today is). */
async function latestCampDay(campId: number): Promise<string> {
  const today = pragueToday();
  const { lessons } = await graphql<{ lessons: { id: string; date: string }[] }>(
    'query ($from: String, $to: String) { lessons(from: $from, to: $to) { id date } }',
    { from: plusDays(today, -9), to: today },
    token,
  );
  const days = lessons.filter((lesson) => lesson.id.startsWith(`c${campId}-`)).map((lesson) => lesson.id);
  return days.at(-1)!;
}

const register = (childFullName: string, paperwork: Record<string, unknown>, email = `rodic.${unique()}@example.com`) =>
  graphql<{ register: { id: number } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'camp',
        campId: campIdOf,
        childFullName,
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        parentFirstName: 'Jana',
        parentLastName: 'Dvořáková',
        email,
        phone: '777 123 456',
        personalDataConsent: true,
        ...paperwork,
      },
    },
    token,
  );
let campIdOf = 0;

const doorOf = (page: Page, child: string) => page.getByRole('listitem').filter({ hasText: child });

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const { createUser } = await graphql<{ createUser: { id: number } }>(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { ...lector, name: 'Táborníce Iva', role: 'lector' } },
    token,
  );
  const today = pragueToday();
  const { createCamp } = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    {
      input: {
        title,
        from: plusDays(today, -9),
        to: today,
        price: 3000,
        capacity: 10,
        maxCapacity: 12,
        category: 'uncategorized',
        type: 'sport',
        lectorId: createUser.id,
        certificateRequired: true,
      },
    },
    token,
  );
  campIdOf = createCamp.id;
  const annaEmail = `rodic.${unique().toLowerCase()}@example.com`;
  const { register: annaRegistration } = await register(
    anna,
    {
      pickupPersons: [{ name: grandma, relation: 'babička', phone: '777 222 333' }],
      healthNotes: 'Alergie na ořechy, EpiPen v batohu',
    },
    annaEmail,
  );
  // Anna's family uploads her doctor's certificate from its page (the same multipart call).
  const form = new FormData();
  form.append('token', (await parentLinkPath(annaEmail)).split('/').at(-1)!);
  form.append('registrationId', String(annaRegistration.id));
  form.append('issuedOn', plusDays(today, -30));
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'posudek.pdf');
  const uploaded = await fetch(`${BASE_URL}/api/parents/camp-certificate`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  await register(ben, { pickupParentsOnly: true });
  lessonId = await latestCampDay(campIdOf);
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

test('at 375 px a lector checks children in and out on a camp morning', async () => {
  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill(lector.username);
  await page.getByLabel('Heslo').fill(lector.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  await page.goto(`${BASE_URL}/admin/attendance?lesson=${encodeURIComponent(lessonId)}`);
  await shows(page.getByRole('heading', { name: title }));

  // What the door needs, per child.
  const annaCard = doorOf(page, anna);
  await shows(annaCard.getByText('Prohlášení ✗ chybí'));
  await shows(annaCard.getByText('Alergie na ořechy, EpiPen v batohu'));
  await shows(annaCard.getByText(/rodiče, Eva Babičková \(babička, \+420\s777\s222\s333\)/));
  await shows(doorOf(page, ben).getByText('jen rodiče'));
  await shows(doorOf(page, ben).getByText('Posudek ✗ chybí'));
  await screenshot(page, 'camp-morning-375');

  // The certificate the family uploaded: checked in one tap.
  await shows(annaCard.getByText('Posudek ? ke kontrole'));
  await shows(annaCard.getByRole('link', { name: 'Otevřít posudek' }));
  await annaCard.getByRole('button', { name: 'Označit posudek jako zkontrolovaný' }).click();
  await shows(annaCard.getByText('Posudek ✓'));

  // One tap in: the time shows, and the child is marked přítomen.
  await annaCard.getByRole('button', { name: 'Příchod', exact: true }).click();
  await shows(annaCard.getByText(/^Příchod v \d\d:\d\d$/));
  await shows(annaCard.locator('button[aria-pressed="true"]').filter({ hasText: /^Přítomen$/ }));

  // One tap out to the listed grandmother; a mistaken check-out is undone.
  await annaCard.getByRole('button', { name: `Vyzvedl(a) ${grandma}` }).click();
  await shows(annaCard.getByText(new RegExp(`^Odchod v \\d\\d:\\d\\d: ${grandma}$`)));
  await annaCard.getByRole('button', { name: 'Vrátit odchod' }).click();
  await shows(annaCard.getByRole('button', { name: `Vyzvedl(a) ${grandma}` }));

  // Ben: "jen rodiče" offers no listed person; someone else is an administrator's decision.
  const benCard = doorOf(page, ben);
  await benCard.getByRole('button', { name: 'Příchod', exact: true }).click();
  await shows(benCard.getByRole('button', { name: 'Vyzvedl rodič' }));
  expect(await benCard.getByRole('button', { name: /^Vyzvedl\(a\)/ }).count()).toBe(0);
  await benCard.getByRole('button', { name: 'Někdo jiný…' }).click();
  await shows(benCard.getByRole('alert').filter({ hasText: 'může povolit jen administrátor' }));
  await screenshot(page, 'camp-morning-375-checked-in');

  const { campDayChildren } = await graphql<{
    campDayChildren: { handover: { checkedInAt: string | null; checkedOutAt: string | null } }[];
  }>(
    'query ($id: ID!) { campDayChildren(lessonId: $id) { handover { checkedInAt checkedOutAt } } }',
    { id: lessonId },
    token,
  );
  expect(campDayChildren.map((child) => [Boolean(child.handover.checkedInAt), child.handover.checkedOutAt])).toEqual([
    [true, null],
    [true, null],
  ]);
});
