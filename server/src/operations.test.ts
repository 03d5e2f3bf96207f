// What an operator sees of a running instance, over real HTTP: request ids, the access log (without
// personal data), /metrics and who may read it, readiness.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { Client } from 'pg';
import { createApp } from './app';
import { testConfig } from './test/config';
import { createTestDatabase, type TestDatabase } from './test/database';
import { insertBranch, insertCourse, insertParentLink, insertSchedule } from './test/fixtures';
import type { Config } from './core/config';
import { poolOf } from './core/database/data-source';
import { jsonLogger } from './core/logger';
import { withOperations } from './core/operations';
import type { AppCounters } from './core/counters';
import type { SsrEntry } from './core/ssr';
import { hashPassword } from './modules/auth/auth.password';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';

interface Line {
  level: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

let database: TestDatabase;
let config: Config;
let clientDir: string;
let stopApp: () => Promise<void>;
let activity: () => Promise<{ outboxBacklog: number; registrationsLastMinute: number }>;
let counters: AppCounters;
let inner: Awaited<ReturnType<typeof createApp>>['app'];
let compiledStats: () => Awaited<ReturnType<typeof createApp>>['compiledStats'];
const servers: Server[] = [];
let url: string;
let output: string[] = [];
const lines = (): Line[] => output.map((line) => JSON.parse(line) as Line);
const logger = jsonLogger({ write: (line: string) => void output.push(line) });

/** The app behind the operations layer with the given /metrics access, on a port of its own. */
async function serve(metrics: Config['metrics']): Promise<string> {
  const web = withOperations(inner, {
    config: { ...config, metrics },
    logger,
    pool: () => poolOf(database.dataSource),
    activity,
    counters,
    build: { version: '9.8.7', commit: 'abc1234' },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = web.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig({ REGISTRATION_RATE_LIMIT: '0', REGISTRATION_COURSE_LIMIT: '0' });
  clientDir = await mkdtemp(path.join(tmpdir(), 'kurzy-test-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html lang="cs"><div id="root"></div></html>');
  // A renderer for course pages only (core/ssr.test.ts tests rendering): their route names them.
  const loadSsrEntry = async (): Promise<SsrEntry> => ({
    render: async ({ url: pageUrl }) =>
      pageUrl.startsWith('/course/')
        ? { status: 200, html: '<h1>Kroužek</h1>', stateScript: '', modules: [], route: '/course/:id' }
        : null,
  });
  const app = await createApp({ config, dataSource: database.dataSource, logger, clientDir, loadSsrEntry });
  counters = app.services.counters;
  inner = app.app;
  compiledStats = () => app.compiledStats;
  stopApp = app.stop;
  activity = () => app.services.system.activityCounts();
  url = await serve({ token: METRICS_TOKEN, allow: [] });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await stopApp();
  await rm(clientDir, { recursive: true, force: true });
  await database.drop();
});
beforeEach(() => {
  output = [];
});

/** The access log line of the request the answer names. */
async function accessLine(response: Response): Promise<Line> {
  if (!response.bodyUsed) await response.arrayBuffer();
  const id = response.headers.get('x-request-id');
  // The line is written when the answer is finished, a moment after the client has it.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = lines().find((candidate) => candidate.msg === 'request' && candidate.reqId === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No access log line for ${id}:\n${output.join('')}`);
}

const graphql = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
  });

describe('request ids and the access log', () => {
  it('keeps a sane X-Request-Id, answers it, and logs the request under it', async () => {
    const response = await fetch(`${url}/api/news?_=1`, { headers: { 'X-Request-Id': 'lb-1234.abcd:5' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-1234.abcd:5');
    const line = await accessLine(response);
    expect(line).toMatchObject({
      level: 'info',
      reqId: 'lb-1234.abcd:5',
      method: 'GET',
      path: '/api/news',
      route: '/api/news',
      status: 200,
      client: '127.0.0.0/24',
    });
    expect(typeof line.ms).toBe('number');
    expect(typeof line.time).toBe('string');
  });

  it('logs an answer once, and an answer the client gave up waiting for as 499', async () => {
    const slow = express();
    slow.get('/slow', (_request, response) => void setTimeout(() => response.end('late'), 300));
    const web = withOperations(slow, { config, logger, pool: () => poolOf(database.dataSource), activity });
    const server = await new Promise<Server>((resolve) => {
      const listening = web.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answered = await accessLine(
      await fetch(`${base}/nothing-here`, { headers: { 'X-Request-Id': 'answered-once' } }),
    );
    expect(answered.status).toBe(404);
    await expect(
      fetch(`${base}/slow`, { headers: { 'X-Request-Id': 'gave-up' }, signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const byId = (id: string) => lines().filter((line) => line.msg === 'request' && line.reqId === id);
    expect(byId('answered-once')).toHaveLength(1);
    expect(byId('gave-up')).toEqual([expect.objectContaining({ path: '/slow', status: 499 })]);
  });

  it('makes a fresh id for a request without one or with one that could forge a log line', async () => {
    for (const incoming of [undefined, 'a b', 'x'.repeat(101), 'id" {"level":"error"}']) {
      const response = await fetch(`${url}/api/news`, { headers: incoming ? { 'X-Request-Id': incoming } : {} });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect((await accessLine(response)).reqId).toBe(id);
    }
  });

  it('names the GraphQL operation and the REST route template', async () => {
    const named = await graphql('query SiteFooter { siteInfo { phone } }');
    expect(await accessLine(named)).toMatchObject({ path: '/graphql', route: '/graphql', operation: 'SiteFooter' });
    const byName = await graphql('query A { health { status } } query B { siteInfo { phone } }', {}, 'B');
    expect((await accessLine(byName)).operation).toBe('B');
    const course = await fetch(`${url}/api/courses/999999`);
    expect(await accessLine(course)).toMatchObject({
      path: '/api/courses/999999',
      route: '/api/courses/:id',
      status: 404,
    });
  });

  it('puts the request id on the error lines the request causes', async () => {
    await database.dataSource.query('ALTER TABLE news RENAME TO news_away');
    try {
      const response = await fetch(`${url}/api/news`, { headers: { 'X-Request-Id': 'broken-news' } });
      expect(response.status).toBe(500);
      await accessLine(response);
      // Through a parsed body too (the id reaches the resolver's failure behind the JSON parser).
      const query = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Request-Id': 'broken-graphql' },
        body: JSON.stringify({ query: 'query NewsList { newsList { id } }' }),
      });
      expect(await query.json()).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      await accessLine(query);
    } finally {
      await database.dataSource.query('ALTER TABLE news_away RENAME TO news');
    }
    const errors = lines().filter((line) => line.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ reqId: 'broken-news', msg: 'REST request failed', err: expect.any(Object) }),
      expect.objectContaining({ reqId: 'broken-graphql', msg: 'GraphQL newsList failed', err: expect.any(Object) }),
    ]);
    // What went wrong, not with which values.
    expect(errors[0]?.err).toEqual({
      type: 'DatabaseError',
      message: 'relation "news" does not exist',
      code: '42P01',
      stack: expect.stringContaining('crud.ts'),
    });
  });

  it('puts the request id on the failures of compiled queries and of a session that cannot be looked up', async () => {
    await database.dataSource.query(
      `INSERT INTO "user" (username, password_hash, name, role) VALUES ('ops-admin', $1, 'Ops', 'administrator')`,
      [await hashPassword('heslo-pro-test')],
    );
    const login = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(username: "ops-admin", password: "heslo-pro-test") { token } }',
      }),
    });
    const { data } = (await login.json()) as { data: { login: { token: string } } };
    const ask = async (id: string, token: string, status = 200) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token, 'X-Request-Id': id },
        // As the web client sends its documents: with the operation's name (the early answer's key).
        body: JSON.stringify({ query: 'query StaffNews { newsList { id } }', operationName: 'StaffNews' }),
      });
      expect(response.status).toBe(status);
      await accessLine(response);
    };
    const earlyBefore = compiledStats()!.early;
    await database.dataSource.query('ALTER TABLE news RENAME TO news_away');
    try {
      // Interpreted, compiled in Apollo's pipeline, then answered before it.
      for (const id of ['staff-1', 'staff-2', 'staff-3']) await ask(id, data.login.token);
    } finally {
      await database.dataSource.query('ALTER TABLE news_away RENAME TO news');
    }
    expect(compiledStats()!.early).toBe(earlyBefore + 1);
    await database.dataSource.query('ALTER TABLE session RENAME TO session_away');
    try {
      await ask('no-sessions', 'a-token-this-instance-has-never-seen-0123456789', 500);
    } finally {
      await database.dataSource.query('ALTER TABLE session_away RENAME TO session');
    }
    const errors = lines().filter((line) => line.level === 'error');
    expect(errors.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
      { reqId: 'staff-1', msg: 'GraphQL newsList failed' },
      { reqId: 'staff-2', msg: 'GraphQL newsList failed' },
      { reqId: 'staff-3', msg: 'GraphQL newsList failed' },
      { reqId: 'no-sessions', msg: 'GraphQL request failed' },
    ]);
    expect(errors[3]?.err).toMatchObject({ type: 'QueryFailedError', message: expect.stringContaining('"session"') });
  });

  it('logs no token, e-mail, name or phone of a parent’s page, calendar or registration', async () => {
    const email = 'jana.tajna@example.com';
    const token = await insertParentLink(database, email);
    const branchId = await insertBranch(database);
    const courseId = await insertCourse(database);
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
    const responses = [
      await fetch(`${url}/moje-prihlasky/${token}?email=${encodeURIComponent(email)}`),
      await fetch(`${url}/moje-prihlasky/potvrzeni-emailu/${token}`),
      await fetch(`${url}/api/parents/calendar/${token}.ics`),
      await fetch(`${url}/api/parents/calendar/${token}/1.ics`),
      await fetch(`${url}/api/parents/page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
      await graphql('mutation Register($input: RegistrationInput!) { register(input: $input) { id } }', {
        input: {
          parentFirstName: 'Jarmila',
          parentLastName: 'Tajemná',
          email,
          phone: '+420 603 111 222',
          childFullName: 'Bořivoj Tajemný',
          childBornYear: `${new Date().getFullYear() - 5}-01-15`,
          personalDataConsent: true,
          type: 'course',
          scheduleId,
        },
      }),
    ];
    const logged = await Promise.all(responses.map(accessLine));
    expect(logged.map((line) => line.path)).toEqual([
      '/moje-prihlasky/:token',
      '/moje-prihlasky/potvrzeni-emailu/:token',
      '/api/parents/calendar/:token.ics',
      '/api/parents/calendar/:token/1.ics',
      '/api/parents/page',
      '/graphql',
    ]);
    expect(logged[5]).toMatchObject({ operation: 'Register', status: 200 });
    const [registered] = await database.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM registration WHERE email = $1`,
      [email],
    );
    expect(registered?.n).toBe(1);
    const everything = output.join('');
    for (const secret of [token, email, 'jana.tajna', 'Jarmila', 'Tajemn', 'Bořivoj', '603 111 222', '603111222'])
      expect(everything).not.toContain(secret);
  });
});

