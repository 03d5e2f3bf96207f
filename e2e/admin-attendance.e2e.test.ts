import type { Browser, BrowserContext, Page } from 'playwright-core';
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

// The lector's day on a phone (issue 26, items 2 and 3): at 375 px a lector opens "Docházka" (the
// first tab), a lesson of today and marks the whole roster with one tap per child; the marks stay
// pressed after a reload and are on the server. Offline, the marks wait on the phone (the screen
// says how many) and go out when the network is back, none lost or doubled.

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
const marker = `Dochazka${unique()}`;
const lector = { username: `lektorka${unique()}`, password: `Lektorka-${unique()}-heslo` };
let lectorId: number;
let branchId: number;

const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Child {
  name: string;
  photoConsent: boolean;
  note?: string;
  email?: string;
}

/** A course of today's weekday with its slot taught by the lector and children on it; the id of
 * today's lesson (a make-up lesson when today is a public holiday). */
async function slotOfToday(title: string, children: readonly Child[]): Promise<string> {
  const today = pragueToday();
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title,
        capacity: 10,
        maxCapacity: 12,
        price: 1500,
        category: 'uncategorized',
        type: 'sport',
        startDate: plusDays(today, -14),
        endDate: plusDays(today, 60),
      },
    },
    token,
  );
  const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    // At midnight: today's lesson has begun whenever the test runs, and attendance is taken only then.
    { input: { courseId: createCourse.id, branchId, lectorId, dayOfWeek: weekday, from: '00:00', to: '00:45' } },
    token,
  );
  for (const child of children)
    await graphql(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      {
        input: {
          type: 'course',
          scheduleId: createSchedule.id,
          childFullName: child.name,
          childBornYear: `${new Date().getFullYear() - 8}-03-15`,
          parentFirstName: 'Jana',
          parentLastName: 'Dvořáková',
          email: child.email ?? `rodic.${unique()}@example.com`,
          phone: '777 123 456',
          photoConsent: child.photoConsent,
          note: child.note ?? null,
          personalDataConsent: true,
        },
      },
      token,
    );
  const id = `s${createSchedule.id}-${today}`;
  const { lessons } = await graphql<{ lessons: { id: string }[] }>(
    'query ($day: String) { lessons(from: $day, to: $day) { id } }',
    { day: today },
    token,
  );
  if (!lessons.some((lesson) => lesson.id === id))
    await graphql(
      'mutation ($input: MakeupLessonInput!) { addMakeupLesson(input: $input) { id } }',
      { input: { scheduleId: createSchedule.id, date: today, from: '00:00', to: '00:45' } },
      token,
    );
  return id;
}

async function marksOnServer(lessonId: string): Promise<Record<string, string | null>> {
  const { lessonRoster } = await graphql<{
    lessonRoster: { roster: { childFullName: string; mark: { state: string } | null }[] };
  }>('query ($id: ID!) { lessonRoster(id: $id) { roster { childFullName mark { state } } } }', { id: lessonId }, token);
  return Object.fromEntries(lessonRoster.roster.map((child) => [child.childFullName, child.mark?.state ?? null]));
}

async function loginAsLector(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Uživatelské jméno').fill(lector.username);
  await page.getByLabel('Heslo').fill(lector.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
}

/** What `read` answers once it equals `wanted`, or its last answer after a few seconds. */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  let last = await read();
  for (let tries = 0; tries < 50 && JSON.stringify(last) !== JSON.stringify(wanted); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}

const markButton = (page: Page, child: string, state: string) =>
  page.getByRole('group', { name: `Docházka – ${child}` }).getByRole('button', { name: state, exact: true });

/** The child's button of that state once it shows pressed: a tap renders at once, yet in a loaded
 * run the render may come a moment after the click returns. */
const pressed = (page: Page, child: string, state: string) =>
  shows(
    page
      .getByRole('group', { name: `Docházka – ${child}` })
      .locator('button[aria-pressed="true"]')
      .filter({ hasText: new RegExp(`^${state}$`) }),
    5000,
  );

const STATE_LABEL: Record<string, string> = { present: 'Přítomen', absent: 'Nepřítomen', excused: 'Omluven' };

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const { createUser } = await graphql<{ createUser: { id: number } }>(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { ...lector, name: 'Lektorka Iva', role: 'lector' } },
    token,
  );
  lectorId = createUser.id;
  const { createBranch } = await graphql<{ createBranch: { id: number } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
    { input: { title: `Tělocvična ${marker}`, address: 'Sportovní 1, Brno' } },
    token,
  );
  branchId = createBranch.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

