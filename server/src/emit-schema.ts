// Writes schema.graphql from the type-graphql classes, and the fragments of the declared fields beside
// the client's documents (npm run codegen runs it).
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COURSE_FIELDS } from '@kurzy/common';
import { declaredFragment } from './core/declared-fragments';
import { SCHEMA_FILE } from './core/paths';
import { buildAppSchema } from './app';
import { printGraphqlSchema } from './core/schema';

const CLIENT_SRC = path.resolve(path.dirname(SCHEMA_FILE), 'client/src');

/** Each record with declared fields: its fragment's file under client/src. */
const FRAGMENTS = [
  {
    file: 'features/offerings/CourseDeclaredFields.graphql',
    text: declaredFragment('Course', 'common/src/lists/courses.ts', COURSE_FIELDS),
  },
];

buildAppSchema()
  .then((schema) => writeFile(SCHEMA_FILE, printGraphqlSchema(schema)))
  .then(() => Promise.all(FRAGMENTS.map(({ file, text }) => writeFile(path.join(CLIENT_SRC, file), text))))
  .then(() => console.log(`Wrote ${SCHEMA_FILE} and ${FRAGMENTS.length} declared fields' fragment(s)`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
