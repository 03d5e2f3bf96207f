// Fresh databases for integration tests, on the server the global setup provided.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from '../core/database/data-source';

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
  const dataSource = createDataSource(databaseUrl(adminUrl, TEMPLATE));
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
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.KURZY_TEST_ADMIN_URL;
  if (!url) throw new Error('No test database server: run the tests through jest (its global setup starts one)');
  return url;
}

/** A new database for one test file: a copy of the migrated template, or empty (`migrated: false`). */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const admin = adminUrl();
  const name = `kurzy_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (client) =>
    client.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}` : `CREATE DATABASE ${name}`),
  );
  const url = databaseUrl(admin, name);
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  return {
    url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
