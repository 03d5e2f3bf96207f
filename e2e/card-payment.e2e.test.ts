import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppProcess, freePort, startApp } from './app-process';
import { launchBrowser } from './browser';
import { catalogue, czechLines, screenshot, waitForHydration } from './public-helpers';

// Card payments (issue 46) on a phone: from the thanks after a registration, "Zaplatit kartou" goes to
// the gateway (the fake Comgate the repo ships, run as the built server's fake-comgate-cli.js), "Zaplatit"
// there sends the parent back to /platba-kartou/<id>, which shows what the gateway itself says (paid)
// and leads back to the thanks; in English, the return page shows no Czech interface text (issue 49).
// Its own app, configured for the fake gateway.

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..');
const MERCHANT = '424242';
const SECRET = `e2e-comgate-${Date.now()}`;

let dataDir: string;
let app: AppProcess;
let fake: ChildProcess;
let fakeUrl: string;
/** The app's address: its own port, which PUBLIC_URL names too (the gateway sends the parent back there). */
let appUrl: string;
let browser: Browser;
let context: BrowserContext | undefined;

async function startFakeComgate(): Promise<string> {
  const cli = path.join(ROOT, 'server', 'dist', 'fake-comgate-cli.js');
  fake = spawn(process.execPath, [cli, '--merchant', MERCHANT, '--secret', SECRET], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The fake Comgate did not start:\n${output}`)), 30_000);
    fake.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Fake Comgate at (\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    fake.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
}

beforeAll(async () => {
  fakeUrl = await startFakeComgate();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-e2e-card-'));
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  app = await startApp(
    dataDir,
    {
      PORT: String(port),
      PUBLIC_URL: appUrl,
      COMGATE_MERCHANT: MERCHANT,
      COMGATE_SECRET: SECRET,
      COMGATE_URL: fakeUrl,
      COMGATE_TEST: 'true',
      REGISTRATION_RATE_LIMIT: '0',
      REGISTRATION_COURSE_LIMIT: '0',
    },
    120_000,
  );
  await fetch(`${fakeUrl}/fake/notify-url`, { method: 'POST', body: `${appUrl}/api/payments/comgate` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  fake?.kill('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A text field by its accessible name. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a parent on a phone registers, pays by card at the gateway and comes back to "Platba přijata"', async () => {
  const courses = (await (
    await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ courses { id title price } }' }),
    })
  ).json()) as { data: { courses: { id: number; title: string; price: number }[] } };
  const keramika = courses.data.courses.find((course) => course.title === 'Keramika');
  if (!keramika) throw new Error('no course Keramika in the demo data');

  context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'cs-CZ', isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${appUrl}/registration/${keramika.id}`);
  await waitForHydration(page);
  await page.getByText(/Volná místa: \d+ z \d+/).waitFor({ timeout: 30_000 });

  const born = new Date();
  born.setFullYear(born.getFullYear() - 8, born.getMonth() - 6);
  const iso = born.toISOString().slice(0, 10);
  const birthDate = page.getByLabel('Datum narození dítěte');
  const native = (await birthDate.getAttribute('type')) === 'date';
  await field(page, 'Jméno a příjmení dítěte').fill('Karel Kartový');
  await birthDate.fill(native ? iso : iso.split('-').reverse().join('.'));
  await field(page, 'Jméno').fill('Klára');
  await field(page, 'Příjmení').fill('Kartová');
  await field(page, 'E-mail').fill('klara.kartova@example.cz');
  await field(page, 'Telefon').fill('+420 777 888 999');
  const consent = page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ });
  await consent.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();

  await page.waitForURL(/\/registration\/thanks\//, { timeout: 30_000 });
  const thanks = page.url();
  const pay = page.getByRole('button', { name: 'Zaplatit kartou' });
  await pay.waitFor({ timeout: 30_000 });
  await screenshot(page, 'card-payment-thanks-375');
  // On a phone the button is a comfortable target.
  const box = await pay.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  await pay.click();

  // The gateway's page (the fake Comgate): the amount owed, and the parent pays.
  await page.waitForURL((url) => url.href.startsWith(`${fakeUrl}/pay/`), { timeout: 30_000 });
  await page.getByText(`${keramika.price.toFixed(2)} CZK`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Zaplatit' }).click();

  // Back on the site: the state is what the gateway says, asked by the server.
  await page.waitForURL(/\/platba-kartou\/[0-9a-f]{32}$/, { timeout: 30_000 });
  const returned = page.url();
  const paid = page.getByText('Platba přijata. Děkujeme! Potvrzení vám pošleme e-mailem.');
  await paid.waitFor({ timeout: 30_000 });
  await screenshot(page, 'card-payment-return-375');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await page.getByRole('link', { name: 'Zpět na přihlášku' }).click();
  await page.waitForURL(thanks);

  // The same return page in English (issue 49): the gateway's state in English, no Czech interface text.
  const english = catalogue('en');
  await page.goto(`${appUrl}/en${new URL(returned).pathname}`);
  await page.getByText(english['parents.cardState.paid']!).waitFor({ timeout: 30_000 });
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
  expect(czechLines(await page.locator('#root').innerText())).toEqual([]);
  expect(errors).toEqual([]);
});
