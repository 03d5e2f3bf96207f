import { pdfText as readPdf } from './pdf-text';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiLogin, createTestCamp, graphql, registerForCamp, requireSetup, shows, unique } from './admin-helpers';
import { launchBrowser } from './browser';
import { parentLinkPath } from './parent-helpers';
import { downloadedBytes, openPage, screenshot, seriousAxeViolations } from './public-helpers';

// The documents on a parent's own page (issue 25, items 2 and 8), on a phone: the link from the
// e-mail opens the page, a paid camp offers "Potvrzení o úhradě (PDF)" (for a health insurer or an
// employer) and its issued invoice, both saved as PDFs; an unpaid one offers neither; a receipt the
// server refuses meanwhile is told in a toast with the catalogue's Czech text.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
const email = `doklady.${marker.toLowerCase()}@example.com`;
const paidChild = `Vojtěch Řádný ${marker}`;
const unpaidChild = `Klára Čekající ${marker}`;
const bornYear = new Date().getFullYear() - 8;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Without white space: pdf-parse joins labels to values, and Czech numbers group with no-break spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function downloaded(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const content = await downloadedBytes(download);
  return { name: download.suggestedFilename(), content, text: squash(await readPdf(content)) };
}

it('saves the receipt and the invoice of a paid camp at 375 px; an unpaid one offers neither', async () => {
  const token = await apiLogin();
  const year = new Date().getFullYear() + 1;
  const paidCamp = await createTestCamp(token, {
    title: `Tábor Doklady ${marker}`,
    from: `${year}-07-13`,
    to: `${year}-07-17`,
    price: 2800,
    capacity: 10,
    maxCapacity: 10,
  });
  const unpaidCamp = await createTestCamp(token, {
    title: `Tábor Nezaplacený ${marker}`,
    from: `${year}-08-10`,
    to: `${year}-08-14`,
    price: 2100,
    capacity: 10,
    maxCapacity: 10,
  });
  const paid = await registerForCamp(paidCamp, { childFullName: paidChild, parentLastName: 'Řádná', email }, token);
  await registerForCamp(unpaidCamp, { childFullName: unpaidChild, parentLastName: 'Řádná', email }, token);
  await graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [paid] }, token);
  const { sendInvoice } = await graphql<{ sendInvoice: { invoiceNumber: string } }>(
    'mutation ($id: Int!) { sendInvoice(id: $id) { invoiceNumber } }',
    { id: paid },
    token,
  );

  const opened = await openPage(browser, 375, await parentLinkPath(email));
  context = opened.context;
  const { page } = opened;
  const placed = page.getByRole('article', { name: paidChild });
  const waiting = page.getByRole('article', { name: unpaidChild });
  const receiptButton = placed.getByRole('button', { name: 'Potvrzení o úhradě (PDF)' });
  const invoiceButton = placed.getByRole('button', { name: 'Faktura (PDF)' });
  await shows(receiptButton);
  await shows(invoiceButton);
  await shows(placed.getByText('Pro zdravotní pojišťovnu nebo zaměstnavatele (FKSP, benefity).'));
  await shows(waiting.getByText(`Tábor Nezaplacený ${marker}`));
  expect(await waiting.getByRole('button', { name: /\(PDF\)$/ }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await placed.scrollIntoViewIfNeeded();
  await screenshot(page, 'parents-documents-375');

  const receipt = await downloaded(page, receiptButton);
  expect(receipt.name).toMatch(/^potvrzeni-o-uhrade-\d+\.pdf$/);
  expect(receipt.content.subarray(0, 5).toString()).toBe('%PDF-');
  for (const text of [
    'Potvrzení o úhradě',
    paidChild,
    `15.03.${bornYear}`,
    `Tábor Doklady ${marker}`,
    `13.07.${year}–17.07.${year}`,
    'Přijatá částka2800Kč',
    'Razítko a podpis',
  ])
    expect(receipt.text).toContain(squash(text));
  expect(receipt.text).not.toContain(squash(unpaidChild));

  const invoice = await downloaded(page, invoiceButton);
  expect(invoice.name).toBe(`faktura-${sendInvoice.invoiceNumber}.pdf`);
  expect(invoice.text).toContain(squash(`Faktura ${sendInvoice.invoiceNumber}`));
  expect(invoice.text).toContain(squash(paidChild));

  // The same card on a desktop (two cards a row).
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await screenshot(page, 'parents-documents-1280');

  // Staff take the payment back while the page is open: the refusal is told, not a broken file.
  await graphql('mutation ($ids: [Int!]!) { unpayRegistrations(ids: $ids) }', { ids: [paid] }, token);
  await receiptButton.click();
  await shows(
    page.getByRole('alert').filter({ hasText: 'Potvrzení o úhradě lze vystavit až po zaplacení celé částky.' }),
  );
  expect(await receiptButton.isEnabled()).toBe(true);
  expect(opened.errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});
