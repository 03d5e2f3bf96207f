import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loginThroughForm } from './admin-helpers';
import { launchBrowser } from './browser';
import { adminToken, baseUrl, graphql, reusedPage, type ReusedPage } from './public-helpers';

// Stale links (a hidden or deleted course shared by e-mail, an address with a typo in its id) answer
// 404 with the Czech not-found screen, rendered on the server and again after hydration; and no public
// route or back-office screen shows a raw message id instead of its text.

const NOT_FOUND_TITLE = 'Stránka nenalezena';
const NOT_FOUND_TEXT = 'u nás neexistuje. Možná byla stránka přesunuta, nebo je v odkazu překlep.';

const CLIENT_SRC = path.join(__dirname, '..', 'client', 'src');

/** The route table's paths by name (client/src/routes/<file>.ts), read from its source: the client's
 * modules do not resolve under the e2e tests' type checking (Node's ESM rules). Paths are string
 * literals or template literals over the constants declared in routes/. */
function routeTable(file: string): Record<string, string> {
  const read = (name: string) => readFileSync(path.join(CLIENT_SRC, 'routes', `${name}.ts`), 'utf8');
  const constants: Record<string, string> = {};
  const value = (expression: string): string =>
    expression
      .trim()
      .replace(/^['`]|['`]$/g, '')
      .replace(/^(\w+)$/, (name) => constants[name] ?? name)
      .replace(/\$\{(\w+)\}/g, (_match, name: string) => constants[name] ?? '');
  for (const match of read('site').matchAll(/^export const (\w+) = ([`'][^`']*[`']);/gm)) {
    constants[match[1] as string] = value(match[2] as string);
  }
  const table = Object.fromEntries(
    [...read(file).matchAll(/^\s*(\w+): \{\s*path: ([^,]+),/gm)].map((match) => [match[1], value(match[2] as string)]),
  );
  if (Object.keys(table).length < 5) throw new Error(`No route table read from routes/${file}.ts`);
  return table;
}

const PUBLIC_ROUTES = routeTable('site');
const ADMIN_ROUTES = routeTable('admin');

/** Every message id of the catalogues: a text that is one of them was not resolved. */
const MESSAGE_IDS = new Set(
  ['cs.json', 'admin.cs.json', 'en.json', 'admin.en.json'].flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(path.join(CLIENT_SRC, 'i18n', file), 'utf8')) as object),
  ),
);
/** A dotted lower-camel id (`notFound.title`, `admin.courses.add`). */
const DOTTED = /\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+\b/g;

function unresolvedIds(text: string): string[] {
  return [...text.matchAll(DOTTED)].map((match) => match[0]).filter((id) => MESSAGE_IDS.has(id));
}

interface Demo {
  courses: { id: number; category: string; type: string }[];
  camps: { id: number }[];
  branches: { id: number }[];
  galleries: { id: number }[];
}

let demo: Demo;
let browser: Browser;
/** A phone-width and a desktop-width page, each loading path after path. */
let phone: ReusedPage;
let desktop: ReusedPage;
/** Hidden records (visible: false) per detail route. */
const hidden: Record<string, number> = {};

beforeAll(async () => {
  demo = await graphql<Demo>('{ courses { id category type } camps { id } branches { id } galleries { id } }');
  const course = demo.courses[0];
  if (!course || demo.camps.length === 0 || demo.branches.length === 0 || demo.galleries.length === 0) {
    throw new Error('The demo data set is missing');
  }
  const token = await adminToken();
  const create = async (mutation: string, input: object) => {
    const data = await graphql<Record<string, { id: number }>>(
      `mutation ($input: ${mutation.slice('create'.length)}Input!) { ${mutation}(input: $input) { id } }`,
      { input: { ...input, visible: false } },
      token,
    );
    return (data[mutation] as { id: number }).id;
  };
  const offering = { category: course.category, type: course.type, capacity: 10, maxCapacity: 12, price: 1000 };
  hidden.courseDetail = await create('createCourse', { ...offering, title: 'Skrytý kroužek' });
  hidden.campDetail = await create('createCamp', {
    ...offering,
    title: 'Skrytý tábor',
    from: '2030-07-01',
    to: '2030-07-05',
  });
  hidden.branchDetail = await create('createBranch', { title: 'Skrytá pobočka', address: 'Masarykova 1, Brno' });
  hidden.galleryDetail = await create('createGallery', { title: 'Skrytá galerie' });
  browser = await launchBrowser();
  phone = await reusedPage(browser, 375);
  desktop = await reusedPage(browser, 1280);
});

afterAll(async () => {
  await browser?.close();
});

/** The detail routes of the route table (`/course/:id`, ...), each with a path for an id. */
/** A card payment's return page (`/platba-kartou/:id`) is a family's own, not a public record: it says
 * what the gateway says of the payment (e2e/card-payment.e2e.test.ts). */
const PRIVATE_DETAIL_ROUTES = new Set(['cardPaymentReturn']);

const DETAIL_ROUTES = Object.entries(PUBLIC_ROUTES)
  .filter(([name, route]) => /\/:id$/.test(route) && !PRIVATE_DETAIL_ROUTES.has(name))
  .map(([name, route]) => [name, (id: string) => route.replace(':id', id)] as const);

const STALE_IDS: [kind: string, id: (route: string) => string][] = [
  ['a missing id', () => '99999'],
  ['a hidden record', (route) => String(hidden[route])],
  ['a non-numeric id', () => 'abc'],
];

const CASES = DETAIL_ROUTES.flatMap(([route, pathOf]) =>
  STALE_IDS.map(([kind, id]) => [route, kind, () => pathOf(id(route))] as const),
);

test('the route table has the four detail routes', () => {
  expect(DETAIL_ROUTES.map(([name]) => name).sort()).toEqual([
    'branchDetail',
    'campDetail',
    'courseDetail',
    'galleryDetail',
  ]);
});

describe('a stale link answers 404 with the Czech not-found screen', () => {
  test.each(CASES)('%s, %s: in the HTML as fetched', async (_route, _kind, pathOf) => {
    const response = await fetch(`${baseUrl()}${pathOf()}`);
    const html = await response.text();
    expect(response.status).toBe(404);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="apollo-state"'));
    expect(root).toContain(`<h1`);
    expect(root).toContain(NOT_FOUND_TITLE);
    expect(root).toContain(NOT_FOUND_TEXT);
    expect(root).toContain(`<code>${pathOf()}</code>`);
    expect(html).toContain(`<title>${NOT_FOUND_TITLE} | Dětské kroužky a tábory</title>`);
    expect(unresolvedIds(root)).toEqual([]);
  });

  test.each(CASES)('%s, %s: after hydration, without console errors', async (_route, _kind, pathOf) => {
    await phone.visit(pathOf());
    const { page, errors } = phone;
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE, exact: true }).waitFor();
    await phone.settled();
    const main = await page.locator('main').innerText();
    expect(main).toContain(NOT_FOUND_TEXT);
    expect(main).toContain('Zpět na úvodní stránku');
    expect(unresolvedIds(main)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('reached by a link inside the site, the screen has its texts too', async () => {
    await desktop.visit('/');
    const { page } = desktop;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, '/course/99999');
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE, exact: true }).waitFor();
    expect(unresolvedIds(await page.locator('main').innerText())).toEqual([]);
  });
});

/** What a visitor reads, or hears from a screen reader: the text, the page title and the labels. */
async function visibleTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

/** Every public route once, with a real id where it takes one, and each detail route with a missing one;
 * a test each, so one slow page never spends another's time. */
const PUBLIC_PATHS = Object.entries(PUBLIC_ROUTES).flatMap(([name, route]): [string, () => string][] => {
  const realId = () => {
    const ids: Record<string, number | undefined> = {
      courseDetail: demo.courses[0]?.id,
      campDetail: demo.camps[0]?.id,
      branchDetail: demo.branches[0]?.id,
      galleryDetail: demo.galleries[0]?.id,
      registration: demo.courses[0]?.id,
    };
    return String(ids[name]);
  };
  if (route === '*') return [[route, () => '/tohle-neexistuje']];
  if (!route.includes(':')) return [[route, () => route]];
  if (route.endsWith('?')) {
    return [
      [route, () => route.replace(/:id\?/, realId())],
      [route.replace('/:id?', ''), () => route.replace('/:id?', '')],
    ];
  }
  return [
    [route, () => route.replace(':id', realId())],
    [`${route} (missing)`, () => route.replace(':id', '99999')],
  ];
});

describe('no public route shows an unresolved message id', () => {
  test.each(PUBLIC_PATHS)('%s', async (_route, pathOf) => {
    await desktop.visit(pathOf());
    const { page } = desktop;
    await desktop.settled();
    expect(unresolvedIds(await visibleTexts(page))).toEqual([]);
  });
});

describe('no back-office screen shows an unresolved message id', () => {
  let admin: ReusedPage;

  beforeAll(async () => {
    admin = await reusedPage(browser, 1280);
    await loginThroughForm(admin.page);
  });

  // Moved between inside the app, as staff move (a full load of the back-office per screen cost a
  // second or two each): the router takes the new address, then its chunk and queries load.
  test.each(Object.values(ADMIN_ROUTES))('%s', async (route) => {
    const { page } = admin;
    const target = route.replace(':id', String(demo.galleries[0]?.id));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await page.waitForFunction((to) => window.location.pathname === to, target);
    await admin.settled();
    await page.getByRole('navigation', { name: 'Sekce administrace' }).waitFor();
    await page.locator('main h1, main h2').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(unresolvedIds(await visibleTexts(page))).toEqual([]);
  });
});
