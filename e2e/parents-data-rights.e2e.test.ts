import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiLogin, createTestCamp, registerForCamp, requireSetup, shows, unique } from './admin-helpers';
import { openPage, screenshot } from './public-helpers';

// "Vaše údaje" on a parent's own page (issue 25, item 6): opened on a phone through the link in the
// e-mail, "Stáhnout moje údaje (JSON)" downloads a file with the family's child and nothing of the
// other family registered for the same camp.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = unique();
const email = `udaje.${marker.toLowerCase()}@example.com`;
const child = `Dorota Hájková ${marker}`;
const otherEmail = `cizi.${marker.toLowerCase()}@example.com`;
const otherChild = `Ctibor Cizí ${marker}`;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The path of the personal link in the newest e-mail the app wrote (DATA_DIR/outbox) to `to`. */
async function parentLinkPath(to: string, timeoutMs = 15000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(
      names.sort().map(async (file) => simpleParser(await readFile(path.join(directory, file)))),
    );
    const last = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to)).at(-1);
    const link = /https?:\/\/\S+?(\/moje-prihlasky\/[A-Za-z0-9_-]+)/.exec(last?.text || '');
    if (link) return link[1]!;
    if (Date.now() > deadline) throw new Error(`no e-mail with a personal link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('downloads the family’s data as JSON at 375 px: its child, and not another family’s', async () => {
  const token = await apiLogin();
  const year = new Date().getFullYear() + 1;
  const camp = await createTestCamp(token, {
    title: `Tábor s údaji ${marker}`,
    from: `${year}-07-13`,
    to: `${year}-07-17`,
    price: 2800,
    capacity: 10,
    maxCapacity: 10,
  });
  await registerForCamp(camp, { childFullName: child, parentLastName: 'Hájková', email }, token);
  await registerForCamp(camp, { childFullName: otherChild, parentLastName: 'Cizí', email: otherEmail }, token);

  const opened = await openPage(browser, 375, await parentLinkPath(email));
  context = opened.context;
  const { page } = opened;
  await shows(page.getByRole('heading', { level: 2, name: 'Vaše údaje' }));
  const button = page.getByRole('button', { name: 'Stáhnout moje údaje (JSON)' });
  await shows(page.getByRole('button', { name: 'Stáhnout moje údaje (PDF)' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'parents-data-rights-375');

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^moje-udaje-\d{4}-\d{2}-\d{2}\.json$/);
  const text = (await readFile(await download.path())).toString('utf8');
  const data = JSON.parse(text) as { email: string; registrations: { childFullName: string }[] };
  expect(data.email).toBe(email);
  expect(data.registrations.map((registration) => registration.childFullName)).toEqual([child]);
  expect(text).not.toContain(otherChild);
  expect(text).not.toContain(otherEmail);
  expect(opened.errors).toEqual([]);
});
