// Writes schema.graphql from the type-graphql classes (npm run codegen runs it).
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { SCHEMA_FILE } from './core/paths';
import { buildAppSchema } from './app';
import { printGraphqlSchema } from './core/schema';

buildAppSchema()
  .then((schema) => writeFile(SCHEMA_FILE, printGraphqlSchema(schema)))
  .then(() => console.log(`Wrote ${SCHEMA_FILE}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