test('at 375 px a lector marks a whole roster of today, and the marks stay pressed after a reload', async () => {
  const children: Child[] = [
    { name: `Adam ${marker}`, photoConsent: true },
    { name: `Běla ${marker}`, photoConsent: false, note: 'Astma, inhalátor v batohu' },
    { name: `Cyril ${marker}`, photoConsent: true },
  ];
  const title = `Florbal ${marker}`;
  const lessonId = await slotOfToday(title, children);
  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);

  // "Docházka" is the first section tab a lector has (after the link to the website).
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await shows(nav.getByRole('link', { name: 'Docházka' }));
  const tabs = await nav.getByRole('link').allTextContents();
  expect(tabs[1]).toBe('Docházka');
  await nav.getByRole('link', { name: 'Docházka' }).click();
  await shows(page.getByRole('link', { name: new RegExp(title) }));
  await screenshot(page, 'attendance-day-375');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await shows(page.getByRole('heading', { name: title }));

  // Only what the lesson needs: NEFOTIT for the child without the consent, a phone to tap, the note.
  const bela = page.getByRole('listitem').filter({ hasText: children[1]!.name });
  await shows(bela.getByText('NEFOTIT', { exact: true }));
  expect(await page.getByText('NEFOTIT', { exact: true }).count()).toBe(1);
  await shows(bela.getByText('Astma, inhalátor v batohu'));
  expect(await bela.getByRole('link', { name: /Volat rodiči/ }).getAttribute('href')).toBe('tel:+420777123456'); // stored in E.164 (issue 41, item 2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const wanted = { [children[0]!.name]: 'present', [children[1]!.name]: 'excused', [children[2]!.name]: 'absent' };
  for (const [child, state] of Object.entries(wanted)) {
    const button = markButton(page, child, STATE_LABEL[state]!);
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await pressed(page, child, STATE_LABEL[state]!);
  }
  await page.getByText(/Čeká na odeslání/).waitFor({ state: 'detached' });
  await screenshot(page, 'attendance-roster-375');
  expect(await eventually(() => marksOnServer(lessonId), wanted)).toEqual(wanted);

  await page.reload();
  for (const [child, state] of Object.entries(wanted))
    for (const label of Object.values(STATE_LABEL)) {
      const button = markButton(page, child, label);
      await shows(button);
      expect(await button.getAttribute('aria-pressed')).toBe(label === STATE_LABEL[state] ? 'true' : 'false');
    }
});

