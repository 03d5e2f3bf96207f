import { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase } from './embedded';

export interface OpenDatabase {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR without it. */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  const embedded =
    config.databaseUrl === null
      ? await startEmbeddedDatabase(config.dataDir, (line) => {
          if (/\b(ERROR|FATAL|PANIC)\b/.test(line)) logger.warn(`postgres: ${line}`);
        })
      : null;
  if (embedded) logger.info(`Started the embedded PostgreSQL with its data in ${config.dataDir}`);
  const dataSource = createDataSource(embedded?.url ?? (config.databaseUrl as string));
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
