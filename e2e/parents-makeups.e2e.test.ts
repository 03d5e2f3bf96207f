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
import { mailTo, parentLinkPath } from './parent-helpers';
import { openPage } from './public-helpers';

// Make-up lessons on the family's page (issue 44) at 375 px: the excuse says before it is confirmed
// that it earns a make-up, the credit shows with its validity, the lessons of the other group with
// their free places, a booking after a confirmation (and its e-mail), its cancellation giving the
// credit back; and the Czech refusal when another family took the last place meanwhile. Staff's hand
// changes in the registration dialog, and the grid's "Náhrady" column counting them.

const PHONE = 375;
let browser: Browser;
const contexts: BrowserContext[] = [];
const marker = unique();
const mail = (who: string) => `${who}.${marker.toLowerCase()}@example.com`;
let token: string;
let branchId: number;
let lectorId: number;

const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

async function course(title: string, capacity: number, makeupGroup: string): Promise<number> {
  const today = pragueToday();
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title,
        capacity,
        maxCapacity: capacity + 2,
        price: 1500,
        category: 'uncategorized',
        type: 'sport',
        startDate: plusDays(today, -14),
        endDate: plusDays(today, 90),
        makeupGroup,
      },
    },
    token,
  );
  return createCourse.id;
}

/** A slot meeting on the weekday `days` from today, 16:00–17:00 (its first lesson is days away:
 * an excuse now is well before the 12-hour cut-off). */
async function slot(courseId: number, days: number): Promise<number> {
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    {
      input: {
        courseId,
        branchId,
        lectorId,
        dayOfWeek: weekday(plusDays(pragueToday(), days)),
        from: '16:00',
        to: '17:00',
      },
    },
    token,
  );
  return createSchedule.id;
}

async function register(scheduleId: number, childFullName: string, email: string): Promise<void> {
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'course',
        scheduleId,
        childFullName,
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        parentFirstName: 'Jana',
        parentLastName: 'Nováková',
        email,
        phone: '777 123 456',
        photoConsent: true,
        personalDataConsent: true,
      },
    },
    token,
  );
}

const linkToken = (path: string) => path.split('/').at(-1)!;

async function firstOffered(parentToken: string, registrationId: number): Promise<string> {
  const { makeupOptions } = await graphql<{ makeupOptions: { lessons: { lessonId: string }[] } }>(
    'query ($token: String!, $id: Int!) { makeupOptions(token: $token, registrationId: $id) { lessons { lessonId } } }',
    { token: parentToken, id: registrationId },
  );
  return makeupOptions.lessons[0]!.lessonId;
}

/** The parent page's own registrations (ids) by child. */
async function registrationOf(parentToken: string, child: string): Promise<number> {
  const { parentPage } = await graphql<{ parentPage: { registrations: { id: number; childFullName: string }[] } }>(
    'query ($token: String!) { parentPage(token: $token) { registrations { id childFullName } } }',
    { token: parentToken },
  );
  return parentPage.registrations.find((registration) => registration.childFullName === child)!.id;
}

/** Nothing on the page is wider than the phone. */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
}

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const { createUser } = await graphql<{ createUser: { id: number } }>(
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    {
      input: { username: `lektor${marker}`, password: `Lektor-${marker}-heslo`, name: 'Lektor Jan', role: 'lector' },
    },
    token,
  );
  lectorId = createUser.id;
  const { createBranch } = await graphql<{ createBranch: { id: number } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
    { input: { title: `Klubovna ${marker}`, address: 'Školní 3, Brno' } },
    token,
  );
  branchId = createBranch.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

