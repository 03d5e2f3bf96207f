import type { ClassType } from 'type-graphql';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { runningEmbeddedDatabaseUrl, startEmbeddedDatabase } from './embedded';

export interface OpenDatabase {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR without it; `entities`
 * are the modules' tables (modules/index.ts). With `joinRunning` (a command beside the app, such as
 * `npm run retention`) the embedded server the running app started in DATA_DIR is used as it is. */
export async function openDatabase(
  config: Config,
  logger: Logger,
  entities: readonly ClassType[],
  { joinRunning = false } = {},
): Promise<OpenDatabase> {
  const running = joinRunning && config.databaseUrl === null ? await runningEmbeddedDatabaseUrl(config.dataDir) : null;
  if (running) {
    const dataSource = createDataSource(running, entities, undefined, config.pgPoolSize);
    await dataSource.initialize();
    return { dataSource, embedded: true, close: () => dataSource.destroy().catch(() => undefined) };
  }
  // PostgreSQL talks a lot; only its problems are worth an operator's attention.
  const logProblems = (output: string) => {
    for (const line of output.split('\n'))
      if (/\b(ERROR|FATAL|PANIC):/.test(line)) logger.warn(`postgres: ${line.trim()}`);
  };
  const embedded = config.databaseUrl === null ? await startEmbeddedDatabase(config.dataDir, logProblems) : null;
  if (embedded) logger.info(`Started the embedded PostgreSQL with its data in ${config.dataDir}`);
  const dataSource = createDataSource(
    embedded?.url ?? (config.databaseUrl as string),
    entities,
    undefined,
    config.pgPoolSize,
  );
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    embedded: embedded !== null,
    async close() {
      await dataSource.destroy().catch(() => undefined);
      await embedded?.stop();
    },
  };
}
