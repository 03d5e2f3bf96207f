// Hostile bank statements (issue 38, finding 3): a file of about 10 MB in each format, uploaded to
// POST /api/payments/import (and the large GPC again through GraphQL, the back office's door) while
// GET /api/health is asked every 20 ms. Target: /api/health answers
// within 200 ms throughout (statements are parsed on a worker thread, and pairing works in chunks).
// Reported: the upload's status and wall time (parsing, and recording what the file holds), and the
// slowest /api/health answer while it ran.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startApp } from './standalone.mjs';

const require = createRequire(import.meta.url);
const samples = require(path.join(root, 'server/dist/modules/payments/statements/statement.samples.js'));
const { STATEMENT_MAX_BYTES } = require(path.join(root, 'common/dist/index.js'));

const ACCOUNT = '2000145399';
/** Just under the import's limit, so every file is read whole rather than refused for its size. */
const SIZE = STATEMENT_MAX_BYTES - 4096;

function hostileFiles() {
  const csvHead = samples.fioApiCsv(ACCOUNT, []).toString('utf8');
  const quotes = samples.fioApiCsv(ACCOUNT, []).byteLength;
  const gpcOwn = samples.gpcAccount(ACCOUNT);
  const gpc = (firstId) => {
    const lines = [samples.gpcHeader({ account: gpcOwn })];
    for (let id = firstId; lines.length * 132 < SIZE - 600; id += 1) {
      lines.push(
        samples.gpcItem({ account: gpcOwn, id, amountHaler: 150_000, code: '2', vs: String(9_000_000_000 + id) }),
        samples.gpcMessage('078', ['Platba za krouzek ' + id, 'a dalsi radek zpravy']),
      );
    }
    return lines;
  };
  const gpcLines = gpc(1);
  const movements = [];
  for (let id = 1; movements.length * 1180 < SIZE - 2000; id += 1)
    movements.push({
      22: id,
      0: '2026-11-20+0100',
      1: 1500,
      14: 'CZK',
      5: String(9_000_000_000 + id),
      16: 'x'.repeat(300),
    });
  const entries = [];
  for (let id = 1; entries.length * 720 < SIZE - 2000; id += 1)
    entries.push({
      amount: '1500.00',
      ref: String(26_000_000_000 + id),
      references: [`VS:${9_000_000_000 + id}`],
      message: 'Platba za krouzek '.repeat(5),
      party: { side: 'Dbtr', name: 'Jana Novakova', iban: samples.czIban('0800', '19-2000145399'), bank: '0800' },
    });
  return {
    'Fio CSV: a cell of `a` and 10 MB of quotes': Buffer.from(
      `${csvHead}a${'"'.repeat(SIZE - quotes - 40)};01.03.2024;1,00;CZK\r\n`,
    ),
    'Fio CSV: 10 MB of `;` (one row, millions of cells)': Buffer.from(`${csvHead}${';'.repeat(SIZE - quotes)}`),
    'camt.053: 10 MB of empty elements': Buffer.from(
      `<?xml version="1.0"?><Document>${'<a/>'.repeat((SIZE - 60) / 4)}</Document>`,
    ),
    'camt.053: 10 MB of nested elements': Buffer.from(
      `<?xml version="1.0"?><Document>${'<a>'.repeat(SIZE / 8)}${'</a>'.repeat(SIZE / 8)}</Document>`,
    ),
    [`camt.053: ${entries.length} real entries (10 MB)`]: samples.camtXml({
      iban: samples.czIban('0800', ACCOUNT),
      entries,
    }),
    [`Fio JSON: ${movements.length} movements (10 MB)`]: samples.fioJson(ACCOUNT, movements),
    'Fio JSON: 10 MB of nested arrays': Buffer.from(
      `{"accountStatement":{"transactionList":{"transaction":${'['.repeat(SIZE / 2 - 100)}${']'.repeat(SIZE / 2 - 100)}}}}`,
    ),
    [`GPC: ${(gpcLines.length - 1) / 2} items with messages (10 MB)`]: samples.gpcFile(gpcLines),
    // The back office's door (GraphQL multipart): every movement new again, so every one is unmatched
    // (the answer lists the first 200 and counts them all).
    [`GPC through GraphQL: ${(gpcLines.length - 1) / 2} new items (10 MB)`]: samples.gpcFile(gpc(1_000_001)),
    'random bytes (10 MB)': Buffer.from(Array.from({ length: SIZE }, (_, i) => (i * 2654435761) >>> 24)),
  };
}

/** Asks /api/health every 20 ms until `done` settles; answers the slowest answer in ms. */
async function healthWhile(appUrl, done) {
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  let worst = 0;
  while (!finished) {
    const started = performance.now();
    await fetch(`${appUrl}/api/health`).then((response) => response.arrayBuffer());
    worst = Math.max(worst, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return worst;
}

export async function runStatementsBenchmark() {
  const password = 'bench-password-123';
  const app = await startApp({ env: { ADMIN_PASSWORD: password } });
  const rows = [];
  try {
    const login = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "admin", password: "${password}") { token } }` }),
    }).then((response) => response.json());
    const token = login.data.login.token;
    for (const [shape, file] of Object.entries(hostileFiles())) {
      const graphql = shape.includes('GraphQL');
      const body = new FormData();
      if (graphql) {
        body.append(
          'operations',
          JSON.stringify({
            query:
              'mutation ($file: Upload!) { importBankStatement(file: $file) { itemsRead unmatched { line amountHaler variableSymbol reason } unmatchedCount } }',
            variables: { file: null },
          }),
        );
        body.append('map', JSON.stringify({ 0: ['variables.file'] }));
      }
      body.append(graphql ? '0' : 'file', new Blob([file]), 'vypis.dat');
      const started = performance.now();
      const upload = fetch(`${app.url}${graphql ? '/graphql' : '/api/payments/import'}`, {
        method: 'POST',
        headers: { 'access-token': token, ...(graphql ? { 'apollo-require-preflight': 'true' } : {}) },
        body,
      }).then(async (response) => {
        const answer = await response.json();
        return {
          status: response.status,
          body: graphql ? (answer.data?.importBankStatement ?? answer.errors[0]) : answer,
        };
      });
      const [answer, worst] = await Promise.all([upload, healthWhile(app.url, upload)]);
      const ms = performance.now() - started;
      rows.push({
        shape,
        bytes: file.byteLength,
        status: answer.status,
        code:
          answer.body.code ??
          `${answer.body.itemsRead} read` +
            (answer.body.unmatchedCount
              ? `, ${answer.body.unmatched.length} of ${answer.body.unmatchedCount} unmatched listed`
              : ''),
        ms,
        worst,
      });
    }
  } finally {
    await app.stop();
  }
  return rows;
}

export function statementsTable(rows) {
  return [
    '| hostile file | MB | status | answer | import ms | worst /api/health ms | < 200 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.shape} | ${(row.bytes / 1024 / 1024).toFixed(1)} | ${row.status} | ${row.code} | ${row.ms.toFixed(0)} | ${row.worst.toFixed(0)} | ${row.worst < 200 ? 'met' : 'MISSED'} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(statementsTable(await runStatementsBenchmark()));
