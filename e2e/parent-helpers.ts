// Shared by the browser tests of a parent's own page: the personal link as the parent gets it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The path of the personal link in the newest e-mail the app wrote (DATA_DIR/outbox) to `to`. */
export async function parentLinkPath(to: string, timeoutMs = 15000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(
      names.sort().map(async (file) => simpleParser(await readFile(path.join(directory, file)))),
    );
    const last = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to)).at(-1);
    const link = /https?:\/\/\S+?(\/moje-prihlasky\/[A-Za-z0-9_-]+)/.exec(last?.text || '');
    if (link) return link[1]!;
    if (Date.now() > deadline) throw new Error(`no e-mail with a personal link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first e-mail the app wrote to `to` whose subject matches, as the parent reads it. */
export async function mailTo(to: string, subject: RegExp, timeoutMs = 15000) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup provides it');
  const directory = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    for (const file of names.sort()) {
      const mail = await simpleParser(await readFile(path.join(directory, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to) && subject.test(mail.subject ?? ''))
        return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} about ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
