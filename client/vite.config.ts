import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { APOLLO_MODULE, type PageRoute, type PageTexts, pathPattern } from './src/routes/route';
import { PUBLIC_ROUTES } from './src/routes/site';

/** `virtual:messages/<set>`: the set's Czech texts (English for any key Czech lacks), compiled to
 * react-intl's message AST at build time, so the browser needs no ICU message parser (see the
 * alias below; FormatJS documents this as "react-intl without parser"). The public texts of a few
 * pages are sets of their own, loaded with the page (router.tsx), and the not-found screen's are
 * imported by the screen itself (ui/NotFoundPage.tsx: detail pages show it too); `public` has the rest.
 * `virtual:messages/<set>.en` and `.uk` are the same sets in English and Ukrainian (issue 49); their
 * `public` holds the not-found screen's and the finder's texts too (those components bring their Czech
 * texts themselves). Every language's `public`, Czech's too, is a chunk loaded only with its language
 * (i18n/messages.ts): the entry carries no texts. The back-office stays Czech. */
interface MessageSet {
  /** Read in order, a later file's text over an earlier one's. */
  files: string[];
  keys?: RegExp;
  /** A language's public set: it also names that language's page sets (`pages`, loaders the router
   * calls), so the entry does not carry a loader for every page in every language. */
  pagesIn?: string;
}
const CZECH = ['src/i18n/en.json', 'src/i18n/cs.json'];
const PUBLIC = { files: CZECH };
const ADMIN = ['src/i18n/admin.en.json', 'src/i18n/admin.cs.json'];
/** The labels of what is offered (a course's facts, its slots, days, levels and categories, the finder's
 * chips), on the pages that show courses, camps or registrations, not on the home page or in the shell. */
const OFFERINGS = /^(course|courses|schedule|courseLevel|day|offering|category)\.|^registration\.replacementNotice$/;
const withOfferings = (keys: RegExp) => new RegExp(`${keys.source}|${OFFERINGS.source}`);
const PAGE_SETS: Record<PageTexts, MessageSet> = {
  // The thanks page offers "Pošlete mi odkaz znovu" (features/parents/SendLinkForm.tsx) and "Zaplatit kartou" too.
  // payment.* (features/offerings/PaymentCopy.tsx) is on the thanks and on the family's page.
  registration: {
    ...PUBLIC,
    keys: withOfferings(/^registration\.|^parents\.(send|sent|card|email$|thankYouLink$)|^payment\./),
  },
  offerings: { ...PUBLIC, keys: OFFERINGS },
  gallery: { ...PUBLIC, keys: /^gallery\./ },
  contacts: { ...PUBLIC, keys: /^contacts\./ },
  videos: { ...PUBLIC, keys: /^videos\./ },
  // The family page's forms show the registration's problem texts too (offerings/problemTexts.ts).
  parents: { ...PUBLIC, keys: withOfferings(/^(parents|payment|registration\.problem)\./) },
  // Pages nobody lands on from a search or an e-mail first: their texts are not the home route's to carry.
  info: { ...PUBLIC, keys: /^(legal|about)\./ },
  news: { ...PUBLIC, keys: /^news\./ },
  lectors: { ...PUBLIC, keys: /^lectors\./ },
  branches: { ...PUBLIC, keys: withOfferings(/^branch(es)?\./) },
  camps: { ...PUBLIC, keys: withOfferings(/^camps?\./) },
  login: { files: ADMIN, keys: /^admin\.login\./ },
};
const COMPONENT_SETS: Record<string, MessageSet> = {
  notFound: { ...PUBLIC, keys: /^notFound\./ },
  // The course finder (features/offerings/finder/FinderBar.tsx), on the course list and the schedule only.
  finder: { ...PUBLIC, keys: /^finder\./ },
};
const inSets = (sets: MessageSet[], key: string) =>
  sets.some((set) => set.files === PUBLIC.files && set.keys?.test(key));
const pageKey = (key: string) => inSets(Object.values(PAGE_SETS), key);
const componentKey = (key: string) => inSets(Object.values(COMPONENT_SETS), key);
const MESSAGE_SETS: Record<string, MessageSet & { skip?: (key: string) => boolean }> = {
  public: { ...PUBLIC, skip: (key) => pageKey(key) || componentKey(key), pagesIn: 'cs' },
  // The back-office's texts with every Czech public one it reuses (course labels among them), whichever
  // page set holds it on the site.
  admin: { files: [...CZECH, ...ADMIN] },
  ...PAGE_SETS,
  ...COMPONENT_SETS,
};
// The family-facing sets in the other languages (LOCALES in common/src/locale.ts): no fallback, a
// missing text is a type error (i18n/messages.ts) and a failing test (i18n/catalogues.test.ts).
for (const locale of ['en', 'uk']) {
  const files = [`src/i18n/${locale}.json`];
  MESSAGE_SETS[`public.${locale}`] = { files, skip: pageKey, pagesIn: locale };
  for (const [name, set] of Object.entries(PAGE_SETS))
    if (set.files === PUBLIC.files) MESSAGE_SETS[`${name}.${locale}`] = { files, keys: set.keys };
}
const MESSAGES_PREFIX = 'virtual:messages/';

