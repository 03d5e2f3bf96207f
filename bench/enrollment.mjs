// The enrollment night (issue 28, item 5): registration opens and parents come. Each simulated parent,
// from a client address of their own (X-Forwarded-For, believed with TRUST_PROXY=loopback), loads the
// home page, the course list with the finder's filter, a course page (plain GETs of the server-rendered
// HTML, compressed as a browser takes it) and sends the registration form's mutation with its
// idempotency key. Meanwhile two staff members page through the registrations grid and a third marks
// the newest unpaid registrations paid, a batch at a time. The courses are the scenario's own, with
// small capacities, so that later parents become replacements. At the end the staff API must show
// exactly the capacity confirmed in every course and everyone else a replacement, as the parents were
// told. Target: 0 errors, p95 of every parent step <= 200 ms, capacity exact.
//
// `npm run bench -- --scenario enrollment` (or `node bench/enrollment.mjs`) starts the built app on a
// fresh embedded database; `--instances N` (SCENARIO_INSTANCES) starts N instances over that one database,
// requests taken round-robin. `--url URL[,URL…]` (or SCENARIO_URL) runs against running instances instead,
// requests taken round-robin; their ADMIN_PASSWORD comes from `--password` or the environment, and
// they need TRUST_PROXY to believe the parents' addresses. SCENARIO_PARENTS (500), SCENARIO_SECONDS
// (60) and SCENARIO_PROFILE (`even` arrivals, or `burst`: front-loaded, a third of the parents in the
// first tenth of the time, as at 18:00 sharp) shape it; SCENARIO_SAMPLES=file.json writes every answer's
// send time (ms from the start), step and latency, to see when the slow ones came.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { percentile, send } from './search.mjs';
import { cpuSeconds, embeddedDatabaseUrl, startApp } from './standalone.mjs';

const PARENTS = Number(process.env.SCENARIO_PARENTS ?? 500);
const SECONDS = Number(process.env.SCENARIO_SECONDS ?? 60);
const PROFILE = process.env.SCENARIO_PROFILE ?? 'even';
if (!(Number.isInteger(PARENTS) && PARENTS > 0 && SECONDS > 0 && ['even', 'burst'].includes(PROFILE)))
  throw new Error('SCENARIO_PARENTS: a whole number > 0, SCENARIO_SECONDS: > 0, SCENARIO_PROFILE: even or burst');
const TARGET_P95_MS = 200;
/** A staff member reads a page of the grid before asking for the next one. */
const STAFF_PAUSE_MS = 500;
const GRID_LIMIT = 50;
const BATCH_PAYS = 4;
const BATCH_SIZE = 100;
/** The finder's filter (client/src/features/offerings/finder/finderParams.ts) the courses match. */
const FINDER_QUERY = 'type=sport&age=8';
const CHILD_AGE = 8;

// The public form's mutation as the client sends it (RegistrationForm.graphql, RegistrationReceipt.graphql).
const REGISTER = `mutation Register($input: RegistrationInput!, $idempotencyKey: String) {
  register(input: $input, idempotencyKey: $idempotencyKey) { ...RegistrationReceipt }
}
fragment RegistrationReceipt on RegistrationReceipt {
  id title childFullName replacement price variableSymbol type
  payment { account iban amount variableSymbol dueOn spayd qr { size path } }
}`;

// The grid's rows (AdminRegistrations.graphql, the fields of AdminRegistrationRow).
const GRID = `query AdminRegistrations($page: Int, $limit: Int, $sort: RegistrationSort) {
  searchRegistrations(page: $page, limit: $limit, sort: $sort) {
    items {
      id createdAt cancelledAt type parentFirstName parentLastName email phone childFullName childBornYear note
      photoConsent replacement paymentState variableSymbol invoiceNumber invoiceSent contactDifferences
      course { id title } schedule { id dayOfWeek from to branch { id title } } camp { id title branch { id title } }
      possibleDuplicateOf { id variableSymbol } customer { id firstName lastName phone }
    }
    pagination { page limit total totalPages hasNext hasPrev }
  }
}`;

