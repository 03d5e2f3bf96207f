import { DataSource } from 'typeorm';

/** Any fixed number shared by every instance of the app; it names our advisory lock. */
const MIGRATION_LOCK_KEY = 4_620_190;

/** Runs `work` while holding a PostgreSQL advisory lock, so when several app instances start at
 * once against one database, exactly one migrates and seeds while the others wait, then find it done. */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}
