// npm run seed -- --registrations 100000
import 'reflect-metadata';
import { loadConfig } from './core/config';
import { openDatabase } from './core/database/open';
import { consoleLogger as logger } from './core/logger';
import { ENTITIES } from './modules';
import { seedLargeRegistrations } from './seed/large';
import { prepareDatabase } from './startup';

function registrationsArgument(argv: string[]): number {
  const index = argv.indexOf('--registrations');
  const value = index >= 0 ? argv[index + 1] : undefined;
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error('Usage: npm run seed -- --registrations <count>');
  }
  return Number(value);
}

async function main() {
  const count = registrationsArgument(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config, logger, ENTITIES);
  try {
    await prepareDatabase(database.dataSource, config, logger);
    const started = performance.now();
    const result = await seedLargeRegistrations(database.dataSource, count);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(`Added ${result.registrations} registrations and ${result.customers} customers in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