test('a lector lands on Docházka with a menu that fits the phone, and "Všichni přítomni" marks the roster in one tap', async () => {
  // Issue 41, item 9: no news grid first, no 15 tabs scrolling sideways.
  const children: Child[] = [
    { name: `Hana ${marker}`, photoConsent: true },
    { name: `Ivan ${marker}`, photoConsent: true },
  ];
  const title = `Šachy ${marker}`;
  const lessonId = await slotOfToday(title, children);
  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);
  await page.waitForURL((url) => url.pathname === '/admin/attendance');
  const nav = page.getByRole('navigation', { name: 'Sekce administrace' });
  await shows(nav.getByRole('link', { name: 'Docházka' }));
  // A new lector edits no news or galleries until an administrator allows it.
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Web', 'Docházka', 'Přihlášky', 'Zprávy']);
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await screenshot(page, 'attendance-lector-home-375');

  await page.getByRole('link', { name: new RegExp(title) }).click();
  await shows(page.getByRole('heading', { name: title }));
  await page.getByRole('button', { name: 'Všichni přítomni' }).click();
  for (const child of children) await pressed(page, child.name, 'Přítomen');
  const wanted = Object.fromEntries(children.map((child) => [child.name, 'present']));
  expect(await eventually(() => marksOnServer(lessonId), wanted)).toEqual(wanted);
  // Everyone marked: the shortcut has nothing left to do.
  await page.getByRole('button', { name: 'Všichni přítomni' }).waitFor({ state: 'detached' });
});

test('marks made offline go out from the lesson list once the network is back, which loads again by itself', async () => {
  // Issue 41, item 8: the lector left the roster while offline.
  const children: Child[] = [
    { name: `Jana ${marker}`, photoConsent: true },
    { name: `Karel ${marker}`, photoConsent: true },
  ];
  const title = `Judo ${marker}`;
  const lessonId = await slotOfToday(title, children);
  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);
  await page.goto(`${BASE_URL}/admin/attendance?lesson=${lessonId}`);
  await shows(markButton(page, children[0]!.name, 'Přítomen'));

  await context.setOffline(true);
  await markButton(page, children[0]!.name, 'Přítomen').click();
  await markButton(page, children[1]!.name, 'Nepřítomen').click();
  await shows(page.getByText('Čeká na odeslání: 2'));
  await page.getByRole('button', { name: 'Zpět na lekce' }).click();
  await page.waitForURL((url) => !url.searchParams.has('lesson'));
  // The list says what still waits on the phone.
  await shows(page.getByRole('status').getByText('Čeká na odeslání: 2'));
  await screenshot(page, 'attendance-list-offline-375');
  expect(await marksOnServer(lessonId)).toEqual({ [children[0]!.name]: null, [children[1]!.name]: null });

  await context.setOffline(false);
  await page.getByText(/Čeká na odeslání/).waitFor({ state: 'detached', timeout: 20_000 });
  const wanted = { [children[0]!.name]: 'present', [children[1]!.name]: 'absent' };
  expect(await eventually(() => marksOnServer(lessonId), wanted)).toEqual(wanted);
  // The list shows the marks counted, without a reload.
  await shows(page.getByRole('link', { name: new RegExp(title) }).getByText('zapsáno 2 z 2'), 20_000);
});

test('marks made offline wait on the phone and are sent once when the network is back', async () => {
  const children: Child[] = [
    { name: `Dana ${marker}`, photoConsent: true },
    { name: `Emil ${marker}`, photoConsent: true },
    { name: `Filip ${marker}`, photoConsent: true },
  ];
  const title = `Gymnastika ${marker}`;
  const lessonId = await slotOfToday(title, children);
  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);
  await page.goto(`${BASE_URL}/admin/attendance?lesson=${lessonId}`);
  await shows(markButton(page, children[0]!.name, 'Přítomen'));

  await context.setOffline(true);
  await markButton(page, children[0]!.name, 'Přítomen').click();
  await markButton(page, children[1]!.name, 'Nepřítomen').click();
  await markButton(page, children[2]!.name, 'Přítomen').click();
  // Changed their mind about Filip: still one mark of his waits, the newer.
  await markButton(page, children[2]!.name, 'Omluven').click();
  await shows(page.getByText('Čeká na odeslání: 3'));
  await shows(page.getByText(/Jste offline/));
  await pressed(page, children[2]!.name, 'Omluven');
  expect(await marksOnServer(lessonId)).toEqual({
    [children[0]!.name]: null,
    [children[1]!.name]: null,
    [children[2]!.name]: null,
  });
  await screenshot(page, 'attendance-offline-375');

  await context.setOffline(false);
  await page.getByText(/Čeká na odeslání/).waitFor({ state: 'detached', timeout: 20_000 });
  const wanted = { [children[0]!.name]: 'present', [children[1]!.name]: 'absent', [children[2]!.name]: 'excused' };
  expect(await eventually(() => marksOnServer(lessonId), wanted)).toEqual(wanted);
  // Nothing doubled: the lesson counts one mark per child.
  const { lessonRoster } = await graphql<{ lessonRoster: { lesson: { markedCount: number } } }>(
    'query ($id: ID!) { lessonRoster(id: $id) { lesson { markedCount } } }',
    { id: lessonId },
    token,
  );
  expect(lessonRoster.lesson.markedCount).toBe(3);
  expect(await page.evaluate(() => localStorage.getItem('kurzy.attendance.queue.v1'))).toBe('[]');
  await page.reload();
  for (const [child, state] of Object.entries(wanted)) {
    const button = markButton(page, child, STATE_LABEL[state]!);
    await shows(button);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
  }
});

