#!/usr/bin/env node
// npm run bench: start-up and seeding figures of the built app on the embedded PostgreSQL.
// Prints a table to paste into bench/RESULTS.md. Options: --registrations N (default 100000).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportBenchmark, exportTable } from './export.mjs';
import { hostileBenchmark, hostileTable } from './hostile.mjs';
import { overviewBenchmark, overviewTable } from './overview.mjs';
import { paymentsBenchmark, paymentsTable } from './payments.mjs';
import { redosBenchmark, redosTable } from './redos.mjs';
import { searchBenchmark, searchTable } from './search.mjs';
import { uploadBenchmark, uploadTable, uploadTargets } from './uploads.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--registrations');
const registrations = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 100_000;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

/** Starts node server/dist/main.js, resolves when it logs "Ready at" with the time it took. */
async function start(dataDir, extraEnv = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Ready at') && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const ms = performance.now() - started;
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (!response.ok) throw new Error('not healthy');
  const rss = rssMiB(child.pid);
  return {
    ms,
    rss,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function run(command, args, dataDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve({ ms: performance.now() - started, output }) : reject(new Error(output)),
    );
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-bench-'));
try {
  const first = await start(dataDir);
  await first.stop();
  const restart = await start(dataDir);
  await restart.stop();
  const seed = await run(
    process.execPath,
    ['server/dist/seed-cli.js', '--registrations', String(registrations)],
    dataDir,
  );
  const seeded = /in ([\d.]+) s/.exec(seed.output)?.[1];
  const password = 'bench-password-123';
  const afterSeed = await start(dataDir, { ADMIN_PASSWORD: password });
  let search;
  let hostile;
  let exported;
  let uploaded;
  let redos;
  let payments;
  let overview;
  try {
    hostile = await hostileBenchmark({ appUrl: afterSeed.url });
    const login = await fetch(`${afterSeed.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "admin", password: "${password}") { token } }` }),
    }).then((response) => response.json());
    search = await searchBenchmark({
      root,
      appUrl: afterSeed.url,
      token: login.data.login.token,
      dataDir,
      port: await freePort(),
    });
    exported = await exportBenchmark({ appUrl: afterSeed.url, token: login.data.login.token, pid: afterSeed.pid });
    uploaded = await uploadBenchmark({ appUrl: afterSeed.url, token: login.data.login.token });
    redos = await redosBenchmark({ appUrl: afterSeed.url, token: login.data.login.token });
    overview = await overviewBenchmark({ appUrl: afterSeed.url, token: login.data.login.token });
    // Last: it pays a tenth of the registrations the other measures read.
    payments = await paymentsBenchmark({ appUrl: afterSeed.url, token: login.data.login.token, pid: afterSeed.pid });
  } finally {
    await afterSeed.stop();
  }

  const rows = [
    ['first start on an empty DATA_DIR (initdb, migrations, demo data) to ready', `${(first.ms / 1000).toFixed(2)} s`],
    ['restart to ready', `${(restart.ms / 1000).toFixed(2)} s`],
    [`seed ${registrations} registrations (insert only)`, `${seeded} s`],
    [`seed ${registrations} registrations (whole command)`, `${(seed.ms / 1000).toFixed(2)} s`],
    ['start with that data set to ready', `${(afterSeed.ms / 1000).toFixed(2)} s`],
    ['server RSS after start (MiB)', `${afterSeed.rss}`],
  ];
  console.log(`\nHostile GraphQL documents, anonymous, 20 rounds each:\n\n${hostileTable(hostile)}`);
  console.log(
    `\nStaff search of registrations (${registrations} seeded), ${process.env.BENCH_SECONDS ?? 5} s per cell:\n\n${searchTable(search)}`,
  );
  console.log(
    `\nRegistrations export, all of them, each format downloaded whole:\n\n${exportTable(exported, registrations)}`,
  );
  console.log(`\nRegular-expression probes (a staff member's video URL):\n\n${redosTable(redos)}`);
  console.log(`\nStaff overview (${registrations} registrations seeded):\n\n${overviewTable(overview)}`);
  console.log(`\nBank statement import (${registrations} registrations seeded):\n\n${paymentsTable(payments)}`);
  console.log(`\nUploads while \`GET /\` is timed:\n\n${uploadTable(uploaded)}\n\n${uploadTargets(uploaded)}`);
  console.log(
    `\n| measure | value |\n| --- | --- |\n${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// The public website (issue 7): gzipped JavaScript of the home route and mobile Lighthouse, on an app
// of its own with the demo data (bench/web.mjs).
const { runWebBenchmark } = await import('./web.mjs');
console.log(`\nPublic website (home route JavaScript, Lighthouse mobile):\n\n${await runWebBenchmark()}`);
