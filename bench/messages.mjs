// Messages to families (issue 43, Delivery): one message to 1,000 families through the outbox and the
// pooled SMTP transport, to a local SMTP server that takes 20 ms over each message (as a real one
// answering its DATA would). Target: all 1,000 e-mails reach it within 60 s of the send.
//
// `npm run bench -- --scenario messages` (or `node bench/messages.mjs`) starts the built app on a fresh
// embedded database with SMTP_URL pointing at the server here, adds 1,000 families (one registration
// each, its own address) to one slot, and sends them one provozní message by `POST /api/messages`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedDatabaseUrl, freePort, root, startApp } from './standalone.mjs';

const require = createRequire(path.join(root, 'server', 'package.json'));
const { SMTPServer } = require('smtp-server');

const FAMILIES = 1000;
const SERVER_MS = 20;
const TARGET_S = 60;

/** An SMTP server that takes SERVER_MS over each message's DATA and counts what it accepted. */
async function slowSmtpServer() {
  const port = await freePort();
  const state = { received: 0, connections: 0, firstAt: null, lastAt: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 100,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () =>
        setTimeout(() => {
          state.received += 1;
          state.firstAt ??= performance.now();
          state.lastAt = performance.now();
          callback();
        }, SERVER_MS),
      );
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function runMessagesBenchmark() {
  const smtp = await slowSmtpServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-bench-messages-'));
  const password = 'bench-password-123';
  const app = await startApp({ dataDir, env: { SMTP_URL: smtp.url, ADMIN_PASSWORD: password } });
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  try {
    await client.connect();
    // One slot, 1,000 families: copies of a demo registration, each with its own address.
    const [{ id }] = (
      await client.query('SELECT id FROM registration WHERE schedule_id IS NOT NULL AND cancelled_at IS NULL LIMIT 1')
    ).rows;
    // Every column of the demo registration but its id, address, child's name and variable symbol.
    const { rows: columns } = await client.query(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'registration' AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval'
          AND column_name NOT IN ('id', 'email', 'child_full_name', 'variable_symbol', 'created_at', 'updated_at')`,
    );
    const kept = columns.map(({ name }) => `"${name}"`).join(', ');
    await client.query(
      `INSERT INTO registration (${kept}, email, child_full_name, variable_symbol)
       SELECT ${columns.map(({ name }) => `r."${name}"`).join(', ')}, 'rodina-' || n || '@bench.example.com',
              'Dítě ' || n, 9000000000 + n
         FROM registration r, generate_series(1, $2::int) AS n WHERE r.id = $1`,
      [id, FAMILIES],
    );
    const login = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "admin", password: "${password}") { token } }` }),
    }).then((response) => response.json());
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.login.token}` };
    const { rows: chosen } = await client.query(
      `SELECT id FROM registration WHERE email LIKE '%@bench.example.com' ORDER BY id`,
    );
    const before = smtp.state.received;
    const started = performance.now();
    const response = await fetch(`${app.url}/api/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        audience: { registrationIds: chosen.map((row) => row.id) },
        kind: 'operational',
        subject: 'Bench: zítra v malé tělocvičně',
        text: 'Zítřejší lekce bude v malé tělocvičně.',
      }),
    });
    const answer = await response.json();
    const answeredMs = performance.now() - started;
    if (response.status !== 202)
      throw new Error(`POST /api/messages answered ${response.status}: ${JSON.stringify(answer)}`);
    const deadline = started + 3 * TARGET_S * 1000;
    while (smtp.state.received - before < answer.recipients && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const allMs = (smtp.state.lastAt ?? performance.now()) - started;
    return {
      families: answer.recipients,
      received: smtp.state.received - before,
      answeredMs,
      allMs,
      connections: smtp.state.connections,
    };
  } finally {
    await client.end().catch(() => undefined);
    await app.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function messagesTable(result) {
  const met = result.received === result.families && result.allMs <= TARGET_S * 1000;
  return [
    '| measure | value |',
    '| --- | --- |',
    `| families (one e-mail each) | ${result.families} |`,
    `| \`POST /api/messages\` answered (202) | ${result.answeredMs.toFixed(0)} ms |`,
    `| all e-mails accepted by the server (${SERVER_MS} ms a message) | ${result.received} in ${(result.allMs / 1000).toFixed(1)} s |`,
    `| SMTP connections opened | ${result.connections} |`,
    `| target: ${result.families} within ${TARGET_S} s | ${met ? 'met' : 'NOT met'} |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(messagesTable(await runMessagesBenchmark()));
}
