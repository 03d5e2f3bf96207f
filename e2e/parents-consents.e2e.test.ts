import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { parentLinkPath } from './parent-helpers';
import {
  apiLogin,
  createTestCamp,
  graphql,
  loginThroughForm,
  newPage,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';
import { openPage } from './public-helpers';

// Versioned legal texts and consents (issue 25): an administrator publishes a new version of the
// terms in the back-office; the public page shows it and keeps version 1 readable; a new
// registration's parent page lists its consents with that version; the parent withdraws the photo
// consent on a phone, and the galleries screen lists the child for whoever picks pictures.

let browser: Browser;
const contexts: BrowserContext[] = [];
const marker = unique();
const email = `souhlas.${marker.toLowerCase()}@example.com`;
const child = `Ema Souhlasná ${marker}`;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** Today in Prague as the site writes dates (DD.MM.YYYY). */
const today = () =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .replace(/\s/g, '');

let published: number;

it('an administrator publishes a new version of the terms; the public page shows it and keeps version 1', async () => {
  const { legalText } = await graphql<{ legalText: { version: number } }>(
    '{ legalText(kind: conditions) { version } }',
  );
  published = legalText.version + 1;

  const { context, page } = await newPage(browser, 1280);
  contexts.push(context);
  await loginThroughForm(page);
  await page.getByRole('navigation', { name: 'Sekce administrace' }).getByRole('link', { name: 'Texty' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Texty' }));
  await page.getByLabel('Text', { exact: true }).selectOption('conditions');
  const body = page.getByLabel('Text dokumentu');
  await shows(body);
  await body.fill(
    `## Nové podmínky ${marker}\n\nPlatí od dnešního dne. Viz [ochranu údajů](/gdpr).\n\n- první bod\n- druhý bod`,
  );
  // The preview follows the text as it is typed.
  const preview = page.getByRole('region', { name: 'Náhled' });
  await shows(preview.getByRole('heading', { name: `Nové podmínky ${marker}` }));
  await shows(preview.getByRole('link', { name: 'ochranu údajů' }));
  await page.getByRole('button', { name: 'Zveřejnit novou verzi' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Zveřejnit novou verzi?' });
  await shows(dialog.getByText(`vyjde jako verze ${published}`, { exact: false }));
  await dialog.getByRole('button', { name: 'Zveřejnit novou verzi' }).click();
  await shows(page.getByText(`Verze ${published} je zveřejněná.`));
  const history = page.getByRole('region', { name: 'Historie verzí' });
  await shows(history.getByRole('button', { name: `Přečíst verzi ${published}` }));
  await shows(history.getByRole('button', { name: 'Přečíst verzi 1' }));
  await screenshot(page, 'admin-legal-1280');
  // An old version reads as it was.
  await history.getByRole('button', { name: 'Přečíst verzi 1' }).click();
  const reading = page.getByRole('dialog', { name: 'Obchodní podmínky, verze 1' });
  await shows(reading.getByRole('heading', { name: '1. Úvodní ustanovení' }));
  await reading.getByRole('button', { name: 'Zavřít' }).first().click();

  // Server-rendered: the version and its text are in the HTML before any script runs.
  const html = await (await fetch(`${process.env.E2E_BASE_URL}/conditions`)).text();
  expect(html).toContain(`Verze ${published}, platná od ${today()}`);
  expect(html).toContain(`Nové podmínky ${marker}`);

  const opened = await openPage(browser, 375, '/conditions');
  contexts.push(opened.context);
  const site = opened.page;
  await shows(site.getByRole('heading', { level: 1, name: 'Obchodní podmínky' }));
  // Under the heading, and marked in the list of versions.
  await shows(site.getByText(`Verze ${published}, platná od ${today()}`).first());
  await shows(site.getByRole('heading', { name: `Nové podmínky ${marker}` }));
  await site.getByRole('link', { name: 'Verze 1, platná od 01.09.2019' }).click();
  await site.waitForURL(/\?verze=1$/);
  await shows(site.getByRole('heading', { name: '1. Úvodní ustanovení' }));
  await shows(site.getByText('Toto je starší verze textu.'));
  await shows(site.getByText(/^Verze 1, platná od 01\.09\.2019 do /));
  await screenshot(site, 'public-conditions-version-1-375');
  expect(opened.errors).toEqual([]);
});

it('a new registration lists its consents with that version; the photo consent is withdrawn on a phone', async () => {
  const token = await apiLogin();
  const year = new Date().getFullYear() + 1;
  const camp = await createTestCamp(token, {
    title: `Tábor se souhlasy ${marker}`,
    from: `${year}-07-13`,
    to: `${year}-07-17`,
    price: 2800,
    capacity: 10,
    maxCapacity: 10,
  });
  await graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        type: 'camp',
        campId: camp,
        parentFirstName: 'Jana',
        parentLastName: 'Souhlasná',
        email,
        phone: '777 123 456',
        childFullName: child,
        childBornYear: `${year - 9}-03-15`,
        personalDataConsent: true,
        photoConsent: true,
      },
    },
    token,
  );

  const opened = await openPage(browser, 375, await parentLinkPath(email));
  contexts.push(opened.context);
  const { page } = opened;
  const card = page.getByRole('article', { name: child });
  await shows(card);
  const terms = card.getByRole('link', { name: `Obchodní podmínky (verze ${published}) ${today()}` });
  await shows(terms);
  expect(await terms.getAttribute('href')).toBe(`/conditions?verze=${published}`);
  await shows(card.getByRole('link', { name: /^Souhlas s pořizováním fotografií \(verze \d+\)/ }));

  await card.getByRole('button', { name: 'Odvolat souhlas s fotografováním' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Odvolat souhlas s fotografováním?' });
  await shows(dialog);
  await screenshot(page, 'parent-consent-withdraw-dialog-375');
  await dialog.getByRole('button', { name: 'Odvolat souhlas' }).click();
  await shows(card.getByText(`Souhlas s fotografováním odvolán ${today()}`));
  await dialog.waitFor({ state: 'detached' });

  await page.reload();
  await shows(card.getByText(`Souhlas s fotografováním odvolán ${today()}`));
  expect(await card.getByRole('button', { name: 'Odvolat souhlas s fotografováním' }).count()).toBe(0);
  await screenshot(page, 'parent-consents-375');
  expect(opened.errors).toEqual([]);
});

it('the galleries screen lists the child whose photo consent was withdrawn', async () => {
  const { context, page } = await newPage(browser, 1280);
  contexts.push(context);
  await loginThroughForm(page, '/login?from=/admin/gallery');
  await page.goto(`${process.env.E2E_BASE_URL}/admin/gallery`);
  const panel = page.getByRole('region', { name: 'Děti bez souhlasu s fotografováním' });
  const row = panel.getByRole('row', { name: new RegExp(child) });
  await shows(row);
  await shows(row.getByText(`Tábor se souhlasy ${marker}`));
  await shows(row.getByText(`odvoláno ${today()}`));
  await screenshot(page, 'admin-gallery-photo-refusals-1280');

  // The registration dialog tells the whole story of the consents.
  await page.goto(`${process.env.E2E_BASE_URL}/admin/registrations?q=${marker}`);
  await page.getByRole('button', { name: new RegExp(`^Upravit přihlášku: ${child} `) }).click();
  const consents = page.getByRole('dialog', { name: /^Přihláška VS / }).getByRole('region', { name: 'Souhlasy' });
  await shows(consents.getByRole('row', { name: new RegExp(`^Obchodní podmínky ${published} udělen`) }));
  await shows(consents.getByRole('row', { name: /^Souhlas s fotografováním \d+ odvolán .* stránka rodiče$/ }));
  await screenshot(page, 'admin-registration-consents-1280');
});
