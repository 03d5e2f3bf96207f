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

// Waiting-list offers in the registrations grid (issue 42, item 5): an administrator sees each
// replacement's offer in its column, filters the grid by offer state, and ends an offer by moving its
// deadline into the past (after the confirmation saying so): the next replacement is offered at once;
// raising a family's priority shows in its history with who did it.

jest.setTimeout(180_000);

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
const marker = `Nabidka${unique()}`;
const [holder, first, second] = [`${marker} Anna`, `${marker} Bedřich`, `${marker} Cyril`];
const ids: Record<string, number> = {};

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  // One place: the holder takes it, the two others wait; cancelling the holder offers it to the first.
  const campId = await createTestCamp(token, {
    title: `Tábor ${marker}`,
    from: '2030-07-01',
    to: '2030-07-05',
    price: 3000,
    capacity: 1,
    maxCapacity: 5,
  });
  for (const [index, child] of [holder, first, second].entries())
    ids[child] = await registerForCamp(
      campId,
      { childFullName: child, parentLastName: 'Čekající', email: `rodic${index}.${marker.toLowerCase()}@example.com` },
      token,
    );
  await graphql('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: ids[holder] }, token);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const rowOf = (page: Page, child: string) => page.getByRole('row').filter({ hasText: child });

async function offerStates(child: string): Promise<string[]> {
  const { waitlistOffers } = await graphql<{ waitlistOffers: { state: string }[] }>(
    'query ($r: Int!) { waitlistOffers(registrationId: $r) { state } }',
    { r: ids[child] },
    token,
  );
  return waitlistOffers.map((offer) => offer.state);
}

/** The offer column waits in the column chooser (the default columns fit 1440 px). Blueprint's checkbox
 * draws its own box over the input: it is toggled from the keyboard, as staff may. */
async function showOfferColumn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sloupce' }).click();
  const offerColumn = page.getByRole('checkbox', { name: 'Nabídka místa' });
  await offerColumn.focus();
  await page.keyboard.press('Space');
  expect(await offerColumn.isChecked()).toBe(true);
  await page.keyboard.press('Escape');
}

test('staff see the offer column, filter by it, and end an offer by moving its deadline into the past', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, '/admin/registrations');
  await page.waitForURL(`${BASE_URL}/admin/registrations`);

  await page.getByRole('searchbox').fill(marker);
  await shows(page.getByText('Stránka 1 z 1 · celkem 3'), 30_000);
  await showOfferColumn(page);
  await shows(page.getByRole('columnheader', { name: 'Nabídka místa' }));
  await shows(rowOf(page, first).getByText(/^Nabídnuto do \d{1,2}\. \d{1,2}\. \d{2}:\d{2}$/));
  expect(
    await rowOf(page, second)
      .getByText(/^Nabídnuto/)
      .count(),
  ).toBe(0);

  // The filter: only the open offer, and the address keeps it.
  await page.getByRole('combobox', { name: 'Nabídka místa', exact: true }).selectOption('offered');
  await shows(page.getByText('Stránka 1 z 1 · celkem 1'), 30_000);
  await page.waitForURL((url) => url.searchParams.get('offer') === 'offered');
  await shows(rowOf(page, first));
  await screenshot(page, 'admin-waitlist-offers-filtered-1280');

  // The deadline moved into the past ends the offer, once the confirmation said what that does.
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${first} `) }).click();
  const dialog = page.getByRole('dialog');
  const offers = dialog.getByRole('region', { name: 'Nabídky uvolněného místa' });
  await shows(offers.getByRole('cell', { name: 'Nabídnuto', exact: true }), 30_000);
  await offers.getByLabel('Lhůta nabídky').fill('2020-01-01T10:00');
  await offers.getByRole('button', { name: 'Posunout lhůtu' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ukončit nabídku?' });
  await shows(confirm.getByText(/Zvolená lhůta už uplynula/));
  await screenshot(page, 'admin-waitlist-offers-confirm-1280');
  // Nothing happened before the confirmation.
  expect(await offerStates(first)).toEqual(['offered']);
  await confirm.getByRole('button', { name: 'Ukončit nabídku' }).click();
  await shows(page.getByText('Nabídka je ukončena.'), 30_000);
  await shows(offers.getByRole('cell', { name: 'Propadlo', exact: true }), 30_000);
  expect(await offerStates(first)).toEqual(['expired']);
  // The history names who ended it.
  await shows(offers.getByRole('cell', { name: /· Administrátor$/ }));

  // The grid, still filtered by open offers, now finds the next replacement instead.
  await page.keyboard.press('Escape');
  await shows(rowOf(page, second).getByText(/^Nabídnuto do /), 30_000);
  expect(await rowOf(page, first).count()).toBe(0);
  expect(await offerStates(second)).toEqual(['offered']);

  // Raising the next family's priority is in its history with who did it and when.
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${second} `) }).click();
  const secondOffers = page.getByRole('dialog').getByRole('region', { name: 'Nabídky uvolněného místa' });
  await shows(secondOffers.getByRole('cell', { name: 'Nabídnuto', exact: true }), 30_000);
  expect(await secondOffers.getByText(/priorita \d+ → \d+/).count()).toBe(0);
  await secondOffers.getByLabel('Priorita náhradníka').fill('7');
  await secondOffers.getByRole('button', { name: 'Uložit prioritu' }).click();
  await shows(page.getByText('Priorita je uložena.'), 30_000);
  await shows(secondOffers.getByRole('heading', { name: 'Změny priority' }), 30_000);
  await shows(secondOffers.getByText(/^\d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2} · priorita 0 → 7 · Administrátor$/));
  await screenshot(page, 'admin-waitlist-offers-priority-1280');
  expect(errors).toEqual([]);
});

