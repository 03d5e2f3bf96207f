// The family-facing site in English and Ukrainian (issue 49): every public page at /en/… and /uk/…
// as a crawler gets it (its language, canonical address and alternates; no Czech interface text left),
// and as a family uses it (the switch keeps the page and the choice, a first visit from a browser
// preferring another language is offered it and never redirected, the family's own page by the link
// of its e-mail). The card payment's return page is scanned in card-payment.e2e.test.ts (its gateway).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { parentLinkPath } from './parent-helpers';
import {
  adminToken,
  baseUrl,
  catalogue,
  czechInterfaceTexts,
  czechLines,
  graphql,
  waitForHydration,
} from './public-helpers';

const czech = catalogue('cs');
const CZECH_TEXTS = czechInterfaceTexts();
const CZECH_LETTERS = /[ěščřžůťďňĚŠČŘŽŮŤĎŇ]/;
/** Names keep their diacritics: the operator's (the app's default configuration), the brand's, Czech's
 * own name in the language switch, the Czech company id's abbreviation. */
const NAMES = new Set(['Dětské', 'kroužky', 'Slunečnice', 'Čeština', 'IČO']);

/** PUBLIC_URL of the app under test: by default http://localhost:PORT (the app is reached at 127.0.0.1). */
const site = () => process.env.E2E_PUBLIC_URL ?? baseUrl().replace('//127.0.0.1:', '//localhost:');

let routes: string[];
let browser: Browser;

beforeAll(async () => {
  const demo = await graphql<{
    courses: { id: number }[];
    camps: { id: number }[];
    branches: { id: number }[];
    galleries: { id: number }[];
  }>('{ courses { id } camps { id } branches { id } galleries { id } }');
  // Every public route of client/src/routes/site.ts a family reaches without a link of their own.
  routes = [
    '/',
    '/courses',
    `/course/${demo.courses[0]!.id}`,
    '/camps',
    `/camp/${demo.camps[0]!.id}`,
    '/branches',
    `/branch/${demo.branches[0]!.id}`,
    '/gallery',
    `/gallery/${demo.galleries[0]!.id}`,
    '/schedule',
    '/contacts',
    '/aboutUs',
    '/lectors',
    '/registration',
    `/registration/${demo.courses[0]!.id}`,
    '/conditions',
    '/gdpr',
    '/agreementPhoto',
    '/news',
    '/videos',
    '/no-such-page',
  ];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What a page shows a reader: its text nodes and the attributes read out or shown (labels, titles,
 * placeholders, alternative texts), from the server's HTML of the root, scripts and styles left out. */
function shownTexts(html: string): string[] {
  const root = html.slice(html.indexOf('<div id="root">'));
  const body = root.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const decode = (text: string) =>
    text
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&amp;/g, '&');
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]!);
  const nodes = body.split(/<[^>]*>/);
  return [...attributes, ...nodes].map((text) => decode(text).trim()).filter((text) => text.length > 0);
}

/** Every string of the data the page was rendered from (its Apollo state, and the answers of its
 * queries the browser reads without Apollo: the home page's, the footer's): staff's content, in Czech. */
function dataOf(html: string): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const id of ['apollo-state', 'page-data']) {
    const data = new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];
    if (data) walk(JSON.parse(data));
  }
  return strings.join('\n');
}

/** Czech interface text in a server-rendered page. A word in Czech letters is the content's (staff write
 * in Czech; issue 49 item 5 translates it) or a name; any other is interface text left untranslated. */
function czechIn(address: string, html: string): string[] {
  const problems: string[] = [];
  const data = dataOf(html);
  for (const text of shownTexts(html)) {
    if (CZECH_TEXTS.has(text)) problems.push(`${address}: Czech interface text "${text}"`);
    else
      for (const word of text.split(/[\s,.;:!?()„“"«»·–/]+/))
        if (CZECH_LETTERS.test(word) && !NAMES.has(word) && !data.includes(word.replace(/…$/, '')))
          problems.push(`${address}: Czech text "${word}" not from the content, in "${text}"`);
  }
  return problems;
}

describe.each(['en', 'uk'])('every public page in %s', (locale) => {
  test('has its language, its own canonical address, the alternates, and no Czech interface text', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const address = `/${locale}${route === '/' ? '/' : route}`;
      const response = await fetch(`${baseUrl()}${address}`);
      const html = await response.text();
      if (response.status !== (route === '/no-such-page' ? 404 : 200)) problems.push(`${address}: ${response.status}`);
      if (!html.includes(`<html lang="${locale}"`)) problems.push(`${address}: not <html lang="${locale}">`);
      if (route !== '/no-such-page') {
        if (!html.includes(`<link rel="canonical" href="${site()}${address}">`))
          problems.push(`${address}: no canonical address of its own`);
        for (const [language, prefix] of [
          ['cs', ''],
          ['en', '/en'],
          ['uk', '/uk'],
          ['x-default', ''],
        ])
          if (!html.includes(`<link rel="alternate" hreflang="${language}" href="${site()}${prefix}${route}">`))
            problems.push(`${address}: no ${language} alternate`);
      }
      const noscript = /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1];
      if (!noscript || CZECH_LETTERS.test(noscript)) problems.push(`${address}: <noscript> "${noscript}"`);
      problems.push(...czechIn(address, html));
    }
    // A page the browser renders (the thanks) comes as index.html: in the address's language too.
    const html = await (await fetch(`${baseUrl()}/${locale}/registration/thanks/x`)).text();
    if (!html.includes(`<html lang="${locale}"`)) problems.push(`the thanks: not <html lang="${locale}">`);
    if (CZECH_LETTERS.test(/<noscript>([^<]*)<\/noscript>/.exec(html)?.[1] ?? 'ř'))
      problems.push('the thanks: <noscript>');
    expect(problems).toEqual([]);
  });
});

