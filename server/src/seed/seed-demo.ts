import { DataSource } from 'typeorm';
import type { Logger } from '../core/logger';
import { seedDemoData } from './demo';

const MARKER = 'demo_data_seeded_at';

/** Seeds the demo data once, into a database without any content. A database that was ever
 * seeded, or that holds content of its own, is never touched. */
export async function seedDemoIfEmpty(
  dataSource: DataSource,
  options: Parameters<typeof seedDemoData>[1],
  logger: Logger,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const [{ seeded, content }] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM app_state WHERE key = $1) AS seeded,
              EXISTS (SELECT 1 FROM course) OR EXISTS (SELECT 1 FROM camp) OR EXISTS (SELECT 1 FROM branch)
              OR EXISTS (SELECT 1 FROM news) OR EXISTS (SELECT 1 FROM gallery) OR EXISTS (SELECT 1 FROM registration) AS content`,
      [MARKER],
    );
    if (seeded || content) return false;
    const summary = await seedDemoData(manager, options);
    await manager.query('INSERT INTO app_state (key, value) VALUES ($1, to_jsonb(now()))', [MARKER]);
    logger.info(
      `Seeded the demo data: ${summary.branches} branches, ${summary.courses} courses, ${summary.camps} camps, ${summary.lectors} lectors, ${summary.registrations} registrations.`,
    );
    return true;
  });
}
