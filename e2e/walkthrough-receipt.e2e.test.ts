import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { unique } from './admin-helpers';
import { launchBrowser } from './browser';
import { adminToken, graphql, openPage, type OpenedPage, screenshot, seriousAxeViolations } from './public-helpers';

// Issue 23, items 2 and 3, as a parent on a phone (375 px) finds them: the thank-you screen has an
// address of its own that a reload keeps, shows how to pay right there (account, VS, amount, due date,
// the QR Platba) and does not promise a contact when the confirmation is already on its way; a
// replacement is told not to pay yet. The confirmation e-mail names the due date, the camp's first
// day, where, the cancellation terms and the camp's page; a cancellation by staff e-mails the parent.

const marker = `Rcpt${unique()}`;
let browser: Browser;
let opened: OpenedPage | undefined;
let token: string;
let branch: { id: number; title: string; address: string };
let openCamp: number;
let fullCamp: number;

async function createCamp(title: string, capacity: number, maxCapacity: number): Promise<number> {
  const { createCamp } = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    {
      input: {
        title,
        from: '2031-07-07',
        to: '2031-07-11',
        price: 3200,
        capacity,
        maxCapacity,
        category: 'uncategorized',
        type: 'sport',
        branchId: branch.id,
      },
    },
    token,
  );
  return createCamp.id;
}

beforeAll(async () => {
  token = await adminToken();
  const { branches } = await graphql<{ branches: (typeof branch)[] }>('{ branches { id title address } }');
  branch = branches[0]!;
  openCamp = await createCamp(`Tábor ${marker}`, 10, 12);
  fullCamp = await createCamp(`Plný tábor ${marker}`, 1, 5);
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'camp',
        campId: fullCamp,
        parentFirstName: 'Jana',
        parentLastName: 'Prvníková',
        email: `prvni.${marker.toLowerCase()}@example.com`,
        phone: '777 123 456',
        childFullName: `Prvníček ${marker}`,
        childBornYear: `${new Date().getFullYear() - 8}-03-15`,
        personalDataConsent: true,
      },
    },
    token,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

/** Fills the form for an 8-year-old and sends it. */
async function registerInBrowser(page: Page, child: string, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Jméno a příjmení dítěte', exact: true }).fill(child);
  await page.getByLabel('Datum narození dítěte').fill(`15.03.${new Date().getFullYear() - 8}`);
  await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Petra');
  await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Platící');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 111 222');
  // A camp asks who may collect the child (issue 48); a course does not.
  const parentsOnly = page.getByRole('radio', { name: 'Jen rodiče' });
  if ((await parentsOnly.count()) > 0) await parentsOnly.check();
  const consent = page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ });
  await consent.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await page.getByRole('heading', { name: 'Děkujeme za přihlášku!' }).waitFor();
}

