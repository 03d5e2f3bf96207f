// Writes .env.example and the README's configuration table from the declaration of the variables
// (core/config-variables.ts); `npm run docs` builds the server and runs it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { envExample, withReadmeTable } from './core/config-docs';

const ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  await writeFile(path.join(ROOT, '.env.example'), envExample());
  const readme = path.join(ROOT, 'README.md');
  await writeFile(readme, withReadmeTable(await readFile(readme, 'utf8')));
  console.log('Wrote .env.example and the configuration table of README.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
