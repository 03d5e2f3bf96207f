import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is emitted by the server; `npm run codegen` refreshes it first.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    'client/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
