// The stored files a backup carries, behind the three operations it needs: list the keys, read one,
// write one back. The local directory (DATA_DIR/uploads) and the S3-compatible store (STORAGE_URL)
// each implement them through the app's own storage class.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { S3Storage } from '../../modules/uploads/upload.s3-storage';
import { assertValidKey, LocalDiskStorage } from '../../modules/uploads/upload.storage';

export interface BackupFiles {
  /** Where the files are, for messages: a directory or a bucket. */
  readonly location: string;
  /** Where a restore goes instead when this one holds files, e.g. 'an empty data directory'. */
  readonly emptyAlternative: string;
  /** Every stored key, e.g. 'pictures/3f/3f2a….jpg'. */
  keys(): AsyncIterable<string>;
  read(key: string): Promise<Buffer>;
  /** Stores the bytes as the app would (readers never see a partial file). */
  write(key: string, data: Buffer): Promise<void>;
}

/** True when the store holds no file at all. */
export async function hasNoFiles(files: BackupFiles): Promise<boolean> {
  const iterator = files.keys()[Symbol.asyncIterator]();
  const first = await iterator.next();
  await iterator.return?.();
  return first.done === true;
}

const isKey = (key: string) => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The files under DATA_DIR/uploads, written back through the app's own storage (same modes). */
export function localBackupFiles(root: string): BackupFiles {
  const storage = new LocalDiskStorage(root);
  return {
    location: root,
    emptyAlternative: 'an empty data directory',
    async *keys() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Half-written files (dotfiles) and anything the app did not name itself are not the site's.
        if (isKey(key)) yield key;
      }
    },
    read: (key) => {
      assertValidKey(key);
      return readFile(path.join(root, ...key.split('/')));
    },
    write: (key, data) => storage.put(key, data),
  };
}

/** A listed file that is gone by the time it is read: the backup skips it, as it skips a deleted file. */
const gone = (key: string) => Object.assign(new Error(`${key} is no longer in the store`), { code: 'ENOENT' });

/** The objects under STORAGE_URL's prefix, listed page by page and written back with the headers the
 * app gives an upload (S3Storage.put). */
export function s3BackupFiles(store: S3Storage): BackupFiles {
  const { bucket, prefix } = store.config;
  return {
    location: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    emptyAlternative: 'an empty bucket or under a new prefix (STORAGE_URL=s3://bucket/prefix)',
    keys: () => store.listKeys(),
    read: async (key) => {
      const found = await store.read(key, {}, true);
      if (found === null || found === 'not-modified' || !found.body) throw gone(key);
      return buffer(found.body);
    },
    write: (key, data) => store.put(key, data),
  };
}
