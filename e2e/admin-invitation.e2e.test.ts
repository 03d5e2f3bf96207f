import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';
import { seriousAxeViolations } from './public-helpers';

// A new lector gets an invitation e-mail and sets their own password: the administrator creates the
// lector with an e-mail (no password asked), the link from the outbox opens the public page, the
// lector sets a password there and logs in with it; a used link then shows the refusal, no form.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
const name = `Pozvaná Lektorka ${marker}`;
const username = `pozvana.${marker.toLowerCase()}`;
const email = `pozvana.${marker.toLowerCase()}@example.com`;
const PASSWORD = 'Moje vlastní heslo od pozvánky';

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The path of the link in the newest invitation e-mail the app wrote (DATA_DIR/outbox) to `to`. */
async function invitationPath(to: string, timeoutMs = 15000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((file) =>
      file.endsWith('-invitation.eml'),
    );
    const mails = await Promise.all(
      names.sort().map(async (file) => simpleParser(await readFile(path.join(directory, file)))),
    );
    const mine = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to));
    const last = mine.at(-1);
    if (last) {
      expect(last.subject).toBe('Pozvánka do administrace');
      expect(last.text).toContain(`Vaše přihlašovací jméno je: ${username}`);
      const link = /https?:\/\/\S+(\/admin\/nastavit-heslo\/[A-Za-z0-9_-]+)/.exec(last.text ?? '');
      if (!link) throw new Error(`no link in the invitation: ${last.text}`);
      return link[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no invitation e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('an administrator invites a lector, who sets a password through the e-mailed link and logs in', async () => {
  ({ context } = await newPage(browser));
  const admin = await context.newPage();
  await loginThroughForm(admin);
  await admin.goto(`${BASE_URL}/admin/lectors`);
  await admin.getByRole('button', { name: 'Nový lektor' }).click();
  const form = admin.getByRole('form', { name: 'Nový lektor' });
  await shows(form);
  await form.getByRole('textbox', { name: 'Jméno *', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Uživatelské jméno *' }).fill(username);
  // Without an e-mail the form asks for a password; with one, it says an invitation will go out.
  await shows(form.locator('input[name="password"]'));
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await shows(form.getByText('pošleme pozvánku'));
  expect(await form.locator('input[name="password"]').count()).toBe(0);
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(admin.getByText(`Pozvánka odeslána na ${email}`));
  await screenshot(admin, 'invitation-created');

  const linkPath = await invitationPath(email);
  const page = await context.newPage();
  // A fresh visitor: the administrator's session cookie is of no use to the page, and it needs none.
  await context.clearCookies();
  await page.goto(`${BASE_URL}${linkPath}`);
  await shows(page.getByRole('heading', { name: 'Nastavení hesla' }));
  await shows(page.getByText(`Dobrý den, ${name}`));
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The two fields must agree; the policy's words come from common/.
  await page.getByLabel('Nové heslo', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nové heslo znovu').fill(`${PASSWORD} jiné`);
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await shows(page.getByText('Hesla se neshodují'));
  await page.getByLabel('Nové heslo znovu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await shows(page.getByText(`Heslo je nastavené. Přihlaste se jménem ${username}`));
  await screenshot(page, 'invitation-accepted');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Přejít na přihlášení' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Uživatelské jméno').fill(username);
  await page.getByLabel('Heslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.pathname.includes('nastavit-heslo'));
  await shows(page.getByRole('navigation', { name: 'Sekce administrace' }));

  // The link is used up: the refusal, and no form.
  const again = await context.newPage();
  await again.goto(`${BASE_URL}${linkPath}`);
  await shows(again.getByText('Odkaz pro nastavení hesla už neplatí. Požádejte administrátora o novou pozvánku.'));
  expect(await again.getByLabel('Nové heslo', { exact: true }).count()).toBe(0);
  expect(await seriousAxeViolations(again)).toEqual([]);
});
