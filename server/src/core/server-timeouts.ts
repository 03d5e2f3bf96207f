// How long the HTTP server waits for a client, set deliberately rather than left to Node's defaults
// (headers 60 s, whole request 300 s, no idle limit): a slow or silent client holds a socket, and
// one that stops reading an export holds a database cursor and one of the export slots.
import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** From the connection to the end of the request's headers (slowloris). */
  headersMs: number;
  /** The whole request, body included: 20 pictures of 10 MB over a slow upload still fit. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A socket with no byte read or written for this long is closed: a client that stops reading a
   * download (an export) frees what it held. */
  idleMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
};

export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Node checks the first two every 30 s (connectionsCheckingInterval); the idle limit is per socket.
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
}
