import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { isLocale, type Locale } from '@kurzy/common';
import type { Request } from 'express';
import type { RequestContext } from './request-context';
import type { Logger } from './logger';
import { requestIdOf } from './request-scope';
import { hashSource, type InlineSources, inlineSourcesOf, styleAttributeSources } from './security-headers';

// Server-side rendering of the public pages: the client's SSR build (client/src/entry-server.tsx,
// built into client/dist-ssr/) renders a page with its data; this fills the built index.html with it.
// These shapes mirror the ones entry-server.tsx declares.

export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderedPage {
  status: number;
  /** The content of `<div id="root">`. */
  html: string;
  /** The script with the Apollo cache the page was rendered from, placed after the root. */
  stateScript: string;
  /** The page's `<title>` content (HTML-escaped), when it sets one. */
  title?: string;
  /** The lazy modules the page is made of, keys of the client build's page-assets.json. */
  modules: string[];
  /** The route table's path the page matched (`/course/:id`, `*`), for the metrics; absent from an
   * older build. */
  route?: string;
  /** The page's language (`cs`, `en`, `uk`: its address's), for `<html lang>`; absent from an older build. */
  locale?: string;
}

export interface SsrEntry {
  /** Null for a path the browser renders on its own (the back-office, login). */
  render(request: {
    url: string;
    execute: (operation: GraphqlOperation) => Promise<GraphqlResult>;
    signal: AbortSignal;
  }): Promise<RenderedPage | null>;
}

/** The scripts and styles of each lazy module (client/vite.config.ts writes the file). */
type PageAssets = Record<string, { scripts: string[]; styles: string[] } | undefined>;

export interface ServerRendererOptions {
  /** The built client: index.html and .vite/page-assets.json. */
  clientDir: string;
  /** The SSR build; resolves to null when there is none. */
  loadEntry: () => Promise<SsrEntry | null>;
  /** Runs an operation for the page being rendered. */
  execute: (operation: GraphqlOperation, request: Request) => Promise<GraphqlResult>;
  logger: Logger;
  /** A page not rendered by then is sent unrendered (the browser renders it, as without SSR). */
  timeoutMs?: number;
  /** Tags for the page's <head> beyond its title (link previews, search engines), as HTML: the seo
   * module's, escaped there. */
  head?: (request: Request, page: RenderedPage) => Promise<string>;
}

/** A page filled in: its HTML and the hashes of its inline code, for its Content-Security-Policy. */
export interface FilledPage {
  html: string;
  inline: InlineSources;
}

/** A rendered page to send: its status, the route it matched, and the page filled in. */
export type ServedPage = { status: number; route?: string } & FilledPage;

/** A rendered page to send, or null: send index.html as it is. */
export type PageRenderer = (request: Request) => Promise<ServedPage | null>;

/** The SSR build of a client built into `clientDir` (client/dist-ssr beside client/dist). */
export function ssrEntryBeside(clientDir: string): () => Promise<SsrEntry | null> {
  const file = path.join(path.dirname(clientDir), 'dist-ssr', 'entry-server.js');
  return async () => (existsSync(file) ? ((await import(pathToFileURL(file).href)) as SsrEntry) : null);
}

/** GraphQL operations run in-process against the schema, as an anonymous visitor: whatever token the
 * visitor's browser holds, a server-rendered page shows the public view only. */
export function anonymousExecutor(
  apollo: ApolloServer<RequestContext>,
  anonymousContext: (request: Request) => RequestContext,
): ServerRendererOptions['execute'] {
  return async (operation, request) => {
    const response = await apollo.executeOperation(operation, { contextValue: anonymousContext(request) });
    if (response.body.kind !== 'single') throw new Error('An incremental GraphQL result cannot be rendered');
    return response.body.singleResult;
  };
}

const DEFAULT_TIMEOUT_MS = 1000;

export function createPageRenderer({
  clientDir,
  loadEntry,
  execute,
  logger,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  head,
}: ServerRendererOptions): PageRenderer {
  let entry: Promise<SsrEntry | null> | undefined;
  const indexHtml = path.join(clientDir, 'index.html');
  const assetsFile = path.join(clientDir, '.vite', 'page-assets.json');
  // Built styles have content hashes in their names: each is read once.
  const styles = new Map<string, string>();
  const readStyle = (href: string) => {
    let css = styles.get(href);
    if (css === undefined) {
      const file = path.join(clientDir, path.normalize(href));
      if (!file.startsWith(clientDir + path.sep)) throw new Error(`A stylesheet outside the client: ${href}`);
      css = readFileSync(file, 'utf8');
      if (css.includes('</')) throw new Error(`${href} cannot be inlined`);
      styles.set(href, css);
    }
    return css;
  };

  // The build's files read once each, and again only when a build replaced them (their time changed):
  // not opened and parsed for every page.
  const built = new Map<string, { modified: number; content: Promise<unknown> }>();
  const builtFile = async <T>(file: string, parse: (text: string) => T): Promise<T> => {
    const modified = (await stat(file)).mtimeMs;
    let kept = built.get(file);
    if (kept?.modified !== modified) {
      kept = { modified, content: readFile(file, 'utf8').then(parse) };
      built.set(file, kept);
    }
    return kept.content as Promise<T>;
  };

  return async (request) => {
    entry ??= loadEntry().catch((error: unknown) => {
      logger.error('The server-side renderer could not be loaded; pages are rendered in the browser', error, {
        reqId: requestIdOf(request),
      });
      return null;
    });
    const renderer = await entry;
    if (!renderer) return null;

    const controller = new AbortController();
    const timedOut = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error));
    });
    const timer = setTimeout(() => controller.abort(new Error(`not rendered within ${timeoutMs} ms`)), timeoutMs);
    try {
      const page = await Promise.race([
        renderer.render({
          url: request.originalUrl,
          execute: (operation) => execute(operation, request),
          signal: controller.signal,
        }),
        timedOut,
      ]);
      if (!page) return null;
      const [template, assets, headTags] = await Promise.all([
        builtFile(indexHtml, (text) => text),
        page.modules.length === 0 ? {} : builtFile(assetsFile, (text) => JSON.parse(text) as PageAssets),
        head?.(request, page) ?? '',
      ]);
      return {
        status: page.status,
        route: page.route,
        ...fillTemplate(template, page, assets, readStyle, headTags),
      };
    } catch (error) {
      const unrendered = `Server-side rendering of ${request.originalUrl} failed; sending the page unrendered`;
      // The API's refusal (a record not found is rendered, entry-server.tsx; this is any other) leaves
      // the page to the browser, as a timeout would.
      const reqId = requestIdOf(request);
      if (error instanceof Error && error.name === 'GraphqlAnswerError')
        logger.warn(`${unrendered}: ${error.message}`, { reqId });
      else logger.error(unrendered, error, { reqId });
      return null;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
}