test('at 1280 px an administrator cancels the lesson from its roster; nobody can mark it then', async () => {
  const children: Child[] = [{ name: `Hana ${marker}`, photoConsent: true }];
  const title = `Judo ${marker}`;
  const lessonId = await slotOfToday(title, children);
  const opened = await newPage(browser, 1280);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page);
  await page.goto(`${BASE_URL}/admin/attendance?lesson=${lessonId}`);
  await shows(page.getByRole('heading', { name: 'Změny lekce' }));
  await page.getByLabel('Důvod zrušení (dostanou ho rodiče)').fill('Tělocvična je zavřená');
  await page.getByRole('button', { name: 'Zrušit lekci' }).click();
  await shows(page.getByText('Lekce je zrušená. Tělocvična je zavřená'));
  expect(await markButton(page, children[0]!.name, 'Přítomen').isDisabled()).toBe(true);
  await screenshot(page, 'attendance-admin-1280');
});

test('a parent excuses the child from a coming lesson on their page; the lector sees it excused', async () => {
  const email = `omlouva.${unique().toLowerCase()}@example.com`;
  const child = `Hana ${marker}`;
  const title = `Keramika ${marker}`;
  const lessonId = await slotOfToday(title, [{ name: child, photoConsent: true, email }]);

  const parent = await openPage(browser, 375, await parentLinkPath(email));
  try {
    const card = parent.page.getByRole('article', { name: child });
    await card.getByRole('button', { name: 'Omluvit z lekce' }).click();
    await card.getByRole('button', { name: 'Omluvit', exact: true }).click();
    await shows(card.getByText('Vyberte lekci, ze které dítě omlouváte.'));
    // The first lesson offered is today's (its slot is on today's weekday).
    await card.getByRole('radio').first().check();
    await card.getByRole('button', { name: 'Omluvit', exact: true }).click();
    await shows(card.getByText(/^Omluveno z lekce .*Lektor to uvidí v docházce\.$/));
    await screenshot(parent.page, 'parents-excuse-375');
  } finally {
    await parent.context.close();
  }
  expect(await eventually(() => marksOnServer(lessonId), { [child]: 'excused' })).toEqual({ [child]: 'excused' });

  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);
  await page.goto(`${BASE_URL}/admin/attendance`);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByText('Omluveno rodičem předem'));
  expect(await markButton(page, child, 'Omluven').getAttribute('aria-pressed')).toBe('true');
});

