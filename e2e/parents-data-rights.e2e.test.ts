import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { parentLinkPath } from './parent-helpers';
import { apiLogin, createTestCamp, registerForCamp, requireSetup, shows, unique } from './admin-helpers';
import { downloadedBytes, openPage, screenshot } from './public-helpers';

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
  const text = (await downloadedBytes(download)).toString('utf8');
  const data = JSON.parse(text) as { email: string; registrations: { childFullName: string }[] };
  expect(data.email).toBe(email);
  expect(data.registrations.map((registration) => registration.childFullName)).toEqual([child]);
  expect(text).not.toContain(otherChild);
  expect(text).not.toContain(otherEmail);
  expect(opened.errors).toEqual([]);
});
