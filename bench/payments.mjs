// Statement import at full size (issue 24, item 7): a GPC statement of 10,000 movements against the
// seeded registrations, uploaded to POST /api/payments/import; wall time and the server's CPU, then
// the same file again (everything already imported). Target: under 5 s.
//
// The statement pays registrations the app has: 70 % exactly what is due, 10 % a part, 5 % more than
// due, 5 % an unknown variable symbol, 5 % without one, 5 % outgoing payments.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, root, seed, startApp } from './standalone.mjs';

const require = createRequire(import.meta.url);
const samples = require(path.join(root, 'server/dist/modules/payments/statements/statement.samples.js'));

async function graphql(appUrl, token, query, variables) {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** `count` unpaid registrations with what they owe, page by page (500 a page). */
async function unpaid(appUrl, token, count) {
  const found = [];
  for (let page = 1; found.length < count; page += 1) {
    const data = await graphql(
      appUrl,
      token,
      `
        query ($page: Int) {
          searchRegistrations(filter: { paymentState: "unpaid", cancelled: false }, page: $page, limit: 500) {
            items {
              variableSymbol
              dueHaler
            }
            pagination {
              hasNext
            }
          }
        }
      `,
      { page },
    );
    found.push(...data.searchRegistrations.items.filter((item) => item.dueHaler > 0));
    if (!data.searchRegistrations.pagination.hasNext) break;
  }
  return found.slice(0, count);
}

function statement(registrations, movements) {
  const account = samples.gpcAccount('2000145399');
  const lines = [samples.gpcHeader({ account })];
  for (let index = 0; index < movements; index += 1) {
    const registration = registrations[index % registrations.length];
    const kind = index % 20;
    const id = 1_000_000 + index;
    const due = registration.dueHaler;
    if (kind < 14)
      lines.push(samples.gpcItem({ account, id, amountHaler: due, code: '2', vs: registration.variableSymbol }));
    else if (kind < 16)
      lines.push(
        samples.gpcItem({ account, id, amountHaler: Math.floor(due / 2), code: '2', vs: registration.variableSymbol }),
      );
    else if (kind === 16)
      lines.push(
        samples.gpcItem({ account, id, amountHaler: due + 10_000, code: '2', vs: registration.variableSymbol }),
      );
    else if (kind === 17)
      lines.push(samples.gpcItem({ account, id, amountHaler: 150_000, code: '2', vs: '9999999999' }));
    else if (kind === 18) lines.push(samples.gpcItem({ account, id, amountHaler: 150_000, code: '2' }));
    else lines.push(samples.gpcItem({ account, id, amountHaler: 99_900, code: '1', vs: registration.variableSymbol }));
  }
  return samples.gpcFile(lines);
}

async function upload({ appUrl, token, pid }, file) {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const body = new FormData();
  body.append('file', new Blob([file]), 'vypis.gpc');
  const response = await fetch(`${appUrl}/api/payments/import`, {
    method: 'POST',
    headers: { 'access-token': token },
    body,
  });
  const summary = await response.json();
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(summary)}`);
  return { seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(pid) - cpuBefore, summary };
}

export async function paymentsBenchmark(app, movements = 10_000) {
  const registrations = await unpaid(app.appUrl, app.token, movements);
  const file = statement(registrations, movements);
  const first = await upload(app, file);
  const again = await upload(app, file);
  return { movements, bytes: file.length, first, again };
}

export function paymentsTable({ movements, bytes, first, again }) {
  const row = (label, { seconds, cpu, summary }) =>
    `| ${label} | ${movements} | ${(bytes / 1e6).toFixed(2)} MB | ${seconds.toFixed(2)} s | ${cpu.toFixed(2)} s | ` +
    `${summary.paid} / ${summary.partiallyPaid} / ${summary.overpaid} / ${summary.unmatched.length} / ${summary.refused.length} / ${summary.alreadyImported} | ${seconds < 5 ? 'met' : 'missed'} |`;
  return [
    '| import | movements | file | wall time | server CPU | paid / partly / over / unmatched / refused / already imported | target < 5 s |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('first', first),
    row('the same file again', again),
  ].join('\n');
}

// ---- alone: `node bench/payments.mjs [--registrations 100000]`, an app of its own, seeded ----

async function alone() {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const index = process.argv.indexOf('--registrations');
  const registrations = index > 0 ? Number(process.argv[index + 1]) : 100_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-payments-bench-'));
  try {
    await seed(dataDir, registrations);
    const password = 'bench-password-123';
    const server = await startApp({ dataDir, env: { ADMIN_PASSWORD: password } });
    try {
      const appUrl = server.url;
      const login = await graphql(
        appUrl,
        '',
        `mutation { login(username: "admin", password: "${password}") { token } }`,
      );
      const result = await paymentsBenchmark({ appUrl, token: login.login.token, pid: server.pid });
      console.log(`\nStatement import (${registrations} registrations seeded):\n\n${paymentsTable(result)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await alone();
