import { rm } from 'node:fs/promises';
import type { EmbeddedDatabase } from '../core/database/embedded';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __KURZY_TEST_DB__?: { database: EmbeddedDatabase; dir: string } }).__KURZY_TEST_DB__;
  if (!state) return;
  await state.database.stop();
  await rm(state.dir, { recursive: true, force: true });
}
