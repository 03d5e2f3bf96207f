// What an upload left on disk: the files under a directory, and graphql-upload's temporary files.
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every file below `dir` (relative paths, sorted); none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** graphql-upload buffers each incoming file in os.tmpdir()/capacitor-*.tmp. */
export async function capacitorFiles(): Promise<Set<string>> {
  return new Set((await readdir(tmpdir())).filter((name) => /^capacitor-[0-9a-f]+\.tmp$/.test(name)));
}

/** Waits until none of the temporary files that appeared since `before` is left (other test
 * files may upload at the same time: theirs come and go, a leaked one stays). */
export async function expectTemporaryFilesGone(before: Set<string>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = [...(await capacitorFiles())].filter((name) => !before.has(name));
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Temporary upload files left behind: ${left.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