/** The text a QR code on the page carries, read from its pixels as a banking app would. */
async function qrText(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole('img', { name: /QR Platba/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The e-mails the app wrote (DATA_DIR/outbox) to `email`, of the kind, oldest first. */
async function mailsTo(email: string, kind: string): Promise<ParsedMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith(`-${kind}.eml`));
  const mails = await Promise.all(
    names.sort().map(async (name) => simpleParser(await readFile(path.join(directory, name)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(email));
}

async function mailTo(email: string, kind: string): Promise<ParsedMail> {
  const until = Date.now() + 15000;
  for (;;) {
    const [mail] = await mailsTo(email, kind);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no ${kind} e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const normalized = (text: string | false | undefined) => (text || '').replace(/\s+/g, ' ');
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
const czechDate = (iso: string) => iso.split('-').reverse().join('.');
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const child = `Eliška ${marker}`;
const email = `platici.${marker.toLowerCase()}@example.com`;
let variableSymbol = '';
let registrationId = 0;

test('item 2, 375 px: the thank-you screen has its own address, shows how to pay with the QR Platba, and a reload keeps it', async () => {
  opened = await openPage(browser, 375, `/registration?tabor=${openCamp}`);
  const { page, errors } = opened;
  await registerInBrowser(page, child, email);

  // Its own address, with a key nobody guesses.
  expect(new URL(page.url()).pathname).toMatch(/^\/registration\/thanks\/[0-9a-f]{32}$/);
  const thanks = page.locator('main');
  await thanks.getByText(`${child} má místo: Tábor ${marker}.`).waitFor();
  // The confirmation is on its way: no promise to get in touch, no "instructions will come by e-mail".
  await thanks.getByText(`Potvrzení přihlášky posíláme na ${email}.`).waitFor();
  const text = normalized(await thanks.innerText());
  expect(text).not.toMatch(/ozveme/);
  expect(text).not.toContain('Pokyny k platbě vám přijdou e-mailem');

  // How to pay, right there.
  await thanks.getByRole('heading', { name: 'Jak zaplatit' }).waitFor();
  const { registrations } = await graphql<{ registrations: { id: number; variableSymbol: string }[] }>(
    'query ($text: String!) { registrations(filter: { text: $text }) { id variableSymbol } }',
    { text: child },
    token,
  );
  expect(registrations).toHaveLength(1);
  ({ variableSymbol, id: registrationId } = registrations[0]!);
  for (const fact of [
    'Číslo účtu 19-2000145399/0800',
    'Částka 3 200 Kč',
    `Variabilní symbol ${variableSymbol}`,
    `Splatnost ${czechDate(plusDays(today(), 14))}`,
  ])
    expect(text).toContain(fact);
  const qr = await qrText(page);
  expect(qr).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:3200\.00\*CC:CZK\*/);
  expect(qr).toContain(`*X-VS:${variableSymbol}`);
  // And what was sent.
  expect(text).toContain(`Tábor Tábor ${marker}, 07.07.2031–11.07.2031`);
  expect(text).toContain(email);
  // Nothing on it, not even a long e-mail address, widens the phone's page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'walkthrough-receipt-thanks-375');

  // A reload keeps the variable symbol and what was sent.
  await page.reload();
  await page.getByRole('heading', { name: 'Děkujeme za přihlášku!' }).waitFor();
  const reloaded = normalized(await page.locator('main').innerText());
  expect(reloaded).toContain(`Variabilní symbol ${variableSymbol}`);
  expect(reloaded).toContain(child);
  expect(await qrText(page)).toBe(qr);

  // "Pošlete mi odkaz znovu" waits below, filled in with the address of the registration (issue 25).
  const resend = page.getByRole('form', { name: 'Pošlete mi odkaz znovu' });
  expect(await resend.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
  await resend.getByRole('button', { name: 'Poslat odkaz' }).click();
  await page.getByText('Hotovo. Pokud u nás máte přihlášku s touto adresou', { exact: false }).waitFor();
  await mailTo(email, 'parent_link');

  // The address opened elsewhere shows nobody's data.
  const stranger = await openPage(browser, 375, new URL(page.url()).pathname);
  try {
    const elsewhere = normalized(await stranger.page.locator('main').innerText());
    expect(elsewhere).toContain('je uložené jen v prohlížeči, ze kterého jste ji odeslali');
    expect(elsewhere).not.toContain(variableSymbol);
    expect(elsewhere).not.toContain(child);
  } finally {
    await stranger.context.close();
  }
  expect(errors).toEqual([]);
});

test('item 2, 375 px: a replacement is told not to pay yet, with no payment details', async () => {
  opened = await openPage(browser, 375, `/registration?tabor=${fullCamp}`);
  const { page, errors } = opened;
  const waiting = `Adam ${marker}`;
  await registerInBrowser(page, waiting, `nahradnik.${marker.toLowerCase()}@example.com`);
  const thanks = page.locator('main');
  await thanks.getByText(`Tábor „Plný tábor ${marker}“ je obsazený, ${waiting} je proto mezi náhradníky.`).waitFor();
  await thanks.getByText('Zatím nic neplaťte', { exact: false }).waitFor();
  expect(await page.getByRole('img', { name: /QR Platba/ }).count()).toBe(0);
  expect(normalized(await thanks.innerText())).not.toContain('Číslo účtu');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'walkthrough-receipt-replacement-375');
  expect(errors).toEqual([]);
});

test('item 3: the confirmation e-mail names the due date, the first day, where, the terms and the camp; a staff cancellation e-mails the parent', async () => {
  expect(registrationId).toBeGreaterThan(0);
  const confirmation = await mailTo(email, 'confirmation');
  const text = normalized(confirmation.text);
  for (const expected of [
    `Variabilní symbol: ${variableSymbol}`,
    `Splatnost: ${czechDate(plusDays(today(), 14))}`,
    'První den tábora: 07.07.2031',
    `Kde: ${branch.title}, ${branch.address}`,
    '/conditions',
    `/camp/${openCamp}`,
  ])
    expect(text).toContain(expected);
  expect(confirmation.html).toMatch(new RegExp(`href="https?://[^"]+/conditions"`));
  expect(confirmation.html).toMatch(new RegExp(`href="https?://[^"]+/camp/${openCamp}"`));

  await graphql('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: registrationId }, token);
  const cancelled = await mailTo(email, 'cancelled');
  expect(cancelled.subject).toBe(`Zrušení přihlášky: Tábor ${marker}`);
  const cancelledText = normalized(cancelled.text);
  expect(cancelledText).toContain(`oznamujeme vám, že jsme zrušili přihlášku – tábor „Tábor ${marker}“ pro ${child}`);
  expect(cancelledText).toContain(`Variabilní symbol: ${variableSymbol}`);
  expect(cancelledText).toContain('/conditions');
});
