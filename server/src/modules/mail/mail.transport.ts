// Where e-mails go: a real SMTP server (SMTP_URL), or .eml files in DATA_DIR/outbox so nothing is
// lost in local use and a developer can open what a parent would get.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Logger } from '../../core/logger';

export type OutgoingMail = Mail.Options & { to: string; subject: string };

export interface MailTransport {
  /** Resolves once the message is handed over; rejects with the server's error otherwise. `name`
   * is the same on every attempt to send one message, from any instance: it makes the Message-ID
   * (a re-sent copy can be recognised as the same e-mail) and names the file in the outbox directory. */
  send(message: OutgoingMail, name: string): Promise<void>;
  close(): void;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Short timeouts: a stuck mail server must not hold a delivery (or an invoice request) for long;
 * the message is simply tried again later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Connections the pool keeps open at most (nodemailer's default; most servers allow a few per client). */
const SMTP_POOL_CONNECTIONS = 5;

export function createMailTransport(
  options: { smtpUrl: string | null; from: string; dataDir: string },
  logger: Logger,
): MailTransport {
  const defaults = { from: options.from };
  // Right of the @: the sender's domain, as mail programs do.
  const domain = (/<([^<>]+)>\s*$/.exec(options.from)?.[1] ?? options.from).split('@').pop()?.trim();
  const messageId = (name: string) => `<${name}@${domain}>`;
  if (options.smtpUrl) {
    // Pooled: the connections stay open between messages (no TCP and EHLO round trips for each one), so a
    // message to 1,000 families reaches the server within a minute (bench/messages.mjs).
    const transporter = nodemailer.createTransport(
      { url: options.smtpUrl, pool: true, maxConnections: SMTP_POOL_CONNECTIONS, ...SMTP_TIMEOUTS },
      defaults,
    );
    return {
      async send(message, name) {
        await transporter.sendMail({ messageId: messageId(name), ...message });
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, defaults);
  const directory = outboxDir(options.dataDir);
  let directoryReady: Promise<void> | undefined;
  return {
    async send(message, name) {
      const info = await transporter.sendMail({ messageId: messageId(name), ...message });
      // The messages carry parents' and children's personal data: readable by the app's user only.
      // The folder is closed too (also one made by an older version, with the files it holds).
      directoryReady ??= mkdir(directory, { recursive: true, mode: 0o700 }).then(() => chmod(directory, 0o700));
      await directoryReady.catch((error: unknown) => {
        directoryReady = undefined;
        throw error;
      });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(`E-mail "${message.subject}" to ${message.to} written to ${file} (no SMTP_URL set)`);
    },
    close: () => transporter.close(),
  };
}
