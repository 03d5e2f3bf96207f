import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { testConfig } from '../test/config';
import { createTestDatabase, TestDatabase } from '../test/database';
import { RunningApp, staffHeaders, startTestApp } from '../test/http';
import { PageCache } from './page-cache';
import type { RenderedPage, SsrEntry } from './ssr';

// Enrollment night (issue 28): public pages rendered once per address within the staleness bound,
// through the real HTTP app and a stand-in renderer that counts its renders (the real one, the
// client's SSR build, is in e2e/public-freshness).

let database: TestDatabase;
let app: RunningApp | undefined;
let renders: string[];
let behaviour: SsrEntry['render'];

const page = (html = '<main><h1>Kroužky</h1></main>'): RenderedPage => ({
  status: 200,
  html,
  stateScript: '<script id="apollo-state" type="application/json">{}</script>',
  title: 'Kroužky | Test',
  modules: [],
});

async function start(env: Record<string, string> = {}) {
  app = await startTestApp(database, await testConfig(env), {
    loadSsrEntry: async () => ({
      render: (request) => {
        renders.push(request.url);
        return behaviour(request);
      },
    }),
  });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => {
  renders = [];
  behaviour = async () => page();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await database.drop();
});

/** A GET with node:http: fetch would decompress the body and hide the encoding sent. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string | undefined>,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const NEWS = 'mutation ($input: NewsInput!) { createNews(input: $input) { id } }';

describe('a public page', () => {
  it('is rendered once for many visitors, with its validator, and answered 304 to one who has it', async () => {
    const { url } = await start();
    const first = await get(`${url}/courses`);
    const second = await get(`${url}/courses`);
    expect(renders).toEqual(['/courses']);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const again = await get(`${url}/courses`, { 'if-none-match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // Another address is a page of its own, with the hashes of its own inline code.
    behaviour = async () => page('<main><h1 style="color:red">Tábory</h1></main>');
    const other = await get(`${url}/camps`);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(other.headers['content-security-policy']).toContain("'unsafe-hashes'");
    expect(first.headers['content-security-policy']).not.toContain("'unsafe-hashes'");
  });

  it('is rendered once for visitors who come at the same moment', async () => {
    const { url } = await start();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    behaviour = async () => {
      await gate;
      return page();
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => get(`${url}/`)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const pages = await answers;
    expect(pages.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(renders).toEqual(['/']);
  });

  it('goes compressed as the visitor takes it, compressed once', async () => {
    const { url } = await start();
    const html = (await get(`${url}/`)).body.toString();
    const brotli = await get(`${url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    const gzipped = await get(`${url}/`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    const refused = await get(`${url}/`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(html);
    expect(renders).toEqual(['/']);
  });

  it('is rendered anew after a change made through this instance, GraphQL or REST, and not after a refused one', async () => {
    const running = await start();
    const { url } = running;
    const graphql = running.graphql.bind(running);
    const staff = await staffHeaders(running, database, 'administrator');
    await get(`${url}/news`);
    expect(renders).toHaveLength(1);

    const refused = await graphql(NEWS, { input: { title: '', text: 'x' } }, staff);
    expect(refused.body.errors).toBeDefined();
    await graphql('mutation { login(username: "nikdo", password: "spatne-heslo-1") { username } }');
    await get(`${url}/news`);
    expect(renders).toHaveLength(1);

    const created = await graphql(NEWS, { input: { title: 'Zápis otevřen', text: 'Přihlášky běží.' } }, staff);
    expect(created.body.errors).toBeUndefined();
    await get(`${url}/news`);
    expect(renders).toHaveLength(2);

    const rest = await fetch(`${url}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({ title: 'Tábory', text: 'Přihlášky na tábory.' }),
    });
    expect(rest.status).toBe(201);
    await get(`${url}/news`);
    expect(renders).toHaveLength(3);
    const refusedRest = await fetch(`${url}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({ title: '' }),
    });
    expect(refusedRest.status).toBe(400);
    await get(`${url}/news`);
    expect(renders).toHaveLength(3);
  });

  it('is not kept when a change comes while it is rendered: it may have read the data before it', async () => {
    const running = await start();
    const { url } = running;
    const staff = await staffHeaders(running, database, 'administrator');
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    behaviour = async () => {
      await gate;
      return page();
    };
    const during = get(`${url}/news`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await running.graphql(NEWS, { input: { title: 'Během', text: 'x' } }, staff);
    release();
    expect((await during).status).toBe(200);
    behaviour = async () => page();
    await get(`${url}/news`);
    expect(renders).toEqual(['/news', '/news']);
  });

  it('is at most PUBLIC_CACHE_MS behind a change made elsewhere (another instance, the database itself)', async () => {
    const { url } = await start({ PUBLIC_CACHE_MS: '1000' });
    await get(`${url}/`);
    await get(`${url}/`);
    expect(renders).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await get(`${url}/`);
    expect(renders).toHaveLength(2);
  });

  it('is rendered for every request with PUBLIC_CACHE_MS=0', async () => {
    const { url } = await start({ PUBLIC_CACHE_MS: '0' });
    await get(`${url}/`);
    await get(`${url}/`);
    expect(renders).toEqual(['/', '/']);
  });

  it('reads what the site shows once for pages rendered together, not what a parent’s own page reads', async () => {
    const { url } = await start();
    const answers: string[] = [];
    behaviour = async ({ execute }) => {
      const result = await execute({ query: '{ siteInfo { phone } }' });
      answers.push(JSON.stringify(result.data));
      return page();
    };
    await get(`${url}/courses`);
    await get(`${url}/camps`);
    expect(answers).toEqual(Array(2).fill('{"siteInfo":{"phone":"+420 777 123 456"}}'));
    // A parent's page is one person's: its own headers, rendered for every request, never kept.
    const parent = await get(`${url}/moje-prihlasky/neplatny-odkaz`);
    const again = await get(`${url}/moje-prihlasky/neplatny-odkaz`);
    expect(renders.filter((path) => path.startsWith('/moje-prihlasky/'))).toHaveLength(2);
    expect(parent.headers['cache-control']).not.toContain('public');
    expect(again.headers['cache-control']).toBe(parent.headers['cache-control']);
  });
});

describe('PageCache', () => {
  it('keeps pages and reads for 0.4 of the bound each, and forgets every page past its memory', async () => {
    let now = 0;
    const cache = new PageCache({ stalenessMs: 1000, maxBytes: 4 * 100, now: () => now });
    const rendered: string[] = [];
    const render = (key: string) => async () => {
      rendered.push(key);
      return { status: 200, html: Buffer.alloc(100, key), policy: '', etag: key };
    };
    await cache.page('/a', render('/a'));
    now = 399;
    await cache.page('/a', render('/a'));
    expect(rendered).toEqual(['/a']);
    now = 400;
    await cache.page('/a', render('/a'));
    expect(rendered).toEqual(['/a', '/a']);
    // Past its bytes the least recently used goes first.
    for (const key of ['/b', '/c', '/d', '/e']) await cache.page(key, render(key));
    await cache.page('/a', render('/a'));
    expect(rendered.slice(-1)).toEqual(['/a']);
    // An address longer than any page's is rendered each time, never kept.
    const long = `/courses?${'x'.repeat(400)}`;
    await cache.page(long, render(long));
    await cache.page(long, render(long));
    expect(rendered.filter((key) => key === long)).toHaveLength(2);

    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads === 1 ? { errors: [{ message: 'Služba je nedostupná.' }] } : { data: { siteInfo: {} } };
    };
    expect((await cache.read({ query: '{ siteInfo { phone } }' }, read)).errors).toBeDefined();
    await cache.read({ query: '{ siteInfo { phone } }' }, read);
    await cache.read({ query: '{ siteInfo { phone } }' }, read);
    // A failed read is not kept; a good one is, until the bound or a change.
    expect(reads).toBe(2);
    cache.invalidate();
    await cache.read({ query: '{ siteInfo { phone } }' }, read);
    expect(reads).toBe(3);
  });
});

describe('an anonymous read of the REST API', () => {
  it('has a validator and is answered 304 to one who has it; a staff member’s answer has neither', async () => {
    const { url } = await start();
    const first = await get(`${url}/api/courses`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(`${url}/api/courses`, { 'if-none-match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const staff = await staffHeaders(app as RunningApp, database, 'administrator');
    const own = await get(`${url}/api/courses`, { ...staff, 'if-none-match': first.headers.etag ?? '' });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    // A refusal is no answer to keep.
    const missing = await get(`${url}/api/courses/999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