/** index.html with the page in its root, its title, its styles inlined and its scripts deferred: a phone
 * on a slow network shows the page as soon as the HTML arrives (no stylesheet requests first), and the
 * scripts that make it interactive do not compete with it for the network before it has been painted.
 * The hashes of the inline code are taken from what goes in (the build's template, the inlined styles,
 * the start script, React's style attributes), never found in the filled page, where a visitor's text
 * could pose as code. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: PageAssets,
  readStyle: (href: string) => string,
  headTags = '',
): FilledPage {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root">');
  const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>\s*/.exec(template);
  // The entry's own chunks (index.html), then the page's.
  const scripts = [...template.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">\s*/g)].map((link) => link[1]);
  const styles: string[] = [];
  for (const module of page.modules) {
    const found = assets[module];
    if (!found) throw new Error(`page-assets.json has no ${module}: rebuild the client`);
    scripts.push(...found.scripts);
    styles.push(...found.styles);
  }
  let shell = template
    .replace(entry?.[0] ?? '', '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    // index.html's guess at the landing page's files (client/vite.config.ts); this page's are known.
    .replace(/<script id="landing-preloads">[\s\S]*?<\/script>\s*/, '');
  // The page's own description (in its language) stands for the build's general Czech one.
  if (headTags.includes('<meta name="description"')) shell = shell.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const inline = inlineSourcesOf(shell);
  const start = entry?.[1] ? startScript(entry[1], scripts) : null;
  if (start) inline.scripts.push(hashSource(start));
  inline.styleAttributes.push(...styleAttributeSources(page.html));
  let html = shell
    .replace(
      '</head>',
      // The head tags are not code: a JSON-LD script is data, which no policy has to allow.
      () =>
        `${headTags}${[...new Set(styles)].map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`,
    )
    // Each inlined style keeps a disabled link (which loads nothing): the client's chunk loader skips
    // a stylesheet the page already links, so it does not fetch the style again and append it after
    // the others, where it would apply out of order for a moment (the layout shifts).
    .replace(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g, (_link, href: string) => {
      const css = readStyle(href);
      inline.styles.push(styleHash(css));
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    })
    .replace(
      root,
      () => `<div id="root">${page.html}</div>${page.stateScript}${start === null ? '' : `<script>${start}</script>`}`,
    );
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  if (page.locale && isLocale(page.locale)) html = inLanguage(html, page.locale);
  return { html, inline };
}

/** What index.html says before the page's own text, in the other languages (issue 49): Czech is built in. */
const NOSCRIPT: Record<Exclude<Locale, 'cs'>, string> = {
  en: 'Please turn on JavaScript to send a registration and use the menu.',
  uk: 'Будь ласка, увімкніть JavaScript, щоб надіслати заявку й користуватися меню.',
};

/** index.html (rendered or as built, for a page the browser renders) in the page's language: its
 * `<html lang>` and its `<noscript>` line. */
export function inLanguage(html: string, locale: Locale): string {
  if (locale === 'cs') return html;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${NOSCRIPT[locale]}</noscript>`);
}

// A built stylesheet's hash, worked out once per build (the same style text is inlined in many pages).
const styleHashes = new Map<string, string>();
function styleHash(css: string): string {
  let hash = styleHashes.get(css);
  if (hash === undefined) {
    if (styleHashes.size > 200) styleHashes.clear();
    hash = hashSource(css);
    styleHashes.set(css, hash);
  }
  return hash;
}

/** Once the page has been painted: fetches the scripts in parallel and runs the entry, which hydrates the
 * page (client/src/main.tsx). A hidden tab (which paints nothing) or a browser that does not report its
 * paints starts them right away; a paint that never comes, after a few seconds. */
function startScript(entry: string, scripts: (string | undefined)[]): string {
  const preloads = JSON.stringify([...new Set(scripts)].filter((href) => href && href !== entry));
  const start = [
    'var d=0',
    // Built apart and added to the document at once: one insertion, not one per script (each is work for
    // a phone's main thread right after the first paint).
    `function a(f,t,o){var e=document.createElement(t);e.crossOrigin='';for(var k in o)e[k]=o[k];f.appendChild(e)}`,
    `function s(){if(d)return;d=1;var f=document.createDocumentFragment();${preloads}.forEach(function(h){a(f,'link',{rel:'modulepreload',href:h})});a(f,'script',{type:'module',src:${JSON.stringify(entry)}});document.head.appendChild(f)}`,
    `var P=window.PerformanceObserver;if(document.hidden||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return s()`,
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(s,0)}}).observe({type:'paint',buffered:true})`,
    'setTimeout(s,3000)',
  ].join(';');
  return `(function(){${start}})()`;
}
