import { rm } from 'node:fs/promises';
import type { E2eApp } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const apps = (globalThis as { __KURZY_E2E__?: E2eApp[] }).__KURZY_E2E__ ?? [];
  const problems: string[] = [];
  await Promise.all(
    apps.map(async ({ app, dataDir }) => {
      const code = await app.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (code !== 0) problems.push(`The app did not stop cleanly (exit code ${code}):\n${app.log()}`);
    }),
  );
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
