import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express, { ErrorRequestHandler, Express, Request, RequestHandler, Router } from 'express';
import { errorMessage, localeOfPath, RequestErrorCode } from '@kurzy/common';
import { labelRoute } from './access-log';
import { AppError, ERROR_MAPPING, INTERNAL_ERROR_MESSAGE, refusalDetails, restRefusal } from './errors';
import type { RequestContext } from './request-context';
import type { Logger } from './logger';
import { requestIdOf } from './request-scope';
import {
  inlineSourcesOf,
  pagePolicy,
  PRIVATE_ANSWER_HEADERS,
  sandboxPolicy,
  securityHeaders,
} from './security-headers';
import { etagOf, markSharedPage, type CachedPage, type PageCache, type PageEncoding } from './page-cache';
import { inLanguage, type PageRenderer } from './ssr';

export interface HttpAppParts {
  apollo: ApolloServer<RequestContext>;
  context: (request: Request) => Promise<RequestContext>;
  /** Answers queries of compiled documents before Apollo (graphql-compiled.ts); what it passes on
   * Apollo answers. */
  compiledQueries?: RequestHandler;
  api: Router;
  /** Parses multipart GraphQL requests (file uploads) before Apollo sees them. */
  graphqlUploads: (RequestHandler | ErrorRequestHandler)[];
  uploadsDir: string;
  /** Serves /public instead of `uploadsDir` (an S3-compatible store, STORAGE_URL); what it passes on is 404. */
  publicFiles?: RequestHandler;
  clientDir: string;
  logger: Logger;
  /** Other origins whose pages may call `/api` with credentials (CORS); empty: same origin only. */
  corsOrigins?: string[];
  /** Express's 'trust proxy' (config TRUST_PROXY); by default no proxy is trusted. */
  trustProxy?: boolean | number | string[];
  /** Where people reach the site (PUBLIC_URL): an https address turns on HSTS. */
  publicUrl?: string;
  /** The GraphQL Sandbox landing page is served at /graphql: it gets a policy of its own. */
  graphqlSandbox?: boolean;
  /** Server-side rendering of the public pages (ssr.ts); without it, or when it gives up, every page
   * is index.html as built and the browser renders it. */
  renderPage?: PageRenderer;
  /** Rendered public pages kept for a moment (page-cache.ts); without it every page is rendered anew. */
  pageCache?: PageCache;
  /** Documents at the root of the site beside the pages (sitemap.xml, robots.txt). */
  siteRoutes?: RequestHandler;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One process serves the API (GraphQL and REST), the uploaded pictures and the client. */
export function createHttpApp({
  apollo,
  context,
  compiledQueries,
  api,
  graphqlUploads,
  uploadsDir,
  publicFiles,
  clientDir,
  logger,
  corsOrigins = [],
  trustProxy = false,
  publicUrl = '',
  graphqlSandbox = false,
  renderPage,
  pageCache,
  siteRoutes,
}: HttpAppParts): Express {
  const https = publicUrl.startsWith('https:');
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: they change with every write, no client asks for them conditionally, and
  // hashing each one costs CPU on every request. Static files keep theirs (express.static).
  app.set('etag', false);
  // Whoever reaches the app directly could otherwise pick their own address (login throttle, rate
  // limits) with X-Forwarded-For: only the proxies the operator names are believed.
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ https }));
  app.use(['/graphql', '/api'], privateAnswers);
  app.use('/api', publicReadValidators);

  // One router under /graphql: express cuts the prefix off once, not once per middleware.
  const graphql = Router();
  graphql.use(
    express.json({ limit: '1mb' }),
    ...graphqlUploads,
    ...(graphqlSandbox ? [sandboxPagePolicy] : []),
    ...(compiledQueries ? [compiledQueries] : []),
    expressMiddleware(apollo, { context: ({ req }) => context(req) }),
  );
  graphql.use(graphqlErrorHandler(logger));
  app.use('/graphql', graphql);

  // A REST change that succeeded may show on a public page: the kept pages go (GraphQL's mutations do
  // the same in app.ts, where the operation's kind is known).
  if (pageCache) app.use('/api', invalidateAfterChange(pageCache));
  if (corsOrigins.length > 0) app.use('/api', cors({ origin: corsOrigins, credentials: true, maxAge: 600 }));
  app.use('/api', express.json({ limit: '1mb' }), api);
  app.use('/api', (_request, response) => {
    response
      .status(404)
      .json({ code: RequestErrorCode.UnknownPath, message: errorMessage(RequestErrorCode.UnknownPath) });
  });
  app.use('/api', apiErrorHandler(logger));

  // Uploaded files get generated, never reused names, so they may be cached for good.
  // No redirect from a folder to its name with a slash: it would tell which folders exist.
  app.use(
    '/public',
    publicFiles ??
      express.static(uploadsDir, { maxAge: ONE_YEAR_SECONDS * 1000, immutable: true, index: false, redirect: false }),
  );
  app.use('/public', (_request, response) => {
    response.status(404).type('text/plain; charset=utf-8').send('Soubor nenalezen.');
  });

  // The client's scripts and styles compressed (brotli or gzip): a phone on a slow network waits for
  // a third of the bytes. Mounted here, so it leaves the API and the pictures above as they were.
  app.use(compression());
  if (siteRoutes) app.use(siteRoutes);
  const clientFiles = express.static(clientDir, {
    index: false,
    setHeaders: (response, file) => {
      // Vite puts content hashes in asset names; everything else must be revalidated.
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  // index.html only as a page (below), with the policy its inline code needs.
  app.use((request, response, next) =>
    request.path.endsWith('.html') ? next() : clientFiles(request, response, next),
  );
  const indexHtml = path.join(clientDir, 'index.html');
  let unrendered: { html: string; policy: string } | undefined;
  app.get('/{*path}', async (request, response) => {
    if (!existsSync(indexHtml)) {
      response
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Klient zatím není sestaven: spusťte `npm run build`.');
      return;
    }
    // A private page's own headers (site.ts) stay, and its page is one person's: never kept.
    const personal = response.hasHeader('Cache-Control');
    // Any browser or proxy may keep a public page, asking each time whether it is still the same.
    if (!personal) response.setHeader('Cache-Control', 'public, no-cache');
    if (!personal && pageCache) markSharedPage(response);
    const render = async (): Promise<CachedPage | null> => {
      const filled = await renderPage?.(request);
      if (!filled) return null;
      const html = Buffer.from(filled.html);
      return {
        status: filled.status,
        html,
        policy: pagePolicy(filled.inline, { https }),
        etag: etagOf(html),
        route: filled.route,
      };
    };
    const page = pageCache && !personal ? await pageCache.page(request.originalUrl, render) : await render();
    if (page?.route) labelRoute(request, page.route);
    if (page) {
      response.setHeader('Content-Security-Policy', page.policy);
      response.setHeader('ETag', page.etag);
      response.status(page.status).type('html');
      if (page.status === 200 && request.fresh) {
        response.status(304).end();
        return;
      }
      if (personal || !pageCache) {
        response.send(page.html);
        return;
      }
      // Compressed once per kept page, not per request (the compression middleware leaves an encoded
      // answer alone).
      const encoding = acceptedEncoding(request);
      const body = await pageCache.body(request.originalUrl, page, encoding);
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body.length);
      response.end(body);
      return;
    }
    // Read each time (a rebuild replaces it), its policy worked out again only when it changed.
    const html = await readFile(indexHtml, 'utf8');
    if (unrendered?.html !== html) unrendered = { html, policy: pagePolicy(inlineSourcesOf(html), { https }) };
    response.setHeader('Content-Security-Policy', unrendered.policy);
    // Unrendered (the browser renders it, or the renderer was slow or failed), a page under /en or /uk
    // still says its language: `<html lang>` and the `<noscript>` line, no code the policy covers.
    response.type('html').send(inLanguage(html, localeOfPath(request.path).locale));
  });
  // Whatever no route took (a POST to a page's address, an OPTIONS) and whatever failed outside the
  // API (an address express cannot decode) answer as the API does, never with express's HTML.
  app.use((_request, response) => {
    response
      .status(404)
      .json({ code: RequestErrorCode.UnknownPath, message: errorMessage(RequestErrorCode.UnknownPath) });
  });
  app.use(siteErrorHandler(logger));
  return app;
}

/** br when the request takes it, else gzip, as the compression middleware prefers (whatever the order
 * the browser lists them in). */
function acceptedEncoding(request: Request): PageEncoding | null {
  if (!request.get('accept-encoding')) return null;
  if (request.acceptsEncodings('br') === 'br') return 'br';
  return request.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
}

/** After a REST request that may have changed something (not a read) and succeeded, the public pages
 * kept from before it are not sent again. */
function invalidateAfterChange(pageCache: PageCache): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
      response.on('finish', () => {
        if (response.statusCode < 400) pageCache.invalidate();
      });
    next();
  };
}

