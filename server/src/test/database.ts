// Fresh databases for integration tests, on the server the global setup provided.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { createDataSource } from '../core/database/data-source';
import { ENTITIES } from '../modules';

const TEMPLATE = 'kurzy_test_template';

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rebuilt on every run, so it always matches the migrations of the code under test. */
export async function buildTemplateDatabase(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const dataSource = createDataSource(databaseUrl(adminUrl, TEMPLATE), ENTITIES);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await dataSource.destroy();
  }
}

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  /** SQL statements run through `dataSource`, when created with `countQueries: true`. */
  queries: QueryCounter;
  drop(): Promise<void>;
}

export interface QueryCounter {
  /** How many statements ran since the last reset. */
  count(): number;
  /** The statements themselves, to show in a failing assertion. */
  statements(): string[];
  reset(): void;
}

/** A TypeORM logger that only remembers the statements it is shown. */
function countingLogger(): { logger: Logger; counter: QueryCounter } {
  let statements: string[] = [];
  const ignore = () => undefined;
  return {
    logger: {
      logQuery: (query) => void statements.push(query),
      logQueryError: ignore,
      logQuerySlow: ignore,
      logSchemaBuild: ignore,
      logMigration: ignore,
      log: ignore,
    },
    counter: {
      count: () => statements.length,
      statements: () => [...statements],
      reset: () => void (statements = []),
    },
  };
}

function adminUrl(): string {
  const url = process.env.KURZY_TEST_ADMIN_URL;
  if (!url) throw new Error('No test database server: run the tests through jest (its global setup starts one)');
  return url;
}

/** Drops a test database, ending the app's leftover connections. A role without superuser rights
 * (CI's server) may not end an autovacuum worker that happens to clean the database just then
 * (insufficient_privilege): a plain DROP ends that worker itself, and is tried again briefly. */
async function dropDatabase(client: Client, name: string): Promise<void> {
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** A new database for one test file: a copy of the migrated template, or empty (`migrated: false`);
 * with `countQueries: true`, `queries` counts the SQL statements the app runs. */
export async function createTestDatabase({ migrated = true, countQueries = false } = {}): Promise<TestDatabase> {
  const admin = adminUrl();
  const name = `kurzy_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (client) =>
    client.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}` : `CREATE DATABASE ${name}`),
  );
  const url = databaseUrl(admin, name);
  const counting = countQueries ? countingLogger() : null;
  const dataSource = createDataSource(url, ENTITIES, counting?.logger);
  await dataSource.initialize();
  return {
    url,
    dataSource,
    queries: counting?.counter ?? {
      count: () => {
        throw new Error('Create the test database with { countQueries: true } to count queries');
      },
      statements: () => [],
      reset: () => undefined,
    },
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withAdmin(admin, (client) => dropDatabase(client, name));
    },
  };
}