async function newContext(locale: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const origin = new URL(baseUrl()).origin;
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return { context, page: await context.newPage() };
}

const chosen = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'kurzy-lang')?.value;

test('the switch in the header opens the same page in another language and keeps the choice', async () => {
  const { context, page } = await newContext('uk-UA', 1280);
  try {
    await page.goto(`${baseUrl()}/uk/courses?den=2`);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Гуртки');
    // A Ukrainian browser on a Ukrainian page: nothing to offer.
    await expect(page.getByRole('complementary').count()).resolves.toBe(0);
    await page.getByRole('list', { name: 'Мова' }).getByRole('link', { name: 'EN' }).click();
    await page.waitForURL(`${baseUrl()}/en/courses?den=2`);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Courses');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expect(chosen(context)).resolves.toBe('en');
    // Links stay in the language.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL(`${baseUrl()}/en/contacts`);
    await page.locator('main h1', { hasText: 'Contacts' }).waitFor();
    // The back-office is Czech, at its own address.
    await expect(page.getByRole('link', { name: 'Staff login' }).getAttribute('href')).resolves.toBe('/login');
  } finally {
    await context.close();
  }
});

test('a first visit from an English browser is offered English, never redirected, and the drawer switches too', async () => {
  const { context, page } = await newContext('en-US', 375);
  try {
    await page.goto(`${baseUrl()}/camps`);
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: 'English' });
    await offer.waitFor();
    expect(new URL(page.url()).pathname).toBe('/camps');
    await expect(page.locator('main h1').textContent()).resolves.toBe('Tábory');
    await offer.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL(`${baseUrl()}/en/camps`);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Camps');
    await expect(chosen(context)).resolves.toBe('en');

    // The choice is kept: the Czech page offers nothing any more.
    await page.goto(`${baseUrl()}/camps`);
    await waitForHydration(page);
    await expect(page.getByRole('complementary').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    const ukrainian = page.getByRole('dialog').getByRole('link', { name: 'Українська' });
    await expect(ukrainian.getAttribute('href')).resolves.toBe('/uk/camps');
    await ukrainian.click();
    await page.waitForURL(`${baseUrl()}/uk/camps`);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Табори');
    await expect(chosen(context)).resolves.toBe('uk');
  } finally {
    await context.close();
  }
});

