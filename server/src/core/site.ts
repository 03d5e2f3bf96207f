// What a module adds to the site beside its API: documents at the root where crawlers look for them
// (robots.txt, sitemap.xml) and tags in the <head> of a server-rendered page. A module declares them
// (module.ts `site`) without knowing express; this file turns them into HTTP, the way the REST route
// table does for /api.
import { type Locale, localeOfPath, MESSAGES } from '@kurzy/common';
import { Router, type Request } from 'express';
import type { Logger } from './logger';
import type { Services } from './services';
import { requestIdOf } from './request-scope';
import type { GraphqlOperation, GraphqlResult, RenderedPage } from './ssr';

/** Runs a GraphQL operation in-process as an anonymous visitor of the request being answered: what
 * the site shows, hidden records stay hidden by the same rules as on the pages. */
export type AnonymousGraphql = (operation: GraphqlOperation) => Promise<GraphqlResult>;

/** One request to the site, as a module sees it. */
export interface SiteVisit {
  services: Services;
  /** The path asked for, without its query string and its language's prefix (`/uk/courses` -> `/courses`). */
  path: string;
  /** The language of the page asked for (common/src/locale.ts). */
  locale: Locale;
  graphql: AnonymousGraphql;
}

/** A document at a fixed path of the site, answered to GET. */
export interface SiteDocument {
  /** From the root of the site: `/robots.txt`. */
  path: `/${string}`;
  contentType: string;
  /** How long browsers and proxies may keep it. */
  maxAgeSeconds: number;
  /** Its content; a failure is logged and answered 503 (the crawler comes back later). */
  render(visit: SiteVisit): string | Promise<string>;
}

/** Pages under a path that are one person's (their address is a credential): headers for however
 * the page is sent (rendered or not) and tags for the <head> of a rendered one. */
export interface PrivatePages {
  /** From the root of the site: `/moje-prihlasky/`. */
  pathPrefix: `/${string}`;
  headers: Record<string, string>;
  /** HTML the module escaped. */
  head: string;
}

export interface SitePart {
  documents?: readonly SiteDocument[];
  privatePages?: readonly PrivatePages[];
  /** Tags for the <head> of a server-rendered page, as HTML the module escaped. */
  head?: (visit: SiteVisit, page: Pick<RenderedPage, 'status' | 'title'>) => Promise<string>;
}

/** What the composition root gives to answer the site's documents and heads. */
export interface SiteSource {
  services: Services;
  /** The in-process GraphQL of the app, run for the request (ssr.ts anonymousExecutor). */
  execute: (operation: GraphqlOperation, request: Request) => Promise<GraphqlResult>;
  logger: Logger;
}

function visitOf(request: Request, { services, execute }: SiteSource): SiteVisit {
  const { locale, path } = localeOfPath(request.path);
  return { services, path, locale, graphql: (operation) => execute(operation, request) };
}

const privatePagesOf = (parts: readonly SitePart[]) => parts.flatMap((part) => part.privatePages ?? []);

/** Every module's documents, each at its path; two modules claiming one path is a mistake, said at start.
 * And the headers of private pages, set before the page is made (http.ts keeps a Cache-Control set here). */
export function siteDocuments(parts: readonly SitePart[], source: SiteSource): Router {
  const router = Router();
  for (const pages of privatePagesOf(parts))
    router.use((request, response, next) => {
      // HEAD too: express answers it with the GET route, headers and all.
      // In every language: /uk/moje-prihlasky/… is as private as /moje-prihlasky/….
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        localeOfPath(request.path).path.startsWith(pages.pathPrefix)
      )
        for (const [name, value] of Object.entries(pages.headers)) response.setHeader(name, value);
      next();
    });
  const claimed = new Set<string>();
  for (const document of parts.flatMap((part) => part.documents ?? [])) {
    if (claimed.has(document.path)) throw new Error(`Two modules serve ${document.path}`);
    claimed.add(document.path);
    router.get(document.path, async (request, response) => {
      try {
        const body = await document.render(visitOf(request, source));
        response.setHeader('Cache-Control', `public, max-age=${document.maxAgeSeconds}`);
        response.type(document.contentType).send(body);
      } catch (error) {
        source.logger.error(`${document.path} could not be made`, error, { reqId: requestIdOf(request) });
        response.status(503).type('text/plain; charset=utf-8').send(MESSAGES.serverUnavailable);
      }
    });
  }
  return router;
}

/** The head tags every module adds to a server-rendered page, in the order of the modules. */
export function siteHead(
  parts: readonly SitePart[],
  source: SiteSource,
): (request: Request, page: RenderedPage) => Promise<string> {
  const heads = parts.flatMap((part) => (part.head ? [part.head] : []));
  const privatePages = privatePagesOf(parts);
  return async (request, page) => {
    const visit = visitOf(request, source);
    // A private page gets its own tags only: no canonical address or link preview of a credential.
    const own = privatePages.find((pages) => visit.path.startsWith(pages.pathPrefix));
    if (own) return own.head;
    const tags = await Promise.all(heads.map((head) => head(visit, page)));
    return tags.join('');
  };
}
