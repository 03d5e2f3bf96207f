import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BASE_URL, loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';
import { seriousAxeViolations } from './public-helpers';

// A new lector gets an invitation e-mail and sets their own password, on a 375 px phone: the
// administrator types the name and the form suggests the login name from it (diacritics stripped),
// saves with an e-mail (no password asked); the lector is not on the public site yet. The link from
// the outbox opens the public page, setting the password signs the lector in, straight into the
// back-office (issue 41, item 10); a used link then shows the refusal, no form. The administrator
// publishes the lector, who then shows among the lectors on the site.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
const name = `Žofie Řeháčková ${marker}`;
// Suggested from the name: lower case, no diacritics, words joined by dots.
const username = `zofie.rehackova.${marker.toLowerCase()}`;
const email = `pozvana.${marker.toLowerCase()}@example.com`;
const PASSWORD = 'Moje vlastní heslo od pozvánky';
const PHONE = 375;

/** Whether the public lectors page lists the name, once the page answers after a change (the
 * public pages may serve what they had for up to a second: reloads until `expected`). */
async function publicLists(page: Page, expected: boolean): Promise<void> {
  const deadline = Date.now() + 15000;
  for (;;) {
    await page.goto(`${BASE_URL}/lectors`);
    await shows(page.getByRole('heading', { level: 1 }));
    const listed = (await page.getByText(name).count()) > 0;
    if (listed === expected || Date.now() > deadline) {
      expect(listed).toBe(expected);
      return;
    }
    await page.waitForTimeout(300);
  }
}

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

test('an administrator invites a lector, who sets a password through the e-mailed link and is signed in', async () => {
  ({ context } = await newPage(browser, PHONE));
  const admin = await context.newPage();
  await loginThroughForm(admin);
  await admin.goto(`${BASE_URL}/admin/lectors`);
  await admin.getByRole('button', { name: 'Nový lektor' }).click();
  const form = admin.getByRole('form', { name: 'Nový lektor' });
  await shows(form);
  // A new lector starts off the public site.
  expect(await form.getByLabel('Zobrazit mezi lektory na webu').isChecked()).toBe(false);
  await form.getByRole('textbox', { name: 'Jméno *', exact: true }).fill(name);
  const usernameField = form.getByRole('textbox', { name: 'Uživatelské jméno *' });
  await admin.waitForFunction(
    ({ expected }) => document.querySelector<HTMLInputElement>('form input[name="username"]')?.value === expected,
    { expected: username },
  );
  await shows(form.getByText('Navrženo podle jména; můžete ho změnit.'));
  expect(await usernameField.inputValue()).toBe(username);
  // Without an e-mail the form asks for a password; with one, it says an invitation will go out.
  await shows(form.locator('input[name="password"]'));
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await shows(form.getByText('pošleme pozvánku'));
  expect(await form.locator('input[name="password"]').count()).toBe(0);
  await screenshot(admin, 'invitation-form-phone');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(admin.getByText(`Pozvánka odeslána na ${email}`));
  await screenshot(admin, 'invitation-created');

  const visitor = await context.newPage();
  await publicLists(visitor, false);

  const linkPath = await invitationPath(email);
  // A fresh visitor on another phone: the administrator's session is of no use to the page.
  const lectorSide = await newPage(browser, PHONE);
  const page = lectorSide.page;
  try {
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
    // Signed in: straight into the back-office, no login form on the way.
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.pathname.includes('nastavit-heslo'));
    await shows(page.getByRole('navigation', { name: 'Sekce administrace' }));
    expect(page.url()).not.toContain('/login');
    await screenshot(page, 'invitation-accepted-signed-in');

    // The link is used up: the refusal, and no form.
    const again = await lectorSide.context.newPage();
    await again.goto(`${BASE_URL}${linkPath}`);
    await shows(again.getByText('Odkaz pro nastavení hesla už neplatí. Požádejte administrátora o novou pozvánku.'));
    expect(await again.getByLabel('Nové heslo', { exact: true }).count()).toBe(0);
    expect(await seriousAxeViolations(again)).toEqual([]);
  } finally {
    await lectorSide.context.close();
  }

  // The administrator publishes the lector: then the public site lists them.
  // Reloaded: setting the password changed the record (its version) since the list was loaded.
  await admin.bringToFront();
  await admin.reload();
  await admin.getByRole('searchbox', { name: 'Hledat' }).fill(marker);
  await admin.getByRole('button', { name: `Upravit ${name}` }).click();
  const edit = admin.getByRole('form', { name: 'Upravit lektora' });
  await shows(edit);
  await edit.getByText('Zobrazit mezi lektory na webu').click();
  expect(await edit.getByLabel('Zobrazit mezi lektory na webu').isChecked()).toBe(true);
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await shows(admin.getByText('Záznam byl uložen.'));
  await publicLists(visitor, true);
});
