import type { Browser, Page } from 'playwright-core';
import { createTestCamp, loginThroughForm, newPage, registerForCamp, shows, unique } from './admin-helpers';
import { launchBrowser } from './browser';
import { adminToken, graphql, openPage, type OpenedPage, screenshot, seriousAxeViolations } from './public-helpers';

// Issue 23, the parents' walk-through: items 1 (a promise the site cannot keep: free places,
// replacements only, closed), 4 (stale links) and 6 (one word for one thing), at the widths where they
// were found: a phone at 375 px, the admin header at 1440 px.

const PHONE = 375;
const DESKTOP = 1440;

let browser: Browser;
let token: string;
/** Every page a test opened, closed after it. */
const opened: OpenedPage[] = [];
const marker = unique();
/** Camps of this test: full including replacements, replacements only, and one that fills while a
 * parent fills in the form. */
const camp = { closed: 0, replacements: 0, fillsUp: 0 };
/** Courses of this test: one full including replacements, one hidden, one for preschoolers. */
const course = { closed: 0, hidden: 0, preschool: 0 };

const family = (name: string) => ({
  childFullName: `${name} ${marker}`,
  parentLastName: 'Nováková',
  email: `${name
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase()}.${marker}@example.cz`,
});

async function createCourse(input: Record<string, unknown>): Promise<number> {
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: { type: 'sport', category: 'uncategorized', price: 1500, ...input } },
    token,
  );
  const { branches } = await graphql<{ branches: { id: number }[] }>('{ branches { id } }');
  await graphql(
    'mutation ($c: Int!, $b: Int!) { createSchedule(input: { dayOfWeek: 2, from: "15:30", to: "17:00", courseId: $c, branchId: $b }) { id } }',
    { c: createCourse.id, b: branches[0]!.id },
    token,
  );
  return createCourse.id;
}

async function registerForCourse(courseId: number, name: string): Promise<void> {
  const { course: found } = await graphql<{ course: { schedules: { id: number }[] } }>(
    'query ($id: Int!) { course(id: $id) { schedules { id } } }',
    { id: courseId },
    token,
  );
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'course',
        scheduleId: found.schedules[0]!.id,
        parentFirstName: 'Jana',
        phone: '777 123 456',
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        personalDataConsent: true,
        ...family(name),
      },
    },
    token,
  );
}

