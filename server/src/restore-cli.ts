// npm run restore -- FILE: brings a backup back into an empty database (DATABASE_URL, or the embedded
// one of an empty DATA_DIR) and an empty file store. Start the app afterwards: it applies the
// migrations added since the backup was made.
import 'reflect-metadata';
import { loadConfig } from './core/config';
import { consoleLogger as logger } from './core/logger';
import { restoreBackup } from './operations/backup/backup';
import { backupDatabase, backupFiles } from './operations/backup/backup-target';

function archiveArgument(argv: string[]): string {
  const [archive] = argv;
  if (argv.length !== 1 || archive === undefined || archive.startsWith('-'))
    throw new Error('Usage: npm run restore -- FILE.tar.gz');
  return archive;
}

async function main() {
  const archive = archiveArgument(process.argv.slice(2));
  const config = loadConfig();
  const files = backupFiles(config);
  const database = await backupDatabase(config);
  try {
    const manifest = await restoreBackup({ databaseUrl: database.url, files, archive });
    logger.info(
      `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}): ` +
        `${manifest.database.tables.registration ?? 0} registrations, ${manifest.files.count} files.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
