import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is emitted by the server; `npm run codegen` builds common and the server first, so
// the schema (descriptions included) is the one the sources declare.
//
// Each `X.graphql` gets its typed documents in `X.generated.ts` beside it, so a screen's chunk
// carries only its own documents: the client preset writes every document of the app into one
// module (gql/graphql.ts), which the public pages would all share. From the client preset we take
// what works with that layout: its fragment masking (gql/fragment-masking.ts: `FragmentType` and
// `getFragmentData`), so a component declares the fragment it needs and receives the data masked.
// The enums and input types the documents use are types only, shared through gql/graphql.ts (the
// client preset's name for them).
const SCHEMA_TYPES = 'client/src/gql/graphql.ts';

// The client preset exports only the preset; its fragment-masking plugin is a file inside it.
const clientPreset = path.dirname(createRequire(__filename).resolve('@graphql-codegen/client-preset'));
const FRAGMENT_MASKING_PLUGIN = path.join(clientPreset, 'fragment-masking-plugin.js');

const shared = {
  useTypeImports: true,
  enumType: 'string-literal',
  // A fragment's fields are readable only through getFragmentData() with that fragment's document.
  inlineFragmentTypes: 'mask',
  // JSON carries dates as ISO strings; files go up as multipart parts (features/admin/galleries).
  scalars: { DateTimeISO: 'string', Upload: 'File', SafeInt: 'number' },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    [SCHEMA_TYPES]: {
      plugins: [
        { add: { content: '/* eslint-disable */' } },
        'typescript-operations',
        // The type the fragment-masking helpers import from here (@defer's partial results).
        {
          add: {
            placement: 'append',
            content:
              "export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };",
          },
        },
      ],
      config: { ...shared, generateOperationTypes: false },
    },
    'client/src/gql/fragment-masking.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, FRAGMENT_MASKING_PLUGIN],
      config: { useTypeImports: true, unmaskFunctionName: 'getFragmentData' },
    },
    'client/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts' },
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations', 'typed-document-node'],
      config: { ...shared, importSchemaTypesFrom: SCHEMA_TYPES, namespacedImportName: 'Types' },
    },
  },
};

export default config;
