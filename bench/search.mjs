// Staff search of registrations under load: the app's GraphQL and REST calls against the raw
// pg + node:http handler running the same SQL, for three shapes, at 1 and 16 concurrent clients.
// GraphQL is compared with the raw handler's page of the ten columns it asks for; REST with the raw
// handler's answer of the same joins (each registration with its slot, course, branch, lector, camp
// and customer, in the page's statement, as the app's REST search reads them).
import { spawn } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { embeddedDatabaseUrl } from './standalone.mjs';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
/** `BENCH_SHAPES=course` (or a comma-separated list of none, text, course) measures only those. */
const ONLY_SHAPES = process.env.BENCH_SHAPES?.split(',').map((shape) => shape.trim());

const SEARCH = `query ($f: RegistrationFilter, $p: Int) { searchRegistrations(filter: $f, page: $p, limit: 20) {
  items { id parentFirstName parentLastName childFullName email phone paymentState replacement variableSymbol createdAt }
  pagination { page limit total totalPages hasNext hasPrev } } }`;

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Slices each contender's measuring time is cut into, taken in turn (GraphQL, REST, raw, raw REST,
 * ...): a load that drifts during the run (other work on the 2 cores) then weighs on all of them
 * alike instead of on whichever ran during it. */
const SLICES = 5;

/** Runs each of `calls` from `concurrency` loops, in interleaved slices adding up to the duration;
 * returns each one's latency percentiles, rate and failures, by name. */
export async function load(calls, concurrency) {
  const samples = Object.fromEntries(
    Object.keys(calls).map((name) => [name, { latencies: [], seconds: 0, failures: 0 }]),
  );
  // A short unrecorded warm-up each (JIT, pooled connections, prepared statements).
  for (const call of Object.values(calls)) {
    const until = performance.now() + 300;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) await call().catch(() => {});
      }),
    );
  }
  for (let slice = 0; slice < SLICES; slice += 1)
    for (const [name, call] of Object.entries(calls)) {
      const sample = samples[name];
      const deadline = performance.now() + DURATION_MS / SLICES;
      const loop = async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            await call();
            sample.latencies.push(performance.now() - started);
          } catch {
            sample.failures += 1;
          }
        }
      };
      const began = performance.now();
      await Promise.all(Array.from({ length: concurrency }, loop));
      sample.seconds += (performance.now() - began) / 1000;
    }
  return Object.fromEntries(
    Object.entries(samples).map(([name, { latencies, seconds, failures }]) => {
      latencies.sort((a, b) => a - b);
      const stats = {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        rps: latencies.length / seconds,
        failures,
      };
      return [name, stats];
    }),
  );
}

/** The load generator's HTTP client: node:http over kept-alive connections. It shares the 2 cores
 * with the servers it measures, and fetch (undici) spent 0.5-1 ms of CPU per request there, more on a
 * POST with a body than on a GET, so it weighed on the GraphQL and REST columns more than on raw. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request on that client (or on `through`, an agent of the caller's): its status, headers and
 * body, whatever the status. */
