import { rm } from 'node:fs/promises';
import type { AppProcess } from './app-process';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __KURZY_E2E__?: { app: AppProcess; dataDir: string } }).__KURZY_E2E__;
  if (!state) return;
  const code = await state.app.stop();
  await rm(state.dataDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`The app did not stop cleanly (exit code ${code}):\n${state.app.log()}`);
}
