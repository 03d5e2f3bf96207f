// The stored files a backup carries, behind the three operations it needs: list the keys, read one,
// write one back. The local directory (DATA_DIR/uploads) implements them here; an S3-compatible
// store implements the same three with its own listing, reading and writing.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, LocalDiskStorage } from '../uploads/storage';

export interface BackupFiles {
  /** Where the files are, for messages: a directory or a bucket. */
  readonly location: string;
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
