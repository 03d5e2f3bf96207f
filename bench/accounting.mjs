// The accountant's Pohoda export at full size (issue 47, item 4): 10,000 issued invoices (a third with
// a discount line) in one period, downloaded from GET /api/accounting/pohoda. Time to the first byte,
// to the last, the server's CPU and the file's size; then the file checked against Stormware's
// data.xsd with xmllint. Target: the whole file in under 5 s.
//
// `node bench/accounting.mjs [--invoices 10000]` (after `node scripts/ensure-built.mjs`): an app of its
// own on a temporary DATA_DIR, seeded with that many registrations; the invoices are written straight
// into its database (issuing 10,000 through the API would time the PDFs and e-mails instead).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSeconds, embeddedDatabaseUrl, root, seed, startApp } from './standalone.mjs';

const require = createRequire(path.join(root, 'server', 'package.json'));
const { Client } = require('pg');

const index = process.argv.indexOf('--invoices');
const invoices = index > 0 ? Number(process.argv[index + 1]) : 10_000;
const XSD = path.join(root, 'server/src/modules/invoices/fixtures/xsd/pohoda/data.xsd');

/** Invoices for the first `count` registrations, issued across September 2026. */
async function issue(dataDir, count) {
  const client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO invoice (registration_id, number, issued_on, due_on, account, amount, discount_amount,
                            discount_name, item, customer_name, customer_email)
       SELECT r.id, '2026' || lpad(n::text, 6, '0'), d, d + 14, 'CZ6508000000192000145399',
              2500 - CASE WHEN n % 3 = 0 THEN 300 ELSE 0 END, CASE WHEN n % 3 = 0 THEN 300 ELSE 0 END,
              CASE WHEN n % 3 = 0 THEN 'Sourozenecká sleva' END,
              'Kroužek Keramika (Po 16:00–17:00) – ' || r.child_full_name,
              r.parent_first_name || ' ' || r.parent_last_name, r.email
         FROM (SELECT id, child_full_name, parent_first_name, parent_last_name, email,
                      row_number() OVER (ORDER BY id) AS n FROM registration ORDER BY id LIMIT $1) r,
              LATERAL (SELECT DATE '2026-09-01' + (r.n % 30)::int AS d) day`,
      [count],
    );
    return rowCount;
  } finally {
    await client.end();
  }
}

export async function accountingBenchmark({ appUrl, token, pid }) {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/accounting/pohoda?from=2026-09-01&to=2026-09-30`, {
    headers: { 'access-token': token },
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const chunks = [];
  let firstByte = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    chunks.push(value);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const file = Buffer.concat(chunks);
  const items = (file.toString('utf8').match(/<dat:dataPackItem /g) ?? []).length;
  return { seconds, firstByte: firstByte / 1000, cpu, bytes: file.length, items, file };
}

/** xmllint's verdict on the whole file: 'valid' or its first complaint. */
function validate(file) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kurzy-pohoda-'));
  const xml = path.join(dir, 'pohoda.xml');
  writeFileSync(xml, file);
  return new Promise((resolve) =>
    execFile('xmllint', ['--noout', '--nonet', '--schema', XSD, xml], (error, _stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      resolve(error ? (stderr.split('\n')[0] ?? error.message) : 'valid');
    }),
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-accounting-bench-'));
try {
  await seed(dataDir, invoices);
  const password = 'bench-password-123';
  const server = await startApp({ dataDir, env: { ADMIN_PASSWORD: password } });
  try {
    const issued = await issue(dataDir, invoices);
    const login = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "admin", password: "${password}") { token } }` }),
    }).then((answer) => answer.json());
    const app = { appUrl: server.url, token: login.data.login.token, pid: server.pid };
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await accountingBenchmark(app));
    const verdict = await validate(runs[0].file);
    console.log(`\nPohoda export of ${issued} invoices issued in one month (GET /api/accounting/pohoda):\n`);
    console.log('| run | invoices in the file | file | first byte | whole file | server CPU | target < 5 s |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    runs.forEach((result, run) =>
      console.log(
        `| ${run + 1} | ${result.items} | ${(result.bytes / 1e6).toFixed(2)} MB | ${result.firstByte.toFixed(2)} s | ` +
          `${result.seconds.toFixed(2)} s | ${result.cpu.toFixed(2)} s | ${result.seconds < 5 ? 'met' : 'missed'} |`,
      ),
    );
    console.log(`\nThe first file against data.xsd (xmllint): ${verdict}`);
    console.log(`Identical files in every run: ${runs.every((result) => result.file.equals(runs[0].file))}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