const SURNAMES = ['Nováková', 'Svobodová', 'Dvořáková', 'Černá', 'Procházková', 'Kučerová', 'Veselá', 'Horáková'];
const FIRST_NAMES = ['Jana', 'Petra', 'Lucie', 'Tereza', 'Martina', 'Eva', 'Klára', 'Veronika'];
/** Names take no digits (common/src/validation/names.ts): a number spelled in letters keeps them unique. */
const inLetters = (n) => String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** Parent i's own client address: 10.0.0.1, 10.0.0.2, … */
const addressOf = (i) => `10.${((i + 1) >> 16) & 255}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

/** When parent i arrives, in ms from the start. */
function arrival(i) {
  const share = i / PARENTS;
  return SECONDS * 1000 * (PROFILE === 'burst' ? share * share : share);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The steps in the order the table shows them; parents' first (the target is theirs). */
const STEPS = {
  home: 'home `GET /`',
  list: `course list \`GET /courses?${FINDER_QUERY}\``,
  course: 'course page `GET /course/{id}`',
  register: 'registration `register` mutation',
  grid: `staff grid page (${GRID_LIMIT} rows, 2 staff)`,
  pay: `staff batch pay \`payRegistrations\` (up to ${BATCH_SIZE})`,
};
const PARENT_STEPS = [STEPS.home, STEPS.list, STEPS.course, STEPS.register];

/** Latencies and failures of each step, by step name. */
class Steps {
  constructor() {
    this.steps = new Map(Object.values(STEPS).map((name) => [name, { latencies: [], errors: 0, reasons: new Map() }]));
    /** [when it was sent (performance.now()), step, ms] of every answer, for SCENARIO_SAMPLES. */
    this.timeline = [];
  }
  ok(name, ms) {
    this.steps.get(name).latencies.push(ms);
    this.timeline.push([performance.now() - ms, name, ms]);
  }
  failed(name, reason) {
    const step = this.steps.get(name);
    step.errors += 1;
    step.reasons.set(reason, (step.reasons.get(reason) ?? 0) + 1);
  }
  get errors() {
    return [...this.steps.values()].reduce((sum, step) => sum + step.errors, 0);
  }
}

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** The app or apps under load: requests go round-robin over `urls`. */
function target(urls) {
  // Parents' browsers each hold their own connections; kept-alive ones shared here keep the load
  // generator's CPU (on the same 2 cores as the app) off the app's figures.
  const through = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const url = (pathname) => `${urls[next++ % urls.length]}${pathname}`;
  const graphql = async (query, variables, headers = {}) => {
    const started = performance.now();
    const response = await send(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      through,
    });
    const ms = performance.now() - started;
    let answer;
    try {
      answer = JSON.parse(response.body.toString('utf8'));
    } catch {
      answer = {};
    }
    const error = answer.errors?.[0];
    const problem =
      response.status !== 200
        ? `HTTP ${response.status}${error ? ` ${error.extensions?.code ?? ''} ${error.message}` : ''}`
        : error
          ? `${error.extensions?.domainCode ?? error.extensions?.code ?? 'error'}: ${error.message}`
          : null;
    return { ms, data: answer.data, problem };
  };
  const page = async (pathname, address) => {
    const started = performance.now();
    const response = await send(url(pathname), {
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'accept-encoding': 'br, gzip',
        'accept-language': 'cs-CZ,cs;q=0.9',
        'x-forwarded-for': address,
      },
      through,
    });
    return { ms: performance.now() - started, status: response.status, html: () => decoded(response) };
  };
  return { graphql, page, close: () => through.destroy() };
}

/** A staff call that must succeed (set-up and the final check). */
async function staffCall(app, token, query, variables) {
  const { data, problem } = await app.graphql(query, variables, { 'access-token': token });
  if (problem) throw new Error(`${query.slice(0, 60)}…: ${problem}`);
  return data;
}

