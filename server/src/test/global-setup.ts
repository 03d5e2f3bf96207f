// Jest global setup: one PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), with a
// template database built by the migrations that each test file copies into a fresh database.
import 'reflect-metadata';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../core/database/embedded';
import { buildTemplateDatabase } from './database';

export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'kurzy-test-db-'));
    const database = await startEmbeddedDatabase(dir);
    adminUrl = database.url;
    (globalThis as { __KURZY_TEST_DB__?: unknown }).__KURZY_TEST_DB__ = { database, dir };
  }
  process.env.KURZY_TEST_ADMIN_URL = adminUrl;
  await buildTemplateDatabase(adminUrl);
}