/** An answer to a request that carries credentials (a session cookie, a token, Basic) holds what that
 * person may see, and so may the answer to any request that is not a read (a parent's token travels
 * in the body of a POST) and any GraphQL answer (one query may ask for a parent's page by its token,
 * by GET too). None of them is kept by a browser, proxy or shared cache, and no API answer sends a
 * referrer on. What is left public is an anonymous read of the REST API (`publicReadValidators`),
 * or a route's own word. */
const privateAnswers: RequestHandler = (request, response, next) => {
  response.setHeader('Referrer-Policy', PRIVATE_ANSWER_HEADERS['Referrer-Policy']);
  const read = (request.method === 'GET' || request.method === 'HEAD') && request.baseUrl !== '/graphql';
  if (!read || request.get('cookie') || request.get('authorization') || request.get('access-token'))
    response.setHeader('Cache-Control', PRIVATE_ANSWER_HEADERS['Cache-Control']);
  next();
};

/** An anonymous read of the REST API (the same for everyone who asks) gets a validator: a browser or
 * a CDN that has it already is answered 304 without the body. Answers to credentials have none
 * (`privateAnswers` marked them), and neither has a file sent in pieces (it does not go through send). */
const publicReadValidators: RequestHandler = (request, response, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const send = response.send.bind(response);
  response.send = (body?: unknown) => {
    // Credentials, or a route's own word (a parent's calendar is `private, no-store`), keep theirs.
    if (response.hasHeader('Cache-Control')) return send(body);
    if (response.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body))) {
      response.setHeader('Cache-Control', 'public, no-cache');
      response.setHeader('ETag', etagOf(Buffer.from(body)));
      if (request.fresh) return response.status(304).end();
    }
    return send(body);
  };
  next();
};

