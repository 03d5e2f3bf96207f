// Starts the built app for the browser tests, on fresh embedded databases with the demo data: one app
// for each jest worker (e2e/worker-app.ts points a worker's tests at its own), so files running at the
// same time never share a database, an outbox or a rate limit.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GlobalConfig } from 'jest';
import type { BrowserServer } from 'playwright-core';
import { AppProcess, startApp } from './app-process';
import { launchBrowserServer } from './browser';

export interface E2eApp {
  app: AppProcess;
  dataDir: string;
}

export interface E2eRun {
  apps: E2eApp[];
  browser?: BrowserServer;
}

async function startOne(worker: number, adminPassword: string): Promise<E2eApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `kurzy-e2e-${worker}-`));
  // Every browser test registers from one address into the same demo courses: the per-course limit
  // (3 an hour) would refuse the fourth file's child. The limit has tests of its own
  // (server/src/modules/registrations/registration-abuse.test.ts).
  // Likewise the address's 60 registrations in 10 minutes: a worker's files together register more than that
  // from 127.0.0.1 (the late ones were refused with 429 in a full run).
  const app = await startApp(dataDir, {
    ADMIN_PASSWORD: adminPassword,
    REGISTRATION_COURSE_LIMIT: '0',
    REGISTRATION_RATE_LIMIT: '0',
  });
  // Worker n (JEST_WORKER_ID, from 1) reads these; jest passes the environment on to its workers.
  process.env[`E2E_BASE_URL_${worker}`] = app.url;
  process.env[`E2E_DATA_DIR_${worker}`] = dataDir;
  return { app, dataDir };
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // an app the caller runs
  // A known administrator password lets the tests log in and check results through the API.
  const adminPassword = `e2e-${randomBytes(12).toString('hex')}`;
  const workers = Math.max(1, globalConfig.maxWorkers);
  const run: E2eRun = { apps: [] };
  (globalThis as { __KURZY_E2E__?: E2eRun }).__KURZY_E2E__ = run;
  // One Chromium for the whole run, each file connecting to it (e2e/browser.ts).
  run.browser = await launchBrowserServer();
  process.env.E2E_BROWSER_WS = run.browser.wsEndpoint();
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) => startOne(index + 1, adminPassword)),
  );
  run.apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  process.env.E2E_ADMIN_USERNAME = 'admin';
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_EXPECT_OPERATOR = '1';
}
