// The built app started the way the benchmarks need it: node server/dist/main.js on its own port and
// DATA_DIR (embedded PostgreSQL, production mode), resolved once it logs "Ready at". Its log lines go
// to `app.log` in its data directory, as they would go to a file or the journal in production: read
// through a pipe, they made the benchmark's own process (the load generator) wake for every few lines.
import { spawn } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

/** CPU seconds (user and system) a process has used. */
export const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Starts the app on `dataDir` (a fresh temporary one, removed at stop, when not given) with `env`
 * over the defaults. Resolves with its url, pid, the milliseconds it took to be ready, and stop(). */
export async function startApp({ dataDir, env = {} } = {}) {
  const ownDir = dataDir ? null : mkdtempSync(path.join(tmpdir(), 'kurzy-bench-app-'));
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS: options for the app's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const logFile = path.join(dataDir ?? ownDir, 'app.log');
  const log = openSync(logFile, 'a');
  // A kept data directory's log holds earlier runs: this run's lines start here.
  let readTo = fstatSync(log).size;
  const child = spawn(process.execPath, [...nodeArgs, 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir ?? ownDir,
      PORT: String(port),
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const exited = new Promise((_resolve, reject) =>
    child.on('exit', (code) => {
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
      reject(new Error(`the app exited with ${code}`));
    }),
  );
  exited.catch(() => {});
  const reader = openSync(logFile, 'r');
  try {
    const chunk = Buffer.alloc(65536);
    let text = '';
    for (;;) {
      const bytes = readSync(reader, chunk, 0, chunk.length, readTo);
      readTo += bytes;
      text += chunk.toString('latin1', 0, bytes);
      if (text.includes('Ready at')) break;
      text = text.slice(-100);
      if (bytes === 0) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  } finally {
    closeSync(reader);
  }
  return {
    ms: performance.now() - started,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    dataDir: dataDir ?? ownDir,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => {
          if (ownDir) rmSync(ownDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The connection URL of the embedded PostgreSQL a running app started in `dataDir` (for another
 * instance over the same database). */
export function embeddedDatabaseUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://kurzy:${encodeURIComponent(password)}@127.0.0.1:${port}/kurzy`;
}

/** `npm run seed -- --registrations N` on `dataDir` (the built CLI): its output and the ms it took. */
export function seed(dataDir, registrations) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['server/dist/seed-cli.js', '--registrations', String(registrations)], {
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
