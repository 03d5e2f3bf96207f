#!/usr/bin/env node
// Fails when schema.graphql or the client's generated GraphQL code (client/src/gql/ and an
// X.generated.ts beside each X.graphql) differ from what the code generates, or when a generated
// module outlives its document (fix with `npm run codegen`, delete orphans, commit the result).
// The schema is emitted by a fresh build of common and the server, never by a stale dist/ (`--built`:
// the caller has just built them).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = path.join(root, 'schema.graphql');
const committed = readFileSync(schemaFile, 'utf8');
// `--built`: the caller has just built common and the server from these sources (npm test does).
const built = process.argv.includes('--built');
for (const step of [...(built ? [] : ['build -w common', 'build -w server']), 'schema -w server']) {
  execSync(`npm run ${step} --silent`, { cwd: root, stdio: 'inherit' });
}
const emitted = readFileSync(schemaFile, 'utf8');
if (emitted !== committed) {
  console.error('schema.graphql was stale: it is regenerated now; review and commit it.');
  process.exit(1);
}
try {
  execSync('npx graphql-codegen --config codegen.ts --check', { cwd: root, stdio: 'inherit' });
} catch {
  console.error('The generated GraphQL code is stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
const orphans = readdirSync(path.join(root, 'client/src'), { recursive: true })
  .filter((file) => file.endsWith('.generated.ts'))
  .filter((file) => !existsSync(path.join(root, 'client/src', file.replace(/\.generated\.ts$/, '.graphql'))));
if (orphans.length > 0) {
  console.error(`Generated modules without their .graphql document (delete them): ${orphans.join(', ')}`);
  process.exit(1);
}
console.log('Generated code is fresh.');