it('excuses in time, sees the credit, books a lesson of another group, cancels it; the last place taken is refused', async () => {
  const group = `skupina-${marker}`;
  // The family's course has one place: Adam holds it in his slot (in 2 days), so a lesson of the
  // other slot (in 3 days, the first offered) has one make-up place. Another course of the same
  // make-up group (its slot in 4 days) has Bára, whose family competes.
  const courseTitle = `Keramika ${marker}`;
  const own = await course(courseTitle, 1, group);
  const ownSlot = await slot(own, 2);
  await slot(own, 3);
  const adam = `Adam Náhradník ${marker}`;
  await register(ownSlot, adam, mail('adam'));
  const rival = await course(`Malování ${marker}`, 5, group);
  const bara = `Bára Rychlá ${marker}`;
  await register(await slot(rival, 4), bara, mail('bara'));

  const path = await parentLinkPath(mail('adam'));
  const { context, page, errors } = await openPage(browser, PHONE, path);
  contexts.push(context);
  const card = page.getByRole('article', { name: adam });
  const makeups = card.getByRole('region', { name: 'Náhrady' });
  await shows(makeups.getByText(/Zatím žádná náhrada/));

  // The excuse says before it is confirmed that it earns a make-up.
  await card.getByRole('button', { name: 'Omluvit z lekce' }).click();
  const first = card.getByRole('radio').first();
  await shows(card.getByText(/– s náhradou$/).first());
  await first.check();
  await shows(card.getByText(/Za tuto omluvu dítě získá náhradu/));
  await screenshot(page, 'parents-makeups-excuse-375');
  await card.getByRole('button', { name: 'Omluvit', exact: true }).click();
  await shows(card.getByText(/Dítě získalo náhradu/));

  // The credit, valid for weeks, and the lessons of the other slot with their one free place.
  await shows(makeups.getByText('Náhrada k použití'));
  await shows(makeups.getByText(/^platí do \d{1,2}\. \d{1,2}\. \d{4}$/));
  await shows(makeups.getByText('1 volné místo').first());
  await fitsPhone(page);
  await screenshot(page, 'parents-makeups-credit-375');

  // Booking takes a confirmation; "Zpět" books nothing.
  const book = makeups.getByRole('button', { name: /^Zarezervovat náhradu: / }).first();
  const when = (await book.getAttribute('aria-label'))!.replace('Zarezervovat náhradu: ', '');
  await book.click();
  await shows(makeups.getByText(`Zarezervovat náhradu: ${when}?`));
  await makeups.getByRole('button', { name: 'Zpět' }).click();
  await book.click();
  await makeups.getByRole('button', { name: 'Ano, zarezervovat' }).click();
  await shows(makeups.getByText(`Náhrada je zarezervovaná: ${when}. Potvrzení jsme vám poslali e-mailem.`));
  await shows(makeups.getByText('Náhrada zarezervovaná'));
  const cancel = makeups.getByRole('button', { name: `Zrušit rezervaci náhrady: ${when}` });
  await shows(cancel);
  await shows(makeups.getByText(/^Zrušit ji můžete do /));
  await fitsPhone(page);
  await screenshot(page, 'parents-makeups-booked-375');
  expect((await mailTo(mail('adam'), /^Náhrada zarezervována/)).text).toContain(adam);

  // Cancelled before the cut-off, the credit is available again.
  await cancel.click();
  await makeups.getByRole('button', { name: 'Ano, zrušit rezervaci' }).click();
  await shows(makeups.getByText(`Rezervace náhrady ${when} je zrušená. Náhradu můžete použít na jinou lekci.`));
  await shows(makeups.getByText('Náhrada k použití'));
  expect(await makeups.getByRole('button', { name: /^Zrušit rezervaci náhrady/ }).count()).toBe(0);

  // Adam's parent opens the booking of the first lesson again; meanwhile Bára's family (excused in
  // time from her own course) takes that lesson's last place.
  const lessonId = await firstOffered(linkToken(path), await registrationOf(linkToken(path), adam));
  await book.click();
  await shows(makeups.getByText(`Zarezervovat náhradu: ${when}?`));
  const baraToken = linkToken(await parentLinkPath(mail('bara')));
  const baraRegistration = await registrationOf(baraToken, bara);
  const { parentLessons } = await graphql<{ parentLessons: { id: string }[] }>(
    'query ($token: String!, $id: Int!) { parentLessons(token: $token, registrationId: $id) { id } }',
    { token: baraToken, id: baraRegistration },
  );
  const { excuseLesson } = await graphql<{ excuseLesson: { id: string; creditId: number | null }[] }>(
    'mutation ($token: String!, $id: Int!, $lesson: String!) { excuseLesson(token: $token, registrationId: $id, lessonId: $lesson) { id creditId } }',
    { token: baraToken, id: baraRegistration, lesson: parentLessons[0]!.id },
  );
  const creditId = excuseLesson.find((lesson) => lesson.id === parentLessons[0]!.id)!.creditId;
  await graphql(
    'mutation ($token: String!, $credit: Int!, $lesson: String!) { bookMakeup(token: $token, creditId: $credit, lessonId: $lesson) { bookingId } }',
    {
      token: baraToken,
      credit: creditId,
      lesson: lessonId,
    },
  );

  await makeups.getByRole('button', { name: 'Ano, zarezervovat' }).click();
  await shows(
    makeups
      .getByRole('alert')
      .getByText('Volné místo na náhradu v této lekci právě obsadil někdo jiný. Vyberte prosím jinou lekci.'),
  );
  await fitsPhone(page);
  await screenshot(page, 'parents-makeups-full-375');
  // Back in the list, that lesson is gone; the credit is still there to use.
  await makeups.getByRole('button', { name: 'Zpět' }).click();
  await shows(makeups.getByText('Náhrada k použití'));
  expect(await makeups.getByRole('button', { name: `Zarezervovat náhradu: ${when}` }).count()).toBe(0);
  expect(errors).toEqual([]);

  // The roster of that lesson (on a phone) lists Bára as a make-up guest, with the group's marks.
  const staff = await newPage(browser, PHONE);
  contexts.push(staff.context);
  await loginThroughForm(staff.page, `/admin/attendance?lesson=${encodeURIComponent(lessonId)}`);
  const guest = staff.page.getByRole('listitem').filter({ hasText: bara });
  await shows(guest.getByText('náhrada', { exact: true }));
  await shows(
    staff.page
      .getByRole('group', { name: `Docházka – ${bara}` })
      .getByRole('button', { name: 'Přítomen', exact: true }),
  );
  await screenshot(staff.page, 'parents-makeups-roster-375');
});