test('staff see why a replacement next in line got no offer: too late before the start', async () => {
  // A camp starting today: less than an hour would remain before the cut-off, so no offer is made.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  const late = `Pozde${unique()}`;
  const campId = await createTestCamp(token, {
    title: `Tábor ${late}`,
    from: today,
    to: today,
    price: 3000,
    capacity: 1,
    maxCapacity: 5,
  });
  const [taken, waiting] = [`${late} Dana`, `${late} Emil`];
  const takenId = await registerForCamp(
    campId,
    { childFullName: taken, parentLastName: 'Pozdní', email: `a.${late.toLowerCase()}@example.com` },
    token,
  );
  await registerForCamp(
    campId,
    { childFullName: waiting, parentLastName: 'Pozdní', email: `b.${late.toLowerCase()}@example.com` },
    token,
  );
  await graphql('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: takenId }, token);

  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, `/admin/registrations?q=${encodeURIComponent(waiting)}`);
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${waiting} `) }).click();
  const offers = page.getByRole('dialog').getByRole('region', { name: 'Nabídky uvolněného místa' });
  await shows(offers.getByText(/nebylo nabídnuto automaticky: do uzávěrky 12 hodin před prvním termínem/), 30_000);
  await shows(offers.getByText('Této přihlášce zatím nebylo nabídnuto žádné místo.'));
});

test("the overview's attention list names an offer lapsing within 24 hours and leads to it", async () => {
  // The second replacement's offer (made in the first test) moved to lapse in three hours.
  const { waitlistOffers } = await graphql<{ waitlistOffers: { id: number; state: string }[] }>(
    'query ($r: Int!) { waitlistOffers(registrationId: $r, state: offered) { id state } }',
    { r: ids[second] },
    token,
  );
  await graphql(
    'mutation ($id: Int!, $at: String!) { moveWaitlistOfferDeadline(id: $id, expiresAt: $at) { id } }',
    { id: waitlistOffers[0]!.id, at: new Date(Date.now() + 3 * 3_600_000).toISOString() },
    token,
  );
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/overview');
  const offers = page.getByTestId('overview-attention').getByTestId('attention-offers');
  await shows(offers.getByText('Nabídky míst náhradníkům, které propadnou do 24 hodin'), 30_000);
  const item = offers.getByRole('listitem').filter({ hasText: second });
  await shows(item.getByText(new RegExp(`Tábor ${marker}, lhůta do \\d{1,2}\\. \\d{1,2}\\. \\d{2}:\\d{2}`)));
  await item.getByRole('link', { name: second }).click();
  await page.waitForURL((url) => url.pathname === '/admin/registrations' && url.searchParams.has('q'));
  await showOfferColumn(page);
  await shows(rowOf(page, second).getByText(/^Nabídnuto do /), 30_000);
});
