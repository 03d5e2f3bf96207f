import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
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
import { mailTo, parentLinkPath } from './parent-helpers';
import { openPage } from './public-helpers';

// What a parent does on their own page (issue 25, items 3 and 7; issue 42), in the browser at 375 px:
// cancelling an unpaid place offers it to the next replacement and e-mails both families; that family
// accepts the offered place on its phone and gets the payment; a paid place is asked for with a
// reason, and staff handle the request in "Žádosti".

let browser: Browser;
const contexts: BrowserContext[] = [];
const marker = unique();
const mail = (who: string) => `${who}.${marker.toLowerCase()}@example.com`;
const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

it('cancels a place from the page: it is offered to the next family, who accepts it on a phone', async () => {
  const token = await apiLogin();
  const camp = await createTestCamp(token, {
    title: `Tábor u rybníka ${marker}`,
    from: `${year}-07-13`,
    to: `${year}-07-17`,
    price: 2800,
    capacity: 1,
    maxCapacity: 3,
  });
  const leaving = `Ema Odchozí ${marker}`;
  const waiting = `Olga Čekající ${marker}`;
  await registerForCamp(camp, { childFullName: leaving, parentLastName: 'Odchozí', email: mail('odchozi') }, token);
  await registerForCamp(camp, { childFullName: waiting, parentLastName: 'Čekající', email: mail('cekajici') }, token);

  const { context, page } = await openPage(browser, 375, await parentLinkPath(mail('odchozi')));
  contexts.push(context);
  const card = page.getByRole('article', { name: leaving });
  await shows(card.getByText('Místo potvrzeno'));
  await card.getByRole('button', { name: 'Zrušit přihlášku' }).click();
  await shows(card.getByText(`Opravdu zrušit přihlášku ${leaving} – Tábor u rybníka ${marker}?`));
  // A stray Enter confirms nothing: the focus is on the question, and "Zpět" keeps the place.
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Zpět' }).click();
  await shows(card.getByText('Místo potvrzeno'));
  await card.getByRole('button', { name: 'Zrušit přihlášku' }).click();
  await card.getByRole('button', { name: 'Ano, zrušit přihlášku' }).click();
  await shows(page.getByText('Hotovo. Potvrzení o zrušení jsme vám poslali e-mailem.'));
  await shows(card.getByText('Zrušeno', { exact: true }));
  await screenshot(page, 'parents-actions-cancelled-375');

  expect((await mailTo(mail('odchozi'), /^Zrušení přihlášky/)).text).toContain(leaving);
  const offer = await mailTo(mail('cekajici'), /^Uvolnilo se místo pro /);
  expect(offer.text).toContain(waiting);
  expect(offer.text).toMatch(/do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}/);
  // The waiting family on its phone: the offer stands first in the card, with its deadline.
  const offered = await openPage(browser, 375, await parentLinkPath(mail('cekajici')));
  contexts.push(offered.context);
  const waitingCard = offered.page.getByRole('article', { name: waiting });
  await shows(waitingCard.getByText('Nabízíme vám místo'));
  await shows(waitingCard.getByText(/držíme ho pro vás do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}/));
  const accept = waitingCard.getByRole('button', { name: 'Přijmout místo' });
  const box = await accept.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await screenshot(offered.page, 'parents-offer-375');
  await accept.click();
  await shows(waitingCard.getByText('Místo je vaše. Platební údaje jsme poslali e-mailem a najdete je i tady.'));
  await shows(waitingCard.getByText('Uvolnilo se místo', { exact: true }));
  await shows(waitingCard.getByRole('img', { name: /QR/ }));
  expect(await waitingCard.getByRole('button', { name: 'Přijmout místo' }).count()).toBe(0);
  expect((await mailTo(mail('cekajici'), /^Uvolnilo se místo: /)).text).toContain(waiting);
});

