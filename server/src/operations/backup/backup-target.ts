// What `npm run backup` and `npm run restore` work on, from the app's own configuration: its
// database and its file store.
import type { Config } from '../../core/config';
import { runningEmbeddedDatabaseUrl, startEmbeddedDatabase } from '../../core/database/embedded';
import { uploadsDir } from '../../core/paths';
import { S3Storage } from '../../modules/uploads/upload.s3-storage';
import { type BackupFiles, localBackupFiles, s3BackupFiles } from './backup-files';

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

/** The store the app keeps its files in: STORAGE_URL's bucket and prefix, else DATA_DIR/uploads. */
export function backupFiles(config: Config): BackupFiles {
  return config.s3 ? s3BackupFiles(new S3Storage(config.s3)) : localBackupFiles(uploadsDir(config.dataDir));
}
