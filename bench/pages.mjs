#!/usr/bin/env node
// Enrollment night (issue 28): the public pages a parent lands on, served from the page cache, side by
// side with `/api/health` of the same process (the cheapest answer it gives) at 16 kept-alive clients,
// each asking for br or gzip like a browser; and the server CPU of a page rendered from nothing (an app
// started with PUBLIC_CACHE_MS=0, one request after another, read from /proc).
// Standalone: `node bench/pages.mjs` (after `npm run build`) on a fresh embedded database with the demo
// data; `npm run bench -- --scenario pages` runs the same.
import { load, percentile, send } from './search.mjs';
import { cpuSeconds, startApp } from './standalone.mjs';

const CLIENTS = 16;
const MISS_ROUNDS = Number(process.env.BENCH_MISS_ROUNDS ?? 100);
export const PAGE_TARGETS = { rps: 1000, p95: 30, healthShare: 0.28, missCpuMs: 20 };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A visible course with a page: the first one the course list links to. */
async function someCourse(appUrl) {
  const list = await send(`${appUrl}/courses`);
  const id = /href="\/course\/(\d+)"/.exec(list.body.toString('utf8'))?.[1];
  if (!id) throw new Error('The course list links to no course');
  return `/course/${id}`;
}

const page = (appUrl, path) => async () => {
  const answer = await send(`${appUrl}${path}`, { headers: BROWSER });
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
};

/** Pages and `/api/health` at 16 clients, in interleaved slices: name -> { p50, p95, p99, rps, failures }. */
export async function pagesBenchmark({ appUrl }) {
  const course = await someCourse(appUrl);
  const paths = { '/api/health': '/api/health', '/': '/', '/courses': '/courses', [course]: course };
  const calls = Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, page(appUrl, path)]));
  return { course, results: await load(calls, CLIENTS) };
}

/** Server CPU per page rendered from nothing (no page or read kept), one request after another. */
export async function missBenchmark({ appUrl, pid, rounds = MISS_ROUNDS }) {
  const course = await someCourse(appUrl);
  const rows = {};
  for (const path of ['/', '/courses', course]) {
    for (let i = 0; i < 10; i += 1) await page(appUrl, path)();
    const before = cpuSeconds(pid);
    const latencies = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      await page(appUrl, path)();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    rows[path] = { cpuMs: ((cpuSeconds(pid) - before) * 1000) / rounds, p50: percentile(latencies, 50) };
  }
  return rows;
}

const ms = (value) => value.toFixed(1);

export function pagesTable({ results }, misses) {
  const health = results['/api/health'].rps;
  const lines = [
    `| path | clients | p50 / p95 / p99 ms | pages/s | share of /api/health | failures | render from nothing: server CPU ms (p50 ms) | target |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [path, row] of Object.entries(results)) {
    const miss = misses?.[path];
    const isPage = path !== '/api/health';
    const met =
      row.rps >= PAGE_TARGETS.rps &&
      row.p95 <= PAGE_TARGETS.p95 &&
      row.rps >= PAGE_TARGETS.healthShare * health &&
      (!miss || miss.cpuMs < PAGE_TARGETS.missCpuMs) &&
      row.failures === 0;
    lines.push(
      `| ${path} | ${CLIENTS} | ${ms(row.p50)} / ${ms(row.p95)} / ${ms(row.p99)} | ${row.rps.toFixed(0)} | ${isPage ? `${(row.rps / health).toFixed(2)}×` : '1×'} | ${row.failures} | ${miss ? `${ms(miss.cpuMs)} (${ms(miss.p50)})` : '–'} | ${isPage ? (met ? 'met' : 'missed') : '–'} |`,
    );
  }
  lines.push(
    '',
    `Targets: ≥ ${PAGE_TARGETS.rps} pages/s, p95 ≤ ${PAGE_TARGETS.p95} ms and ≥ ${PAGE_TARGETS.healthShare}× /api/health at ${CLIENTS} clients; a page rendered from nothing < ${PAGE_TARGETS.missCpuMs} ms of server CPU.`,
  );
  return lines.join('\n');
}

/** Both measures on apps of their own over one fresh demo data directory. */
export async function runPagesBenchmark() {
  const cached = await startApp();
  let loaded;
  try {
    loaded = await pagesBenchmark({ appUrl: cached.url });
  } finally {
    await cached.stop();
  }
  const uncached = await startApp({ env: { PUBLIC_CACHE_MS: '0' } });
  let misses;
  try {
    misses = await missBenchmark({ appUrl: uncached.url, pid: uncached.pid });
  } finally {
    await uncached.stop();
  }
  // The course page's address differs per app only if the demo data did; name the rows alike.
  const missByName = { '/': misses['/'], '/courses': misses['/courses'], [loaded.course]: Object.values(misses)[2] };
  return pagesTable(loaded, missByName);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(await runPagesBenchmark());
}
