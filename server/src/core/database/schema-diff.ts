import { DataSource } from 'typeorm';

/** The SQL TypeORM would run to make the database match the entities; empty when the
 * migrations and the entities agree. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((query) => query.query),
    down: log.downQueries.map((query) => query.query),
  };
}