it('staff grant, extend and revoke a make-up on the registration, each with a reason and a confirmation', async () => {
  const courseId = await course(`Šachy ${marker}`, 5, `sachy-${marker}`);
  const child = `Cyril Šachista ${marker}`;
  await register(await slot(courseId, 2), child, mail('cyril'));
  const { context, page } = await newPage(browser, 1280);
  contexts.push(context);
  await loginThroughForm(page, `/admin/registrations?q=${encodeURIComponent(child)}`);
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${child}`) }).click();
  const dialog = page.getByRole('dialog');
  const credits = dialog.getByRole('region', { name: /^Náhrady/ });
  await shows(credits.getByText('Žádné náhrady.'));

  // Granted: a reason is required.
  await credits.getByRole('button', { name: 'Přidat náhradu' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Přidat náhradu' }).click();
  await shows(confirm.getByText('Toto pole je povinné'));
  await confirm.getByLabel('Důvod').fill('Lektor byl nemocný');
  await confirm.getByRole('button', { name: 'Přidat náhradu' }).click();
  await shows(credits.getByRole('heading', { name: 'Náhrady – 1 k použití z 1' }));
  await shows(credits.getByRole('cell', { name: 'Přidána ručně', exact: true }));
  await shows(credits.getByRole('cell', { name: 'Lektor byl nemocný', exact: true }));

  // Extended to a chosen day (until its end).
  await credits.getByRole('button', { name: /^Prodloužit náhradu platnou do / }).click();
  const year = new Date().getFullYear() + 1;
  await confirm.getByLabel('Nová platnost do (včetně)').fill(`${year}-06-30`);
  await confirm.getByLabel('Důvod').fill('Dlouhá nemoc');
  await confirm.getByRole('button', { name: 'Prodloužit' }).click();
  await shows(credits.getByRole('cell', { name: `30. 6. ${year} 23:59`, exact: true }));
  await shows(credits.getByRole('cell', { name: 'Dlouhá nemoc', exact: true }));

  // Revoked after a confirmation; "Zpět" keeps it.
  const revoke = credits.getByRole('button', { name: /^Zrušit náhradu platnou do / });
  await revoke.click();
  await confirm.getByRole('button', { name: 'Zpět' }).click();
  await shows(credits.getByRole('cell', { name: 'K použití', exact: true }));
  await revoke.click();
  await confirm.getByLabel('Důvod').fill('Omylem přidaná');
  await screenshot(page, 'parents-makeups-staff-revoke-1280');
  await confirm.getByRole('button', { name: 'Zrušit náhradu' }).click();
  await shows(credits.getByRole('cell', { name: 'Zrušená', exact: true }));
  await shows(credits.getByRole('heading', { name: 'Náhrady – 0 k použití z 1' }));
  expect(await credits.getByRole('button', { name: /^Zrušit náhradu/ }).count()).toBe(0);

  // The grid's "Náhrady" column (in the column chooser) counts the same: none to use of one.
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Sloupce' }).click();
  const makeupColumn = page.getByRole('checkbox', { name: 'Náhrady' });
  await makeupColumn.focus();
  await page.keyboard.press('Space');
  expect(await makeupColumn.isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await shows(page.getByRole('columnheader', { name: 'Náhrady' }));
  const row = page.getByRole('row').filter({ hasText: child });
  await shows(row.getByText('0 k použití z 1', { exact: true }), 30_000);
  await screenshot(page, 'parents-makeups-staff-grid-1280');
});

it('the attendance matrix of the other group shows the make-up guest at that lesson only, marked "náhrada"', async () => {
  const group = `matice-${marker}`;
  const courseId = await course(`Tanec ${marker}`, 5, group);
  const ownSlot = await slot(courseId, 2);
  const otherSlot = await slot(courseId, 3);
  const child = `Dita Hostující ${marker}`;
  const email = mail('dita');
  await register(ownSlot, child, email);
  const parentToken = linkToken(await parentLinkPath(email));
  const registrationId = await registrationOf(parentToken, child);
  const { grantMakeupCredit } = await graphql<{ grantMakeupCredit: { id: number } }>(
    'mutation ($id: Int!) { grantMakeupCredit(registrationId: $id, reason: "Nemoc lektora") { id } }',
    { id: registrationId },
    token,
  );
  const lessonId = await firstOffered(parentToken, registrationId);
  await graphql(
    'mutation ($token: String!, $credit: Int!, $lesson: String!) { bookMakeup(token: $token, creditId: $credit, lessonId: $lesson) { bookingId } }',
    { token: parentToken, credit: grantMakeupCredit.id, lesson: lessonId },
  );

  const { context, page } = await newPage(browser, 1440);
  contexts.push(context);
  const today = pragueToday();
  await loginThroughForm(page, `/admin/attendance/matrix?from=${today}&to=${plusDays(today, 20)}&slot=${otherSlot}`);
  const grid = page.getByRole('grid', { name: 'Docházka dětí po lekcích' });
  await shows(grid, 30_000);
  const guest = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(child) }) });
  await shows(guest.getByText('náhrada', { exact: true }), 30_000);
  await shows(guest.getByText('náhrada, nepočítá se', { exact: true }));
  expect(await guest.count()).toBe(1);
  // Its booked lesson is the only one open to a mark; the other lessons are not its ("–").
  const cells = await guest.getByRole('gridcell').allInnerTexts();
  const lessonCells = cells.slice(0, -1);
  expect(lessonCells.filter((text) => text.trim() === '')).toHaveLength(1);
  expect(lessonCells.filter((text) => text.trim() === '–').length).toBe(lessonCells.length - 1);
  await screenshot(page, 'parents-makeups-matrix-guest-1440');
  // The children's own group's matrix does not list the guest.
  await page.goto(`${BASE_URL}/admin/attendance/matrix?from=${today}&to=${plusDays(today, 20)}&slot=${ownSlot}`);
  await shows(grid.getByRole('rowheader', { name: new RegExp(child) }), 30_000);
  expect(await grid.getByText('náhrada', { exact: true }).count()).toBe(0);
});
