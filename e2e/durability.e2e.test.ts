// No registration may ever be lost: the server (and its database) are killed without warning in
// the middle of a stream of registrations; after a restart every answered registration is there.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedDatabaseUrl, graphqlOf as graphql, startApp } from './app-process';

// Its tests start the app on fresh embedded databases (initdb, migrations, demo data), some more than
// once: minutes on a machine busy with other test workers, not the default minute.
jest.setTimeout(180_000);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('durability', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-durability-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps every registration that was answered with success after a hard kill mid-stream', async () => {
    // A stream of registrations from this one address: no rate limit in the way.
    const first = await startApp(dataDir, { REGISTRATION_RATE_LIMIT: '0', REGISTRATION_COURSE_LIMIT: '0' });
    const password = /password: ([^\s"]+)/.exec(first.log())?.[1] as string;
    const login = await graphql<{ login: { token: string } }>(
      first,
      'mutation ($p: String!) { login(username: "admin", password: $p) { token } }',
      { p: password },
    );
    const token = login.data!.login.token;
    const course = await graphql<{ createCourse: { id: number } }>(
      first,
      'mutation { createCourse(input: { title: "Zátěžový kurz", type: sport, category: uncategorized, capacity: 30, maxCapacity: 100000, price: 1000 }) { id } }',
      {},
      token,
    );
    const branches = await graphql<{ branches: { id: number }[] }>(first, '{ branches { id } }');
    const schedule = await graphql<{ createSchedule: { id: number } }>(
      first,
      'mutation ($c: Int!, $b: Int!) { createSchedule(input: { dayOfWeek: 1, from: "16:00", to: "17:00", courseId: $c, branchId: $b }) { id } }',
      { c: course.data!.createCourse.id, b: branches.data!.branches[0]!.id },
      token,
    );
    const scheduleId = schedule.data!.createSchedule.id;

    const answered: { id: number; variableSymbol: string; email: string }[] = [];
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        sent += 1;
        const email = `rodic${sent}@example.com`;
        const input = {
          parentFirstName: 'Jana',
          parentLastName: 'Zátěžová',
          email,
          phone: '777123456',
          // Names take no digits: the number in letters.
          childFullName: `Dítě ${String(sent).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`,
          childBornYear: '2018-03-01',
          personalDataConsent: true,
          type: 'course',
          scheduleId,
        };
        try {
          const answer = await graphql<{ register: { id: number; variableSymbol: string } }>(
            first,
            'mutation ($i: RegistrationInput!) { register(input: $i) { id variableSymbol } }',
            { i: input },
          );
          if (answer.data?.register) answered.push({ ...answer.data.register, email });
        } catch {
          // The server died under this request: no answer, no promise to keep.
        }
      }
    };
    const workers = Array.from({ length: 8 }, () => worker());
    while (answered.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    // Kill the app and its PostgreSQL at once, as a power cut would.
    const postmaster = Number(readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
    killed = true;
    process.kill(postmaster, 'SIGKILL');
    await first.stop('SIGKILL');
    await Promise.all(workers);
    // The killed postmaster's backends notice its death and exit within moments; a restart waits
    // for that, as an operator restarting after a crash would.
    for (let waited = 0; waited < 100 && isAlive(postmaster); waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered.length).toBeGreaterThanOrEqual(150);

    const second = await startApp(dataDir);
    try {
      const client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
      await client.connect();
      try {
        const { rows } = await client.query(
          'SELECT id, variable_symbol AS "variableSymbol", email FROM registration WHERE schedule_id = $1',
          [scheduleId],
        );
        const stored = new Map(rows.map((row: { id: number; variableSymbol: string; email: string }) => [row.id, row]));
        for (const registration of answered) expect(stored.get(registration.id)).toEqual(registration);
        // Nothing half-written: every parent stored in the stream has its registration.
        const orphans = await client.query(
          `SELECT count(*)::int AS n FROM customer c WHERE c.email LIKE 'rodic%@example.com' AND NOT EXISTS (SELECT 1 FROM registration r WHERE r.customer_id = c.id)`,
        );
        expect(orphans.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
