import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiLogin, graphql, loginThroughForm, newPage, requireSetup, screenshot, shows, unique } from './admin-helpers';

// Issue 41, item 16, in the browser at 1440 px: a colleague saves a news item while it is open here. The
// save here is refused; loading the current version keeps the title typed here, takes the colleague's
// text, and says who changed what; saving then keeps both.

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

test('an edit conflict keeps what was typed and takes in the colleague’s change', async () => {
  const token = await apiLogin();
  const title = `Souběh ${unique()}`;
  const { createNews } = await graphql<{ createNews: { id: number; version: number } }>(
    'mutation ($input: NewsInput!) { createNews(input: $input) { id version } }',
    { input: { title, text: 'Původní text.' } },
    token,
  );
  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await loginThroughForm(page, '/admin/news');
  await page.getByRole('searchbox', { name: 'Hledat' }).fill(title);
  await page.getByRole('button', { name: `Upravit ${title}` }).click();
  const form = page.getByRole('form', { name: 'Upravit aktualitu' });
  await shows(form);

  await graphql(
    'mutation ($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }',
    {
      id: createNews.id,
      input: { title, text: 'Text od kolegyně.', version: createNews.version },
    },
    token,
  );

  const name = form.getByRole('textbox', { name: /^Název(?! \()/ });
  await name.fill(`${title} moje`);
  await form.getByRole('button', { name: 'Uložit' }).click();
  const alert = form.getByRole('alert');
  await shows(alert.getByText('Záznam mezitím změnil někdo jiný.', { exact: false }));
  await alert.getByRole('button', { name: 'Načíst znovu' }).click();
  const status = form.getByRole('status');
  await shows(status.getByText('Někdo jiný mezitím změnil: Text.'));
  await shows(status.getByText('Vaše úpravy: Název.'));
  expect(await name.inputValue()).toBe(`${title} moje`);
  expect(await form.getByRole('textbox', { name: /^Text(?! \()/ }).inputValue()).toBe('Text od kolegyně.');
  await screenshot(page, 'issue41-item16-merged-1440');

  await form.getByRole('button', { name: 'Uložit' }).click();
  await shows(page.getByText('Záznam byl uložen.'));
  const { news } = await graphql<{ news: { title: string; text: string } }>(
    'query ($id: Int!) { news(id: $id) { title text } }',
    { id: createNews.id },
    token,
  );
  expect(news).toEqual({ title: `${title} moje`, text: 'Text od kolegyně.' });
});
