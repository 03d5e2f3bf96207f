// Test helpers for mail: a real SMTP server on 127.0.0.1 that keeps what it receives, and readers
// for SPAYD strings and QR images. Used by the mail and invoice tests only.
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { ParsedMail, simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';

/** Reads a SPAYD string back into its header and fields. */
export function parseSpayd(text: string): { header: string; fields: Record<string, string> } {
  const [head, version, ...rest] = text.split('*');
  const fields = Object.fromEntries(
    rest.map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon), part.slice(colon + 1)];
    }),
  );
  return { header: `${head}*${version}`, fields };
}

/** The text of the QR code in a PNG, or null when none is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Resolves with the first message received (or still to come) that matches; rejects after
   * `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** The first message to this address. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening: the next delivery fails as if the server were down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Recipients containing this are refused with a permanent error (550). */
export const REFUSED_RECIPIENT = 'odmitnuty';

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((address) => address.address?.toLowerCase());

/** An SMTP server on 127.0.0.1 (a free port unless given) without TLS or authentication. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiting = new Set<{ match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }>();
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!address.address.includes(REFUSED_RECIPIENT)) return callback();
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      },
      onData(stream, _session, callback) {
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            received.push(mail);
            for (const waiter of waiting) if (waiter.match(mail)) waiter.resolve(mail);
            callback();
          })
          .catch(callback);
      },
    });
  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  port = (server.server.address() as AddressInfo).port;
  const waitFor = (match: (mail: ParsedMail) => boolean, timeoutMs = 20_000) => {
    const found = received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<ParsedMail>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (mail: ParsedMail) => {
          clearTimeout(timer);
          waiting.delete(waiter);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        waiting.delete(waiter);
        reject(new Error(`no such e-mail within ${timeoutMs} ms (${received.length} received)`));
      }, timeoutMs);
      waiting.add(waiter);
    });
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    waitForMailTo: (address, timeoutMs) =>
      waitFor((mail) => recipients(mail).includes(address.toLowerCase()), timeoutMs),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    async start() {
      server = create();
      await listen();
    },
  };
}
