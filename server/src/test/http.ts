import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { Config } from '../core/config';
import { silentLogger } from '../core/logger';
import { hashPassword } from '../modules/auth/password';
import type { TestDatabase } from './database';

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
  close(): Promise<void>;
}

/** The real HTTP app on a free port, over a test database, serving a stand-in built client. */
export async function startTestApp(database: TestDatabase, config: Config): Promise<RunningApp> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'kurzy-test-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="cs"><title>Test</title><div id="root"></div></html>',
  );
  const { app, stop } = await createApp({ config, dataSource: database.dataSource, logger: silentLogger, clientDir });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
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
): Promise<Record<string, string>> {
  await database.dataSource.query(`INSERT INTO "user" (username, password_hash, name, role) VALUES ($1, $2, $3, $4)`, [
    username,
    await hashPassword('heslo-pro-test'),
    `Test ${role}`,
    role,
  ]);
  const { body } = await app.graphql<{ login: { token: string } }>(
    'mutation ($u: String!) { login(username: $u, password: "heslo-pro-test") { token } }',
    { u: username },
  );
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return { 'access-token': body.data.login.token };
}
