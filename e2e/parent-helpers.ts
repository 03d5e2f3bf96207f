// Shared by the browser tests of a parent's own page: the personal link as the parent gets it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Every e-mail the app wrote (DATA_DIR/outbox) to `to`, oldest first, as the parent reads it. */
async function mailsTo(to: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(
    names.sort().map(async (file) => simpleParser(await readFile(path.join(directory, file)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to));
}

/** Asks `find` until it answers, every 200 ms; after `timeoutMs` fails with `missing`. */
async function eventually<T>(find: () => Promise<T | undefined>, missing: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path of the personal link in the newest e-mail the app wrote to `to`. */
export function parentLinkPath(to: string, timeoutMs = 15000): Promise<string> {
  return eventually(
    async () => {
      const last = (await mailsTo(to)).at(-1);
      return /https?:\/\/\S+?(\/moje-prihlasky\/[A-Za-z0-9_-]+)/.exec(last?.text || '')?.[1];
    },
    `no e-mail with a personal link to ${to}`,
    timeoutMs,
  );
}

/** The first e-mail the app wrote to `to` whose subject matches, as the parent reads it. */
export function mailTo(to: string, subject: RegExp, timeoutMs = 15000) {
  return eventually(
    async () => (await mailsTo(to)).find((mail) => subject.test(mail.subject ?? '')),
    `no e-mail to ${to} about ${subject}`,
    timeoutMs,
  );
}
