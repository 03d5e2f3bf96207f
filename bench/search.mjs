// Staff search of registrations under load: the app's GraphQL and REST calls against the raw
// pg + node:http handler running the same SQL, for three shapes, at 1 and 16 concurrent clients.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

const SEARCH = `query ($f: RegistrationFilter, $p: Int) { searchRegistrations(filter: $f, page: $p, limit: 20) {
  items { id parentFirstName parentLastName childFullName email phone paymentState replacement variableSymbol createdAt }
  pagination { page limit total totalPages hasNext hasPrev } } }`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `call` from `concurrency` loops for the duration; returns latency percentiles and rate. */
async function load(call, concurrency) {
  const latencies = [];
  const deadline = performance.now() + DURATION_MS;
  let failures = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await call();
        latencies.push(performance.now() - started);
      } catch {
        failures += 1;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    failures,
  };
}

async function expectOk(response) {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body;
}

export function embeddedUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://kurzy:${encodeURIComponent(password)}@127.0.0.1:${port}/kurzy`;
}

export async function searchBenchmark({ root, appUrl, token, dataDir, port }) {
  const raw = spawn(process.execPath, ['bench/raw-server.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: embeddedUrl(dataDir), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => raw.stdout.once('data', resolve));
  try {
    const graphql = (variables) =>
      fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify({ query: SEARCH, variables }),
      }).then(expectOk);
    // The REST shim's search: the body is the filter, page and limit in the query.
    const rest = ({ f, p }) =>
      fetch(`${appUrl}/api/registrations/search?page=${p}&limit=20`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify(f),
      }).then(expectOk);
    const courses = await graphql({ f: {}, p: 1 });
    if (courses.data.searchRegistrations.pagination.total < 100000) throw new Error('seed 100000 registrations first');
    const courseList = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({ query: '{ courses { id } }' }),
    }).then(expectOk);
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
    for (const shape of shapes) {
      // Both sides must agree on the answer before their speed means anything.
      const app = (await graphql(shape.variables)).data.searchRegistrations.pagination;
      const rawAnswer = (await fetch(`http://127.0.0.1:${port}/?${shape.query}`).then(expectOk)).pagination;
      const restAnswer = (await rest(shape.variables)).pagination;
      if (app.total !== rawAnswer.total || restAnswer.total !== rawAnswer.total)
        throw new Error(
          `${shape.name}: totals differ: GraphQL ${app.total}, REST ${restAnswer.total}, raw ${rawAnswer.total}`,
        );
      for (const concurrency of [1, 16]) {
        const viaApp = await load(() => graphql(shape.variables), concurrency);
        const viaRest = await load(() => rest(shape.variables), concurrency);
        const viaRaw = await load(() => fetch(`http://127.0.0.1:${port}/?${shape.query}`).then(expectOk), concurrency);
        const name = `${shape.name} (total ${app.total})`;
        rows.push({ shape: name, via: 'GraphQL', concurrency, app: viaApp, raw: viaRaw });
        rows.push({ shape: name, via: 'REST', concurrency, app: viaRest, raw: viaRaw });
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
    const target =
      concurrency === 1
        ? app.p95 <= raw.p95 * 1.5 + 2
          ? `met (${ms(app.p95)} <= ${ms(raw.p95 * 1.5 + 2)})`
          : `MISSED (${ms(app.p95)} > ${ms(raw.p95 * 1.5 + 2)})`
        : app.rps >= raw.rps * 0.6
          ? `met (${(app.rps / raw.rps).toFixed(2)}x)`
          : `MISSED (${(app.rps / raw.rps).toFixed(2)}x)`;
    return `| ${shape} | ${via} | ${concurrency} | ${ms(app.p50)} / ${ms(app.p95)} / ${ms(app.p99)} | ${Math.round(app.rps)} | ${ms(raw.p50)} / ${ms(raw.p95)} / ${ms(raw.p99)} | ${Math.round(raw.rps)} | ${target} |`;
  });
  return `| shape | via | clients | app p50 / p95 / p99 ms | app req/s | raw p50 / p95 / p99 ms | raw req/s | target |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${lines.join('\n')}`;
}
