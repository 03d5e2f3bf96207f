// npm run backup [-- FILE]: the database and the stored files in one .tar.gz (by default
// kurzy-backup-<date>-<time>.tar.gz in the current directory). Safe while the site runs.
import 'reflect-metadata';
import { loadConfig } from './core/config';
import { consoleLogger as logger } from './core/logger';
import { createBackup } from './operations/backup/backup';
import { backupDatabase, backupFiles } from './operations/backup/backup-target';

function archiveArgument(argv: string[]): string {
  if (argv.length > 1 || argv[0]?.startsWith('-')) throw new Error('Usage: npm run backup [-- FILE.tar.gz]');
  const stamp = new Date().toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return argv[0] ?? `kurzy-backup-${stamp}.tar.gz`;
}

async function main() {
  const archive = archiveArgument(process.argv.slice(2));
  const config = loadConfig();
  const files = backupFiles(config);
  const database = await backupDatabase(config);
  try {
    const manifest = await createBackup({ databaseUrl: database.url, files, archive });
    const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
    logger.info(
      `Wrote ${archive}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables ` +
        `(${manifest.database.tables.registration ?? 0} registrations), ${manifest.files.count} files.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
