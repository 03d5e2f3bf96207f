// `npm run storage:migrate`: the files an instance kept in DATA_DIR/uploads copied to the S3 store
// that STORAGE_URL names, so switching to the store loses no picture. Run it again at any time: a
// file already there with the same size is left alone.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../core/logger';
import type { S3Storage } from './upload.s3-storage';
import { isValidKey } from './upload.storage';

export interface MigrationResult {
  copied: number;
  /** Already in the store with the same size. */
  present: number;
  failed: number;
  /** Files whose names no key could have (the app never wrote them): not copied. */
  ignored: string[];
}

/** Requests to the store at once: enough to hide its latency, few enough for any store. */
const CONCURRENCY = 8;

/** Every file under `root` as a key (slash-separated, relative); partial writes (dotfiles) left out. */
async function filesUnder(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** Copies each file under `root` that the store lacks (or holds with another size), streaming it. */
export async function copyUploadsToStore(root: string, store: S3Storage, logger: Logger): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, present: 0, failed: 0, ignored: [] };
  let files: string[];
  try {
    files = await filesUnder(root);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return result;
    throw error;
  }
  const keys = files.filter((file) => isValidKey(file) || void result.ignored.push(file));
  const next = keys[Symbol.iterator]();
  const worker = async () => {
    for (let step = next.next(); !step.done; step = next.next()) {
      const key = step.value;
      const file = path.join(root, ...key.split('/'));
      try {
        const { size } = await stat(file);
        if ((await store.size(key)) === size) {
          result.present += 1;
          continue;
        }
        const stream = createReadStream(file);
        try {
          await store.putStream(key, stream, size);
        } finally {
          // A request that failed before reading it all leaves the file open otherwise.
          stream.destroy();
        }
        result.copied += 1;
      } catch (error) {
        result.failed += 1;
        logger.error(`Could not copy ${key} to the store`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}