beforeAll(async () => {
  token = await adminToken();
  const dates = { from: '2031-07-07', to: '2031-07-11', price: 3900 };
  camp.closed = await createTestCamp(token, { title: `Plný tábor ${marker}`, ...dates, capacity: 1, maxCapacity: 2 });
  await registerForCamp(camp.closed, family('Adam'), token);
  await registerForCamp(camp.closed, family('Bára'), token);
  camp.replacements = await createTestCamp(token, {
    title: `Náhradnický tábor ${marker}`,
    ...dates,
    capacity: 1,
    maxCapacity: 3,
  });
  await registerForCamp(camp.replacements, family('Cyril'), token);
  camp.fillsUp = await createTestCamp(token, {
    title: `Poslední místo ${marker}`,
    ...dates,
    capacity: 1,
    maxCapacity: 1,
  });
  course.closed = await createCourse({ title: `Plný kroužek ${marker}`, capacity: 1, maxCapacity: 1 });
  await registerForCourse(course.closed, 'Dan');
  course.hidden = await createCourse({
    title: `Skrytý kroužek ${marker}`,
    capacity: 5,
    maxCapacity: 5,
    visible: false,
  });
  course.preschool = await createCourse({
    title: `Předškolní kroužek ${marker}`,
    category: 'preschool',
    capacity: 5,
    maxCapacity: 5,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map(({ context }) => context.close()));
});

async function phone(path: string): Promise<Page> {
  const page = await openPage(browser, PHONE, path);
  opened.push(page);
  return page.page;
}

/** Waits until `check` holds (the page changes after an answer arrives). */
async function until(check: () => Promise<boolean>, timeout = 10000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the page did not change in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('item 1: free places, replacements only, closed', () => {
  test('a camp full including its replacements says so on its page and offers the others, not the form', async () => {
    const page = await phone(`/camp/${camp.closed}`);
    const main = page.getByRole('main');
    await shows(main.getByText('Obsazeno včetně náhradníků'));
    expect(await main.getByText(/přihlásíme jako náhradníka/).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Přihlásit' }).count()).toBe(0);
    await shows(main.getByText('Kapacita je naplněná včetně náhradníků, další přihlášky už nepřijímáme.'));
    const others = main.getByRole('link', { name: 'Vybrat jiný tábor' }).first();
    expect(await others.getAttribute('href')).toBe('/camps');
    await screenshot(page, 'walkthrough-parents-camp-closed-375');
    await expectNoSeriousAxe(page);
  });

  test('a camp with only replacements left still takes them and says so', async () => {
    const page = await phone(`/camp/${camp.replacements}`);
    const main = page.getByRole('main');
    await shows(main.getByText('Obsazeno, přijímáme náhradníky'));
    await shows(main.getByText(/dítě proto přihlásíme jako náhradníka/));
    expect(await main.getByRole('link', { name: 'Přihlásit' }).count()).toBeGreaterThan(0);
  });

  test('the camp list shows the three states and no register button on a closed camp', async () => {
    const page = await phone('/camps');
    const card = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const closed = card(`Plný tábor ${marker}`);
    await shows(closed.getByText('Obsazeno včetně náhradníků'));
    expect(await closed.getByRole('link', { name: 'Přihlásit' }).count()).toBe(0);
    await shows(card(`Náhradnický tábor ${marker}`).getByText('Obsazeno, přijímáme náhradníky'));
    await shows(card(`Poslední místo ${marker}`).getByText('Volná místa: 1'));
    await expectNoSeriousAxe(page);
  });

  test('the course finder with "Jen s volnými místy" lists only courses with a free place', async () => {
    const page = await phone('/courses?free=1');
    await page
      .getByText(/^(Nalezen|Nalezeny|Nalezeno|Žádný)/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: `Plný kroužek ${marker}` }).count()).toBe(0);
    const all = await phone('/courses');
    await shows(all.getByRole('heading', { name: `Plný kroužek ${marker}` }));
    const card = all
      .getByRole('listitem')
      .filter({ has: all.getByRole('heading', { name: `Plný kroužek ${marker}` }) });
    await shows(card.getByText('Obsazeno včetně náhradníků'));
    expect(await card.getByRole('link', { name: 'Přihlásit' }).count()).toBe(0);
  });

  test('the form offers no closed course or camp: it is disabled and says why', async () => {
    const page = await phone('/registration');
    const courseOption = page
      .getByRole('combobox', { name: 'Kroužek', exact: true })
      .locator('option', { hasText: `Plný kroužek ${marker}` });
    expect(await courseOption.textContent()).toContain('Obsazeno včetně náhradníků');
    expect(await courseOption.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Na tábor' }).check();
    const campSelect = page.getByRole('combobox', { name: 'Tábor', exact: true });
    const closed = campSelect.locator('option', { hasText: `Plný tábor ${marker}` });
    expect(await closed.textContent()).toContain('Obsazeno včetně náhradníků');
    expect(await closed.isDisabled()).toBe(true);
    const replacements = campSelect.locator('option', { hasText: `Náhradnický tábor ${marker}` });
    expect(await replacements.textContent()).toContain('Obsazeno, přijímáme náhradníky');
    expect(await replacements.isDisabled()).toBe(false);
  });

  test('a camp that fills up while the form is filled in is refused without inviting a retry', async () => {
    const page = await phone(`/registration?tabor=${camp.fillsUp}`);
    await page.getByRole('textbox', { name: 'Jméno a příjmení dítěte' }).fill(`Eva ${marker}`);
    await page.getByRole('textbox', { name: 'Datum narození dítěte' }).fill(`15.03.${new Date().getFullYear() - 8}`);
    await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Jana');
    await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Nováková');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`eva.${marker}@example.cz`);
    await page.getByRole('textbox', { name: 'Telefon' }).fill('777 123 456');
    // A camp asks who may collect the child (issue 48).
    await page.getByRole('radio', { name: 'Jen rodiče' }).check();
    const consent = page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ });
    await consent.focus();
    await page.keyboard.press('Space');
    // Someone else takes the last place, and it was the only one (maxCapacity 1).
    await registerForCamp(camp.fillsUp, family('Filip'), token);
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    const alert = page.getByRole('alert');
    await shows(alert.getByText(/Kapacita je naplněna včetně náhradníků/));
    const text = (await alert.textContent()) ?? '';
    expect(text).not.toMatch(/zkus/i);
    expect(text).toContain('Vyberte prosím jiný kroužek nebo tábor.');
    expect(await alert.getByRole('button', { name: 'Odeslat znovu' }).count()).toBe(0);
    // The list is loaded again: the camp is shown closed now.
    const option = page
      .getByRole('combobox', { name: 'Tábor', exact: true })
      .locator('option', { hasText: `Poslední místo ${marker}` });
    await until(() => option.isDisabled());
    await screenshot(page, 'walkthrough-parents-refused-375');
    await expectNoSeriousAxe(page);
  });
});