/** The Sandbox landing page (a GET of /graphql that Apollo answers with HTML) gets a policy made from
 * the page Apollo sends: its inline script and style (same text every time, under a fresh nonce). */
const sandboxPagePolicy: RequestHandler = (request, response, next) => {
  if (request.method !== 'GET') return next();
  const send = response.send.bind(response);
  response.send = (body?: unknown) => {
    if (typeof body === 'string' && /^text\/html\b/.test(String(response.getHeader('content-type') ?? '')))
      response.setHeader('Content-Security-Policy', sandboxPolicy(inlineSourcesOf(body)));
    return send(body);
  };
  next();
};

/** body-parser's refusals (malformed JSON, too large a body, an unknown charset) carry a client
 * status and a type; any other error is ours. */
function bodyRefusal(error: unknown): { status: number; code: RequestErrorCode } | null {
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (type === 'entity.parse.failed') return { status, code: RequestErrorCode.MalformedJson };
  if (status === 413) return { status, code: RequestErrorCode.TooLarge };
  return { status, code: RequestErrorCode.Malformed };
}

/** Refusals before Apollo runs (no session for an upload, an upload over the limits, a body that is
 * not JSON) answered the way GraphQL answers. */
function graphqlErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const answer = (status: number, message: string, extensions: Record<string, unknown>) =>
      response.status(status).json({ errors: [{ message, extensions }] });
    if (error instanceof AppError) {
      const { status, graphqlCode } = ERROR_MAPPING[error.kind];
      answer(status, error.message, { code: graphqlCode, domainCode: error.code, ...refusalDetails(error) });
      return;
    }
    const refusal = bodyRefusal(error);
    if (refusal) {
      answer(refusal.status, errorMessage(refusal.code), {
        code: refusal.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        domainCode: refusal.code,
      });
      return;
    }
    logger.error('GraphQL request failed before it was run', error, { reqId: requestIdOf(request) });
    answer(500, INTERNAL_ERROR_MESSAGE, { code: 'INTERNAL_SERVER_ERROR', domainCode: RequestErrorCode.Failed });
  };
}

/** A failure outside /api and /graphql (a path express cannot decode, a client file that cannot be
 * read) in the API's shape: its client status when it has one, else a 500 logged. */
function siteErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    if (response.headersSent) {
      logger.error('Request failed while sending its answer', error, { reqId: requestIdOf(request) });
      response.destroy();
      return;
    }
    const { status } = error as { status?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = status === 404 ? RequestErrorCode.UnknownPath : RequestErrorCode.Malformed;
      response.status(status).json({ code, message: errorMessage(code) });
      return;
    }
    logger.error('Request failed', error, { reqId: requestIdOf(request) });
    response.status(500).json({ code: RequestErrorCode.Failed, message: INTERNAL_ERROR_MESSAGE });
  };
}

function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const reqId = requestIdOf(request);
    // A streamed file that failed halfway: its status went long ago, only the connection can end.
    if (response.headersSent) {
      logger.error('REST request failed while sending its answer', error, { reqId });
      response.destroy();
      return;
    }
    if (error instanceof AppError) {
      response.status(ERROR_MAPPING[error.kind].status).json(restRefusal(error));
      return;
    }
    const refusal = bodyRefusal(error);
    if (refusal) {
      response.status(refusal.status).json({ code: refusal.code, message: errorMessage(refusal.code) });
      return;
    }
    logger.error('REST request failed', error, { reqId });
    response.status(500).json({ code: RequestErrorCode.Failed, message: INTERNAL_ERROR_MESSAGE });
  };
}
