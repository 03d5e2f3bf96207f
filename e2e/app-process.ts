// Runs the built app as `npm start` does (node server/dist/main.js) in a child process, with its own
// DATA_DIR and port, and the embedded PostgreSQL unless DATABASE_URL is given.
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const MAIN = path.join(ROOT, 'server', 'dist', 'main.js');

export interface AppProcess {
  url: string;
  log(): string;
  /** SIGTERM, then the exit code (or null when it had to be killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<AppProcess> {
  if (!existsSync(MAIN)) throw new Error('The app is not built: run `npm run build` (npm test does it)');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The app did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      if (output.includes('Ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
      const result = await Promise.race([exited, timeout]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        return null;
      }
      return result;
    },
  };
}

/** Connection details of the embedded database of a stopped or running app, read from DATA_DIR. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://kurzy:${encodeURIComponent(password)}@127.0.0.1:${port}/kurzy`;
}

/** A GraphQL call to an app process, as its clients make it (`token`: a staff session). */
export async function graphqlOf<T>(
  app: AppProcess,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}