describe('/metrics', () => {
  it('is 404 without the token, with a wrong one, and from an address not allowed', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all-0000' } });
    expect(wrong.status).toBe(404);
    const elsewhere = await serve({ token: null, allow: ['10.0.0.0/8', '::1'] });
    expect((await fetch(`${elsewhere}/metrics`)).status).toBe(404);
    const closed = await serve({ token: null, allow: [] });
    expect((await fetch(`${closed}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(
      404,
    );
  });

  it('answers the token and an allowed address', async () => {
    const withToken = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toMatch(/^text\/plain/);
    const allowed = await serve({ token: null, allow: ['127.0.0.0/8'] });
    const fromAddress = await fetch(`${allowed}/metrics`);
    expect(fromAddress.status).toBe(200);
    expect(await fromAddress.text()).toContain('kurzy_http_request_duration_seconds');
  });

  it('counts requests per route and GraphQL operation, the pool, the outbox and registrations', async () => {
    await fetch(`${url}/api/courses/123456`);
    await graphql('query SiteFooter { siteInfo { phone } }');
    await graphql('{ health { status } }');
    const junk = await graphql('query Junk { health { status } }', {}, 'x'.repeat(300));
    expect(junk.status).toBe(400);
    const [outbox] = await database.dataSource.query<{ pending: number }[]>(
      `SELECT count(*)::int AS pending FROM mail_message WHERE status = 'pending'`,
    );
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(
      /^kurzy_http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/:id",status="404"\} \d+$/m,
    );
    expect(text).toMatch(
      /^kurzy_graphql_operation_duration_seconds_count\{operation="SiteFooter",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^kurzy_graphql_operation_duration_seconds_count\{operation="anonymous",status="200"\} \d+$/m);
    expect(text).not.toContain('x'.repeat(50));
    expect(text).toMatch(/^kurzy_db_pool_connections \d+$/m);
    expect(text).toMatch(/^kurzy_db_pool_idle_connections \d+$/m);
    expect(text).toMatch(/^kurzy_db_pool_waiting_clients 0$/m);
    expect(text).toMatch(new RegExp(`^kurzy_db_pool_max_connections ${config.pgPoolSize}$`, 'm'));
    expect(text).toMatch(new RegExp(`^kurzy_mail_outbox_backlog ${outbox?.pending}$`, 'm'));
    // The registration of the test before was made within the minute.
    expect(text).toMatch(/^kurzy_registrations_last_minute [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  const scrape = async () =>
    (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sample = (text: string, series: string) =>
    Number(new RegExp(`^${series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 'NaN');

  it('counts registrations by outcome and e-mails by kind and result, and names the build (issue 40, item 5)', async () => {
    const before = await scrape();
    const outcome = (text: string, name: string) => sample(text, `kurzy_registrations_total{outcome="${name}"}`);
    expect(outcome(before, 'failed')).toBe(0);
    const courseId = await insertCourse(database);
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
    const input = {
      parentFirstName: 'Marie',
      parentLastName: 'Počítaná',
      email: 'marie.pocitana@example.com',
      phone: '+420 603 222 333',
      childFullName: 'Ema Počítaná',
      childBornYear: `${new Date().getFullYear() - 6}-03-01`,
      personalDataConsent: true,
      type: 'course',
      scheduleId,
    };
    const register = async (values: object) => {
      const response = await graphql(
        'mutation Register($input: RegistrationInput!) { register(input: $input) { id } }',
        {
          input: values,
        },
      );
      return (await response.json()) as { errors?: unknown[] };
    };
    expect((await register(input)).errors).toBeUndefined();
    expect((await register({ ...input, email: 'not an address' })).errors).toHaveLength(1);
    const after = await scrape();
    expect(outcome(after, 'registered')).toBe(outcome(before, 'registered') + 1);
    expect(outcome(after, 'refused')).toBe(outcome(before, 'refused') + 1);
    expect(after).toMatch(/^kurzy_build_info\{version="9\.8\.7",commit="abc1234",node="\d+\.\d+\.\d+"\} 1$/m);
    // The outbox sends the confirmation on its next round.
    let sent = 0;
    for (let round = 0; round < 100 && sent === 0; round += 1) {
      sent = [...(await scrape()).matchAll(/^kurzy_mail_messages_total\{kind="[^"]+",result="sent"\} (\d+)$/gm)]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0);
      if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent).toBeGreaterThan(0);
  });

  it('labels a server-rendered page by its route, a back-office page as /admin/*', async () => {
    for (const page of ['/course/1', '/course/2', '/admin/kurzy', '/nic-takoveho'])
      await (await fetch(`${url}${page}`)).text();
    const text = await scrape();
    expect(
      sample(text, 'kurzy_http_request_duration_seconds_count{method="GET",route="/course/:id",status="200"}'),
    ).toBe(2);
    expect(sample(text, 'kurzy_http_request_duration_seconds_count{method="GET",route="/admin/*",status="200"}')).toBe(
      1,
    );
    expect(
      sample(text, 'kurzy_http_request_duration_seconds_count{method="GET",route="/*",status="200"}'),
    ).toBeGreaterThan(0);
  });

  it('has every series the example alert rules read (deploy/prometheus-alerts.yml)', async () => {
    const rules = await readFile(path.join(__dirname, '..', '..', 'deploy', 'prometheus-alerts.yml'), 'utf8');
    const named = new Set([...rules.matchAll(/\bkurzy_[a-z_]+/g)].map((match) => match[0]));
    expect(named.size).toBeGreaterThan(3);
    const text = await scrape();
    for (const name of named) expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });
});

describe('/api/ready', () => {
  it('is 200 when the database answers, the migrations are applied and the storage takes a file', async () => {
    const response = await fetch(`${url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: true, migrations: true, storage: true });
  });

  it('is 503 while a migration is missing', async () => {
    const [last] = await database.dataSource.query<{ id: number; timestamp: string; name: string }[]>(
      'SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await database.dataSource.query('DELETE FROM migrations WHERE id = $1', [last?.id]);
    try {
      const response = await fetch(`${url}/api/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'not ready', database: true, migrations: false });
    } finally {
      await database.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last?.id,
        last?.timestamp,
        last?.name,
      ]);
    }
  });

  it('is 503 while the database cannot be reached, and /api/health still 200', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const elsewhere = new URL(database.url);
    elsewhere.pathname = '/postgres';
    const admin = new Client({ connectionString: elsewhere.toString() });
    await admin.connect();
    const shut = async (allow: boolean) =>
      admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS ${allow ? 'true' : 'false'}`);
    try {
      await shut(false);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const response = await fetch(`${url}/api/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'not ready', database: false, migrations: false });
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'degraded', database: false });
    } finally {
      await shut(true);
      await admin.end();
    }
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
  });
});
