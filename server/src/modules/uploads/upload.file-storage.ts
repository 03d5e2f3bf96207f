// The app's two file stores, as the configuration says: the public one (pictures, served at /public)
// and the private one (doctor's certificates), which nothing serves: only its service reads it back.
import type { Config } from '../../core/config';
import { privateFilesDir, uploadsDir } from '../../core/paths';
import { S3Storage } from './upload.s3-storage';
import { type FileStorage, LocalDiskStorage } from './upload.storage';

/** STORAGE_URL's S3-compatible store, else DATA_DIR/uploads. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir(config.dataDir));
}

/** PRIVATE_STORAGE_URL's store (outside STORAGE_URL's prefix, config.ts checks), else DATA_DIR/private,
 * beside the served DATA_DIR/uploads and never inside it. */
export function createPrivateFileStorage(config: Pick<Config, 'dataDir' | 'privateS3'>): FileStorage {
  return config.privateS3
    ? new S3Storage(config.privateS3, true)
    : new LocalDiskStorage(privateFilesDir(config.dataDir));
}