async function login(app, username, password) {
  const { data, problem } = await app.graphql(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  if (problem || !data?.login) throw new Error(`staff login as ${username} failed: ${problem ?? 'wrong password'}`);
  return data.login.token;
}

/** The scenario's courses: sport for 6-12-year-olds (the finder's filter finds them), two slots each,
 * capacities from half to nine tenths of the parents each course gets, room for all of them beyond. */
async function createCourses(app, token, run) {
  const count = Math.max(1, Math.min(10, Math.floor(PARENTS / 10)));
  const perCourse = Math.ceil(PARENTS / count);
  const { branches } = await staffCall(app, token, '{ branches { id } }');
  if (!branches.length) throw new Error('the app has no branch to hold the slots');
  const courses = [];
  for (let index = 0; index < count; index += 1) {
    const capacity = Math.max(1, Math.floor(perCourse * (0.5 + (0.4 * index) / Math.max(1, count - 1))));
    const title = `Florbal na zápis ${run} ${String.fromCharCode(65 + index)}`;
    const { createCourse } = await staffCall(
      app,
      token,
      'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
      {
        input: {
          title,
          type: 'sport',
          category: 'younger_children',
          capacity,
          maxCapacity: perCourse + 5,
          price: 2400,
          visible: true,
          active: true,
          description: 'Kurz pro zátěžový test zápisu.',
        },
      },
    );
    const slots = [];
    for (const dayOfWeek of [1 + (index % 5), 1 + ((index + 2) % 5)]) {
      const { createSchedule } = await staffCall(
        app,
        token,
        'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
        {
          input: {
            branchId: branches[index % branches.length].id,
            courseId: createCourse.id,
            dayOfWeek,
            from: '16:00',
            to: '17:00',
          },
        },
      );
      slots.push(createSchedule.id);
    }
    courses.push({ id: createCourse.id, title, capacity, slots, receipts: { places: 0, replacements: 0 } });
  }
  return courses;
}

async function parent(app, steps, courses, i, run) {
  const address = addressOf(i);
  const course = courses[i % courses.length];
  const slot = course.slots[Math.floor(i / courses.length) % course.slots.length];
  const pages = [
    [STEPS.home, '/', null],
    [STEPS.list, `/courses?${FINDER_QUERY}`, course.title],
    [STEPS.course, `/course/${course.id}`, course.title],
  ];
  for (const [name, pathname, mustShow] of pages) {
    try {
      const { ms, status, html } = await app.page(pathname, address);
      if (status !== 200) steps.failed(name, `HTTP ${status}`);
      else if (mustShow && !html().includes(mustShow)) steps.failed(name, `rendered without ${mustShow}`);
      else steps.ok(name, ms);
    } catch (error) {
      steps.failed(name, error.message);
    }
  }
  const name = STEPS.register;
  const surname = SURNAMES[i % SURNAMES.length];
  const input = {
    type: 'course',
    scheduleId: slot,
    parentFirstName: FIRST_NAMES[i % FIRST_NAMES.length],
    parentLastName: surname,
    email: `rodic.${i}.${run}@example.cz`,
    phone: `+420 777 ${String(100_000 + i).slice(-6, -3)} ${String(100_000 + i).slice(-3)}`,
    childFullName: `Ema ${surname} ${inLetters(i)}`,
    childBornYear: `${new Date().getFullYear() - CHILD_AGE}-03-15`,
    note: null,
    photoConsent: i % 3 !== 0,
    personalDataConsent: true,
  };
  try {
    const { ms, data, problem } = await app.graphql(
      REGISTER,
      { input, idempotencyKey: randomUUID() },
      { 'x-forwarded-for': address },
    );
    if (problem || !data?.register) return steps.failed(name, problem ?? 'no receipt');
    steps.ok(name, ms);
    if (data.register.replacement) course.receipts.replacements += 1;
    else course.receipts.places += 1;
  } catch (error) {
    steps.failed(name, error.message);
  }
}

/** A staff member paging through the grid, newest first, from the first page again after the last. */
async function gridReader(app, steps, token, running) {
  const name = STEPS.grid;
  let page = 1;
  while (running()) {
    try {
      const { ms, data, problem } = await app.graphql(
        GRID,
        { page, limit: GRID_LIMIT, sort: { field: 'createdAt', direction: 'desc' } },
        { 'access-token': token },
      );
      if (problem) steps.failed(name, problem);
      else steps.ok(name, ms);
      page = data?.searchRegistrations?.pagination.hasNext ? page + 1 : 1;
    } catch (error) {
      steps.failed(name, error.message);
    }
    await sleep(STAFF_PAUSE_MS);
  }
}

/** A staff member selecting the newest unpaid registrations and marking them paid, a few times;
 * returns how many each batch paid. */
async function batchPayer(app, steps, token, started) {
  const paid = [];
  for (let round = 0; round < BATCH_PAYS; round += 1) {
    await sleep(started + ((round + 0.5) * SECONDS * 1000) / BATCH_PAYS - performance.now());
    try {
      const found = await app.graphql(
        `query ($limit: Int) { searchRegistrations(filter: { paymentState: "unpaid", cancelled: false }, limit: $limit,
          sort: { field: createdAt, direction: desc }) { items { id } } }`,
        { limit: BATCH_SIZE },
        { 'access-token': token },
      );
      if (found.problem) {
        steps.failed(STEPS.pay, `selection: ${found.problem}`);
        continue;
      }
      const ids = found.data.searchRegistrations.items.map((item) => item.id);
      // Nothing unpaid since the last batch: nothing to select, no button to press.
      if (ids.length === 0) continue;
      const { ms, data, problem } = await app.graphql(
        'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }',
        { ids },
        { 'access-token': token },
      );
      if (problem) steps.failed(STEPS.pay, problem);
      else {
        steps.ok(STEPS.pay, ms);
        paid.push(data.payRegistrations);
      }
    } catch (error) {
      steps.failed(STEPS.pay, error.message);
    }
  }
  return paid;
}

/** What the staff API holds for each course, against what its parents were told. */
async function capacityCheck(app, token, courses) {
  const rows = [];
  for (const course of courses) {
    const items = [];
    for (let page = 1; ; page += 1) {
      const { searchRegistrations } = await staffCall(
        app,
        token,
        `query ($f: RegistrationFilter, $p: Int) { searchRegistrations(filter: $f, page: $p, limit: 500) {
          items { id replacement } pagination { hasNext } } }`,
        { f: { courseId: course.id, cancelled: false }, p: page },
      );
      items.push(...searchRegistrations.items);
      if (!searchRegistrations.pagination.hasNext) break;
    }
    const confirmed = items.filter((item) => !item.replacement).length;
    const registered = course.receipts.places + course.receipts.replacements;
    const exact =
      items.length === registered &&
      confirmed === Math.min(course.capacity, registered) &&
      course.receipts.places === confirmed;
    rows.push({ course, stored: items.length, registered, confirmed, replacements: items.length - confirmed, exact });
  }
  return rows;
}

const ms = (value) => (value === undefined ? '–' : value.toFixed(1));

function stepTable(steps) {
  const lines = [...steps.steps.entries()].map(([name, { latencies, errors }]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const parentStep = PARENT_STEPS.includes(name);
    const verdict = !parentStep
      ? ''
      : errors > 0
        ? `FAILED (${errors} errors)`
        : p95 <= TARGET_P95_MS
          ? 'met'
          : `MISSED (${ms(p95)} > ${TARGET_P95_MS})`;
    return `| ${name} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1))} | ${errors} | ${verdict} |`;
  });
  return [
    `| step | answered | p50 ms | p95 ms | p99 ms | max ms | errors | target: 0 errors, p95 <= ${TARGET_P95_MS} ms |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

function capacityTable(rows) {
  return [
    '| course | capacity | registered (receipts) | stored | confirmed | replacements | parents told a place | capacity exact |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ course, stored, registered, confirmed, replacements, exact }) =>
        `| ${course.title} (${course.id}) | ${course.capacity} | ${registered} | ${stored} | ${confirmed} | ${replacements} | ${course.receipts.places} | ${exact ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
}

function argument(argv, name) {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** Runs the scenario, prints its tables; true when there were no errors and every capacity held. */
export async function runEnrollmentScenario(argv = process.argv.slice(2)) {
  const given = argument(argv, '--url') ?? process.env.SCENARIO_URL;
  const username = process.env.ADMIN_USERNAME ?? 'admin';
  const password = argument(argv, '--password') ?? process.env.ADMIN_PASSWORD ?? 'bench-password-123';
  const instances = Number(argument(argv, '--instances') ?? process.env.SCENARIO_INSTANCES ?? 1);
  const env = { TRUST_PROXY: 'loopback', ADMIN_PASSWORD: password, ADMIN_USERNAME: username };
  const first = given ? null : await startApp({ env });
  // Further instances over the first one's embedded database, each with a data directory of its own.
  const more = [];
  for (let n = 1; first && n < instances; n += 1)
    more.push(await startApp({ env: { ...env, DATABASE_URL: embeddedDatabaseUrl(first.dataDir) } }));
  const own = first ? [first, ...more] : [];
  const urls = given ? given.split(',').map((url) => url.trim().replace(/\/$/, '')) : own.map((app) => app.url);
  const app = target(urls);
  try {
    const run = Date.now().toString(36);
    const tokens = [];
    for (let staff = 0; staff < 3; staff += 1) tokens.push(await login(app, username, password));
    const courses = await createCourses(app, tokens[0], run);

    // Unrecorded warm-up: a running app has compiled its code paths before 18:00.
    for (let round = 0; round < 5; round += 1) {
      for (const pathname of ['/', `/courses?${FINDER_QUERY}`, `/course/${courses[round % courses.length].id}`]) {
        const { status } = await app.page(pathname, '127.0.0.1');
        if (status !== 200) throw new Error(`warm-up: ${pathname} answered ${status}`);
      }
      await staffCall(app, tokens[1], GRID, { page: 1, limit: GRID_LIMIT });
    }

    const steps = new Steps();
    let finished = false;
    let lateMs = 0;
    let inFlight = 0;
    let peak = 0;
    const cpuOfOwn = () => own.reduce((sum, app) => sum + cpuSeconds(app.pid), 0);
    const cpuBefore = cpuOfOwn();
    const started = performance.now();
    const staff = [
      gridReader(app, steps, tokens[1], () => !finished),
      gridReader(app, steps, tokens[2], () => !finished),
    ];
    const payer = batchPayer(app, steps, tokens[0], started);
    await Promise.all(
      Array.from({ length: PARENTS }, async (_, i) => {
        await sleep(started + arrival(i) - performance.now());
        lateMs = Math.max(lateMs, performance.now() - started - arrival(i));
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await parent(app, steps, courses, i, run);
        inFlight -= 1;
      }),
    );
    const parentsSeconds = (performance.now() - started) / 1000;
    const paid = await payer;
    finished = true;
    await Promise.all(staff);
    const wall = (performance.now() - started) / 1000;
    const cpu = own.length ? cpuOfOwn() - cpuBefore : null;

    if (process.env.SCENARIO_SAMPLES) {
      const samples = steps.timeline.map(([at, name, ms]) => ({ at: Math.round(at - started), step: name, ms }));
      writeFileSync(process.env.SCENARIO_SAMPLES, JSON.stringify(samples));
    }
    const check = await capacityCheck(app, tokens[0], courses);
    const exact = check.every((row) => row.exact);
    const errors = steps.errors;
    const replacements = courses.reduce((sum, course) => sum + course.receipts.replacements, 0);
    console.log(
      `\nEnrollment night: ${PARENTS} parents over ${SECONDS} s (${PROFILE} arrivals, each from its own address), ` +
        `${courses.length} courses with two slots each, 2 staff paging the grid, ${paid.length} batch pays ` +
        `(${paid.join(', ')} registrations); ${urls.length} instance${urls.length > 1 ? 's' : ''}:\n`,
    );
    console.log(stepTable(steps));
    console.log(`\nThe capacity rule at the end (staff API, not cancelled):\n\n${capacityTable(check)}`);
    const reasons = [...steps.steps.entries()].flatMap(([name, step]) =>
      [...step.reasons.entries()].map(([reason, count]) => `- ${name}: ${count}× ${reason}`),
    );
    if (reasons.length) console.log(`\nErrors:\n${reasons.slice(0, 20).join('\n')}`);
    if (given && reasons.some((reason) => reason.includes('FROM_ADDRESS')))
      console.log('(Limits by address: does the app believe X-Forwarded-For? TRUST_PROXY=loopback)');
    console.log(
      [
        '',
        '| measure | value |',
        '| --- | --- |',
        `| parents done in | ${parentsSeconds.toFixed(1)} s (peak ${peak} at once, arrivals up to ${lateMs.toFixed(0)} ms late) |`,
        `| replacements told | ${replacements} of ${PARENTS} |`,
        cpu === null
          ? null
          : `| app process${own.length > 1 ? 'es' : ''} CPU | ${cpu.toFixed(1)} s in ${wall.toFixed(1)} s (${(cpu / wall).toFixed(2)} cores) |`,
        `| errors (target 0) | ${errors} ${errors === 0 ? 'met' : 'MISSED'} |`,
        `| capacity exact (target every course) | ${check.filter((row) => row.exact).length} of ${check.length} ${exact ? 'met' : 'MISSED'} |`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    );
    return errors === 0 && exact;
  } finally {
    app.close();
    for (const instance of own.reverse()) await instance.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = (await runEnrollmentScenario()) ? 0 : 1;
