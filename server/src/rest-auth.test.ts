import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { MESSAGES, PaymentErrorCode } from '@kurzy/common';
import type { GraphQLSchema } from 'graphql';
import { appRestRoutes, buildAppSchema, createApp } from './app';
import { NOT_ALLOWED, NOT_LOGGED_IN } from './core/actor';
import { INTERNAL_ERROR_MESSAGE } from './core/errors';
import { silentLogger } from './core/logger';
import { MAX_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_ATTEMPTS } from './modules/auth/auth.login-throttle';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { RunningApp, staffHeaders, startTestApp } from './test/http';
import { basicAuth, restClient, RestClient } from './test/rest';
import type { RestRoute } from './core/rest/route';

const ORIGIN = 'https://stary-klient.example.com';
const PASSWORD = 'heslo-pro-test';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let lectorName: string;
/** A lector an administrator allowed to edit news, galleries and videos. */
let contentLector: Record<string, string>;
let schema: GraphQLSchema;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig({ CORS_ORIGINS: ORIGIN }));
  api = restClient(app);
  schema = await buildAppSchema();
  admin = await staffHeaders(app, database, 'administrator', 'spravce');
  lectorName = 'lektorka-rest';
  lector = await staffHeaders(app, database, 'lector', lectorName);
  contentLector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A path of the table with its parameters filled in: ids that exist nowhere, a real owner kind. */
const concrete = (path: string) =>
  path
    .replace('{owner}', 'gallery')
    .replace('{b}', 'default')
    .replace(/\{\w+\}/g, '999999');

const callRoute = (route: RestRoute, headers: Record<string, string> = {}) =>
  api(route.method.toUpperCase(), concrete(route.path), {
    headers,
    body: route.method === 'get' || route.method === 'delete' || route.multipart ? undefined : { ids: [999999] },
  });

describe('POST /api/login', () => {
  it('answers the username and a token, never a password', async () => {
    const { status, body } = await api('POST', '/login', { body: { username: 'spravce', password: PASSWORD } });
    expect(status).toBe(200);
    expect(body).toEqual({ username: 'spravce', token: expect.any(String), expiresAt: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    const me = await api('GET', '/customers', { headers: { 'access-token': body.token } });
    expect(me.status).toBe(200);
  });

  it('refuses wrong credentials with 401 and the spec message', async () => {
    for (const body of [{ username: 'spravce', password: 'spatne-heslo' }, { username: 'nikdo' }, {}]) {
      const answer = await api('POST', '/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'AUTH_LOGIN_FAILED', message: MESSAGES.loginFailed });
    }
  });
});

describe('credentials', () => {
  it('accepts the access-token header, a Bearer token and Basic username:password', async () => {
    const token = admin['access-token'] as string;
    for (const headers of [
      { 'access-token': token },
      { authorization: `Bearer ${token}` },
      basicAuth('spravce', PASSWORD),
    ]) {
      const { status, body } = await api('GET', '/registrations', { headers });
      expect(status).toBe(200);
      expect(body).toEqual({ registrations: [] });
    }
  });

  it('refuses a wrong or unknown token, and wrong Basic credentials, with 401', async () => {
    for (const headers of [
      { 'access-token': 'neplatny-token' },
      { authorization: 'Bearer neplatny-token' },
      basicAuth('spravce', 'spatne-heslo'),
      basicAuth('nikdo', PASSWORD),
    ]) {
      const { status, body } = await api('GET', '/customers', { headers });
      expect(status).toBe(401);
      expect(typeof body.message).toBe('string');
    }
  });

  it('lets a sent token decide even when valid Basic credentials come beside it', async () => {
    const { status } = await api('GET', '/customers', {
      headers: { 'access-token': 'prosla-platnost', ...basicAuth('spravce', PASSWORD) },
    });
    expect(status).toBe(401);
    const valid = await api('GET', '/customers', { headers: { ...admin, ...basicAuth('spravce', 'cokoli') } });
    expect(valid.status).toBe(200);
  });

  it('gives a lector with Basic credentials the lector’s rights', async () => {
    const headers = basicAuth(lectorName, PASSWORD);
    expect((await api('GET', '/customers', { headers })).status).toBe(200);
    const refused = await api('POST', '/registrations/batch/payed', { headers, body: { ids: [1] } });
    expect(refused).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
  });

  it('refuses Basic credentials with control characters as wrong ones, not as a failure of the server', async () => {
    for (const [username, password] of [
      ['spr\u0000avce', PASSWORD],
      ['spravce\n', PASSWORD],
      ['spravce', `${PASSWORD}\u0000`],
    ] as const) {
      const { status, body } = await api('GET', '/customers', { headers: basicAuth(username, password) });
      expect({ username, status, body }).toEqual({
        username,
        status: 401,
        body: { code: 'AUTH_LOGIN_FAILED', message: MESSAGES.loginFailed },
      });
    }
  });

  it('throttles wrong Basic credentials like failed logins', async () => {
    // The throttle counts the address too, and every test here calls from the same one.
    await database.dataSource.query(`DELETE FROM login_attempt`);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; attempt += 1)
      expect((await api('GET', '/customers', { headers: basicAuth('hadac', `pokus-${attempt}`) })).status).toBe(401);
    const throttled = await api('GET', '/customers', { headers: basicAuth('hadac', 'dalsi') });
    expect(throttled).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } });
    await database.dataSource.query(`DELETE FROM login_attempt`);
  });
});

