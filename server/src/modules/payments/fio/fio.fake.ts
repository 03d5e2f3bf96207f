// A local stand-in for Fio banka's REST API, for tests: answers `periods/{token}/{from}/{to}/
// transactions.json` with the movements booked in the period, in Fio's JSON (statement.samples.ts),
// and behaves like Fio where it hurts: one call per token per 30 s (409 inside the window, counted
// from the last call of any kind), 500 for a wrong token, and failures or silence on demand.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FioMovement, fioJson } from '../statements/statement.samples';

export interface FakeFioCall {
  at: number;
  path: string;
  status: number | 'hung';
}

export interface FakeFio {
  /** The base URL, as FIO_API_URL takes it. */
  url: string;
  token: string;
  /** Fio's movements; each one's `0` (Datum) as `yyyy-mm-dd+0100` places it in periods. */
  movements: FioMovement[];
  calls: FakeFioCall[];
  /** How long a movements answer takes. */
  delayMs: number;
  /** The next `times` calls answer this status (after the rate limit, which comes first). */
  failNext(status: number, times?: number): void;
  /** The next `times` calls get no answer at all. */
  hangNext(times?: number): void;
  /** Someone else used the token just now (a 409 for whoever calls inside the window). */
  usedElsewhere(): void;
  close(): Promise<void>;
}

export async function startFakeFio(options: {
  token: string;
  accountId?: string;
  minSpacingMs?: number;
}): Promise<FakeFio> {
  const { token } = options;
  const accountId = options.accountId ?? '2000145399';
  const minSpacingMs = options.minSpacingMs ?? 30_000;
  const failures: number[] = [];
  let hanging = 0;
  let lastCallAt = -Infinity;
  const hung = new Set<ServerResponse>();

  const answer = (request: IncomingMessage, response: ServerResponse, path: string): number | 'hung' => {
    const now = Date.now();
    const previous = lastCallAt;
    lastCallAt = now;
    if (now - previous < minSpacingMs) return reply(response, 409, 'Conflict');
    if (hanging > 0) {
      hanging -= 1;
      hung.add(response);
      return 'hung';
    }
    const failure = failures.shift();
    if (failure !== undefined) return reply(response, failure, 'Failure');
    const match = /^\/v1\/rest\/periods\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/transactions\.json$/.exec(
      path,
    );
    if (!match || request.method !== 'GET') return reply(response, 404, 'Not Found');
    const [, given, from, to] = match as unknown as [string, string, string, string];
    if (decodeURIComponent(given) !== token) return reply(response, 500, 'Internal Server Error');
    const inPeriod = fake.movements.filter((movement) => {
      const day = String(movement[0]).slice(0, 10);
      return day >= from && day <= to;
    });
    const body = fioJson(accountId, inPeriod);
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(body);
    }, fake.delayMs);
    return 200;
  };

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const status = answer(request, response, path);
    fake.calls.push({ at: Date.now(), path, status });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeFio = {
    url: `http://127.0.0.1:${port}/v1/rest`,
    token,
    movements: [],
    calls: [],
    delayMs: 0,
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    hangNext: (times = 1) => void (hanging += times),
    usedElsewhere: () => void (lastCallAt = Date.now()),
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

function reply(response: ServerResponse, status: number, text: string): number {
  response.writeHead(status, { 'content-type': 'text/html' });
  response.end(`<html><body>${text}</body></html>`);
  return status;
}
