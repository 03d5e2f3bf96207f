#!/usr/bin/env node
// Enrollment night at the registration itself (issue 28, item 3): 200, then 500 parents register for
// one course (20 places) at once through the public GraphQL form, each from its own client address;
// then 200 more for the same (full) course while staff mark its first 500 registrations paid in one
// batch. Wall time from the first send to the last answer, the app's and its database's CPU time
// meanwhile, p50/p95/p99 per request, when the round's e-mails were all out (the next round starts
// only then), and the staff API's count of confirmed places and replacements, which must be exact.
// Targets: 200 in <= 1 s, 500 in <= 2.5 s.
//
// The addresses go in X-Forwarded-For: the app must run with TRUST_PROXY (e.g. `loopback`), or it
// sees one client and its rate limits answer 429. The other limits stay at their defaults (each
// parent has their own e-mail address).
//
// Standalone: `node bench/registrations.mjs` (after `npm run build`) starts the built app on a fresh
// embedded database with TRUST_PROXY=loopback, measures, stops it and prints the table.
// registrationBenchmark({ appUrl, token, pid? }) measures an app already running (an administrator's
// session token; with the app's pid, its CPU time too).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { embeddedDatabaseUrl, freePort, root, startApp } from './standalone.mjs';

const CAPACITY = 20;

/** CPU seconds of a process and everything under it (the app, its embedded PostgreSQL and backends). */
function treeCpuSeconds(pid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // gone meanwhile
    }
  }
  const under = (id) => id === pid || (id > 1 && stats.has(id) && under(stats.get(id).parent));
  return [...stats].reduce((sum, [id, { cpu }]) => (under(id) ? sum + cpu : sum), 0);
}

async function graphql(appUrl, token, query, variables, headers = {}) {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

async function staff(appUrl, token, query, variables) {
  const body = await graphql(appUrl, token, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A visible course with CAPACITY places and room for every replacement, and one slot of it. */
async function newCourse(appUrl, token, label) {
  const { branches } = await staff(appUrl, token, '{ branches { id } }');
  const { createCourse } = await staff(
    appUrl,
    token,
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title: `Zápisový večer ${label}`,
        type: 'sport',
        category: 'preschool',
        capacity: CAPACITY,
        maxCapacity: 2000,
        price: 1500,
        visible: true,
        active: true,
      },
    },
  );
  const { createSchedule } = await staff(
    appUrl,
    token,
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: branches[0].id, dayOfWeek: 2, from: '16:00', to: '17:00' } },
  );
  return { courseId: createCourse.id, scheduleId: createSchedule.id };
}

let sent = 0;
/** 1 -> B, 27 -> BB...: a name of its own for each parent (digits are refused in names). */
const inLetters = (n) => (n < 26 ? '' : inLetters(Math.floor(n / 26))) + String.fromCharCode(65 + (n % 26));
/** Children of 4 or 5, born on one of 336 days (as in a real course, few share a birthday). */
const born = (n) =>
  `${new Date().getFullYear() - 5}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0')}`;
const REGISTER = 'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }';

/** One parent's form: their own e-mail, a child of their own. */
const formOf = (n, scheduleId) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `rodic${n}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${inLetters(n)}`,
  childBornYear: born(n),
  personalDataConsent: true,
  type: 'course',
  scheduleId,
});

