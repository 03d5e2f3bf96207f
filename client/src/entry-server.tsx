// Server-side rendering of the public pages (built by `vite build --ssr` into dist-ssr/, imported by
// server/src/core/ssr.ts): the page's HTML with its data, which main.tsx then hydrates. The server
// hands in a way to run GraphQL operations against its own schema, as an anonymous visitor.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { type DocumentNode, print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createCache } from './app/apolloClient';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, type RouteHandle, routesFor } from './app/router';
import { queriesForOneRender } from './app/serverQueries';
import { APOLLO_STATE_ID, PAGE_DATA_ID, PAGE_STATUS_ID } from './app/serverState';
import { WithApollo } from './app/WithApollo';
import { APOLLO_MODULE } from './routes/route';
import { PUBLIC_ROUTES } from './routes/site';
import { type Locale, localeOfPath, localePrefix } from '@kurzy/common/locale';
import { loadPublicMessages } from './i18n/messages';

// The contract with server/src/core/ssr.ts (which declares the same shapes on its side).

export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderRequest {
  /** Path and query string, e.g. `/courses?vek=preschool`. */
  url: string;
  execute: (operation: GraphqlOperation) => Promise<GraphqlResult>;
  /** Aborted when the server stops waiting (it then sends the page unrendered). */
  signal: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** The content of `<div id="root">`. */
  html: string;
  /** The page's `<title>` content (HTML-escaped), when it sets one. */
  title?: string;
  /** The Apollo cache the page was rendered from, as a script for after the root (app/browserApollo.ts
   * restores it), and the answers of its usePageQuery queries (app/prerenderedQuery.ts reads them). */
  stateScript: string;
  /** The lazy modules the page is made of (vite.config.ts names them), to link their files. */
  modules: string[];
  /** The route table's path the page matched (`/course/:id`; `*` for none), for the server's metrics. */
  route: string;
  /** The page's language (its address's), for `<html lang>`. */
  locale: Locale;
}

/** Each query document printed once for the life of the server, not once per page rendered. */
const printed = new WeakMap<DocumentNode, string>();
function printedOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** Runs every operation through `execute`; the failures go to `failures`: any fails the whole render,
 * since the browser would not find the error in the cache and would render something else. A record
 * that does not exist (or is hidden) is an answer, not a failure: the page renders its not-found
 * screen, and the browser, told the page's status (main.tsx), renders it again. */
function serverLink(execute: RenderRequest['execute'], failures: unknown[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: printedOnce(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.length && result.errors.every((error) => error.extensions?.code === 'NOT_FOUND')) {
              observer.next({ data: result.data ?? null, errors: result.errors });
              observer.complete();
              return;
            }
            if (result.errors?.length) {
              const messages = result.errors.map((error) => error.message).join('; ');
              const failure = new Error(`${operation.operationName ?? 'operation'}: ${messages}`);
              // An answer, not a fault (a detail page of something that does not exist): ssr.ts logs it quietly.
              failure.name = 'GraphqlAnswerError';
              failures.push(failure);
              observer.error(failure);
              return;
            }
            observer.next({ data: result.data ?? null });
            observer.complete();
          },
          (error: unknown) => {
            failures.push(error);
            observer.error(error);
          },
        );
      }),
  );
}

// React 19 hoists a page's <title> to the start of the output when it renders less than a document.
const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

/** The page's data in one order whatever order its queries answered in during rendering (the cache keeps
 * arrival order): the same data gives the same page, byte for byte, which a cache in front can rely on.
 * Only objects are sorted; lists keep their order. */
function withSortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The whole of React's output (a Node stream of bytes). */
async function textOf(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks).toString('utf8');
}

/** The page at `url`, or null for a route the browser renders on its own (the back-office, login). */
export async function render({ url, execute, signal }: RenderRequest): Promise<RenderedPage | null> {
  const { locale } = localeOfPath(url);
  await loadPublicMessages(locale);
  const basename = localePrefix(locale) || undefined;
  const matches = matchRoutes(routesFor(locale), url, basename) ?? [];
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle || handle.clientOnly) return null;

  const failures: unknown[] = [];
  let status = 200;
  const pageStatus = { report: (code: number) => void (status = code) };
  const client = new ApolloClient({
    ssrMode: true,
    link: serverLink(execute, failures),
    cache: createCache({ resultCaching: false }),
  });
  // Rendered once: a query not answered yet suspends its component until it is (serverQueries.ts).
  const ApolloContext = getApolloContext();
  const answers = new Map<string, unknown>();
  const { prelude } = await prerenderToNodeStream(
    <ApolloContext.Provider value={queriesForOneRender()}>
      <AppProviders status={pageStatus} locale={locale}>
        <WithApollo client={client} answers={answers}>
          <StaticRouter location={url} basename={basename}>
            <AppRoutes />
          </StaticRouter>
        </WithApollo>
      </AppProviders>
    </ApolloContext.Provider>,
    {
      signal,
      // React moves a boundary's content over this size out of place, behind the fallback, to be
      // swapped in by an inline script (and its reveal throttling): a page must arrive whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  const result = await textOf(prelude);
  if (signal.aborted) throw new Error('Rendering was aborted');
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));

  const title = LEADING_TITLE.exec(result);
  // The not-found screen a detail page showed comes in a chunk of its own: linked, so that the browser
  // has it when it takes the page over.
  const notFoundModule = `src/${PUBLIC_ROUTES.notFound.page}.tsx`;
  // `<` escaped: no text in the data can end the script early.
  const json = (value: unknown, replacer?: typeof withSortedKeys) =>
    JSON.stringify(value, replacer).replaceAll('<', '\\u003c');
  // The answers as the page read them (their fields in the query's order), in the order of their keys.
  const pageData = Object.fromEntries([...answers].sort(([a], [b]) => (a < b ? -1 : 1)));
  // A page taken over without Apollo Client (the home page, routes/route.ts `withoutApollo`) needs no
  // cache: it would only repeat the page's data.
  const cache = handle.modules.includes(APOLLO_MODULE) ? client.extract() : {};
  return {
    status,
    route: matches.at(-1)?.route.path ?? '*',
    locale,
    html: title ? result.slice(title[0].length) : result,
    title: title?.[1],
    stateScript:
      `<script id="${APOLLO_STATE_ID}" type="application/json">${json(cache, withSortedKeys)}</script>` +
      (answers.size === 0 ? '' : `<script id="${PAGE_DATA_ID}" type="application/json">${json(pageData)}</script>`) +
      (status === 200 ? '' : `<script id="${PAGE_STATUS_ID}" type="application/json">${status}</script>`),
    modules:
      status === 404 && !handle.modules.includes(notFoundModule) ? [...handle.modules, notFoundModule] : handle.modules,
  };
}
