import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is emitted by the server; `npm run codegen` refreshes it first.
//
// Each `X.graphql` gets its typed documents in `X.generated.ts` beside it, so a screen's chunk
// carries only its own documents (one module holding every document of the app ended up in the
// entry chunk, admin screens' documents included). The enums and input types the documents use are
// types only, shared through client/src/gql/types.ts.
const SCHEMA_TYPES = 'client/src/gql/types.ts';

const shared = {
  useTypeImports: true,
  enumType: 'string-literal',
  // Fragment data stays masked until read through unmask() (client/src/gql/fragments.ts).
  inlineFragmentTypes: 'mask',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    [SCHEMA_TYPES]: {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations'],
      config: { ...shared, generateOperationTypes: false },
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
