import { rm } from 'node:fs/promises';
import type { E2eRun } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const run = (globalThis as { __KURZY_E2E__?: E2eRun }).__KURZY_E2E__;
  const apps = run?.apps ?? [];
  await run?.browser?.close();
  const problems: string[] = [];
  await Promise.all(
    apps.map(async ({ app, dataDir }) => {
      const code = await app.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (code !== 0) problems.push(`The app did not stop cleanly (exit code ${code}):\n${app.log()}`);
      // A page rendered on the server with a text its language's messages lack shows the raw id, and
      // react-intl's report of each made the render miss its time (the page went out unrendered).
      const missing = new Set(app.log().match(/Missing message: "[^"]+" for locale "[^"]+"/g));
      if (missing.size > 0) problems.push(`Pages were rendered without their texts:\n${[...missing].join('\n')}`);
    }),
  );
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
