// Starts the built app once for the browser tests, on a fresh embedded database with the demo data.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppProcess, startApp } from './app-process';

interface E2eState {
  app: AppProcess;
  dataDir: string;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // an app the caller runs
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-e2e-'));
  // A known administrator password lets the tests log in and check results through the API.
  const adminPassword = `e2e-${randomBytes(12).toString('hex')}`;
  // Every browser test registers from one address into the same demo courses: the per-course limit
  // (3 an hour) would refuse the fourth file's child. The limit has tests of its own
  // (server/src/modules/registrations/registration-abuse.test.ts).
  const app = await startApp(dataDir, { ADMIN_PASSWORD: adminPassword, REGISTRATION_COURSE_LIMIT: '0' });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_ADMIN_USERNAME = 'admin';
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_EXPECT_OPERATOR = '1';
  // The app's outbox (DATA_DIR/outbox, .eml files): tests read the e-mails it wrote.
  process.env.E2E_DATA_DIR = dataDir;
  (globalThis as { __KURZY_E2E__?: E2eState }).__KURZY_E2E__ = { app, dataDir };
}
