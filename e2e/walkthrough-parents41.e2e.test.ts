import type { Browser, Page } from 'playwright-core';
import { createTestCamp, registerForCamp } from './admin-helpers';
import { launchBrowser } from './browser';
import { parentLinkPath } from './parent-helpers';
import {
  adminToken,
  downloadedBytes,
  graphql,
  openPage,
  type OpenedPage,
  screenshot,
  waitForHydration,
} from './public-helpers';

// Issue 41, "Parents": what a walk-through as parents found, each on a 375 px phone.

const PHONE = 375;

let browser: Browser;
let opened: OpenedPage | undefined;
let courses: { id: number; title: string; freeSpots: number }[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ courses } = await graphql<{ courses: typeof courses }>('{ courses { id title freeSpots } }'));
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

function course(title: string) {
  const found = courses.find((entry) => entry.title === title);
  if (!found) throw new Error(`no course ${title}`);
  return found;
}

/** ISO birth date of a child this many years old (and a half) today. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 6);
  return date.toISOString().slice(0, 10);
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function tick(page: Page, name: RegExp): Promise<void> {
  const checkbox = page.getByRole('checkbox', { name });
  await checkbox.focus();
  await page.keyboard.press('Space');
  expect(await checkbox.isChecked()).toBe(true);
}

interface Filled {
  child: string;
  email: string;
  phone?: string;
  years?: number;
}

async function fillForm(page: Page, { child, email, phone = '777 111 222', years = 8 }: Filled): Promise<void> {
  await field(page, 'Jméno a příjmení dítěte').fill(child);
  await page.getByLabel('Datum narození dítěte').fill(bornYearsAgo(years));
  await field(page, 'Jméno').fill('Petra');
  await field(page, 'Příjmení').fill('Sdílená');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Telefon').fill(phone);
  await tick(page, /Souhlasím se zpracováním osobních údajů/);
}

async function storedPhone(child: string): Promise<string | undefined> {
  const { registrations } = await graphql<{ registrations: { childFullName: string; phone: string }[] }>(
    'query Find($text: String!) { registrations(filter: { text: $text }) { childFullName phone } }',
    { text: child },
    await adminToken(),
  );
  return registrations.find((registration) => registration.childFullName === child)?.phone;
}

describe('item 2: the phone', () => {
  test('"420 608 555 123" is accepted, stored as E.164 and shown the Czech way; a wrong one gets "Prosím"', async () => {
    const keramika = course('Keramika');
    opened = await openPage(browser, PHONE, `/registration/${keramika.id}`);
    const { page, errors } = opened;
    await page.getByText(/Volná místa: \d+ z \d+/).waitFor();
    await field(page, 'Telefon').fill('12 34');
    await field(page, 'Poznámka').focus();
    await page.getByText('Prosím, vyplňte platné telefonní číslo').waitFor();

    await fillForm(page, { child: 'Tereza Telefonní', email: 'telefon41@example.cz', phone: '420 608 555 123' });
    await field(page, 'Poznámka').focus();
    await page.getByText('Prosím, vyplňte platné telefonní číslo').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await page.getByRole('heading', { name: 'Děkujeme za přihlášku!' }).waitFor();
    await page.locator('#content').getByText('+420 608 555 123', { exact: true }).waitFor();
    expect(await storedPhone('Tereza Telefonní')).toBe('+420608555123');

    // The family's page shows it the same way.
    await page.goto(`${process.env.E2E_BASE_URL}${await parentLinkPath('telefon41@example.cz')}`);
    await page.locator('#content').getByText('+420 608 555 123', { exact: true }).first().waitFor();
    await screenshot(page, 'walkthrough-parents41-phone-375');
    expect(errors).toEqual([]);
  });
});

describe('item 3: after a failed submit', () => {
  test('focus and scroll go to the first invalid field, and the summary names it with a link', async () => {
    const keramika = course('Keramika');
    opened = await openPage(browser, PHONE, `/registration/${keramika.id}`);
    const { page, errors } = opened;
    await page.getByText(/Volná místa: \d+ z \d+/).waitFor();
    await fillForm(page, { child: 'Filip Chybný', email: 'chybny41@example.cz', phone: '12 34' });
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();

    const summary = page.getByRole('alert');
    await summary.getByRole('link', { name: 'Telefon' }).waitFor();
    expect(await summary.getByRole('link').count()).toBe(1);
    await summary.getByText('Prosím, vyplňte platné telefonní číslo').waitFor();
    // The phone, several screens below the summary, has the focus and is on the screen.
    await page.waitForFunction(() => document.activeElement?.id === 'field-phone');
    const phone = field(page, 'Telefon');
    const box = await phone.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 900).toBe(true);
    await screenshot(page, 'walkthrough-parents41-first-invalid-375');

    // From anywhere, the summary's link leads back to the field.
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await field(page, 'Jméno a příjmení dítěte').focus();
    await summary.getByRole('link', { name: 'Telefon' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-phone');

    // Fixed, the summary no longer names it.
    await phone.fill('777 123 456');
    await phone.blur();
    await summary.getByRole('link', { name: 'Telefon' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('item 7: from the spec audit', () => {
  test('a choice left empty says "Položka je povinná", a field typed in "Toto pole je povinné"', async () => {
    opened = await openPage(browser, PHONE, '/registration');
    const { page, errors } = opened;
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    const courseError = page.locator('#field-courseId-error');
    await courseError.waitFor();
    expect(await courseError.textContent()).toBe('Položka je povinná');
    expect(await page.getByText('Toto pole je povinné', { exact: true }).count()).toBeGreaterThanOrEqual(6);
    expect(errors).toEqual([]);
  });

  test('a visible gallery without photos shows the empty-list text, not the not-found screen', async () => {
    const token = await adminToken();
    const { createGallery } = await graphql<{ createGallery: { id: number } }>(
      'mutation ($input: GalleryInput!) { createGallery(input: $input) { id } }',
      { input: { title: 'Zatím bez fotek', visible: true } },
      token,
    );
    opened = await openPage(browser, PHONE, `/gallery/${createGallery.id}`);
    const { page, errors } = opened;
    await page.getByRole('heading', { name: 'Zatím bez fotek' }).waitFor();
    await page.getByText('List je zatím prázdný.').waitFor();
    await screenshot(page, 'walkthrough-parents41-empty-gallery-375');
    expect(errors).toEqual([]);
  });

  test('a gallery that fails to load shows the outage, not "List je zatím prázdný."', async () => {
    opened = await openPage(browser, PHONE, '/gallery');
    const { page, context } = opened;
    await context.route('**/graphql', (route) =>
      route.request().postData()?.includes('GalleryDetail') ? route.abort('connectionrefused') : route.continue(),
    );
    const first = page.locator('main h2 a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.locator('main').getByText('Server není dostupný, na tomto problému pracujeme.').first().waitFor();
    expect(await page.getByText('List je zatím prázdný.').count()).toBe(0);
    await screenshot(page, 'walkthrough-parents41-gallery-outage-375');
  });

  test("a registration update naming a branch other than its slot's is refused with a code", async () => {
    const token = await adminToken();
    const { registrations } = await graphql<{
      registrations: {
        id: number;
        parentFirstName: string;
        parentLastName: string;
        email: string;
        phone: string;
        childFullName: string;
        childBornYear: string;
        personalDataConsent: boolean;
        photoConsent: boolean;
        type: string;
        scheduleId: number | null;
        campId: number | null;
        branchId: number | null;
      }[];
    }>(
      `
        query {
          registrations(filter: { type: "course" }) {
            id
            parentFirstName
            parentLastName
            email
            phone
            childFullName
            childBornYear
            personalDataConsent
            photoConsent
            type
            scheduleId
            campId
            branchId
          }
        }
      `,
      {},
      token,
    );
    const { branches } = await graphql<{ branches: { id: number }[] }>('{ branches { id } }');
    const registration = registrations[0];
    if (!registration) throw new Error('no registration');
    const other = branches.find((branch) => branch.id !== registration.branchId);
    if (!other) throw new Error('only one branch');
    const { id, branchId, ...body } = registration;
    const send = (branch: number | null) =>
      fetch(`${process.env.E2E_BASE_URL}/api/registration/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify({ ...body, branchId: branch }),
      });
    const refused = await send(other.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'REGISTRATION_BRANCH_NOT_OF_TARGET' });
    expect((await send(branchId)).status).toBe(200);
  });
});

describe('item 5: waiting-list and full-camp words', () => {
  test('a full course is marked in the select before any birth date, and its thanks say "mezi náhradníky"', async () => {
    const balet = course('Předškolní balet');
    expect(balet.freeSpots).toBe(0);
    opened = await openPage(browser, PHONE, '/registration');
    const { page, errors } = opened;
    const select = page.getByRole('combobox', { name: 'Kroužek', exact: true });
    const option = select.locator(`option[value="${balet.id}"]`);
    expect(await option.textContent()).toMatch(/^Předškolní balet .* · Obsazeno, přijímáme náhradníky$/);

    await select.selectOption(String(balet.id));
    await fillForm(page, { child: 'Karel Čekající', email: 'cekajici41@example.cz', years: 5 });
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await page.getByRole('heading', { name: 'Děkujeme za přihlášku!' }).waitFor();
    await page.getByText('Kroužek „Předškolní balet“ je obsazený, Karel Čekající je proto mezi náhradníky.').waitFor();
    expect(await page.getByText('zapsán(a)').count()).toBe(0);
    await screenshot(page, 'walkthrough-parents41-waiting-thanks-375');
    expect(errors).toEqual([]);
    // The demo's full course has room for a few replacements only, and other files register theirs on the same
    // app: this one is taken back.
    const token = await adminToken();
    const { searchRegistrations } = await graphql<{ searchRegistrations: { items: { id: number }[] } }>(
      'query ($f: RegistrationFilter) { searchRegistrations(filter: $f, limit: 10) { items { id } } }',
      { f: { text: 'Karel Čekající' } },
      token,
    );
    const ids = searchRegistrations.items.map((item) => item.id);
    expect(ids).toHaveLength(1);
    await graphql('mutation ($ids: [Int!]!) { deleteRegistrations(ids: $ids) }', { ids }, token);
  });

  test("a full camp's link says so and offers its other turn, which opens chosen", async () => {
    const token = await adminToken();
    const marker = Date.now().toString(36);
    const title = `Turnus ${marker}`;
    const full = await createTestCamp(token, {
      title,
      from: '2031-07-07',
      to: '2031-07-11',
      price: 3000,
      capacity: 1,
      maxCapacity: 1,
    });
    const other = await createTestCamp(token, {
      title,
      from: '2031-07-14',
      to: '2031-07-18',
      price: 3000,
      capacity: 10,
      maxCapacity: 12,
    });
    await registerForCamp(
      full,
      { childFullName: 'Ema Plná', parentLastName: 'Plná', email: 'plna41@example.cz' },
      token,
    );

    opened = await openPage(browser, PHONE, `/registration?tabor=${full}`);
    const { page, errors } = opened;
    const notice = page.getByRole('status').filter({ hasText: 'je obsazený včetně náhradníků' });
    await notice.getByText(`Tábor „${title}“ je obsazený včetně náhradníků`, { exact: false }).waitFor();
    const turn = notice.getByRole('link', { name: `${title}, 14.07.2031–18.07.2031 · Volná místa: 10` });
    await turn.waitFor();
    await screenshot(page, 'walkthrough-parents41-full-camp-375');
    await turn.click();
    await page.waitForFunction(
      (id) => (document.getElementById('field-campId') as HTMLSelectElement | null)?.value === String(id),
      other,
    );
    await page.getByText(/Volná místa: 10 z 10/).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('item 4: paying from the phone that shows the QR code', () => {
  async function copied(page: Page, name: string): Promise<string> {
    await page
      .getByRole('button', { name: `Kopírovat: ${name}` })
      .first()
      .click();
    await page.getByText(`${name}: zkopírováno`).first().waitFor({ state: 'attached' });
    return page.evaluate(() => navigator.clipboard.readText());
  }

  async function savedQr(page: Page, variableSymbol: string): Promise<void> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Uložit QR' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe(`qr-platba-${variableSymbol}.png`);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  }

  test('"Kopírovat" copies the account, the amount and the variable symbol; "Uložit QR" saves a PNG, on the thanks and the family\'s page', async () => {
    const keramika = course('Keramika');
    opened = await openPage(browser, PHONE, `/registration/${keramika.id}`);
    const { page, context, errors } = opened;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(process.env.E2E_BASE_URL ?? '').origin,
    });
    await page.getByText(/Volná místa: \d+ z \d+/).waitFor();
    await fillForm(page, { child: 'Pavel Platící', email: 'platici41@example.cz' });
    await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await page.getByRole('heading', { name: 'Jak zaplatit' }).waitFor();

    const facts = page.locator('#receipt-payment + div dl');
    const shown = async (term: string) =>
      (await facts.locator(`dt:has-text("${term}") + dd`).innerText()).split('\n')[0]?.trim() ?? '';
    const account = await shown('Číslo účtu');
    const variableSymbol = await shown('Variabilní symbol');
    expect(await copied(page, 'Číslo účtu')).toBe(account);
    expect(await copied(page, 'Variabilní symbol')).toBe(variableSymbol);
    expect(await copied(page, 'Částka')).toMatch(/^\d+(,\d{2})?$/);
    await screenshot(page, 'walkthrough-parents41-copy-thanks-375');
    await savedQr(page, variableSymbol);

    await page.goto(`${process.env.E2E_BASE_URL}${await parentLinkPath('platici41@example.cz')}`);
    // Rendered on the server: a tap before the page's scripts run does nothing.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Kopírovat: VS' }).waitFor();
    expect(await copied(page, 'VS')).toBe(variableSymbol);
    expect(await copied(page, 'Číslo účtu')).toBe(account);
    expect(await copied(page, 'Zbývá uhradit')).toMatch(/^\d+(,\d{2})?$/);
    await savedQr(page, variableSymbol);
    await screenshot(page, 'walkthrough-parents41-copy-family-375');
    expect(errors).toEqual([]);
  });
});
