// The house plan, enforced (`npm run lint` runs `depcruise`): imports flow one way.
//   server: core <- modules <- app.ts (composition root) and the entry points; core imports nothing
//           from modules/ or app.ts; REST handlers live in their modules.
//   client: ui <- features <- app; public features never import admin code; features do not import
//           each other (shared pieces go to ui/).
//   nowhere: import cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: one of these files must not know the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-core-is-the-ground-floor',
      severity: 'error',
      comment: 'server/src/core imports nothing from modules/, rest/ or the composition root.',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/(modules|rest)/|^server/src/(app|main|seed-cli|emit-schema)\\.ts$' },
    },
    {
      name: 'server-modules-below-the-app',
      severity: 'error',
      comment: 'A module is composed by app.ts; it never imports it.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(app|main|seed-cli|emit-schema)\\.ts$' },
    },
    {
      name: 'client-ui-is-shared',
      severity: 'error',
      comment: 'client/src/ui is used by features and the app; it imports neither.',
      from: { path: '^client/src/ui/' },
      to: { path: '^client/src/(app|features)/' },
    },
    {
      name: 'client-features-below-the-app',
      severity: 'error',
      comment: 'Features are composed by client/src/app; they never import it.',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'client-public-never-imports-admin',
      severity: 'error',
      comment: 'A parent on a phone must never download back-office code.',
      from: { path: '^client/src/features/(?!admin/)' },
      to: { path: '^client/src/features/admin/' },
    },
    {
      name: 'client-features-do-not-import-each-other',
      severity: 'error',
      comment: 'Shared pieces belong in client/src/ui; the admin area may use public features.',
      from: { path: '^client/src/features/([^/]+)/', pathNot: '^client/src/features/admin/' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'common-stands-alone',
      severity: 'error',
      comment: 'common/ is shared by server and client and imports neither.',
      from: { path: '^common/src/' },
      to: { path: '^(server|client)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/|\\.generated\\.ts$|^client/src/gql/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
