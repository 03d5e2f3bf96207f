// The staff overview at full size (issue 27): the whole page as the screen asks for it (one GraphQL
// request, its four panels read at once) and as REST answers it, then each panel alone, against the
// seeded registrations. Target: the whole overview under 300 ms.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed, startApp } from './standalone.mjs';

const PANELS = {
  occupancy: 'occupancy { scheduleId campId confirmed otherSlotsConfirmed replacements capacity fullness }',
  registrationsByDay: 'registrationsByDay { day count total previousCount previousTotal }',
  money:
    'money { branches { branchId total registrations dueHaler receivedHaler outstandingHaler overdueHaler } largestOutstanding { registrationId outstandingHaler } receivedByWeek { weekStart amountHaler } }',
  attention: 'attention { unmatchedPayments openRequests { type count } failedMails startingSoon { title confirmed } }',
};

const WHOLE = `{ overview { term { from } ${Object.values(PANELS).join(' ')} } }`;

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return { ms, body };
}

const graphql = (appUrl, token, query) => () =>
  fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify({ query }),
  });

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

async function measure(request, rounds, warmup) {
  for (let round = 0; round < warmup; round += 1) await timed(request);
  const times = [];
  for (let round = 0; round < rounds; round += 1) times.push((await timed(request)).ms);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) };
}

export async function overviewBenchmark({ appUrl, token, rounds = 20, warmup = 3 }) {
  const rows = [
    ['whole overview, GraphQL (as the screen asks)', await measure(graphql(appUrl, token, WHOLE), rounds, warmup)],
    [
      'whole overview, `GET /api/overview`',
      await measure(() => fetch(`${appUrl}/api/overview`, { headers: { 'access-token': token } }), rounds, warmup),
    ],
  ];
  for (const [name, selection] of Object.entries(PANELS))
    rows.push([
      `${name} alone`,
      await measure(graphql(appUrl, token, `{ overview { ${selection} } }`), rounds, warmup),
    ]);
  const { body } = await timed(graphql(appUrl, token, WHOLE));
  const total = body.data.overview.money.branches.find((row) => row.total);
  return { rows, rounds, bars: body.data.overview.occupancy.length, registrations: total?.registrations ?? 0 };
}

export function overviewTable({ rows, rounds, bars }) {
  const ms = (value) => value.toFixed(1);
  return [
    `| request (${rounds} rounds after 3 warm-up, ${bars} bars) | p50 ms | p95 ms | max ms | target < 300 ms |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      ([name, { p50, p95, max }], index) =>
        `| ${name} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${index < 2 ? (p95 < 300 ? 'met' : 'missed') : ''} |`,
    ),
  ].join('\n');
}

// ---- alone: `node bench/overview.mjs [--registrations 100000]`, an app of its own, seeded; or
// `node bench/overview.mjs --url http://127.0.0.1:4020 --password …` against a running one ----

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

async function login(appUrl, password) {
  const { body } = await timed(
    graphql(appUrl, '', `mutation { login(username: "admin", password: ${JSON.stringify(password)}) { token } }`),
  );
  return body.data.login.token;
}

async function alone() {
  const url = argument('--url');
  if (url) {
    const result = await overviewBenchmark({ appUrl: url, token: await login(url, argument('--password') ?? '') });
    console.log(`\nStaff overview (${result.registrations} registrations this term):\n\n${overviewTable(result)}`);
    return;
  }
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const registrations = Number(argument('--registrations') ?? 100_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-overview-bench-'));
  try {
    await seed(dataDir, registrations);
    const password = 'bench-password-123';
    const server = await startApp({ dataDir, env: { ADMIN_PASSWORD: password } });
    try {
      const appUrl = server.url;
      const result = await overviewBenchmark({ appUrl, token: await login(appUrl, password) });
      console.log(`\nStaff overview (${registrations} registrations seeded):\n\n${overviewTable(result)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await alone();