const LAZY_ONLY =
  /@apollo[\\/]client[\\/](react[\\/]hooks[\\/](useMutation|useLazyQuery)|utilities[\\/]policies)|tslib/;

/** Every module the entry imports statically (directly or through others), known after the build. */
const shell = new Set<string>();
/** Every module the browser's Apollo client (APOLLO_MODULE) imports statically, and Apollo's useQuery:
 * what every page but the home route's loads (routes/route.ts, `withoutApollo`). */
const apollo = new Set<string>();
function shellModules(): Plugin {
  return {
    name: 'kurzy-shell-modules',
    apply: 'build',
    buildEnd() {
      const visit = (into: Set<string>) => (id: string) => {
        if (into.has(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(into)(imported);
      };
      const ids = [...this.getModuleIds()];
      ids.filter((id) => this.getModuleInfo(id)?.isEntry).forEach(visit(shell));
      ids
        .filter(
          (id) =>
            moduleName(id) === APOLLO_MODULE || /@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useQuery\.js$/.test(id),
        )
        .forEach(visit(apollo));
    },
  };
}

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** A lazy module's name: its path relative to client/ (`src/features/home/HomePage.tsx`), or
 * `virtual:messages/<set>` for a message set. */
function moduleName(id: string): string {
  if (id.startsWith('\0')) return id.slice(1);
  return path
    .relative(fileURLToPath(new URL('.', import.meta.url)), id)
    .split(path.sep)
    .join('/');
}

/** For every lazily loaded module of the bundle, the scripts (its chunk and the chunks it imports)
 * and styles it needs beyond what the entry already loads, as absolute URLs. */
function lazyModuleAssets(bundle: Bundle): Map<string, { scripts: string[]; styles: string[] }> {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (file: string, into: Set<string>) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    chunk.imports.forEach((imported) => collect(imported, into));
  };
  const entryFiles = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => collect(chunk.fileName, entryFiles));
  const table = new Map<string, { scripts: string[]; styles: string[] }>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const files = new Set<string>();
    collect(chunk.fileName, files);
    const scripts = [...files].filter((file) => !entryFiles.has(file));
    const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    table.set(moduleName(chunk.facadeModuleId), {
      scripts: scripts.map((file) => `/${file}`),
      styles: styles.map((file) => `/${file}`),
    });
  }
  return table;
}

/** The landing pages (routes.ts, `landing`) whose code (and texts) index.html starts fetching at once,
 * in parallel with the framework, instead of after it has run and the router has asked for the page.
 * (For a page it renders, the server links that page's own files instead.) */
const LANDING_PAGES: [pattern: string, modules: string[]][] = ['', 'en', 'uk'].flatMap((locale) =>
  Object.values<PageRoute>(PUBLIC_ROUTES)
    .filter((route) => route.landing)
    .map((route): [string, string[]] => {
      const suffix = locale ? `.${locale}` : '';
      const texts = route.texts ? [`${MESSAGES_PREFIX}${route.texts}${suffix}`] : [];
      // Each language's public texts are a chunk of their own (i18n/messages.ts); Apollo's client loads
      // with every page but the home route's.
      const extra = [`${MESSAGES_PREFIX}public${suffix}`, ...(route.withoutApollo ? [] : [APOLLO_MODULE])];
      const pattern = pathPattern(route.path);
      return [locale ? pattern.replace('^', `^/${locale}`) : pattern, [`src/${route.page}.tsx`, ...texts, ...extra]];
    }),
);

