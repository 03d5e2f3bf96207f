#!/usr/bin/env node
// Fails when schema.graphql or client/src/gql differ from what the code generates
// (fix with `npm run codegen` and commit the result).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = path.join(root, 'schema.graphql');
const committed = readFileSync(schemaFile, 'utf8');
execSync('npm run schema -w server --silent', { cwd: root, stdio: 'inherit' });
const emitted = readFileSync(schemaFile, 'utf8');
if (emitted !== committed) {
  console.error('schema.graphql was stale: it is regenerated now; review and commit it.');
  process.exit(1);
}
try {
  execSync('npx graphql-codegen --config codegen.ts --check', { cwd: root, stdio: 'inherit' });
} catch {
  console.error('client/src/gql is stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('Generated code is fresh.');
