#!/usr/bin/env node
// npm run bench: start-up and seeding figures of the built app on the embedded PostgreSQL.
// Prints a table to paste into bench/RESULTS.md. Options: --registrations N (default 100000);
// --scenario enrollment|registrations|pages|waitlist|messages runs only that part instead (bench/<name>.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportBenchmark, exportTable } from './export.mjs';
import { hostileBenchmark, hostileTable } from './hostile.mjs';
import { overviewBenchmark, overviewTable } from './overview.mjs';
import { paymentsBenchmark, paymentsTable } from './payments.mjs';
import { redosBenchmark, redosTable } from './redos.mjs';
import { searchBenchmark, searchTable } from './search.mjs';
import { freePort, root, rssMiB, seed, startApp } from './standalone.mjs';
import { uploadBenchmark, uploadTable, uploadTargets } from './uploads.mjs';

const argIndex = process.argv.indexOf('--registrations');
const registrations = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 100_000;

// `--scenario NAME` runs only that part: `enrollment` (a minute of its own, so not in the default run),
// `registrations` (hundreds at once for one course) or `pages` (the public pages from the cache and
// rendered from nothing); the last two are in the default run too.
const SCENARIOS = {
  enrollment: async () => {
    const { runEnrollmentScenario } = await import('./enrollment.mjs');
    return runEnrollmentScenario(process.argv.slice(2));
  },
  registrations: async () => {
    const { runRegistrationBenchmark } = await import('./registrations.mjs');
    console.log(await runRegistrationBenchmark());
    return true;
  },
  pages: async () => {
    const { runPagesBenchmark } = await import('./pages.mjs');
    console.log(await runPagesBenchmark());
    return true;
  },
  messages: async () => {
    const { runMessagesBenchmark, messagesTable } = await import('./messages.mjs');
    console.log(messagesTable(await runMessagesBenchmark()));
    return true;
  },
  // The accountant's Pohoda export of 10,000 invoices (issue 47), an app of its own: bench/accounting.mjs.
  accounting: async () => {
    await import('./accounting.mjs');
    return true;
  },
  waitlist: async () => {
    const { runWaitlistBenchmark } = await import('./waitlist.mjs');
    console.log(await runWaitlistBenchmark(process.argv.slice(2)));
    return true;
  },
};
const scenarioIndex = process.argv.indexOf('--scenario');
if (scenarioIndex > 0) {
  const scenario = process.argv[scenarioIndex + 1];
  const run = SCENARIOS[scenario];
  if (!run) {
    console.error(`Unknown scenario "${scenario}"; there are: ${Object.keys(SCENARIOS).join(', ')}`);
    process.exit(2);
  }
  process.exit((await run()) ? 0 : 1);
}

/** The app on `dataDir`, checked healthy, with its memory once ready. */
async function start(dataDir, extraEnv = {}) {
  const app = await startApp({ dataDir, env: extraEnv });
  const response = await fetch(`${app.url}/api/health`);
  if (!response.ok) throw new Error('not healthy');
  return { ...app, rss: rssMiB(app.pid) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-bench-'));
try {
  const first = await start(dataDir);
  await first.stop();
  const restart = await start(dataDir);
  await restart.stop();
  const seeding = await seed(dataDir, registrations);
  const seeded = /in ([\d.]+) s/.exec(seeding.output)?.[1];
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
    [`seed ${registrations} registrations (whole command)`, `${(seeding.ms / 1000).toFixed(2)} s`],
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

// Waiting-list offers (issue 42): the sweep with 1,000 open offers and accepting one, on an app of its
// own seeded with as many registrations (bench/waitlist.mjs).
const { runWaitlistBenchmark } = await import('./waitlist.mjs');
console.log(
  `\nWaiting-list offers (${registrations} registrations seeded):\n\n${await runWaitlistBenchmark(['--registrations', String(registrations)])}`,
);

// Messages to families (issue 43): 1,000 e-mails through the outbox's pooled SMTP transport to a server
// that takes 20 ms a message, on an app of its own (bench/messages.mjs).
const { runMessagesBenchmark, messagesTable } = await import('./messages.mjs');
console.log(`\nMessages to 1,000 families:\n\n${messagesTable(await runMessagesBenchmark())}`);

// Enrollment night (issue 28): hundreds of registrations at once for one course (bench/registrations.mjs).
const { runRegistrationBenchmark } = await import('./registrations.mjs');
console.log(`\n${await runRegistrationBenchmark()}`);

// Enrollment night (issue 28): the public pages from the cache against /api/health, and rendered from
// nothing (bench/pages.mjs), on apps of their own with the demo data.
const { runPagesBenchmark } = await import('./pages.mjs');
console.log(`\nPublic pages at 16 clients, and rendered from nothing:\n\n${await runPagesBenchmark()}`);

// Hostile bank statements (issue 38, finding 3): a 10 MB file of each format while /api/health is
// timed, on an app of its own (bench/statements.mjs).
const { runStatementsBenchmark, statementsTable } = await import('./statements.mjs');
console.log(
  `\nHostile bank statements (10 MB each) while /api/health is timed:\n\n${statementsTable(await runStatementsBenchmark())}`,
);

// The public website (issue 7): gzipped JavaScript of the home route and mobile Lighthouse, on an app
// of its own with the demo data (bench/web.mjs).
const { runWebBenchmark } = await import('./web.mjs');
console.log(`\nPublic website (home route JavaScript, Lighthouse mobile):\n\n${await runWebBenchmark()}`);
