// The house plan, enforced (`npm run lint` runs `depcruise`): imports flow one way, generated code
// (the documents' *.generated.ts, client/src/gql) included.
//   server: core <- modules <- operations (what an operator runs beside the app: backup and restore)
//           <- the files at server/src's root (app.ts, the composition root, and the entry points);
//           REST handlers live in their modules.
//   client: routes (the route table) <- ui <- auth <- features <- app. features/offerings holds what
//           the pages about courses and camps share (their detail page, free places, weekly slots,
//           labels, the finder); other features do not import each other; public code never imports
//           the back-office.
//   e2e:    drives the built app through a browser and HTTP; imports no source of the app.
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
      comment: 'server/src/core imports nothing from modules/ or the files at server/src (composition, entries).',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/(modules/|[^/]+$)' },
    },
    {
      name: 'server-operations-above-the-domains',
      comment: 'server/src/operations (backup, restore) uses the domains and core; neither knows it.',
      severity: 'error',
      from: { path: '^server/src/(core|modules)/' },
      to: { path: '^server/src/operations/' },
    },
    {
      name: 'server-modules-below-the-app',
      severity: 'error',
      comment: 'A module is composed by app.ts; it never imports it or another entry point.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/[^/]+$' },
    },
    {
      name: 'client-routes-are-the-ground-floor',
      severity: 'error',
      comment:
        'client/src/routes is the route table every link reads (pages named by path, not imported): it imports ' +
        'nothing else of the app, so a link never pulls a page in.',
      from: { path: '^client/src/routes/' },
      to: { path: '^(client/src/(?!routes/)|server/|e2e/)' },
    },
    {
      name: 'client-ui-is-shared',
      severity: 'error',
      comment:
        'client/src/ui holds domain-free pieces for every layer above it; it imports no feature, no session ' +
        'code and not the app (the route table below it, yes).',
      from: { path: '^client/src/ui/' },
      to: { path: '^client/src/(app|features|auth)/' },
    },
    {
      name: 'client-auth-below-features',
      severity: 'error',
      comment:
        'client/src/auth (the session, the guard, staff requests) serves features and the app; it knows neither. ' +
        'Its tests may drive real documents of the features.',
      from: { path: '^client/src/auth/', pathNot: '\\.test\\.tsx?$' },
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
      comment:
        'A parent on a phone must never download back-office code: neither its features nor its route table ' +
        '(routes/admin.ts) are imported by public features, ui, auth or the public route table.',
      from: { path: '^client/src/(features/(?!admin/)|ui/|auth/|routes/(?!admin\\.ts$))', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/(features/admin/|routes/admin\\.ts$)' },
    },
    {
      name: 'client-features-do-not-import-each-other',
      severity: 'error',
      comment:
        'A public feature imports only itself and features/offerings (what the course and camp pages share), ' +
        'which imports no other feature; domain-free pieces go to client/src/ui. The admin area may use public ' +
        'features.',
      from: { path: '^client/src/features/([^/]+)/', pathNot: '^client/src/features/admin/' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/($1|offerings)/' },
    },
    {
      name: 'client-admin-sections-meet-at-their-index',
      severity: 'error',
      comment:
        'A back-office section uses another only through its index.ts, which names what it offers the others; ' +
        'its other files are its own to change. features/admin/common is shared by every section. Tests may ' +
        'render another section whole.',
      from: { path: '^client/src/features/admin/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^client/src/features/admin/[^/]+/',
        pathNot: '^client/src/features/admin/(($1|common)/|[^/]+/index\\.ts$)',
      },
    },
    {
      name: 'e2e-is-a-black-box',
      severity: 'error',
      comment:
        'The browser tests drive the built app (server/dist, client/dist) as a visitor would; what they read ' +
        'of the sources (the route table, the message catalogues) they read as files.',
      from: { path: '^e2e/' },
      to: { path: '^(client|server|common)/' },
    },
    {
      name: 'nothing-imports-e2e',
      severity: 'error',
      comment: 'The browser tests are not a library of the app.',
      from: { path: '^(client|server|common)/' },
      to: { path: '^e2e/' },
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
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
