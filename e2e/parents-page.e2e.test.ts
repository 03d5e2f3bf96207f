import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  createTestCamp,
  graphql,
  registerForCamp,
  requireSetup,
  shows,
  unique,
} from './admin-helpers';
import { parentLinkPath } from './parent-helpers';
import { openPage, screenshot, seriousAxeViolations } from './public-helpers';

// A parent's own page (issue 25): the link from the e-mail opens, on a phone, one page with both
// children — one second on the waiting list, one paid — with the payment's variable symbol; the
// state is in the HTML before any script runs; the page is sent private, unindexed, without a referrer;
// the camp's doctor's certificate is uploaded there (issue 48, item 3).

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
const email = `rodina.${marker.toLowerCase()}@example.com`;
const waitingChild = `Adam Dlouhý ${marker}`;
const paidChild = `Bára Dlouhá ${marker}`;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('opens from the e-mail at 375 px with both children, the waiting position and the payment', async () => {
  const token = await apiLogin();
  const year = new Date().getFullYear() + 1;
  const full = await createTestCamp(token, {
    title: `Plný tábor ${marker}`,
    from: `${year}-07-06`,
    to: `${year}-07-10`,
    price: 3000,
    capacity: 1,
    maxCapacity: 5,
  });
  const open = await createTestCamp(token, {
    title: `Tábor s místem ${marker}`,
    from: `${year}-08-03`,
    to: `${year}-08-07`,
    price: 2500,
    capacity: 10,
    maxCapacity: 10,
    certificateRequired: true,
  });
  // Another family has the place and is first on the waiting list.
  for (const [index, name] of ['Cyril', 'Dana'].entries())
    await registerForCamp(
      full,
      {
        childFullName: `${name} Jiný ${marker}`,
        parentLastName: 'Jiná',
        email: `jina.${index}.${marker.toLowerCase()}@example.com`,
      },
      token,
    );
  await registerForCamp(full, { childFullName: waitingChild, parentLastName: 'Dlouhá', email }, token);
  const paid = await registerForCamp(
    open,
    { childFullName: paidChild, parentLastName: 'Dlouhá', email, pickupParentsOnly: true },
    token,
  );
  await graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [paid] }, token);
  const { registration } = await graphql<{ registration: { variableSymbol: string } }>(
    'query ($id: Int!) { registration(id: $id) { variableSymbol } }',
    { id: paid },
    token,
  );

  const pagePath = await parentLinkPath(email);

  // Without JavaScript: the state is in the HTML, and the answer is private.
  const response = await fetch(`${BASE_URL}${pagePath}`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect({
    referrer: response.headers.get('referrer-policy'),
    cache: response.headers.get('cache-control'),
  }).toEqual({ referrer: 'no-referrer', cache: 'private, no-store' });
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).not.toContain('rel="canonical"');
  for (const text of [waitingChild, paidChild, 'Náhradník – jste 2. v pořadí', 'Místo potvrzeno', 'Zaplaceno'])
    expect(html).toContain(text);

  const opened = await openPage(browser, 375, pagePath);
  context = opened.context;
  const { page } = opened;
  await shows(page.getByRole('heading', { level: 1, name: 'Moje přihlášky' }));
  const waiting = page.getByRole('article', { name: waitingChild });
  const placed = page.getByRole('article', { name: paidChild });
  await shows(waiting.getByText('Náhradník – jste 2. v pořadí'));
  await shows(waiting.getByText(`Plný tábor ${marker}`));
  await shows(waiting.getByText('Zatím nic neplaťte', { exact: false }));
  await shows(placed.getByText('Místo potvrzeno'));
  await shows(placed.getByText('Zaplaceno', { exact: false }));
  await shows(placed.getByText(registration.variableSymbol, { exact: true }));
  // Every text resolved: the camp's pickup card borrows the form's words, which load with the form.
  await shows(placed.getByText('Jen rodiče'));
  expect(await page.locator('main').innerText()).not.toMatch(/\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(opened.errors).toEqual([]);
  await screenshot(page, 'parents-page-375');

  // The doctor's certificate: a PDF with its issue date, uploaded with progress, then waiting for staff.
  const certificate = placed.getByTestId('camp-certificate');
  await shows(certificate.getByTestId('certificate-status').getByText('chybí'));
  await certificate.getByLabel('Datum vydání posudku').fill(`${year - 1}-09-01`);
  await certificate.getByLabel('Soubor (fotografie nebo PDF)').setInputFiles({
    name: 'posudek.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await certificate.getByRole('button', { name: 'Nahrát posudek' }).click();
  await shows(certificate.getByText('nahráno, čeká na kontrolu'));
  await shows(certificate.getByRole('button', { name: 'Otevřít nahraný posudek' }));
  await screenshot(page, 'parents-page-certificate-375');

  // "Přidat do kalendáře": the camp's days as an all-day iCalendar event, by the page's own link.
  const href = await placed.getByRole('link', { name: 'Přidat do kalendáře' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/parents\/calendar\/[A-Za-z0-9_-]+\/\d+\.ics$/);
  const calendar = await fetch(`${BASE_URL}${href}`);
  const ics = await calendar.text();
  expect(calendar.status).toBe(200);
  expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${year}0803`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${year}0808`);
  expect(ics).not.toContain(waitingChild);
  const whole = await page.getByRole('link', { name: 'Celý rozvrh do kalendáře' }).getAttribute('href');
  const all = await (await fetch(`${BASE_URL}${whole}`)).text();
  for (const child of [waitingChild, paidChild]) expect(all.replace(/\r\n /g, '')).toContain(child);
});

it('answers a link that does not work with the form for a new one', async () => {
  const opened = await openPage(browser, 375, `/moje-prihlasky/${'x'.repeat(43)}`);
  await context?.close();
  context = opened.context;
  const { page } = opened;
  await shows(page.getByText('Odkaz na vaše přihlášky už neplatí. Pošlete si prosím nový.'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Poslat odkaz' }).click();
  await shows(page.getByText('Hotovo. Pokud u nás máte přihlášku', { exact: false }));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'parents-page-invalid-375');
});
