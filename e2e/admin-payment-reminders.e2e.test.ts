import { Client } from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { embeddedDatabaseUrl } from './app-process';
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

// Issue 41, item 12: 329 reminders went out at the first start after older data was loaded. The
// "Platby" page shows the reminders' setting (since when they are on), what goes out today with the
// count and the families, and a pause; resuming asks first, naming the count.

const marker = `Pripominka${unique()}`;
let browser: Browser;
let context: BrowserContext | undefined;
let registrationId: number;

async function database<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-08-05',
    to: '2030-08-09',
    price: 3100,
    capacity: 10,
    maxCapacity: 10,
  });
  registrationId = await registerForCamp(
    campId,
    { childFullName: `${marker} Ema`, parentLastName: 'Připomínková', email: `${marker.toLowerCase()}@example.com` },
    token,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  // Back as the app started: on since its start, not paused (other tests' families are not reminded).
  await database((client) =>
    client.query('UPDATE payment_reminder_setting SET enabled_since = now(), paused_at = NULL'),
  );
  await context?.close();
  await browser?.close();
});

test('the setting, what goes out today with the count, a pause, and a resume that names the count', async () => {
  const opened = await newPage(browser, 1280);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/payments');
  const panel = page.getByRole('region', { name: 'Připomínky plateb' });
  await shows(panel, 20000);
  await shows(panel.getByText('Zapnuto'));
  await shows(panel.getByText(/První připomínka odchází 14 dní po přidělení místa, druhá o 7 dní později/));
  // Loaded before the switch: a registration that fell due 6 days ago, with reminders on for 3 days.
  await database(async (client) => {
    await client.query(`UPDATE registration SET created_at = now() - interval '20 days' WHERE id = $1`, [
      registrationId,
    ]);
    await client.query(`UPDATE payment_reminder_setting SET enabled_since = now() - interval '3 days'`);
  });
  await page.reload();
  await shows(panel.getByText('Zapnuto'), 20000);
  expect(await panel.getByText(`${marker} Ema`).count()).toBe(0);

  // Switched on 7 days ago: it fell due after, so it goes today, and the preview names it.
  await database((client) =>
    client.query(`UPDATE payment_reminder_setting SET enabled_since = now() - interval '7 days'`),
  );
  await panel.getByRole('button', { name: 'Pozastavit připomínky' }).click();
  await shows(page.getByText('Připomínky plateb jsou pozastavené.'));
  await shows(panel.getByText(/^Pozastaveno od \d{1,2}\.\s?\d{1,2}\.\s?\d{4}$/));
  await shows(panel.getByText(/Po obnovení by dnes odešl[aoy] \d+ připomín/));
  await panel.getByText('Komu odejdou').click();
  await shows(panel.getByText(`${marker} Ema – Tábor ${marker}: první připomínka, zbývá zaplatit 3 100 Kč`));
  await screenshot(page, 'issue41-item12-reminders-paused');
  const { rows } = await database((client) =>
    client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM mail_message WHERE registration_id = $1 AND kind = 'payment_reminder'`,
      [registrationId],
    ),
  );
  expect(rows[0]?.count).toBe(0);

  await panel.getByRole('button', { name: 'Obnovit připomínky' }).click();
  const question = page.getByRole('alertdialog', { name: 'Obnovit připomínky plateb?' });
  await shows(question);
  await shows(question.getByText(/Ještě dnes odejd(e|ou) \d+ připomín/));
  await question.getByRole('button', { name: 'Obnovit připomínky' }).click();
  await shows(page.getByText('Připomínky plateb zase běží.'));
  await shows(panel.getByText('Zapnuto'));
});
