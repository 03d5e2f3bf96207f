import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { CompiledExecutionStats } from '../core/graphql-compiled';
import type { Config } from '../core/config';
import { type Logger, silentLogger } from '../core/logger';
import type { ModuleTuning } from '../core/module';
import { applyServerTimeouts, SERVER_TIMEOUTS, type ServerTimeouts } from '../core/server-timeouts';
import type { SsrEntry } from '../core/ssr';
import { hashPassword } from '../modules/auth/auth.password';
import type { TestDatabase } from './database';

/** A file of a multipart GraphQL request, placed at `path` in the operation (e.g. 'variables.files.0'). */
export interface UploadFile {
  path: string;
  name: string;
  data: Buffer;
  type?: string;
}

type GraphqlBody<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export interface RunningApp {
  url: string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }>;
  /** A GraphQL multipart request (file uploads), with Apollo's CSRF preflight header unless
   * `preflight: false`; `body` is undefined when the answer is not JSON. */
  multipart<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    options?: { headers?: Record<string, string>; preflight?: boolean },
  ): Promise<{ status: number; text: string; body?: GraphqlBody<T> }>;
  /** What the compiled documents answered (null with GRAPHQL_COMPILED=false). */
  compiledStats: CompiledExecutionStats | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A stand-in server-side renderer (by default there is none: the stand-in client is not rendered). */
  loadSsrEntry?: () => Promise<SsrEntry | null>;
  logger?: Logger;
  /** The production server's timeouts (keep-alive aside, see TEST_SERVER_TIMEOUTS) unless a test needs
   * shorter ones. */
  serverTimeouts?: ServerTimeouts;
  /** Shorter pauses of the modules' background work (e.g. `mailOutbox`). */
  tuning?: ModuleTuning;
}

/** The production timeouts, but idle keep-alive connections kept for a minute. With 5 s the test's fetch
 * (undici, which drops a pooled connection shortly before the timeout the server announces) now and then sent a
 * request on a connection the server had just closed, when a loaded CI machine held the test's event loop
 * past that margin: "read ECONNRESET" on a 6 MB upload. Browsers send such a request again; fetch does not. */
const TEST_SERVER_TIMEOUTS: ServerTimeouts = { ...SERVER_TIMEOUTS, keepAliveMs: 60_000 };

/** The real HTTP app on a free port, over a test database, serving a stand-in built client. */
export async function startTestApp(
  database: TestDatabase,
  config: Config,
  { loadSsrEntry, logger = silentLogger, serverTimeouts, tuning }: TestAppOptions = {},
): Promise<RunningApp> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'kurzy-test-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="cs"><title>Test</title><div id="root"></div></html>',
  );
  const { app, stop, compiledStats } = await createApp({
    config,
    dataSource: database.dataSource,
    logger,
    clientDir,
    loadSsrEntry,
    tuning,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    applyServerTimeouts(listening, serverTimeouts ?? TEST_SERVER_TIMEOUTS);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    compiledStats,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async multipart(query, variables, files, { headers = {}, preflight = true } = {}) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
      files.forEach((file, index) =>
        form.append(String(index), new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name),
      );
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...(preflight ? { 'apollo-require-preflight': 'true' } : {}), ...headers },
        body: form,
      });
      const text = await response.text();
      let body: GraphqlBody<never> | undefined;
      try {
        body = JSON.parse(text) as GraphqlBody<never>;
      } catch {
        body = undefined;
      }
      return { status: response.status, text, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

/** Creates a staff account straight in the database and logs it in through GraphQL; returns the
 * headers that authenticate as it. */
export async function staffHeaders(
  app: RunningApp,
  database: TestDatabase,
  role: 'administrator' | 'lector',
  username = `${role}-${Math.random().toString(36).slice(2, 8)}`,
  /** A lector an administrator allowed to edit news, galleries and videos (off by default). */
  { editsContent = false }: { editsContent?: boolean } = {},
): Promise<Record<string, string>> {
  await database.dataSource.query(
    `INSERT INTO "user" (username, password_hash, name, role, edits_content) VALUES ($1, $2, $3, $4, $5)`,
    [username, await hashPassword('heslo-pro-test'), `Test ${role}`, role, editsContent],
  );
  const { body } = await app.graphql<{ login: { token: string } }>(
    'mutation ($u: String!) { login(username: $u, password: "heslo-pro-test") { token } }',
    { u: username },
  );
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return { 'access-token': body.data.login.token };
}
