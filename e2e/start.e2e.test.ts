// `npm start` as a user runs it: the built app on the embedded PostgreSQL, stopped and started again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedDatabaseUrl, startApp } from './app-process';

// Its tests start the app on fresh embedded databases (initdb, migrations, demo data), some more than
// once: minutes on a machine busy with other test workers, not the default minute.
jest.setTimeout(180_000);

async function counts(dataDir: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM branch)::int AS branches, (SELECT count(*) FROM course)::int AS courses,
              (SELECT count(*) FROM registration)::int AS registrations, (SELECT count(*) FROM "user")::int AS users`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

describe('the app on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR with demo data, keeps it across a restart and seeds nothing twice', async () => {
    const first = await startApp(dataDir);
    let before: Record<string, number>;
    try {
      expect(first.log()).toMatch(/Seeded the demo data/);
      // A JSON log line escapes the quotes.
      expect(first.log()).toMatch(/Created administrator \\?"admin\\?" with the password: \S+/);
      // ...and the same password again right after the ready line, not hundreds of lines up.
      const lines = first.log().split('\n');
      const ready = lines.findIndex((line) => line.includes('Ready at'));
      const password = /with the password: (\S+)/.exec(first.log())![1];
      expect(lines[ready + 1]).toMatch(/Log in at http:\/\/localhost:\d+\/login as \\?"admin\\?" with the password: /);
      expect(lines[ready + 1]).toContain(password);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: true });
      // A public page, rendered on the server with the demo data.
      const page = await fetch(`${first.url}/courses`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<html lang="cs"/);
      expect(html).toMatch(/<div id="root"><.+/);
      // `npm run retention` beside the running app joins its embedded database.
      const retention = spawnSync(
        process.execPath,
        [path.join(__dirname, '..', 'server', 'dist', 'retention-cli.js')],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', NODE_ENV: 'production' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect({ status: retention.status, stderr: retention.stderr }).toEqual({ status: 0, stderr: '' });
      expect(retention.stdout).toMatch(/Erased the personal data of 0 registration\(s\)/);
      before = await counts(dataDir);
      expect(before).toMatchObject({ branches: 3, users: 5 });
      expect(before.courses).toBeGreaterThanOrEqual(12);
    } finally {
      expect(await first.stop('SIGTERM')).toBe(0);
    }
    // Stopped cleanly: PostgreSQL removed its pid file on the way out.
    expect(existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(false);

    const second = await startApp(dataDir);
    try {
      expect(second.log()).not.toMatch(/Seeded|password|Applied/);
      expect(await counts(dataDir)).toEqual(before);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(false);
  });

  it('recovers from a first start that was interrupted before the database was created', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kurzy-interrupted-'));
    try {
      // Initialise the cluster as the first start does, then lose the app database.
      const script = `
        const { startEmbeddedDatabase } = require('./server/dist/core/database/embedded.js');
        const { Client } = require('pg');
        (async () => {
          const database = await startEmbeddedDatabase(${JSON.stringify(dir)});
          const client = new Client({ connectionString: database.url.replace(/\\/kurzy$/, '/postgres') });
          await client.connect();
          await client.query('DROP DATABASE kurzy');
          await client.end();
          await database.stop();
        })().catch((error) => { console.error(error); process.exit(1); });`;
      const prepared = spawnSync(process.execPath, ['-e', script], {
        cwd: path.resolve(__dirname, '..'),
        encoding: 'utf8',
      });
      expect(prepared.stderr).toBe('');
      expect(prepared.status).toBe(0);

      const app = await startApp(dir);
      try {
        expect(app.log()).toMatch(/Seeded the demo data/);
      } finally {
        expect(await app.stop()).toBe(0);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad configuration, naming the variable', async () => {
    await expect(startApp(dataDir, { PORT: 'sto' })).rejects.toThrow(/PORT="sto" is not valid/);
  });
});
