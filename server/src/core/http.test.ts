import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { startTestApp, RunningApp, staffHeaders } from '../test/http';
import { testConfig } from '../test/config';
import { createTestDatabase, TestDatabase } from '../test/database';
import { uploadsDir } from './paths';
import { inlineSourcesOf } from './security-headers';

let database: TestDatabase;
let app: RunningApp;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig();
  dataDir = config.dataDir;
  app = await startTestApp(database, config);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('one process serves', () => {
  it('GraphQL with a health query and the operator details', async () => {
    const { status, body } = await app.graphql(
      '{ health { status database } siteInfo { phone email company companyId } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      health: { status: 'ok', database: true },
      siteInfo: {
        phone: '+420 777 123 456',
        email: 'info@krouzky-slunecnice.cz',
        company: 'Slunečnice, z. s.',
        companyId: '12345679',
      },
    });
  });

  it('GraphQL errors with a code and without internals', async () => {
    const { status, body } = await app.graphql('{ nothingHere }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/stacktrace/i);
  });

  it('the REST health route, and JSON 404 for unknown API paths', async () => {
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: true });
    const missing = await fetch(`${app.url}/api/neexistuje`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'REQUEST_UNKNOWN_PATH', message: 'Neznámá adresa API.' });
  });

  it('a clear 400 for malformed JSON sent to the API', async () => {
    const response = await fetch(`${app.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'REQUEST_MALFORMED_JSON',
      message: 'Tělo požadavku není platný JSON.',
    });
  });

  it('a clear 400 for malformed JSON sent to GraphQL, in the GraphQL shape (not an upload error)', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ health { status } }"',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Tělo požadavku není platný JSON.',
          extensions: { code: 'BAD_REQUEST', domainCode: 'REQUEST_MALFORMED_JSON' },
        },
      ],
    });
    const tooLarge = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ health { status } }${' '.repeat(1024 * 1024)}` }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      errors: [
        {
          message: 'Požadavek je příliš velký.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', domainCode: 'REQUEST_TOO_LARGE' },
        },
      ],
    });
  });

  it('uploaded files under /public with long cache headers', async () => {
    await mkdir(path.join(uploadsDir(dataDir), 'demo'), { recursive: true });
    await writeFile(path.join(uploadsDir(dataDir), 'demo', 'obrazek.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await fetch(`${app.url}/public/demo/obrazek.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${app.url}/public/demo/chybi.svg`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${app.url}/public/..%2f..%2f..%2fetc%2fpasswd`)).status);
  });

  it('404 for a folder under /public, with no redirect that would confirm it exists', async () => {
    await mkdir(path.join(uploadsDir(dataDir), 'pictures'), { recursive: true });
    for (const folder of ['/public/pictures', '/public/pictures/', '/public/']) {
      const response = await fetch(`${app.url}${folder}`, { redirect: 'manual' });
      expect({ folder, status: response.status, location: response.headers.get('location') }).toEqual({
        folder,
        status: 404,
        location: null,
      });
    }
  });

  it('the client for any other path (SPA fallback)', async () => {
    for (const route of ['/', '/courses', '/admin/news', '/neexistuje/hluboko']) {
      const response = await fetch(`${app.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="cs">');
    }
  });
});

describe('slow clients (issue 21)', () => {
  it('a client that sends part of its headers and falls silent is cut off, while others are answered', async () => {
    const config = await testConfig();
    const quick = await startTestApp(database, config, {
      serverTimeouts: { headersMs: 20_000, requestMs: 300_000, keepAliveMs: 5_000, idleMs: 300 },
    });
    try {
      const { port } = new URL(quick.url);
      const socket = connect(Number(port), '127.0.0.1');
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect((await fetch(`${quick.url}/api/health`)).status).toBe(200);
      await closed;
      expect(socket.destroyed).toBe(true);
    } finally {
      await quick.close();
    }
  });
});

describe('answers for a signed-in person (issue 21)', () => {
  it('are never stored by a cache: GraphQL and REST, token, Basic or cookie', async () => {
    const headers = await staffHeaders(app, database, 'administrator', 'cache-admin');
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(graphql.headers.get('cache-control')).toBe('private, no-store');
    for (const credentials of [
      headers,
      { authorization: 'Basic ' + Buffer.from('nikdo:nic').toString('base64') },
      { cookie: 'x=1' },
    ]) {
      const rest = await fetch(`${app.url}/api/registrations`, { headers: credentials });
      expect(rest.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('security headers', () => {
  const pages = ['/', '/login', '/admin/registrations', '/courses', '/neexistuje'];

  it('every page refuses to be framed, and gets a strict Content-Security-Policy', async () => {
    for (const page of pages) {
      const response = await fetch(`${app.url}${page}`);
      const headers = Object.fromEntries(response.headers);
      expect({ page, frameOptions: headers['x-frame-options'] }).toEqual({ page, frameOptions: 'DENY' });
      const policy = directives(headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      // The video players and the invoice preview's own blob: document; nothing else may be framed.
      expect(policy['frame-src']).toEqual(['blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
      for (const kind of ['script-src', 'style-src']) {
        expect(policy[kind]).toContain("'self'");
        expect(policy[kind]).not.toContain("'unsafe-inline'");
        expect(policy[kind]).not.toContain("'unsafe-eval'");
        expect(policy[kind]).not.toContain('*');
      }
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      // PUBLIC_URL is http here: no HSTS (it would lock a plain-http site out of browsers for a year).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('/index.html is the page too, never a file without its policy', async () => {
    const response = await fetch(`${app.url}/index.html`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the API and the pictures refuse framing as well', async () => {
    for (const url of ['/api/health', '/graphql?query=%7Bhealth%7Bstatus%7D%7D', '/public/nic.jpg']) {
      const response = await fetch(`${app.url}${url}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect({ url, frameOptions: response.headers.get('x-frame-options') }).toEqual({ url, frameOptions: 'DENY' });
    }
  });

  it('HSTS when PUBLIC_URL is https', async () => {
    const https = await startTestApp(database, await testConfig({ PUBLIC_URL: 'https://krouzky.example.com' }));
    try {
      const response = await fetch(`${https.url}/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it("the GraphQL Sandbox page has its own policy: Apollo's hosts and its inline code by hash, no unsafe-inline", async () => {
    const sandbox = await startTestApp(database, await testConfig({ GRAPHQL_SANDBOX: 'true' }));
    try {
      const response = await fetch(`${sandbox.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('embeddable-sandbox.cdn.apollographql.com');
      const policy = directives(response.headers.get('content-security-policy'));
      const inline = inlineSourcesOf(html);
      expect(inline.scripts.length).toBeGreaterThan(0);
      for (const hash of inline.scripts) expect(policy['script-src']).toContain(hash);
      for (const hash of inline.styles) expect(policy['style-src']).toContain(hash);
      expect(policy['script-src']).toContain('https://embeddable-sandbox.cdn.apollographql.com');
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['frame-src']).toContain('https://sandbox.embed.apollographql.com');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      // The site's pages keep the site's policy.
      const home = directives((await fetch(`${sandbox.url}/`)).headers.get('content-security-policy'));
      expect(home['script-src']).not.toContain('https://embeddable-sandbox.cdn.apollographql.com');
    } finally {
      await sandbox.close();
    }
  });
});

describe('answers that carry a token or personal data (issue 38, finding 9)', () => {
  const PRIVATE = 'private, no-store';
  const headersOf = (response: Response) => ({
    cacheControl: response.headers.get('cache-control'),
    referrer: response.headers.get('referrer-policy'),
  });

  it('every REST route: not a read, or with credentials, is private, no-store without a referrer; an anonymous read is at most public, no-cache', async () => {
    const staff = await staffHeaders(app, database, 'administrator', 'walk-admin');
    const openapi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const seen: string[] = [];
    for (const [template, methods] of Object.entries(openapi.paths)) {
      const path = template.replace(/\{token\}/g, 'neplatny-odkaz').replace(/\{\w+\}/g, '999999');
      for (const [method, operation] of Object.entries(methods)) {
        const parents = template.startsWith('/parents/');
        const asked = async (headers: Record<string, string>) =>
          fetch(`${app.url}/api${path}`, {
            method: method.toUpperCase(),
            headers: { 'content-type': 'application/json', ...headers },
            body: method === 'get' ? undefined : JSON.stringify({ token: 'neplatny-odkaz', registrationId: 999999 }),
          });
        const anonymous = headersOf(await asked({}));
        seen.push(`${method} ${template}`);
        expect({ route: `${method} ${template}`, referrer: anonymous.referrer }).toEqual({
          route: `${method} ${template}`,
          referrer: 'no-referrer',
        });
        if (method !== 'get' || parents)
          expect({ route: `${method} ${template}`, ...anonymous }).toEqual({
            route: `${method} ${template}`,
            cacheControl: PRIVATE,
            referrer: 'no-referrer',
          });
        else expect([null, 'public, no-cache']).toContain(anonymous.cacheControl);
        // Staff's reads hold personal data (a write's answer is private above already, and would change data here).
        if (method === 'get' && !operation.tags?.includes('parents'))
          expect({ route: `get ${template}`, ...headersOf(await asked(staff)) }).toEqual({
            route: `get ${template}`,
            cacheControl: PRIVATE,
            referrer: 'no-referrer',
          });
      }
    }
    expect(seen).toEqual(expect.arrayContaining(['post /parents/page', 'post /parents/export', 'get /registrations']));
  });

  it("GraphQL's answers to a parent's token, by POST or GET, are private, no-store without a referrer", async () => {
    const query = '{ parentPage(token: "neplatny-odkaz") { email } }';
    const post = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    for (const response of [post, get])
      expect(headersOf(response)).toEqual({ cacheControl: PRIVATE, referrer: 'no-referrer' });
  });

  it('the pages whose address is a credential: every route under /moje-prihlasky and the invitation, GET and HEAD', async () => {
    for (const page of [
      '/moje-prihlasky/neplatny-odkaz',
      '/moje-prihlasky/potvrzeni-emailu/neplatny-odkaz',
      '/admin/nastavit-heslo/neplatny-odkaz',
    ])
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${app.url}${page}`, { method });
        expect({ page, method, ...headersOf(response), robots: response.headers.get('x-robots-tag') }).toEqual({
          page,
          method,
          cacheControl: PRIVATE,
          referrer: 'no-referrer',
          robots: 'noindex, nofollow',
        });
      }
    // A public page stays public.
    expect(headersOf(await fetch(`${app.url}/courses`))).toEqual({
      cacheControl: 'public, no-cache',
      referrer: 'strict-origin-when-cross-origin',
    });
  });

  it("a request no route takes outside the API gets the app's own 404, in the API's shape, never express's HTML", async () => {
    const api = await fetch(`${app.url}/api/neexistuje`, { method: 'POST' });
    const expected = { status: 404, type: 'application/json; charset=utf-8', body: await api.json() };
    for (const [method, path] of [
      ['POST', '/neexistuje'],
      ['PUT', '/courses'],
      ['DELETE', '/moje-prihlasky/neplatny-odkaz'],
      ['PATCH', '/'],
      ['OPTIONS', '/neexistuje'],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { method });
      expect({
        method,
        path,
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      }).toEqual({
        method,
        path,
        ...expected,
      });
    }
    const undecodable = await fetch(`${app.url}/%E0%A4%A`);
    expect(undecodable.status).toBe(400);
    expect(await undecodable.json()).toEqual({ code: 'REQUEST_MALFORMED', message: expect.any(String) });
  });
});

describe('the client address', () => {
  /** A failed login carrying X-Forwarded-For, and the address the login throttle recorded for it. */
  async function recordedAddress(running: RunningApp): Promise<string> {
    const username = `nikdo-${Math.random().toString(36).slice(2, 8)}`;
    await running.graphql(
      'mutation ($u: String!) { login(username: $u, password: "spatne-heslo-123") { token } }',
      { u: username },
      { 'x-forwarded-for': '203.0.113.7' },
    );
    const rows: { address: string }[] = await database.dataSource.query(
      'SELECT address FROM login_attempt WHERE username = $1',
      [username],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.address;
  }

  it('is the connecting address: X-Forwarded-For is not believed by default', async () => {
    expect(await recordedAddress(app)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('comes from X-Forwarded-For only when TRUST_PROXY names the proxy', async () => {
    const behindProxy = await startTestApp(database, await testConfig({ TRUST_PROXY: 'loopback' }));
    try {
      expect(await recordedAddress(behindProxy)).toBe('203.0.113.7');
    } finally {
      await behindProxy.close();
    }
  });
});

/** A Content-Security-Policy header as directive -> sources. */
function directives(header: string | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}