describe('the web client’s session cookie on /api', () => {
  let cookie: string;
  beforeAll(async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "spravce", password: "${PASSWORD}") { username } }` }),
    });
    cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  });

  it('authenticates a call that carries X-Requested-With or a JSON body', async () => {
    const read = await api('GET', '/registrations', { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(read).toMatchObject({ status: 200, body: { registrations: [] } });
    const write = await api('POST', '/registrations/batch/payed', { headers: { cookie }, body: { ids: [999999] } });
    expect([401, 403]).not.toContain(write.status);
  });

  it('counts for nothing on a call a cross-site page could make, GET included', async () => {
    // A link or an image: the GET that e-mails an invoice must not run on the cookie alone.
    for (const path of ['/registrations', '/registration/sendInvoice/999999/default']) {
      const { status, body } = await api('GET', path, { headers: { cookie } });
      expect({ path, status, body }).toEqual({
        path,
        status: 401,
        body: { code: 'AUTH_NOT_LOGGED_IN', message: NOT_LOGGED_IN },
      });
    }
    // A form post: a simple content type.
    const form = await fetch(`${app.url}/api/registrations/batch/payed`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ ids: [999999] }),
    });
    expect(form.status).toBe(401);
  });
});

describe('every route of the table', () => {
  it('answers 401 to a protected call without credentials', async () => {
    const routes = appRestRoutes(schema).filter((route) => route.audience !== 'public');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const { status, body } = await callRoute(route);
      expect({ route: `${route.method} ${route.path}`, status, body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        body: { code: 'AUTH_NOT_LOGGED_IN', message: NOT_LOGGED_IN },
      });
    }
  });

  it('answers 403 to a lector on an administrators’ or content route, and lets a lector through a staff route', async () => {
    for (const route of appRestRoutes(schema).filter((each) => each.audience !== 'public')) {
      const { status } = await callRoute(route, lector);
      const label = `${route.method} ${route.path}`;
      if (route.audience === 'admin' || route.audience === 'content')
        expect({ label, status }).toEqual({ label, status: 403 });
      else expect({ label, status: [401, 403].includes(status) }).toEqual({ label, status: false });
    }
  });

  it('lets a lector allowed to edit content through a content route, never an administrators’ one', async () => {
    const routes = appRestRoutes(schema).filter((each) => each.audience === 'content' || each.audience === 'admin');
    expect(routes.filter((route) => route.audience === 'content').length).toBeGreaterThan(10);
    for (const route of routes) {
      const { status } = await callRoute(route, contentLector);
      const label = `${route.method} ${route.path}`;
      if (route.audience === 'admin') expect({ label, status }).toEqual({ label, status: 403 });
      else expect({ label, status: [401, 403].includes(status) }).toEqual({ label, status: false });
    }
  });

  it('lets anybody call a public route (a login refuses only the credentials it was sent)', async () => {
    // Comgate's notification, like a login, is refused for the merchant and secret it was sent, not for who sends it.
    const ownCredentials = new Set<unknown>([PaymentErrorCode.CardNotificationRefused]);
    for (const route of appRestRoutes(schema).filter((each) => each.audience === 'public')) {
      const { status, body } = await callRoute(route);
      const label = `${route.method} ${route.path}`;
      const refused =
        (status === 403 && !ownCredentials.has(body?.code)) || [NOT_LOGGED_IN, NOT_ALLOWED].includes(body?.message);
      expect({ label, status: refused }).toEqual({
        label,
        status: false,
      });
    }
  });
});

describe('the API edges', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/neexistuje'],
      ['POST', '/courses/1'],
      ['GET', '/registration/1'],
    ] as const) {
      const { status, body } = await api(method, path, { headers: admin });
      expect({ path, status, body }).toEqual({
        path,
        status: 404,
        body: { code: 'REQUEST_UNKNOWN_PATH', message: 'Neznámá adresa API.' },
      });
    }
    expect((await api('GET', '/courses/abc')).status).toBe(404);
  });

  it('allows the configured origins with credentials, and no other', async () => {
    const preflight = await fetch(`${app.url}/api/registrations`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access-token, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('access-token');

    const allowed = await api('GET', '/courses', { headers: { origin: ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const other = await api('GET', '/courses', { headers: { origin: 'https://cizi.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const config = await testConfig();
    const {
      app: express,
      services,
      stop,
    } = await createApp({ config, dataSource: database.dataSource, logger: silentLogger });
    services.news.list = () => Promise.reject(new Error('tajný detail: relation "news" at /srv/app.js:12'));
    const server: Server = await new Promise((resolve) => {
      const listening = express.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/news`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 'REQUEST_FAILED', message: INTERNAL_ERROR_MESSAGE });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
    }
  });
});
