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

// Deletes say what is lost (issue 16, item 8): one registration gets a singular title, several a
// counted Czech plural; a paid one says its payment record goes too; a gallery says how many
// pictures go with it. The gallery is only asked about, never deleted: other tests use the demo data.

let browser: Browser;
let context: BrowserContext | undefined;
let token = '';
const marker = `Test${unique()}`;
const children = ['Adéla', 'Bedřich', 'Cyril'].map((name) => `${marker} ${name}`);

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-08-03',
    to: '2030-08-07',
    price: 1200,
    capacity: 10,
    maxCapacity: 10,
  });
  const ids: number[] = [];
  for (const [index, child] of children.entries())
    ids.push(
      await registerForCamp(campId, {
        childFullName: child,
        parentLastName: 'Mazalová',
        email: `mazani${index}.${marker.toLowerCase()}@example.com`,
      }),
    );
  await graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [ids[0]] }, token);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Dialog text with Czech typography's non-breaking spaces read as plain ones. */
const textOf = async (page: Page, name: string) =>
  ((await page.getByRole('alertdialog', { name }).textContent()) ?? '').replace(/\s+/g, ' ');

const select = (page: Page, child: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${child} `) }).check({ force: true });

test('registrations: one is "Smazat přihlášku?" and a paid one loses its payment; three are "Smazat 3 přihlášky?"', async () => {
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/registrations');
  await page.waitForURL((url) => url.pathname === '/admin/registrations');
  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 1 · celkem 3'));
  const deleteSelected = page
    .getByRole('toolbar', { name: 'Hromadné akce' })
    .getByRole('button', { name: 'Smazat vybrané' });

  await select(page, children[0]!);
  await deleteSelected.click();
  const one = page.getByRole('alertdialog', { name: 'Smazat přihlášku?' });
  await shows(one);
  await shows(one.getByText(/^Přihláška je zaplacená \(1\s200\sKč\); smazáním se záznam o platbě ztratí\.$/));
  expect(await textOf(page, 'Smazat přihlášku?')).toContain(`Opravdu chcete smazat přihlášku dítěte ${children[0]}`);
  await screenshot(page, 'admin-delete-paid-registration-1440');
  await one.getByRole('button', { name: 'Zrušit' }).click();
  await one.waitFor({ state: 'hidden' });

  // An unpaid one alone: singular, and no word about a payment.
  await select(page, children[0]!);
  await select(page, children[1]!);
  await page.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${children[0]} `) }).uncheck({ force: true });
  await shows(page.getByText('Vybrána 1 přihláška'));
  await deleteSelected.click();
  await shows(one);
  expect(await textOf(page, 'Smazat přihlášku?')).not.toContain('zaplacen');
  await one.getByRole('button', { name: 'Zrušit' }).click();
  await one.waitFor({ state: 'hidden' });

  await page.getByRole('checkbox', { name: 'Vybrat všechny na stránce' }).first().check({ force: true });
  await shows(page.getByText('Vybrány 3 přihlášky'));
  await deleteSelected.click();
  const three = page.getByRole('alertdialog', { name: 'Smazat 3 přihlášky?' });
  await shows(three);
  await shows(three.getByText(/^1 z nich je zaplacená \(1\s200\sKč\); smazáním se záznam o platbě ztratí\.$/));
  await three.getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Smazány 3 přihlášky.'));
});

test('a gallery says how many pictures go with it', async () => {
  const { searchGalleries } = await graphql<{
    searchGalleries: { items: { title: string; pictureCount: number }[] };
  }>('{ searchGalleries(limit: 100) { items { title pictureCount } } }', {}, token);
  const gallery = searchGalleries.items.find((item) => item.pictureCount >= 5) ?? searchGalleries.items[0]!;
  const count = gallery.pictureCount;
  const noun = count === 1 ? 'fotografii; smaže se' : count <= 4 ? 'fotografie; smažou se' : 'fotografií; smažou se';

  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/gallery');
  await page.waitForURL(`${BASE_URL}/admin/gallery`);
  await page.getByRole('button', { name: `Smazat ${gallery.title}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Smazat galerii?' });
  await shows(dialog);
  await shows(dialog.getByText(`Galerie obsahuje ${count} ${noun} s ní.`));
  await screenshot(page, 'admin-delete-gallery-1440');
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await dialog.waitFor({ state: 'hidden' });
});
