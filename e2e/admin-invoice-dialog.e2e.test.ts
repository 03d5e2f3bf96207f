import { readdir, readFile } from 'node:fs/promises';
import { downloadedBytes } from './public-helpers';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pdfText as readPdf } from './pdf-text';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  createTestCamp,
  loginThroughForm,
  newPage,
  registerForCamp,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';

// The invoice dialog (issue 16, item 6): the grid's invoice button opens the PDF preview and the
// account to pay to; a bad IBAN is refused at the field; sending writes a real e-mail with the
// chosen account; a resend says so and asks again; the issued PDF downloads from the dialog and
// from the registration dialog.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Test${unique()}`;
const child = `${marker} Fakturová`;
const email = `faktura.${marker.toLowerCase()}@example.com`;
const ACCOUNT = 'CZ55 0800 0000 0012 3456 7899';
const BAD_ACCOUNT = 'CZ66 0800 0000 1920 0014 5399';

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-08-03',
    to: '2030-08-07',
    price: 1200,
    capacity: 10,
    maxCapacity: 10,
  });
  await registerForCamp(campId, { childFullName: child, parentLastName: 'Fakturová', email });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The invoice e-mails the app wrote to this parent's address, oldest first. */
async function invoiceMails() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('-invoice.eml'));
  const mails = await Promise.all(
    names.sort().map(async (name) => simpleParser(await readFile(path.join(directory, name)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(email));
}

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).replace(/\s+/g, ' ');

async function downloadedPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), content: await downloadedBytes(download) };
}

/** The preview PDFs the page received, in order: each answer passed on to the page unchanged. */
async function recordPreviews(page: Page) {
  const previews: { url: string; status: number; type: string | undefined; body: Buffer }[] = [];
  await page.route('**/invoice-preview.pdf*', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    previews.push({
      url: route.request().url(),
      status: response.status(),
      type: response.headers()['content-type'],
      body,
    });
    await route.fulfill({ response, body });
  });
  return previews;
}

const invoiceButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^Odeslat fakturu: ${child} `) });

test('preview, a refused account, send to another account, resend asked twice, downloads', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  const previews = await recordPreviews(page);
  await loginThroughForm(page, '/admin/registrations');
  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 1 · celkem 1'));

  // The grid's button names the child, in its accessible name and its tooltip (shown on focus).
  const button = invoiceButton(page);
  await shows(button);
  await button.focus();
  await shows(page.locator('.bp6-tooltip').getByText(child, { exact: false }));
  await page.keyboard.press('Escape');

  // Opening it sends nothing: it shows the preview (a real PDF) and the operator's account.
  await button.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Faktura: ${child} `) });
  await shows(dialog);
  const frame = dialog.locator('iframe[title="Náhled faktury"][src^="blob:"]');
  await shows(frame);
  expect(previews).toHaveLength(1);
  expect(previews[0]).toMatchObject({ status: 200, type: 'application/pdf' });
  expect(previews[0]!.body.subarray(0, 4).toString()).toBe('%PDF');
  expect(await pdfText(previews[0]!.body)).toContain('NÁHLED');
  const account = dialog.getByLabel('Účet pro platbu (IBAN)');
  expect(await account.inputValue()).toMatch(/^CZ\d{2}( \d{4}){5}$/);
  expect(await invoiceMails()).toEqual([]);
  await screenshot(page, 'admin-invoice-dialog-1440');

  // A bad IBAN: the field says why and nothing is sent.
  await account.fill(BAD_ACCOUNT);
  await dialog.getByRole('button', { name: 'Odeslat fakturu' }).click();
  await shows(dialog.getByText('Zadejte platné číslo účtu ve tvaru IBAN', { exact: false }));
  expect(await account.getAttribute('aria-invalid')).toBe('true');

  // Another valid account: the preview follows it, then send.
  const previousFrame = await frame.getAttribute('src');
  await account.fill(ACCOUNT);
  await page.waitForFunction(
    (previous) => document.querySelector('iframe[title="Náhled faktury"]')?.getAttribute('src') !== previous,
    previousFrame,
  );
  await shows(frame);
  const followed = previews.at(-1)!;
  expect(decodeURIComponent(followed.url)).toContain(ACCOUNT);
  expect(await pdfText(followed.body)).toContain(ACCOUNT);
  await dialog.getByRole('button', { name: 'Odeslat fakturu' }).click();
  await shows(page.getByText('Faktura byla odeslána.'));
  await dialog.waitFor({ state: 'hidden' });

  // A real e-mail, with the chosen account in its PDF.
  const [mail] = await invoiceMails();
  expect(mail?.subject).toMatch(/^Faktura \d{10}: /);
  const number = /^Faktura (\d{10})/.exec(mail!.subject!)![1]!;
  const attached = mail!.attachments.find((file) => file.contentType === 'application/pdf')!;
  expect(await pdfText(attached.content)).toContain(ACCOUNT);

  // The grid shows it sent (the refetched row: the button's tooltip, and the status column's tag).
  await shows(page.getByText('Faktura odeslána', { exact: true }).first());
  await invoiceButton(page).focus();
  await shows(page.locator('.bp6-tooltip').getByText(/^Faktura odeslána/));
  await page.keyboard.press('Escape');

  // Reopening: it says it was sent, offers a resend, and asks once more before sending.
  await invoiceButton(page).click();
  await shows(dialog.getByText(/Faktura už byla odeslána \d{2}\.\d{2}\.\d{4}\./));
  expect(await account.inputValue()).toBe(ACCOUNT);
  const pdf = await downloadedPdf(page, () =>
    dialog.getByRole('button', { name: `Stáhnout fakturu ${number} (PDF)` }).click(),
  );
  expect(pdf.name).toBe(`faktura-${number}.pdf`);
  expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
  await dialog.getByRole('button', { name: 'Odeslat znovu' }).click();
  const again = page.getByRole('alertdialog', { name: 'Odeslat fakturu znovu?' });
  await shows(again);
  await again.getByRole('button', { name: 'Zrušit' }).click();
  await again.waitFor({ state: 'hidden' });
  expect(await invoiceMails()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Odeslat znovu' }).click();
  await again.getByRole('button', { name: 'Odeslat znovu' }).click();
  await shows(page.getByText('Faktura byla odeslána.'));
  await dialog.waitFor({ state: 'hidden' });
  expect(await invoiceMails()).toHaveLength(2);

  // The registration dialog downloads the issued PDF too.
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${child} `) }).click();
  const edit = page.getByRole('dialog', { name: /^Přihláška VS / });
  await shows(edit.getByText(`Vystavena faktura č. ${number}.`));
  const fromEdit = await downloadedPdf(page, () =>
    edit.getByRole('button', { name: `Stáhnout fakturu ${number} (PDF)` }).click(),
  );
  expect(fromEdit.name).toBe(`faktura-${number}.pdf`);
  expect(await pdfText(fromEdit.content)).toContain(`Faktura ${number}`);
  expect(errors).toEqual([]);
});
