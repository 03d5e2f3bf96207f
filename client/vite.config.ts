import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** `virtual:messages/<set>`: the set's Czech texts (English for any key Czech lacks), compiled to
 * react-intl's message AST at build time, so the browser needs no ICU message parser (see the
 * alias below; FormatJS documents this as "react-intl without parser"). The public texts of a few
 * pages are sets of their own, loaded with the page (router.tsx); `public` has the rest. */
interface MessageSet {
  czech: string;
  english: string;
  keys?: RegExp;
}
const PUBLIC = { czech: 'src/i18n/cs.json', english: 'src/i18n/en.json' };
const PAGE_SETS: Record<string, MessageSet> = {
  // registration.replacementNotice is also on the course and camp pages.
  registration: { ...PUBLIC, keys: /^registration\.(?!replacementNotice$)/ },
  gallery: { ...PUBLIC, keys: /^gallery\./ },
  contacts: { ...PUBLIC, keys: /^contacts\./ },
  videos: { ...PUBLIC, keys: /^videos\./ },
  notFound: { ...PUBLIC, keys: /^notFound\./ },
  login: { czech: 'src/i18n/admin.cs.json', english: 'src/i18n/admin.en.json', keys: /^admin\.login\./ },
};
const pageKey = (key: string) =>
  Object.values(PAGE_SETS).some((set) => set.czech === PUBLIC.czech && set.keys?.test(key));
const MESSAGE_SETS: Record<string, MessageSet & { skip?: (key: string) => boolean }> = {
  public: { ...PUBLIC, skip: pageKey },
  admin: { czech: 'src/i18n/admin.cs.json', english: 'src/i18n/admin.en.json' },
  ...PAGE_SETS,
};
const MESSAGES_PREFIX = 'virtual:messages/';

const LAZY_ONLY =
  /@apollo[\\/]client[\\/](react[\\/]hooks[\\/](useMutation|useLazyQuery)|utilities[\\/]policies)|tslib/;

/** Every module the entry imports statically (directly or through others), known after the build. */
const shell = new Set<string>();
function shellModules(): Plugin {
  return {
    name: 'kurzy-shell-modules',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      entries.forEach(visit);
    },
  };
}

/** The landing pages whose code (and texts) index.html starts fetching at once, in parallel with the
 * framework, instead of after it has run and the router has asked for the page. */
const LANDING_PAGES: [pattern: string, modules: string[]][] = [
  ['^/$', ['src/features/home/HomePage.tsx']],
  ['^/courses$', ['src/features/courses/CourseListPage.tsx']],
  ['^/course/', ['src/features/courses/CourseDetailPage.tsx']],
  ['^/camps$', ['src/features/camps/CampListPage.tsx']],
  ['^/registration(/|$)', ['src/features/registration/RegistrationPage.tsx', 'virtual:messages/registration']],
];

function landingPagePreloads(): Plugin {
  return {
    name: 'kurzy-landing-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          const chunk = chunks.find((item) => item.fileName === file);
          if (!chunk || into.has(file)) return;
          into.add(file);
          chunk.imports.forEach((imported) => collect(imported, into));
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => collect(chunk.fileName, entryFiles));
        const table = LANDING_PAGES.map(([pattern, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module.replace(/^virtual:/, '')));
            if (!chunk) throw new Error(`No chunk for ${module}`);
            collect(chunk.fileName, files);
          }
          const scripts = [...files].filter((file) => !entryFiles.has(file));
          const styles = scripts.flatMap((file) => [
            ...(chunks.find((item) => item.fileName === file)?.viteMetadata?.importedCss ?? []),
          ]);
          return [pattern, scripts.map((file) => `/${file}`), styles.map((file) => `/${file}`)];
        });
        const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;function l(r,h,a){var e=document.createElement('link');e.rel=r;e.href=h;if(a)e.as=a;document.head.appendChild(e)}for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){l('modulepreload',h)});t[i][2].forEach(function(h){l('preload',h,'style')});break}})()`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
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
      for (const file of [set.czech, set.english]) this.addWatchFile(fileURLToPath(new URL(file, import.meta.url)));
      const texts = Object.entries({ ...read(set.english), ...read(set.czech) }).filter(
        ([key]) => (set.keys ? set.keys.test(key) : true) && !set.skip?.(key),
      );
      const compiled = Object.fromEntries(texts.map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
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

export default defineConfig({
  plugins: [react(), compiledMessages(), shellModules(), landingPagePreloads()],
  resolve: {
    // rxjs (under Apollo Client) ships an ES2015 build besides its ES5 one: native classes, no tslib.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
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
  build: {
    outDir: 'dist',
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // common/ has no import-time side effects: a page that only formats a date or a price must not
      // pull in the yup schemas (and yup) through common's index.
      treeshake: { moduleSideEffects: [{ test: /[\\/]common[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // The libraries every page starts with (those the entry imports, directly or not) in one chunk
        // beside the entry, rather than spread over small chunks by which lazy page shares what.
        // (Apollo's barrels reach hooks only the lazy pages use; those stay with the pages.)
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => shell.has(id) && id.includes('node_modules') && !LAZY_ONLY.test(id),
            },
            // The small pieces most list and detail pages share, as one chunk instead of a few tiny ones.
            {
              name: 'pages',
              test: /[\\/]client[\\/]src[\\/]ui[\\/](EmptyList|FreeSpots|labels|useLoadErrorToast|apiErrors|toaster|PageTitle)\b|[\\/]common[\\/]src[\\/]format\.ts$/,
            },
          ],
        },
      },
    },
  },
});
