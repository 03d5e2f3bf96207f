import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// Import direction and cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), also in
// `npm run lint`.
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'client/src/gql/**',
      '**/*.generated.ts',
      'data/**',
      'coverage/**',
      'shots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Rows of hand-written SQL (dataSource.query, pg) and parsed JSON are `any` by nature; each call
      // site types what it reads. The rules that catch real mistakes stay on: floating and misused
      // promises, awaiting non-promises, needless assertions, objects turned into "[object Object]".
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Interfaces (Apollo plugins, renderers, storage) ask for async methods that may not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Regular expressions run on hostile input: a pattern that can backtrack super-linearly (nested
    // or adjacent overlapping quantifiers) would let one request hold the event loop (issue 21).
    // Patterns built at run time (new RegExp) are not seen here and must run on capped input. Tests and
    // the migration generator read only our own files.
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/src/generate-migration.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    // Services hold the rules and know no transport: the HTTP of a module is its REST rows (core/rest)
    // and its site documents (core/site.ts), which hand the services plain values.
    files: ['server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'HTTP belongs to the module’s REST rows or site documents.' }] },
      ],
    },
  },
  {
    // Plain JavaScript (configs, scripts, benchmarks) is not type-checked.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The client tests' jest environment and global setup: CommonJS that loads the server's test
    // helpers (TypeScript, which jest compiles as they are required).
    files: ['client/test/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
