import type { Browser, BrowserContext, Page } from 'playwright-core';
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

// Money rules in the registrations grid (issue 16, item 7): a paid registration offers no cancel
// and says why, a cancelled one offers no payment and says why, the cancel dialog's buttons read
// "Ponechat" / "Zrušit přihlášku", and deleting one with an issued invoice is refused by name.

let browser: Browser;
let context: BrowserContext | undefined;
const marker = `Test${unique()}`;
const paidChild = `${marker} Pavla`;
const openChild = `${marker} Otakar`;
let paidId = 0;
let invoiceNumber = '';

const PAID_REASON = 'Zaplacenou přihlášku nelze zrušit. Nejdříve zrušte platbu.';
const CANCELLED_REASON = 'Platbu zrušené přihlášky nelze měnit.';

beforeAll(async () => {
  requireSetup();
  const token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-08-03',
    to: '2030-08-07',
    price: 3200,
    capacity: 10,
    maxCapacity: 10,
  });
  const ids: number[] = [];
  for (const [index, child] of [paidChild, openChild].entries())
    ids.push(
      await registerForCamp(campId, {
        childFullName: child,
        parentLastName: 'Platová',
        email: `platba${index}.${marker.toLowerCase()}@example.com`,
      }),
    );
  paidId = ids[0]!;
  const { sendInvoice } = await graphql<{ sendInvoice: { invoiceNumber: string } }>(
    'mutation ($id: Int!) { sendInvoice(id: $id) { invoiceNumber } }',
    { id: paidId },
    token,
  );
  invoiceNumber = sendInvoice.invoiceNumber;
  await graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [paidId] }, token);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const rowButton = (page: Page, action: string, child: string) =>
  page.getByRole('button', { name: new RegExp(`^${action}: ${child} `) });

test('cancel is off for a paid registration with its reason; the dialog keeps or cancels; invoiced ones are not deleted', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/registrations');
  await page.waitForURL(`${BASE_URL}/admin/registrations`);
  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 1 · celkem 2'));

  // The paid one: cancel is off (still focusable, issue 23 item 10), and its description says why.
  const cancelPaid = rowButton(page, 'Zrušit přihlášku', paidChild);
  await shows(cancelPaid);
  expect(await cancelPaid.getAttribute('aria-disabled')).toBe('true');
  const description = (button: typeof cancelPaid) =>
    button.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
  expect(await description(cancelPaid)).toBe(PAID_REASON);

  // The unpaid one: the dialog's buttons are "Ponechat" and "Zrušit přihlášku"; Ponechat keeps it.
  const cancelOpen = rowButton(page, 'Zrušit přihlášku', openChild);
  expect(await cancelOpen.isDisabled()).toBe(false);
  expect(await cancelOpen.getAttribute('aria-disabled')).toBeNull();
  await cancelOpen.click();
  const confirm = page.getByRole('alertdialog', { name: 'Zrušit přihlášku?' });
  await shows(confirm);
  const footer = confirm.locator('.bp6-dialog-footer-actions');
  expect(await footer.getByRole('button').allInnerTexts()).toEqual(['Ponechat', 'Zrušit přihlášku']);
  await screenshot(page, 'admin-registrations-cancel-dialog-1440');
  await confirm.getByRole('button', { name: 'Ponechat' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await cancelOpen.isDisabled()).toBe(false);

  await cancelOpen.click();
  await page
    .getByRole('alertdialog', { name: 'Zrušit přihlášku?' })
    .getByRole('button', { name: 'Zrušit přihlášku' })
    .click();
  await shows(page.getByText('Přihláška byla zrušena.'));
  // Cancelled: marking it paid is off too, with its reason.
  const payCancelled = rowButton(page, 'Označit jako zaplacenou', openChild);
  await shows(payCancelled);
  await page.waitForFunction(
    (name) => document.querySelector(`button[aria-label^="${name}"]`)?.getAttribute('aria-disabled') === 'true',
    `Označit jako zaplacenou: ${openChild} `,
  );
  expect(await description(payCancelled)).toBe(CANCELLED_REASON);

  // The invoiced one cannot be deleted: the refusal names its invoice, and the row stays.
  await page.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${paidChild} `) }).check({ force: true });
  await page.getByRole('toolbar', { name: 'Hromadné akce' }).getByRole('button', { name: 'Smazat vybrané' }).click();
  await page.getByRole('alertdialog', { name: 'Smazat přihlášku?' }).getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText(`Přihlášku s vystavenou fakturou č. ${invoiceNumber} nelze smazat`, { exact: false }));
  await shows(page.getByText('Stránka 1 z 1 · celkem 2'));
  expect(errors).toEqual([]);
});
