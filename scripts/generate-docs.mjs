#!/usr/bin/env node
// Writes the documents that are generated from code: docs/errors.md from the error catalogue in
// common/; `npm run docs` builds first and then also writes .env.example and the README table
// (server/src/emit-config-docs.ts). Tests fail when a committed one is stale.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { errorCatalogueMarkdown } = require(path.join(root, 'common/dist/error-catalogue.js'));

writeFileSync(path.join(root, 'docs/errors.md'), errorCatalogueMarkdown());
console.log('docs/errors.md written');
