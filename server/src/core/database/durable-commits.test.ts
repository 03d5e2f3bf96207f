// Group commit: an asynchronous commit is on disk once flushed() resolves, and one flush serves every
// caller waiting when it starts.
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { DurableCommits } from './durable-commits';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('an asynchronous commit is flushed to the WAL on disk by the time flushed() resolves', async () => {
  const durable = new DurableCommits(database.dataSource);
  for (let round = 0; round < 5; round += 1) {
    await database.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT ${DurableCommits.ASYNC_COMMIT_SQL}`);
      await manager.query(
        `INSERT INTO app_state (key, value) VALUES ('durable-test', $1) ON CONFLICT (key) DO UPDATE SET value = $1`,
        [JSON.stringify({ round })],
      );
    });
    // At least the end of the commit record just written.
    const [{ written }] = await database.dataSource.query('SELECT pg_current_wal_insert_lsn()::text AS written');
    await durable.flushed();
    const [{ durableNow }] = await database.dataSource.query(
      'SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS "durableNow"',
      [written],
    );
    expect(durableNow).toBe(true);
  }
});

it('one flush serves every caller waiting when it starts', async () => {
  const durable = new DurableCommits(database.dataSource);
  await Promise.all(Array.from({ length: 50 }, () => durable.flushed()));
  // The first caller's flush, then one for the 49 who came while it ran.
  expect(durable.flushes).toBe(2);
  // A caller during a flush waits for the next one (it starts after the caller's commit).
  const first = durable.flushed();
  const second = durable.flushed();
  await Promise.all([first, second]);
  expect(durable.flushes).toBe(4);
});
