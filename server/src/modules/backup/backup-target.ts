// What `npm run backup` and `npm run restore` work on, from the app's own configuration: its
// database and its file store.
import type { Config } from '../../core/config';
import { runningEmbeddedDatabaseUrl, startEmbeddedDatabase } from '../../core/database/embedded';
import { uploadsDir } from '../../core/paths';
import { BackupError } from './backup';
import { type BackupFiles, localBackupFiles } from './backup-files';

export interface BackupDatabase {
  url: string;
  /** Stops the embedded server if this process started it. */
  close(): Promise<void>;
}

/** DATABASE_URL; without it the embedded database in DATA_DIR: the running app's (so a backup can
 * be taken while the site runs), or one started for the job. */
export async function backupDatabase(config: Config): Promise<BackupDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const running = await runningEmbeddedDatabaseUrl(config.dataDir);
  if (running) return { url: running, close: async () => undefined };
  const started = await startEmbeddedDatabase(config.dataDir);
  return { url: started.url, close: () => started.stop() };
}

/** The store the app keeps its files in. An S3 store (STORAGE_URL) needs a BackupFiles of its own
 * (list the bucket's keys under the prefix, read one, put one); until it has one the job refuses,
 * rather than back up an empty DATA_DIR/uploads and look complete. */
export function backupFiles(config: Config): BackupFiles {
  if (config.s3)
    throw new BackupError(
      'STORAGE_URL names an S3 store, which npm run backup cannot read yet: copy the bucket with the ' +
        "store's own tools (mc mirror, aws s3 sync) or run the backup with the files in DATA_DIR/uploads.",
    );
  return localBackupFiles(uploadsDir(config.dataDir));
}