/** One parent: their own e-mail and client address (10.x.y.z). */
async function registerOne(appUrl, scheduleId) {
  const n = (sent += 1);
  const input = formOf(n, scheduleId);
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const started = performance.now();
  const body = await graphql(appUrl, '', REGISTER, { input }, { 'x-forwarded-for': address });
  return { ms: performance.now() - started, body };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The staff API's count of a course's registrations holding a place, and waiting. */
async function counted(appUrl, token, courseId) {
  const total = async (replacement) =>
    (
      await staff(
        appUrl,
        token,
        'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter, limit: 1) { pagination { total } } }',
        { filter: { courseId, replacement, cancelled: false } },
      )
    ).searchRegistrations.pagination.total;
  return { confirmed: await total(false), replacements: await total(true) };
}

/** Waits until the outbox has sent the e-mail of registration `id` (it sends in order), so each round
 * starts on a quiet app: the e-mails of one round are not counted in the next. */
async function mailsSent(appUrl, token, id) {
  const until = Date.now() + 120_000;
  for (;;) {
    const { registration } = await staff(
      appUrl,
      token,
      'query ($id: Int!) { registration(id: $id) { mailMessages { status } } }',
      {
        id,
      },
    );
    if (registration.mailMessages.every(({ status }) => status !== 'pending')) return;
    if (Date.now() > until) throw new Error(`the e-mail of registration ${id} is still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `parents` registrations at once for a new course (or `course`, with `before` registrations
 * already); `during` (optional) runs alongside them. */
async function race({ appUrl, token, pid }, parents, label, { course, before = 0, during } = {}) {
  const { courseId, scheduleId } = course ?? (await newCourse(appUrl, token, label));
  const cpuBefore = pid ? treeCpuSeconds(pid) : 0;
  const started = performance.now();
  const [answers, beside] = await Promise.all([
    Promise.all(Array.from({ length: parents }, () => registerOne(appUrl, scheduleId))),
    during?.(),
  ]);
  const wallMs = performance.now() - started;
  const cpuMs = pid ? (treeCpuSeconds(pid) - cpuBefore) * 1000 : null;
  const failed = answers.filter(({ body }) => body.errors || !body.data?.register);
  const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  const { confirmed, replacements } = await counted(appUrl, token, courseId);
  const newest = Math.max(...answers.map(({ body }) => body.data?.register?.id ?? 0));
  if (newest > 0) await mailsSent(appUrl, token, newest);
  const mailMs = performance.now() - started;
  const answeredPlaces = answers.filter(({ body }) => body.data?.register?.replacement === false).length;
  const exact =
    failed.length === 0 &&
    confirmed === CAPACITY &&
    answeredPlaces === Math.max(0, CAPACITY - before) &&
    replacements === before + parents - CAPACITY;
  return {
    label,
    parents,
    wallMs,
    cpuMs,
    mailMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed: failed.length,
    firstError: failed[0] ? JSON.stringify(failed[0].body.errors ?? failed[0].body).slice(0, 200) : null,
    confirmed,
    replacements,
    answeredPlaces,
    exact,
    beside,
    course: { courseId, scheduleId },
  };
}

/** Staff's "Zaplaceno" on the first `count` registrations of a course, timed. */
async function payBatch(appUrl, token, courseId, count) {
  const { searchRegistrations } = await staff(
    appUrl,
    token,
    'query ($filter: RegistrationFilter) { searchRegistrations(filter: $filter, limit: 1000) { items { id } } }',
    { filter: { courseId } },
  );
  const ids = searchRegistrations.items.slice(0, count).map(({ id }) => id);
  const started = performance.now();
  const { payRegistrations } = await staff(appUrl, token, 'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', {
    ids,
  });
  return { paid: payRegistrations, ms: performance.now() - started };
}

/** `parents` registrations at once for a new course through the raw handler (raw-registration-
 * server.mjs): the same transaction without the app around it; exact as the app's must be. */
async function rawRace({ appUrl, token, rawUrl }, parents, label) {
  const { courseId, scheduleId } = await newCourse(appUrl, token, `${label} (raw)`);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: parents }, async () => {
      const response = await fetch(rawUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(formOf((sent += 1), scheduleId)),
      });
      return { status: response.status, body: await response.json() };
    }),
  );
  const wallMs = performance.now() - started;
  const { confirmed, replacements } = await counted(appUrl, token, courseId);
  const failed = answers.filter(({ status }) => status !== 200).length;
  // The raw handler queues its e-mails as the app does, and the app's outbox sends them: before the
  // app's own round, so that their composing is not billed to it (the same machine state for both).
  const newest = Math.max(...answers.map(({ body }) => body.id ?? 0));
  if (newest > 0) await mailsSent(appUrl, token, newest);
  return {
    label,
    parents,
    wallMs,
    exact: failed === 0 && confirmed === CAPACITY && replacements === parents - CAPACITY,
  };
}

/** `pid` (optional): the app's process, whose CPU time (with its embedded database's) is reported.
 * `rawUrl` (optional): the raw handler, measured in the same run for 200 and 500 at once. */
export async function registrationBenchmark(app) {
  const { appUrl, token } = app;
  // A first small round warms the app (connections, prepared statements) and is not reported.
  await race(app, 20, 'zahřátí');
  if (app.rawUrl) await rawRace(app, 20, 'zahřátí');
  const raw = [];
  const rows = [];
  for (const parents of [200, 500]) {
    // The raw handler right before the app, on the same database and machine state.
    if (app.rawUrl) raw.push(await rawRace(app, parents, `${parents} at once`));
    rows.push(await race(app, parents, `${parents} at once`));
  }
  // The same course again (full: all wait) while staff mark its first 500 paid in one batch.
  const { course } = rows[1];
  rows.push(
    await race(app, 200, '200 more at once while staff pay 500 of the course', {
      course,
      before: 500,
      during: () => payBatch(appUrl, token, course.courseId, 500),
    }),
  );
  return { capacity: CAPACITY, rows, raw };
}

/** The app against the raw handler: rates (registrations per second) and their ratio; target ≥ 0.5×. */
export function rawTable({ rows, raw }) {
  const lines = raw.map((limit) => {
    const app = rows.find((row) => row.parents === limit.parents && !row.beside);
    const ratio = limit.wallMs / app.wallMs;
    const rate = (row) => `${Math.round((row.parents / row.wallMs) * 1000)}/s`;
    return `| ${limit.label} | ${Math.round(app.wallMs)} ms, ${rate(app)}${app.exact ? '' : ' NOT EXACT'} | ${Math.round(limit.wallMs)} ms, ${rate(limit)}${limit.exact ? '' : ' NOT EXACT'} | ${ratio.toFixed(2)}× | ${ratio >= 0.5 && app.exact ? 'met' : 'missed'} (≥ 0.5×) |`;
  });
  return [
    '| registrations | app | raw handler | app / raw | target |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

const TARGET_MS = { 200: 1000, 500: 2500 };

export function registrationTable({ capacity, rows }) {
  const header = [
    'registrations',
    'wall',
    'app + db CPU',
    'p50',
    'p95',
    'p99',
    'e-mails out',
    `confirmed (capacity ${capacity})`,
    'target',
  ];
  const ms = (value) => `${Math.round(value)} ms`;
  const body = rows.map((row) => {
    const target = TARGET_MS[row.parents];
    const exactness = row.exact
      ? `${row.confirmed} + ${row.replacements} replacements`
      : `NOT EXACT: ${row.confirmed} confirmed, ${row.replacements} waiting, ${row.answeredPlaces} told a place, ${row.failed} failed ${row.firstError ?? ''}`;
    const beside = row.beside ? ` (batch pay of ${row.beside.paid}: ${ms(row.beside.ms)})` : '';
    return [
      `${row.label}${beside}`,
      ms(row.wallMs),
      row.cpuMs === null ? '-' : ms(row.cpuMs),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      ms(row.mailMs),
      exactness,
      target && !row.beside
        ? row.wallMs <= target && row.exact
          ? `met (<= ${target} ms)`
          : `missed (> ${target} ms)`
        : '-',
    ];
  });
  const widths = header.map((_, index) => Math.max(...[header, ...body].map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(line)].join('\n');
}

/** On an app of its own (TRUST_PROXY=loopback): the table, for `npm run bench -- --scenario registrations`. */
export async function runRegistrationBenchmark() {
  const password = 'bench-password-123';
  const app = await startApp({ env: { TRUST_PROXY: 'loopback', ADMIN_PASSWORD: password } });
  try {
    const login = await staff(app.url, '', `mutation { login(username: "admin", password: "${password}") { token } }`);
    const port = await freePort();
    const rawServer = spawn(process.execPath, ['bench/raw-registration-server.mjs'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: embeddedDatabaseUrl(app.dataDir), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => rawServer.stdout.once('data', resolve));
    try {
      const result = await registrationBenchmark({
        appUrl: app.url,
        token: login.login.token,
        pid: app.pid,
        rawUrl: `http://127.0.0.1:${port}/`,
      });
      return `Public registrations for one course:\n\n${registrationTable(result)}\n\nAgainst the raw handler (the same transaction over pg, bench/raw-registration-server.mjs):\n\n${rawTable(result)}`;
    } finally {
      rawServer.kill('SIGTERM');
    }
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`\n${await runRegistrationBenchmark()}`);
