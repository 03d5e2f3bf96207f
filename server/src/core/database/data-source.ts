import { DataSource, DataSourceOptions, Logger } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { ENTITIES } from './entities';
import { SnakeNamingStrategy } from './naming-strategy';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'all',
    extra: { max: 20, application_name: 'kurzy' },
  };
}

/** `logger` lets tests watch the SQL (e.g. count the queries of a request). */
export function createDataSource(url: string, logger?: Logger): DataSource {
  return new DataSource({ ...dataSourceOptions(url), ...(logger ? { logger } : {}) });
}
