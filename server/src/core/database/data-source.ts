// One data path: TypeORM and the hand-written SQL of core/crud.ts run on one pg Pool per data source.
import pg, { type Pool, type PoolConfig } from 'pg';
import type { ClassType } from 'type-graphql';
import { DataSource, type DataSourceOptions, type Logger } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { RateLimitHit } from '../rate-limit-hit.entity';
import { SnakeNamingStrategy } from './naming-strategy';

/** Core's own tables, beside those the modules declare. */
const CORE_ENTITIES = [RateLimitHit];

/** The pool of each data source, once initialize() has made it. */
const pools = new WeakMap<DataSource, () => Pool>();

/** TypeORM builds its pool at initialize() as `new driver.Pool(options)`, `driver` being its
 * documented option that defaults to the pg package. This is pg with a Pool that tells us which pool
 * was made, so the hand-written SQL uses that very pool (no second set of connections, no reaching
 * into TypeORM's driver). */
function poolRecordingDriver(made: (pool: Pool) => void) {
  class RecordedPool extends pg.Pool {
    constructor(config?: PoolConfig) {
      super(config);
      made(this);
    }
  }
  return { ...pg, Pool: RecordedPool };
}

/** Connections of one instance at most (config PG_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 20;

export function dataSourceOptions(
  url: string,
  entities: readonly ClassType[],
  poolSize = DEFAULT_POOL_SIZE,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [...CORE_ENTITIES, ...entities],
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'all',
    extra: { max: poolSize, application_name: 'kurzy' },
  };
}

/** A data source over the given entities (the modules' tables, see modules/index.ts); `logger` lets
 * tests watch the SQL (e.g. count the queries of a request). */
export function createDataSource(
  url: string,
  entities: readonly ClassType[],
  logger?: Logger,
  poolSize = DEFAULT_POOL_SIZE,
): DataSource {
  let pool: Pool | null = null;
  const dataSource = new DataSource({
    ...dataSourceOptions(url, entities, poolSize),
    driver: poolRecordingDriver((made) => (pool = made)),
    ...(logger ? { logger } : {}),
  });
  pools.set(dataSource, () => {
    if (!pool || !dataSource.isInitialized) throw new Error('The data source is not initialized');
    return pool;
  });
  return dataSource;
}

/** The pg Pool under a data source made by createDataSource, for SQL written by hand. */
export function poolOf(dataSource: DataSource): Pool {
  const pool = pools.get(dataSource);
  if (!pool) throw new Error('This data source was not made by createDataSource');
  return pool();
}