test('a camp has a lesson a day without times: the parent excuses a coming day, the lector marks its roster', async () => {
  const today = pragueToday();
  const monday = plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const title = `Tábor ${marker}`;
  const { createCamp } = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    {
      input: {
        title,
        capacity: 10,
        maxCapacity: 12,
        price: 3500,
        category: 'uncategorized',
        type: 'other',
        from: monday,
        to: plusDays(monday, 25),
        branchId,
        lectorId,
      },
    },
    token,
  );
  const email = `tabor.${unique().toLowerCase()}@example.com`;
  const [excusedChild, markedChild] = [`Ivo ${marker}`, `Jana ${marker}`];
  for (const [child, address] of [
    [excusedChild, email],
    [markedChild, `rodic.${unique()}@example.com`],
  ] as const)
    await graphql(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      {
        input: {
          type: 'camp',
          campId: createCamp.id,
          childFullName: child,
          childBornYear: `${new Date().getFullYear() - 8}-03-15`,
          parentFirstName: 'Jana',
          parentLastName: 'Dvořáková',
          email: address,
          phone: '777 123 456',
          photoConsent: true,
          personalDataConsent: true,
        },
      },
      token,
    );
  const { lessons } = await graphql<{ lessons: { id: string }[] }>(
    'query ($from: String, $to: String) { lessons(from: $from, to: $to) { id } }',
    { from: monday, to: plusDays(today, 10) },
    token,
  );
  const days = lessons.filter((lesson) => lesson.id.startsWith(`c${createCamp.id}-`)).map((lesson) => lesson.id);
  const coming = days.find((id) => id.slice(-10) >= today)!;
  // Attendance is taken on a day that has begun: today's, or on a weekend the last weekday's.
  const held = days.filter((id) => id.slice(-10) <= today).at(-1)!;

  const parent = await openPage(browser, 375, await parentLinkPath(email));
  try {
    const card = parent.page.getByRole('article', { name: excusedChild });
    await card.getByRole('button', { name: 'Omluvit z lekce' }).click();
    // A camp day is offered as a day, without times.
    const first = card.getByRole('radio').first();
    await shows(first);
    expect(await card.locator('label').first().textContent()).not.toMatch(/\d:\d\d/);
    await first.check();
    await card.getByRole('button', { name: 'Omluvit', exact: true }).click();
    await shows(card.getByText(/^Omluveno z lekce .*Lektor to uvidí v docházce\.$/));
  } finally {
    await parent.context.close();
  }
  expect(await eventually(() => marksOnServer(coming), { [excusedChild]: 'excused', [markedChild]: null })).toEqual({
    [excusedChild]: 'excused',
    [markedChild]: null,
  });

  const opened = await newPage(browser, 375);
  context = opened.context;
  const { page } = opened;
  await loginAsLector(page);
  await page.goto(`${BASE_URL}/admin/attendance?range=week`);
  const link = page.getByRole('link', { name: new RegExp(title) }).first();
  await shows(link);
  expect(await link.textContent()).toContain('Celý den');
  await page.goto(`${BASE_URL}/admin/attendance?lesson=${coming}`);
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByText(/Celý den/));
  await shows(page.getByText('Omluveno rodičem předem'));
  if (held !== coming) {
    await page.goto(`${BASE_URL}/admin/attendance?lesson=${held}`);
    await shows(page.getByRole('heading', { name: title }));
  }
  await markButton(page, markedChild, 'Přítomen').click();
  await page.getByText(/Čeká na odeslání/).waitFor({ state: 'detached' });
  const wanted = { [markedChild]: 'present' };
  expect(await eventually(async () => ({ [markedChild]: (await marksOnServer(held))[markedChild] }), wanted)).toEqual(
    wanted,
  );
  await screenshot(page, 'attendance-camp-375');
  await context.close();

  // An administrator has nothing to cancel, move or substitute on a camp day.
  const admin = await newPage(browser, 1280);
  context = admin.context;
  await loginThroughForm(admin.page);
  await admin.page.goto(`${BASE_URL}/admin/attendance?lesson=${coming}`);
  await shows(markButton(admin.page, markedChild, 'Přítomen'));
  expect(await admin.page.getByRole('heading', { name: 'Změny lekce' }).count()).toBe(0);
});
