import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';

// Issue 47, item 1: administrators keep the discount rules at /admin/slevy (the staff list and its
// form): a percentage or an amount, never both (refused at the field, in Czech); an early-bird rule
// asks for its day; the rule shows in the list, on a phone too, and is deleted after a confirmation.

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const czechDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
};

test('an administrator adds an early-bird rule at /admin/slevy, sees it in the list (1280 and 375 px) and deletes it', async () => {
  const opened = await newPage(browser, 1280);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page);
  await page.getByRole('navigation', { name: 'Sekce administrace' }).getByRole('link', { name: 'Slevy' }).click();
  await shows(page.getByRole('heading', { name: 'Slevy', level: 1 }));
  expect(new URL(page.url()).pathname).toBe('/admin/slevy');

  const name = `Včasná přihláška ${unique()}`;
  await page.getByRole('button', { name: 'Nová sleva' }).click();
  const form = page.getByRole('form', { name: 'Nová sleva' });
  await form.getByLabel('Název').fill(name);
  await form.getByLabel('Druh').selectOption('earlyBird');
  await form.getByLabel('Procenta').fill('10');
  await form.getByLabel('Částka (Kč)').fill('200');
  await form.getByLabel('Platí od').fill(czechDay(-1));
  await form.getByLabel('Platí od').blur();
  await form.getByLabel('Platí do').fill(czechDay(60));
  await form.getByLabel('Platí do').blur();
  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(form.getByText('Zadejte buď procenta, nebo částku'));
  await shows(form.getByText('Zadejte datum, do kdy se musí přihlásit'));

  await form.getByLabel('Částka (Kč)').fill('');
  await form.getByLabel('Přihláška do').fill(czechDay(14));
  await form.getByLabel('Přihláška do').blur();
  await form.getByRole('button', { name: 'Uložit' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await shows(row);
  await shows(row.getByText('10 %'));
  await shows(row.getByText('Sleva za včasnou přihlášku'));
  await screenshot(page, 'admin-discounts-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await shows(page.getByRole('row').filter({ hasText: name }));
  await screenshot(page, 'admin-discounts-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: `Smazat ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Smazat záznam?' });
  await shows(confirm.getByText('Přihlášky, které slevu už dostaly, si ji ponechají.'));
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Záznam byl smazán.'));
  await row.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});
