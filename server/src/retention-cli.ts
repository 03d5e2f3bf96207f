// npm run retention: one round of the retention job now (it also runs daily in the app): erases the
// personal data of registrations whose course or camp ended more than RETENTION_YEARS years ago.
// Works while the app runs on the embedded database too (it joins the app's server).
import 'reflect-metadata';
import { createServices } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './core/database/open';
import { consoleLogger as logger } from './core/logger';
import { ENTITIES } from './modules';
import { prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, logger, ENTITIES, { joinRunning: true });
  try {
    await prepareDatabase(database.dataSource, config, logger);
    const services = createServices({ config, dataSource: database.dataSource, logger });
    const result = await services.privacy.applyRetention();
    logger.info(
      result
        ? `Erased the personal data of ${result.registrations} registration(s) older than ${config.retentionYears} years.`
        : 'Another instance is running the retention job now; nothing done.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
