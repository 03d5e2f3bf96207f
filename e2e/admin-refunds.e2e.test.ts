import { downloadedBytes } from './public-helpers';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  createTestCamp,
  graphql,
  loginThroughForm,
  newPage,
  registerForCamp,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';

// Issue 46, item 5 at 1440 px: an administrator gives back part of a cash payment from the registration
// dialog. The confirmation names the amount and where it goes; an amount over what is left and a
// missing account are refused at their fields; the refund then waits for the transfer, with the
// parent's account, and the payment history says what was given back and why.

let browser: Browser;
let context: BrowserContext | undefined;
let token = '';
const marker = `Vraceni${unique()}`;
const child = `${marker} Ema`;
const PRICE = 2345;
let registrationId = 0;

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-13',
    to: '2030-07-17',
    price: PRICE,
    capacity: 10,
    maxCapacity: 10,
  });
  registrationId = await registerForCamp(
    campId,
    { childFullName: child, parentLastName: 'Vracená', email: `ema.${marker.toLowerCase()}@example.cz` },
    token,
  );
  await graphql(
    'mutation ($input: CashPaymentInput!) { recordCashPayment(input: $input) { id } }',
    {
      input: {
        registrationId,
        amountHaler: PRICE * 100,
        bookedOn: new Date().toISOString().slice(0, 10),
        receiptNumber: `P-${marker}`,
      },
    },
    token,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

test('an administrator refunds part of a cash payment by transfer, confirmed with its amount', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, `/admin/registrations?q=${encodeURIComponent(child)}`);
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${child}`) }).click();
  const dialog = page.getByRole('dialog');
  const payments = dialog.getByRole('region', { name: 'Platby' });
  await payments.getByRole('button', { name: /^Vrátit peníze z platby 2\s345\sKč/ }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Vrátit peníze rodiči' });
  await shows(confirm.getByText(/Vrátit lze nejvýše 2\s345\sKč/));
  // All that is left by default; more than that is refused at the field, and so is a missing account.
  expect(await confirm.getByLabel('Částka (Kč)').inputValue()).toBe(String(PRICE));
  await confirm.getByLabel('Částka (Kč)').fill('3000');
  await confirm.getByRole('button', { name: 'Vrátit 3 000 Kč převodem' }).click();
  await shows(confirm.getByText(/Zadejte částku od 0,01 Kč do 2\s345\sKč/));
  await shows(confirm.getByText('Zadejte číslo účtu rodiče, na který peníze pošleme.'));

  await confirm.getByLabel('Částka (Kč)').fill('1000');
  await confirm.getByLabel('Číslo účtu rodiče').fill('19-2000145399/0800');
  await confirm.getByLabel('Důvod (rodič ho uvidí v e-mailu)').fill('Ema odjela o dva dny dříve');
  await screenshot(page, 'admin-refund-confirm-1440');
  await confirm.getByRole('button', { name: 'Vrátit 1 000 Kč převodem' }).click();
  await confirm.waitFor({ state: 'hidden' });

  await shows(payments.getByText('1 000 Kč – čeká na převod (19-2000145399/0800)'));
  await shows(payments.getByRole('cell', { name: 'Vráceno rodiči: Ema odjela o dva dny dříve' }));
  await shows(payments.getByRole('button', { name: /^Vrátit peníze z platby 2\s345\sKč/ }));
  await screenshot(page, 'admin-refund-done-1440');

  const { registration } = await graphql<{ registration: { receivedHaler: number; paymentState: string } }>(
    'query ($id: Int!) { registration(id: $id) { receivedHaler paymentState } }',
    { id: registrationId },
    token,
  );
  expect(registration).toEqual({ receivedHaler: (PRICE - 1000) * 100, paymentState: 'partially_paid' });

  // The payment order for the bank: an ABO file with this refund's order in it.
  await page.goto(`${BASE_URL}/admin/payments`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Příkaz k úhradě vrácení (ABO)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vraceni-plateb-\d{4}-\d{2}-\d{2}\.kpc$/);
  const text = (await downloadedBytes(download)).toString('ascii');
  expect(text.startsWith('UHL1')).toBe(true);
  expect(text).toMatch(/\r\n000019-2000145399 000000100000 \d{10} 08000008 0000000000 /);
});
