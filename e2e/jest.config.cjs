// Browser and start-up tests against the built app (npm test builds it first). The global setup
// starts an app for each worker on a fresh embedded database; set E2E_BASE_URL to test an app you run
// yourself (then run them --runInBand: the tests of one file assume no other file writes meanwhile).

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  testEnvironment: 'node',
  testTimeout: 60000,
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  setupFiles: ['<rootDir>/worker-app.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
};
