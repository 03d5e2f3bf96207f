// Shared by the public-site browser tests: the app's address, pages that collect their console
// errors, axe-core in the page, screenshots as artifacts and GraphQL calls to check the database.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page, Request } from 'playwright-core';

export const ARTIFACTS = path.join(__dirname, 'artifacts');

/** A language's texts of the public site (client/src/i18n/<locale>.json). */
export const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'client', 'src', 'i18n', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The Czech interface texts a translated page must not show (issue 49): plain ones (no arguments) that
 * English words differently ("Facebook" is Facebook in every language). */
export function czechInterfaceTexts(): Set<string> {
  const czech = catalogue('cs');
  const english = catalogue('en');
  return new Set(
    Object.entries(czech)
      .filter(([id, text]) => !/[{<]/.test(text) && english[id] !== text)
      .map(([, text]) => text),
  );
}

/** The Czech interface texts among the lines a live page shows. */
export const czechLines = (shown: string, czech = czechInterfaceTexts()) =>
  shown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => czech.has(line));

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: point it at a running app, e.g. E2E_BASE_URL=http://localhost:4000');
  }
  return url.replace(/\/$/, '');
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the app's own origin. */
  errors: string[];
}

/** A fresh context at the given width; map tiles and other third-party requests are refused (the
 * tests run offline), and their failures are not the app's console errors. `errors` collects the app's
 * own; `expect` names the document about to load (a 404 of its own is the not-found page, not an error). */
async function offlinePage(
  browser: Browser,
  width: number,
): Promise<OpenedPage & { expect: (documentUrl: string) => void }> {
  const origin = new URL(baseUrl()).origin;
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'cs-CZ' });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  let documentUrl = '';
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (source && !source.startsWith(origin)) return;
    // An unknown path answers 404 with the not-found page: Chromium reports the document's status.
    if (source === documentUrl && /^Failed to load resource: .* 404\b/.test(message.text())) return;
    errors.push(message.text());
  });
  return { page, context, errors, expect: (url) => (documentUrl = url) };
}

/** A page at the given width with `pagePath` loaded and hydrated (offlinePage). `watch` may add its
 * own listeners to the page before it loads. */
export async function openPage(
  browser: Browser,
  width: number,
  pagePath: string,
  watch?: (page: Page) => void,
): Promise<OpenedPage> {
  const { page, context, errors, expect } = await offlinePage(browser, width);
  const documentUrl = `${baseUrl()}${pagePath}`;
  expect(documentUrl);
  watch?.(page);
  await page.goto(documentUrl);
  await waitForHydration(page);
  return { page, context, errors };
}

/** One page a file's tests load path after path in: its context's cache keeps the app's hashed scripts
 * between loads, where a fresh context per test fetched and compiled them each time (the browser part's
 * largest cost on two cores). For tests that need no fresh cookies or storage; `visit` loads a path as a
 * new document, and `errors` holds the console errors from that load on. */
export interface ReusedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  visit(pagePath: string): Promise<void>;
  /** See `trackRequests`. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function reusedPage(browser: Browser, width: number): Promise<ReusedPage> {
  const { page, context, errors, expect } = await offlinePage(browser, width);
  const requests = trackRequests(page);
  return {
    page,
    context,
    errors,
    async visit(pagePath) {
      errors.length = 0;
      const documentUrl = `${baseUrl()}${pagePath}`;
      expect(documentUrl);
      await page.goto(documentUrl);
      await waitForHydration(page);
    },
    settled: () => requests.settled(),
    close: () => context.close(),
  };
}

/** Counts a page's requests in flight, from now on. `settled` resolves once none has been for 200 ms:
 * Playwright's `networkidle` waits half a second on every page, which over a file's many pages was
 * the larger part of its time. */
export function trackRequests(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const change = (request: Request, started: boolean) => {
    if (started) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return {
    async settled() {
      const quietMs = 200;
      const deadline = performance.now() + 15000;
      while (inFlight.size > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > deadline) {
          throw new Error(
            `Requests still in flight after 15 s: ${[...inFlight].map((request) => request.url()).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** Waits until React runs the page: the server sends it rendered, and a click before then does
 * nothing (its heading belongs to a React fiber once the page's content has been taken over). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15000 },
  );
}

/** A download's bytes, read through the browser's connection: the browser runs in the global setup's
 * process, so the file's path on its side is not the test's to open. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A screenshot kept as a test artifact (e2e/artifacts/, gitignored), when asked for by E2E_SCREENSHOTS=1.
 * Not by default: the 89 full-page screenshots cost about a third of the browser tests' time on two cores
 * (each resizes the window, redraws the page and encodes a PNG), and a full-page resize re-renders what
 * the test is about to click. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.waitForLoadState('networkidle');
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  // Once per document: a screen reached inside the app keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** A GraphQL call to the app under test; throws on errors. */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

/** A staff session as the administrator that global-setup created. */
export async function adminToken(): Promise<string> {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD are not set');
  const data = await graphql<{ login: { token: string } | null }>(
    'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    { username, password },
  );
  if (!data.login) throw new Error('The administrator could not log in');
  return data.login.token;
}