describe('item 4: stale links', () => {
  test('/registration/9999 says the course is no longer offered and leads to the others', async () => {
    const page = await phone('/registration/999999');
    const notice = page.getByRole('status').filter({ hasText: 'Tento kroužek už nenabízíme.' });
    await shows(notice);
    expect(await notice.getByRole('link', { name: 'všechny kroužky' }).getAttribute('href')).toBe('/courses');
    expect(await notice.getByRole('link', { name: 'tábory' }).getAttribute('href')).toBe('/camps');
    expect(await page.getByRole('combobox', { name: 'Kroužek', exact: true }).inputValue()).toBe('');
    await screenshot(page, 'walkthrough-parents-stale-375');
    await expectNoSeriousAxe(page);
  });

  test('a link to a hidden course or an unknown camp says so too', async () => {
    const page = await phone(`/registration/${course.hidden}`);
    await shows(page.getByText('Tento kroužek už nenabízíme.'));
    const camps = await phone('/registration?tabor=999999');
    await shows(camps.getByText('Tento tábor už nenabízíme.'));
    expect(await camps.getByRole('radio', { name: 'Na tábor' }).isChecked()).toBe(true);
  });

  test('a link to a closed course preselects nothing and says why', async () => {
    const page = await phone(`/registration/${course.closed}`);
    await shows(page.getByText(`Kroužek „Plný kroužek ${marker}“ je obsazený včetně náhradníků`));
    expect(await page.getByRole('combobox', { name: 'Kroužek', exact: true }).inputValue()).toBe('');
  });

  test('the not-found page offers all courses and camps beside home and contacts', async () => {
    const page = await phone('/tahle-stranka-neexistuje');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Všechny kroužky' }).getAttribute('href')).toBe('/courses');
    expect(await main.getByRole('link', { name: 'Tábory' }).getAttribute('href')).toBe('/camps');
    await shows(main.getByRole('link', { name: 'Zpět na úvodní stránku' }));
    await shows(main.getByRole('link', { name: 'Kontakty' }));
    await expectNoSeriousAxe(page);
  });
});

describe('item 6: one word for one thing', () => {
  test('the Kroužky page counts kroužky, and the age band speaks of a kroužek', async () => {
    const page = await phone('/courses');
    await shows(page.getByText(/^Nalezen[oy]? \d+ kroužk(y|ů)?$/));
    expect(await page.getByText(/\bkurz(y|ů)?\b/).count()).toBe(0);
    const form = await phone(`/registration/${course.preschool}`);
    await form.getByRole('textbox', { name: 'Datum narození dítěte' }).fill(`15.03.${new Date().getFullYear() - 10}`);
    await form.getByRole('textbox', { name: 'Datum narození dítěte' }).blur();
    await shows(form.getByText(/^Kroužek je pro děti 4–6 let; dítě narozené/));
  });

  test('ranges of dates and times are written with an en dash without spaces', async () => {
    const page = await phone('/camps');
    await shows(page.getByText('07.07.2031–11.07.2031').first());
    expect(await page.getByText('07.07.2031 - 11.07.2031').count()).toBe(0);
    const detail = await phone(`/course/${course.preschool}`);
    await shows(detail.getByText(/15:30–17:00/).first());

    const { context, page: admin } = await newPage(browser, DESKTOP);
    try {
      await loginThroughForm(admin, '/login');
      await admin.goto(`${process.env.E2E_BASE_URL}/admin/schedules`);
      await shows(admin.getByText('15:30–17:00').first());
      expect(await admin.getByText('15:30 - 17:00').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the site and the back-office name the news the same, and the header names the admin once', async () => {
    const page = await phone('/news');
    await shows(page.getByRole('heading', { level: 1, name: 'Aktuality' }));

    const { context, page: admin } = await newPage(browser, DESKTOP);
    try {
      await loginThroughForm(admin, '/login');
      const nav = admin.getByRole('navigation', { name: 'Sekce administrace' });
      await shows(nav.getByRole('link', { name: 'Aktuality' }));
      const header = admin.getByRole('banner');
      await shows(header.getByText('Administrátor'));
      expect(await header.textContent()).not.toContain('Administrátor · Administrátor');
      expect((await header.textContent())?.match(/Administrátor/g)).toHaveLength(1);
      await screenshot(admin, 'walkthrough-parents-admin-header-1440');
      expect(await seriousAxeViolations(admin)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