test('a registration through /uk/ that fails the checks says why in Ukrainian, and its thanks carry no Czech interface text', async () => {
  const ukrainian = catalogue('uk');
  const { courses } = await graphql<{ courses: { id: number; title: string }[] }>('{ courses { id title } }');
  const course = courses.find((item) => item.title === 'Keramika') ?? courses[0]!;
  const { context, page } = await newContext('uk-UA', 375);
  const field = (id: string) => page.getByRole('textbox', { name: ukrainian[id], exact: true });
  try {
    await page.goto(`${baseUrl()}/uk/registration/${course.id}`);
    await waitForHydration(page);
    await field('registration.email').fill('ne-adresa');
    await page.getByRole('button', { name: ukrainian['registration.submit'] }).click();
    // The browser's checks (common's schema, Czech as the spec has them) in the page's language.
    const notice = page.getByRole('alert').filter({ hasText: ukrainian['registration.problem.incompleteForm'] });
    await notice.waitFor();
    const form = page.locator('form');
    await form.getByText(ukrainian['registration.problem.email']!).first().waitFor();
    await form.getByText(ukrainian['registration.problem.required']!).first().waitFor();
    const shown = await form.innerText();
    for (const text of [czech['registration.problem.required'], czech['registration.problem.email']])
      expect(shown).not.toContain(text);

    await field('registration.childFullName').fill('Олена Шевченко');
    const born = new Date();
    born.setFullYear(born.getFullYear() - 8);
    await page.getByLabel(ukrainian['registration.childBornYear']!).fill(`01.03.${born.getFullYear()}`);
    await field('registration.parentFirstName').fill('Оксана');
    await field('registration.parentLastName').fill('Шевченко');
    await field('registration.email').fill('oksana.languages@example.cz');
    await field('registration.phone').fill('777 123 456');
    const consent = page.getByRole('checkbox', { name: /обробкою персональних даних/ });
    await consent.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: ukrainian['registration.submit'] }).click();
    await page.getByRole('heading', { name: ukrainian['registration.thanks'] }).waitFor();
    // The thanks are rendered in the browser only: the same scan as the server's pages, on what it shows.
    expect(czechLines(await page.locator('#root').innerText())).toEqual([]);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('uk');

    // The family's page by the personal link of its e-mail: the server's page and the live one carry no
    // Czech interface text, the lessons' days are Ukrainian, and a form's check says why in Ukrainian.
    const family = `/uk${await parentLinkPath('oksana.languages@example.cz', 60_000)}`;
    const served = await (await fetch(`${baseUrl()}${family}`)).text();
    expect(served).toContain('<html lang="uk"');
    expect(czechIn('the family page', served)).toEqual([]);
    await page.goto(`${baseUrl()}${family}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: ukrainian['parents.title'], level: 1 }).waitFor();
    const familyShown = await page.locator('#root').innerText();
    expect(czechLines(familyShown)).toEqual([]);
    expect(familyShown).toMatch(/що(понеділка|вівторка|середи|четверга|п’ятниці|суботи|неділі) \d/);
    await page.getByRole('button', { name: ukrainian['parents.phoneCorrect'] }).click();
    await page.locator('input[name="phone"]').fill('12');
    await page.getByRole('button', { name: ukrainian['parents.save'], exact: true }).click();
    await page.getByText(ukrainian['registration.problem.phone']!).waitFor();
    expect(await page.locator('#root').innerText()).not.toContain(czech['registration.problem.phone']);
  } finally {
    await context.close();
  }
});

test('content staff translated shows in the language; what they did not shows in Czech, marked (issue 49, item 4)', async () => {
  const token = await adminToken();
  const { createCourse: course } = await graphql<{ createCourse: { id: number } }>(
    `
      mutation ($input: CourseInput!) {
        createCourse(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        title: 'Keramika s překladem',
        description: 'Točíme na hrnčířském kruhu.',
        type: 'creative',
        category: 'preschool',
        capacity: 8,
        maxCapacity: 10,
        price: 2400,
        translations: { en: { title: 'Pottery, translated', description: 'We throw pots on the wheel.' } },
      },
    },
    token,
  );
  const { createNews: news } = await graphql<{ createNews: { id: number } }>(
    `
      mutation ($input: NewsInput!) {
        createNews(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        title: 'Novinka s překladem',
        text: 'Zápis začíná.',
        translations: { uk: { title: 'Новина', text: 'Запис починається.' } },
      },
    },
    token,
  );
  const { context, page } = await newContext('uk-UA', 375);
  try {
    const html = async (address: string) => (await fetch(`${baseUrl()}${address}`)).text();
    // The server's page: the English version, and the description for link previews in English.
    const english = await html(`/en/course/${course.id}`);
    expect(english).toMatch(/<h1 [^>]*>Pottery, translated<\/h1>/);
    expect(english).toMatch(/<p [^>]*>We throw pots on the wheel\.<\/p>/);
    expect(english).toContain('<meta name="description" content="We throw pots on the wheel.">');
    // No Ukrainian version: the Czech texts, in Czech for screen readers, the description marked.
    const ukrainian = await html(`/uk/course/${course.id}`);
    expect(ukrainian).toMatch(/<h1 [^>]*lang="cs"[^>]*>Keramika s překladem<\/h1>/);
    expect(ukrainian).toMatch(
      /<p [^>]*lang="cs"[^>]*>Točíme na hrnčířském kruhu\.<!-- --> <span [^>]*lang="uk"[^>]*>\(чеською\)<\/span><\/p>/,
    );
    expect(ukrainian).toContain('<meta name="description" content="Točíme na hrnčířském kruhu.">');
    expect(await html(`/en/news`)).toMatch(
      /lang="cs"[^>]*>Zápis začíná\.<!-- --> <span [^>]*lang="en"[^>]*>\(in Czech\)<\/span>/,
    );
    // And as a family's browser shows it once the page is live.
    await page.goto(`${baseUrl()}/uk/news`);
    await waitForHydration(page);
    await expect(page.locator('main article', { hasText: 'Новина' }).locator('p[lang]').count()).resolves.toBe(0);
    await expect(page.locator('main article', { hasText: 'Новина' }).textContent()).resolves.toContain(
      'Запис починається.',
    );
    await page.goto(`${baseUrl()}/uk/course/${course.id}`);
    await waitForHydration(page);
    await expect(page.locator('main p[lang="cs"]').first().textContent()).resolves.toBe(
      'Točíme na hrnčířském kruhu. (чеською)',
    );
  } finally {
    await context.close();
    await graphql('mutation ($id: Int!) { deleteCourse(id: $id) }', { id: course.id }, token);
    await graphql('mutation ($id: Int!) { deleteNews(id: $id) }', { id: news.id }, token);
  }
});
