// Developer tool: writes a migration with the SQL that brings a database migrated so far up to the
// entities. Usage (from server/): npm run migration:generate -- AddSomething
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from './core/database/data-source';
import { startEmbeddedDatabase } from './core/database/embedded';
import { pendingSchemaChanges } from './core/database/schema-diff';
import { ENTITIES } from './modules';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give the migration a PascalCase name');
  const dir = await mkdtemp(path.join(tmpdir(), 'kurzy-migration-'));
  const database = await startEmbeddedDatabase(dir);
  const dataSource = createDataSource(database.url, ENTITIES);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
    const { up, down } = await pendingSchemaChanges(dataSource);
    if (up.length === 0) {
      console.log('The entities and the migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    // TypeORM lists an enum type once per table using it; create it at its first use and drop it
    // after its last (in the down queries, which run in reverse).
    const unique = (queries: string[]) => [...new Set(queries)];
    const uniqueKeepingLast = (queries: string[]) => unique([...queries].reverse()).reverse();
    const literal = (query: string) => '`' + query.replace(/[`\\]|\$\{/g, (match) => `\\${match}`) + '`';
    const sql = (queries: string[]) =>
      queries.map((query) => `    await queryRunner.query(${literal(query)});`).join('\n');
    const source = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${sql(unique(up))}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${sql(uniqueKeepingLast(down.reverse()))}
  }
}
`;
    const migrationsDir = path.resolve(__dirname, '../src/migrations');
    const file = `${timestamp}-${name}`;
    await writeFile(path.join(migrationsDir, `${file}.ts`), source);
    const indexFile = path.join(migrationsDir, 'index.ts');
    const index = await readFile(indexFile, 'utf8');
    const updated = index
      .replace(/(\nexport const MIGRATIONS)/, `import { ${className} } from './${file}';\n$1`)
      .replace(
        /\[([^\]]*)\];/,
        (_match, list: string) =>
          `[${[
            ...list
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            className,
          ].join(', ')}];`,
      );
    await writeFile(indexFile, updated);
    console.log(`Wrote src/migrations/${file}.ts; review it before committing.`);
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
