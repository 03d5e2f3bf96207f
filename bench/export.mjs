// The registrations export at full size (issue 16, item 10): every registration as CSV and as XLSX
// from GET /api/registrations/export, each format downloaded whole; wall time, size, and the server
// process's RSS above what it was just before (sampled every 10 ms from /proc). Target: 100,000 rows
// in under 10 s with RSS growing by under 50 MB.
//
// In `npm run bench` (run.mjs) it measures the app that bench seeded; alone,
// `node bench/export.mjs [--registrations 100000]` seeds an app of its own first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rssMiB = (pid) =>
  Number(
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('VmRSS:'))
      .replace(/\D+/g, ''),
  ) / 1024;

/** CPU seconds (user + system) the process has used: a figure the other work on the shared cores
 * does not inflate, unlike the wall time. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The machine's 1-minute load average: how many others shared the cores meanwhile. */
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Downloads one export whole (the body read as fast as it comes, then dropped), watching the
 * server's memory meanwhile. */
async function measure({ appUrl, token, pid }, format) {
  const before = rssMiB(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 10);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/registrations/export?format=${format}`, {
    headers: { 'access-token': token, 'accept-encoding': 'identity' },
  });
  if (!response.ok) throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  return {
    format,
    seconds,
    cpu: cpuSeconds(pid) - cpuBefore,
    load: loadAverage(),
    bytes,
    lines,
    before,
    growth: peak - before,
  };
}

/** Each format twice, the second counted (the first warms the code paths and the database's cache). */
export async function exportBenchmark(app) {
  const results = [];
  for (const format of ['csv', 'xlsx']) {
    await measure(app, format);
    results.push(await measure(app, format));
  }
  return results;
}

export function exportTable(results, registrations) {
  const rows = results.map(
    ({ format, seconds, cpu, load, bytes, lines, before, growth }) =>
      `| ${format.toUpperCase()} | ${registrations} | ${seconds.toFixed(2)} s | ${cpu.toFixed(2)} s | ${load.toFixed(1)} | ${(
        bytes / 1e6
      ).toFixed(
        1,
      )} MB${format === 'csv' ? ` (${lines - 1} rows)` : ''} | ${before.toFixed(0)} MiB | +${growth.toFixed(1)} MiB |`,
  );
  return [
    '| format | registrations | wall time | server CPU | load average | size | server RSS before | RSS growth (peak) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

// ---- alone: an app of its own with a seeded data set ----

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function node(args, env, waitFor) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const done = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (waitFor && output.includes(waitFor)) resolve(child);
    });
    child.on('exit', (code) => (code === 0 && !waitFor ? resolve(child) : reject(new Error(`exited with ${code}`))));
  });
  return done;
}

async function alone() {
  const index = process.argv.indexOf('--registrations');
  const registrations = index > 0 ? Number(process.argv[index + 1]) : 100_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-export-bench-'));
  try {
    await node(['server/dist/seed-cli.js', '--registrations', String(registrations)], { DATA_DIR: dataDir });
    const password = 'bench-password-123';
    const port = await freePort();
    const server = await node(
      ['server/dist/main.js'],
      { DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: password },
      'Ready at',
    );
    try {
      const appUrl = `http://127.0.0.1:${port}`;
      const login = await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `mutation { login(username: "admin", password: "${password}") { token } }` }),
      }).then((response) => response.json());
      const [{ count }] = await fetch(`${appUrl}/api/registrations/search?limit=1`, {
        method: 'POST',
        headers: { 'access-token': login.data.login.token, 'content-type': 'application/json' },
        body: '{}',
      })
        .then((response) => response.json())
        .then((body) => [{ count: body.pagination.total }]);
      const results = await exportBenchmark({ appUrl, token: login.data.login.token, pid: server.pid });
      console.log(`\nRegistrations export (${count} in the database):\n\n${exportTable(results, count)}`);
    } finally {
      await new Promise((resolve) => {
        server.on('exit', resolve);
        server.kill('SIGTERM');
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await alone();
