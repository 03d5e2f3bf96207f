// The one store of uploaded files for the whole app, as the configuration says.
import type { Config } from '../../core/config';
import { uploadsDir } from '../../core/paths';
import { S3Storage } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/** STORAGE_URL's S3-compatible store, else DATA_DIR/uploads. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir(config.dataDir));
}