function landingPagePreloads(): Plugin {
  return {
    name: 'kurzy-landing-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const assets = lazyModuleAssets(bundle);
        const table = LANDING_PAGES.map(([pattern, modules]) => {
          const scripts = new Set<string>();
          const styles = new Set<string>();
          for (const module of modules) {
            const found = assets.get(module);
            if (!found) throw new Error(`No chunk for ${module}`);
            found.scripts.forEach((file) => scripts.add(file));
            found.styles.forEach((file) => styles.add(file));
          }
          return [pattern, [...scripts], [...styles]];
        });
        const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;function l(r,h,a){var e=document.createElement('link');e.rel=r;e.href=h;if(a)e.as=a;document.head.appendChild(e)}for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){l('modulepreload',h)});t[i][2].forEach(function(h){l('preload',h,'style')});break}})()`;
        // The id lets the server drop it from the pages it renders (server/src/core/ssr.ts).
        return html.replace('</head>', `  <script id="landing-preloads">${script}</script>\n  </head>`);
      },
    },
  };
}

/** The file (in the client build; server/src/core/ssr.ts reads it) that tells server-side rendering
 * which scripts and styles each lazy module needs, to link them from the page it renders. */
const PAGE_ASSETS_FILE = '.vite/page-assets.json';

function pageAssets(): Plugin {
  return {
    name: 'kurzy-page-assets',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ASSETS_FILE,
        source: JSON.stringify(Object.fromEntries(lazyModuleAssets(bundle)), null, 1),
      });
    },
  };
}

function compiledMessages(): Plugin {
  const read = (file: string): Record<string, string> =>
    JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')) as Record<string, string>;
  return {
    name: 'kurzy-compiled-messages',
    resolveId: (id) => (id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${MESSAGES_PREFIX}`)) return undefined;
      const set = MESSAGE_SETS[id.slice(MESSAGES_PREFIX.length + 1)];
      if (!set) throw new Error(`Unknown message set: ${id}`);
      for (const file of set.files) this.addWatchFile(fileURLToPath(new URL(file, import.meta.url)));
      const texts = Object.entries(Object.assign({}, ...set.files.map(read)) as Record<string, string>).filter(
        ([key]) => (set.keys ? set.keys.test(key) : true) && !set.skip?.(key),
      );
      const compiled = Object.fromEntries(texts.map(([key, text]) => [key, parse(text)]));
      const pages = Object.entries(PAGE_SETS)
        .filter(([, pageSet]) => set.pagesIn && pageSet.files === PUBLIC.files)
        .map(
          ([name]) =>
            `${JSON.stringify(name)}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${name}${set.pagesIn === 'cs' ? '' : `.${set.pagesIn}`}`)})`,
        );
      return `export default ${JSON.stringify(compiled)};\nexport const pages = {${pages.join(',')}};`;
    },
  };
}

// The API server (npm run dev starts it on port 4000) owns these paths; everything else is the SPA.
const apiTarget = 'http://localhost:4000';
const proxy = {
  '/graphql': apiTarget,
  '/api': apiTarget,
  '/public': apiTarget,
};

const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  // Every browser the site supports preloads modules natively.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    // common/ has no import-time side effects: a page that only formats a date or a price must not
    // pull in the yup schemas (and yup) through common's index.
    treeshake: { moduleSideEffects: [{ test: /[\\/]common[\\/]src[\\/]/, sideEffects: false }] },
    output: {
      // The libraries every page starts with (those the entry imports, directly or not) in one chunk
      // beside the entry, rather than spread over small chunks by which lazy page shares what; Apollo
      // Client, which every page but the home route's needs, in another.
      // (Apollo's barrels reach hooks only the lazy pages use; those stay with the pages.)
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            test: (id) => shell.has(id) && id.includes('node_modules') && !LAZY_ONLY.test(id),
          },
          {
            name: 'apollo',
            test: (id) => apollo.has(id) && !shell.has(id) && id.includes('node_modules') && !LAZY_ONLY.test(id),
          },
          // The small pieces most list and detail pages share, as one chunk instead of a few tiny ones.
          // (Not ui/apiReach.ts: it brings Apollo's error classes, which the home page goes without.)
          {
            name: 'pages',
            test: /[\\/]client[\\/]src[\\/](ui[\\/](EmptyList|Tag|useLoadErrorToast|toaster|PageTitle|dates|useFormat)|features[\\/]offerings[\\/](FreeSpots|labels))\b|[\\/]common[\\/]src[\\/]format\.ts$/,
          },
        ],
      },
    },
  },
};

/** `vite build --ssr src/entry-server.tsx` (the client's build script, after the browser build): the
 * server-side renderer, beside dist/ (the server imports it). The libraries stay outside (node_modules);
 * each lazy page keeps its own chunk, so the back-office code is never loaded on the server. */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), compiledMessages(), shellModules(), landingPagePreloads(), pageAssets()],
  resolve: {
    // rxjs (under Apollo Client) ships an ES2015 build besides its ES5 one: native classes, no tslib.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      // The languages alone, for what every page starts with: common's index reaches yup, which would
      // then count as a library the entry needs (shellModules) and join the framework chunk.
      { find: '@kurzy/common/locale', replacement: fileURLToPath(new URL('../common/src/locale.ts', import.meta.url)) },
      // Compile common from source so the client never waits for (or goes stale against) common/dist.
      { find: '@kurzy/common', replacement: fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
      // Every message is compiled (virtual:messages/*): the parser stays out of the bundle.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: { proxy },
  preview: { proxy },
  // The icons' path data (ui/icons.tsx) are ES modules in a package that does not declare itself one:
  // bundled into the server-side renderer rather than left for Node to guess.
  ssr: { noExternal: ['@blueprintjs/icons'] },
  build: isSsrBuild ? ssrBuild : browserBuild,
}));
