import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughForm, requireSetup, shows } from './admin-helpers';
import { type AppProcess, startApp } from './app-process';
import { launchBrowser } from './browser';
import { baseUrl, graphql, trackRequests, waitForHydration } from './public-helpers';

// The Content-Security-Policy as a browser applies it: no page of the site trips it (every public
// route, every admin screen and a form dialog), it stops what an injection would add, and no page
// shows inside another site's frame.

const PUBLIC_ROUTES = [
  '/',
  '/courses',
  '/course/:course',
  '/camps',
  '/camp/:camp',
  '/branches',
  '/branch/:branch',
  '/gallery',
  '/gallery/:gallery',
  '/schedule',
  '/contacts',
  '/aboutUs',
  '/lectors',
  '/registration',
  '/registration/:course',
  '/conditions',
  '/gdpr',
  '/agreementPhoto',
  '/news',
  '/videos',
  '/tohle-neexistuje',
];

const ADMIN_SCREENS: ReadonlyArray<[path: string, heading: string]> = [
  ['/admin/news', 'Aktuality'],
  ['/admin/gallery', 'Galerie'],
  ['/admin/gallery/:gallery', ':galleryTitle'],
  ['/admin/courses', 'Kroužky'],
  ['/admin/camps', 'Tábory'],
  ['/admin/branches', 'Pobočky'],
  ['/admin/schedules', 'Rozvrhy'],
  ['/admin/lectors', 'Lektoři'],
  ['/admin/registrations', 'Přihlášky'],
  ['/admin/videos', 'Videa'],
];

let browser: Browser;
let context: BrowserContext | undefined;
let ids: Record<string, string>;

beforeAll(async () => {
  requireSetup();
  browser = await launchBrowser();
  const demo = await graphql<Record<string, { id: number; title: string }[]>>(
    '{ courses { id title } camps { id title } branches { id title } galleries { id title } }',
  );
  const first = (list: string) => {
    const item = demo[list]?.[0];
    if (!item) throw new Error(`The demo data set has no ${list}`);
    return item;
  };
  ids = {
    course: String(first('courses').id),
    camp: String(first('camps').id),
    branch: String(first('branches').id),
    gallery: String(first('galleries').id),
    galleryTitle: first('galleries').title,
  };
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const fill = (template: string) => template.replace(/:(\w+)/g, (_match, key: string) => ids[key] ?? key);

/** A page whose every CSP violation (the event in any of its documents, and Chromium's console
 * report) is collected. Third-party requests (map tiles, video players) are refused, as the tests
 * run offline; CSP judges a request before it is made, so one it refuses is still reported. */
async function watchedPage(
  origin = baseUrl(),
): Promise<{ page: Page; violations: string[]; settled: () => Promise<void> }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  const own = new URL(origin).origin;
  await context.route(
    (url) => url.origin !== own,
    (route) => route.abort(),
  );
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI}` +
          `${event.sample ? ` "${event.sample}"` : ''} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`${page.url()}: console: ${message.text()}`);
  });
  const requests = trackRequests(page);
  return { page, violations, settled: () => requests.settled() };
}

/** Opens a page and checks that it came with the site's strict policy. */
async function openWithPolicy(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect({ url, strict: /frame-ancestors 'none'/.test(policy) && /script-src 'self'/.test(policy) }).toEqual({
    url,
    strict: true,
  });
  expect(policy).not.toContain("'unsafe-inline'");
}

/** Scrolls through the page so lazy pictures load too, then lets the network settle. */
async function loadEverything(page: Page, settled: () => Promise<void>): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await settled();
}

test('no public page trips the policy: server-rendered, hydrated, with its map, pictures and video player', async () => {
  const { page, violations, settled } = await watchedPage();
  for (const route of PUBLIC_ROUTES) {
    await openWithPolicy(page, `${baseUrl()}${fill(route)}`);
    await waitForHydration(page);
    await loadEverything(page, settled);
  }
  // The branch map's tiles, placed by style attributes rendered on the server, are allowed.
  await page.goto(`${baseUrl()}${fill('/branch/:branch')}`);
  await waitForHydration(page);
  expect(await page.locator('img[src^="https://tile.openstreetmap.org/"]').count()).toBeGreaterThan(0);
  const placed = await page
    .locator('img[src^="https://tile.openstreetmap.org/"]')
    .first()
    .evaluate((tile) => getComputedStyle(tile).left);
  expect(placed).not.toBe('auto');
  // A video player's frame (loaded only on a click) is allowed.
  await page.goto(`${baseUrl()}/videos`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /^Přehrát video / })
    .first()
    .click();
  await shows(page.locator('iframe[src*="youtube-nocookie.com/embed/"]'));
  await settled();
  expect(violations).toEqual([]);
});

