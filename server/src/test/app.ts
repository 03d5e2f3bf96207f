// The setup most API test files share: a fresh database, the real app on it, and an administrator and
// a lector logged in; closed and dropped after the file.
import { testConfig } from './config';
import { createTestDatabase, type TestDatabase } from './database';
import { type RunningApp, staffHeaders, startTestApp, type TestAppOptions } from './http';

export interface TestApp {
  database: TestDatabase;
  app: RunningApp;
  /** Headers that authenticate as a new administrator, and as a new lector. */
  admin: Record<string, string>;
  lector: Record<string, string>;
}

/** Registers the file's beforeAll and afterAll; `receive` gets the started app (assign it to the
 * file's own variables, which its tests read). `env` adds configuration (testConfig). */
export function useTestApp(
  receive: (started: TestApp) => void,
  { env = {}, ...options }: TestAppOptions & { env?: Record<string, string> } = {},
): void {
  let started: TestApp | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await startTestApp(database, await testConfig(env), options);
    started = {
      database,
      app,
      admin: await staffHeaders(app, database, 'administrator'),
      lector: await staffHeaders(app, database, 'lector'),
    };
    receive(started);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.drop();
  });
}

/** Calls each mutation (document and variables) with each caller's headers and expects every call
 * refused with that caller's GraphQL error code (e.g. a lector FORBIDDEN, anonymous UNAUTHENTICATED). */
export async function expectEachRefused(
  app: RunningApp,
  callers: readonly (readonly [Record<string, string>, string])[],
  mutations: readonly (readonly [string, Record<string, unknown>])[],
): Promise<void> {
  for (const [headers, code] of callers) {
    for (const [document, variables] of mutations) {
      const { body } = await app.graphql(document, variables, headers);
      expect({ document, code: body.errors?.[0]?.extensions?.code }).toEqual({ document, code });
    }
  }
}