it('asks staff to cancel a paid place with a reason; staff handle it in "Žádosti"', async () => {
  const token = await apiLogin();
  const camp = await createTestCamp(token, {
    title: `Tábor v horách ${marker}`,
    from: `${year}-08-10`,
    to: `${year}-08-14`,
    price: 3100,
    capacity: 5,
    maxCapacity: 5,
  });
  const child = `Petr Zaplacený ${marker}`;
  const id = await registerForCamp(
    camp,
    { childFullName: child, parentLastName: 'Zaplacená', email: mail('platici') },
    token,
  );
  await graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [id] }, token);

  const { context, page } = await openPage(browser, 375, await parentLinkPath(mail('platici')));
  contexts.push(context);
  const card = page.getByRole('article', { name: child });
  await shows(card.getByText('Zaplaceno. Děkujeme!'));
  expect(await card.getByRole('button', { name: 'Zrušit přihlášku' }).count()).toBe(0);
  await card.getByRole('button', { name: 'Požádat o zrušení' }).click();
  await card.getByRole('button', { name: 'Odeslat žádost' }).click();
  await shows(card.getByText('Toto pole je povinné'));
  await card.getByLabel('Důvod').fill(`Stěhujeme se ${marker}.`);
  await card.getByRole('button', { name: 'Odeslat žádost' }).click();
  await shows(card.getByText('Žádost jsme přijali. Ozveme se vám e-mailem nebo telefonem.'));
  await shows(card.getByText('Žádost o zrušení čeká na vyřízení.'));
  await page.reload();
  await shows(page.getByRole('article', { name: child }).getByText('Žádost o zrušení čeká na vyřízení.'));

  const staff = await newPage(browser, 1440);
  contexts.push(staff.context);
  await loginThroughForm(staff.page, '/admin/requests');
  const grid = staff.page.getByRole('grid', { name: 'Žádosti' });
  const row = grid.getByRole('row').filter({ hasText: `Stěhujeme se ${marker}.` });
  await shows(row.getByText('Zrušení zaplacené přihlášky'));
  await shows(row.getByText('3 100 Kč'));
  await row.getByRole('button', { name: /^Vyřídit žádost: Petr Zaplacený/ }).click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.getByLabel('Poznámka k vyřízení').fill('Vráceno převodem.');
  await screenshot(staff.page, 'parents-actions-handle-1440');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await shows(staff.page.getByText('Záznam byl uložen.'));
  // Handled, it leaves the waiting list and shows under "Vyřízené" with the note.
  await row.waitFor({ state: 'detached' });
  await staff.page.getByRole('button', { name: 'Vyřízené' }).click();
  await shows(
    grid
      .getByRole('row')
      .filter({ hasText: `Stěhujeme se ${marker}.` })
      .getByText('Vráceno převodem.', { exact: false }),
  );
});

it('asks for an invoice to the employer; staff issue it from the request and the parent gets it', async () => {
  const token = await apiLogin();
  const camp = await createTestCamp(token, {
    title: `Tábor pro firmy ${marker}`,
    from: `${year}-07-20`,
    to: `${year}-07-24`,
    price: 2900,
    capacity: 5,
    maxCapacity: 5,
  });
  const child = `Jan Firemní ${marker}`;
  await registerForCamp(camp, { childFullName: child, parentLastName: 'Firemní', email: mail('firemni') }, token);

  const { context, page } = await openPage(browser, 375, await parentLinkPath(mail('firemni')));
  contexts.push(context);
  const card = page.getByRole('article', { name: child });
  await card.getByRole('button', { name: 'Faktura na zaměstnavatele' }).click();
  await card.getByLabel('Název zaměstnavatele').fill(`Strojírny ${marker} a.s.`);
  await card.getByLabel('IČO').fill('12345678');
  await card.getByLabel('Adresa sídla').fill('Hlavní 5, 602 00 Brno');
  await card.getByRole('button', { name: 'Požádat o fakturu' }).click();
  await shows(card.getByText('Zadejte platné IČO (8 číslic).'));
  await card.getByLabel('IČO').fill('255 96 641');
  await card.getByRole('button', { name: 'Požádat o fakturu' }).click();
  await shows(card.getByText('Žádost o fakturu na zaměstnavatele čeká na vyřízení.'));

  const staff = await newPage(browser, 1440);
  contexts.push(staff.context);
  await loginThroughForm(staff.page, '/admin/requests');
  const row = staff.page
    .getByRole('grid', { name: 'Žádosti' })
    .getByRole('row')
    .filter({ hasText: `Strojírny ${marker}` });
  await shows(row.getByText('IČO 25596641', { exact: false }));
  await row.getByRole('button', { name: /^Vyřídit žádost: Jan Firemní/ }).click();
  const dialog = staff.page.getByRole('dialog');
  await shows(dialog.getByRole('checkbox', { name: 'Vystavit fakturu na zaměstnavatele a poslat ji rodiči e-mailem' }));
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await shows(staff.page.getByText('Záznam byl uložen.'));

  const invoice = await mailTo(mail('firemni'), /faktur/i);
  const pdf = invoice.attachments.find((attachment) => attachment.contentType === 'application/pdf');
  expect(pdf).toBeDefined();
  await page.reload();
  await shows(page.getByRole('article', { name: child }).getByRole('button', { name: 'Faktura (PDF)' }));
});