export function send(url, { method = 'GET', headers = {}, body, through = agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined || Buffer.isBuffer(body) ? body : Buffer.from(body);
    const request = http.request(
      url,
      { method, agent: through, headers: payload ? { ...headers, 'content-length': payload.length } : headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A JSON call: refused unless it answers 200 or 201 without GraphQL errors. */
export async function call(url, options) {
  const response = await send(url, options);
  if (response.status !== 200 && response.status !== 201) throw new Error(`HTTP ${response.status}`);
  const answer = JSON.parse(response.body.toString('utf8'));
  if (answer.errors) throw new Error(answer.errors[0].message);
  return answer;
}

/** Waits (at most 10 minutes) until the app's outbox has nothing pending: on a data directory used
 * before (e-mails queued by other measures and not sent yet) an outbox sending in the background would
 * be counted against the app. Returns the seconds waited. */
async function quietOutbox(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS pending FROM mail_message WHERE status = 'pending'`);
      if (rows[0].pending === 0 || performance.now() - started > 600_000) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

export async function searchBenchmark({ root, appUrl, token, dataDir, port }) {
  const waited = await quietOutbox(embeddedDatabaseUrl(dataDir));
  if (waited > 1) console.log(`(search: waited ${waited.toFixed(0)} s for the outbox to send what was pending)`);
  const raw = spawn(process.execPath, ['bench/raw-server.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: embeddedDatabaseUrl(dataDir), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => raw.stdout.once('data', resolve));
  try {
    // Each shape's request bodies are made once: the load generator shares the 2 cores with what it
    // measures, and the raw handler's GETs have none to make.
    const bodies = new WeakMap();
    const bodyOf = (key, make) => {
      if (!bodies.has(key)) bodies.set(key, Buffer.from(make()));
      return bodies.get(key);
    };
    const graphql = (variables) =>
      call(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: bodyOf(variables, () => JSON.stringify({ query: SEARCH, variables })),
      });
    // The REST shim's search: the body is the filter, page and limit in the query.
    const rest = ({ f, p }) =>
      call(`${appUrl}/api/registrations/search?page=${p}&limit=20`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: bodyOf(f, () => JSON.stringify(f)),
      });
    const courses = await graphql({ f: {}, p: 1 });
    if (courses.data.searchRegistrations.pagination.total < 100000) throw new Error('seed 100000 registrations first');
    const courseList = await call(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({ query: '{ courses { id } }' }),
    });
    const courseId = courseList.data.courses[0].id;

    const shapes = [
      { name: 'unfiltered first page', variables: { f: {}, p: 1 }, query: 'shape=none&page=1' },
      {
        name: 'text filter, page 2',
        variables: { f: { text: 'svobod' }, p: 2 },
        query: 'shape=text&text=svobod&page=2',
      },
      {
        name: 'course + payment state',
        variables: { f: { courseId, paymentState: 'paid' }, p: 1 },
        query: `shape=course&courseId=${courseId}&paymentState=paid&page=1`,
      },
    ];
    const rows = [];
    const measured = shapes.filter((shape) => !ONLY_SHAPES || ONLY_SHAPES.includes(shape.query.split('&')[0].slice(6)));
    for (const shape of measured) {
      // Both sides must agree on the answer before their speed means anything.
      const app = (await graphql(shape.variables)).data.searchRegistrations.pagination;
      const rawAnswer = (await call(`http://127.0.0.1:${port}/?${shape.query}`)).pagination;
      const rawRest = await call(`http://127.0.0.1:${port}/?${shape.query}&answer=rest`);
      const restAnswer = await rest(shape.variables);
      const ids = (answer) => answer.items.map((item) => item.id).join();
      if (
        app.total !== rawAnswer.total ||
        restAnswer.pagination.total !== rawAnswer.total ||
        rawRest.pagination.total !== rawAnswer.total ||
        ids(restAnswer) !== ids(rawRest)
      )
        throw new Error(
          `${shape.name}: answers differ: GraphQL ${app.total}, REST ${restAnswer.pagination.total}, raw ${rawAnswer.total}`,
        );
      for (const concurrency of [1, 16]) {
        const measuredNow = await load(
          {
            graphql: () => graphql(shape.variables),
            rest: () => rest(shape.variables),
            raw: () => call(`http://127.0.0.1:${port}/?${shape.query}`),
            rawRest: () => call(`http://127.0.0.1:${port}/?${shape.query}&answer=rest`),
          },
          concurrency,
        );
        const name = `${shape.name} (total ${app.total})`;
        rows.push({ shape: name, via: 'GraphQL', concurrency, app: measuredNow.graphql, raw: measuredNow.raw });
        rows.push({ shape: name, via: 'REST', concurrency, app: measuredNow.rest, raw: measuredNow.rawRest });
      }
    }
    return rows;
  } finally {
    raw.kill('SIGTERM');
  }
}

export function searchTable(rows) {
  const ms = (value) => value.toFixed(1);
  const lines = rows.map(({ shape, via, concurrency, app, raw }) => {
    let target =
      concurrency === 1
        ? app.p95 <= raw.p95 * 1.2 + 1
          ? `met (${ms(app.p95)} <= ${ms(raw.p95 * 1.2 + 1)})`
          : `MISSED (${ms(app.p95)} > ${ms(raw.p95 * 1.2 + 1)})`
        : app.rps >= raw.rps * 0.8
          ? `met (${(app.rps / raw.rps).toFixed(2)}x)`
          : `MISSED (${(app.rps / raw.rps).toFixed(2)}x)`;
    // A failed request is not a fast one: a cell with failures says so instead of a verdict.
    const failed = app.failures + raw.failures;
    if (failed > 0) target = `FAILED (${app.failures} app, ${raw.failures} raw requests)`;
    return `| ${shape} | ${via} | ${concurrency} | ${ms(app.p50)} / ${ms(app.p95)} / ${ms(app.p99)} | ${Math.round(app.rps)} | ${ms(raw.p50)} / ${ms(raw.p95)} / ${ms(raw.p99)} | ${Math.round(raw.rps)} | ${target} |`;
  });
  // Targets (issue 28): at 1 client p95 <= 1.2 x raw p95 + 1 ms; at 16 clients >= 0.8 x raw req/s.
  return `| shape | via (raw: GraphQL's columns; REST's joined answer) | clients | app p50 / p95 / p99 ms | app req/s | raw p50 / p95 / p99 ms | raw req/s | target |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${lines.join('\n')}`;
}