test('no admin screen trips the policy, from the login to a form dialog', async () => {
  const { page, violations, settled } = await watchedPage();
  await openWithPolicy(page, `${baseUrl()}/login`);
  await loginThroughForm(page);
  for (const [screen, heading] of ADMIN_SCREENS) {
    await openWithPolicy(page, `${baseUrl()}${fill(screen)}`);
    await shows(page.getByRole('heading', { level: 1, name: fill(heading) }));
    await loadEverything(page, settled);
  }
  await page.goto(`${baseUrl()}/admin/courses`);
  await page.getByRole('button', { name: 'Nový kroužek' }).click();
  await shows(page.getByRole('form', { name: 'Nový kroužek' }));
  await settled();
  expect(violations).toEqual([]);
  // Eleven screens in one session, each scrolled through: a minute was not enough on a loaded machine.
}, 180_000);

test('what an injection would add does not run: an inline script, an event handler, a style', async () => {
  const { page, violations } = await watchedPage();
  await openWithPolicy(page, `${baseUrl()}/courses`);
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const flags = window as unknown as { injectedScript?: boolean; injectedHandler?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injectedScript = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML =
      '<img src="data:," onerror="window.injectedHandler = true" onload="window.injectedHandler = true">' +
      '<p id="injected-style" style="color: rgb(255, 0, 0)">x</p>';
    const image = holder.querySelector('img') as HTMLImageElement;
    // The picture's own handlers would have run by the time a listener added after them does.
    const settled = new Promise((resolve) => {
      image.addEventListener('error', resolve);
      image.addEventListener('load', resolve);
    });
    document.body.append(holder);
    await settled;
    return {
      script: flags.injectedScript === true,
      handler: flags.injectedHandler === true,
      style: getComputedStyle(document.getElementById('injected-style') as HTMLElement).color === 'rgb(255, 0, 0)',
    };
  });
  expect(ran).toEqual({ script: false, handler: false, style: false });
  expect(violations.some((violation) => violation.includes('script-src-elem refused inline'))).toBe(true);
  expect(violations.some((violation) => violation.includes('script-src-attr refused inline'))).toBe(true);
  expect(violations.some((violation) => violation.includes('style-src-attr refused inline'))).toBe(true);
});

test('another site cannot show the login or the registrations inside its frame', async () => {
  const foreign = 'http://cizi-stranka.test';
  context = await browser.newContext({ locale: 'cs-CZ' });
  const targets = ['/login', '/admin/registrations', '/registration'];
  await context.route(`${foreign}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: targets
        .map((target) => `<iframe src="${baseUrl()}${target}" onload="this.dataset.loaded = 1"></iframe>`)
        .join(''),
    }),
  );
  const page = await context.newPage();
  await page.goto(`${foreign}/`);
  await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((frame) => frame.dataset.loaded));
  const frames = await page.locator('iframe').elementHandles();
  expect(frames).toHaveLength(targets.length);
  for (const [index, handle] of frames.entries()) {
    const frame = await handle.contentFrame();
    const shown = {
      target: targets[index],
      url: frame?.url() ?? null,
      passwordFields: frame ? await frame.locator('input[type="password"]').count() : 0,
      root: frame ? await frame.locator('#root').count() : 0,
    };
    expect(shown).toEqual({
      target: targets[index],
      url: expect.not.stringContaining(baseUrl()),
      passwordFields: 0,
      root: 0,
    });
  }
});

describe('the GraphQL Sandbox page (GRAPHQL_SANDBOX=true)', () => {
  let sandbox: AppProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-e2e-sandbox-'));
    sandbox = await startApp(dataDir, { GRAPHQL_SANDBOX: 'true', DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await sandbox?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("runs its own inline code under its own policy (Apollo's CDN is offline here)", async () => {
    const { page, violations } = await watchedPage(sandbox!.url);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${sandbox!.url}/graphql`);
    expect(response?.headers()['content-security-policy']).toContain(
      'https://embeddable-sandbox.cdn.apollographql.com',
    );
    await page.waitForLoadState('networkidle');
    // The inline script ran: it got as far as starting the Sandbox, whose script the offline test
    // cannot load from the CDN.
    expect(errors).toEqual([expect.stringContaining('EmbeddedSandbox')]);
    expect(violations).toEqual([]);
  });
});
