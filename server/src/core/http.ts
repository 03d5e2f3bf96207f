import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express, { ErrorRequestHandler, Express, Request, RequestHandler, Router } from 'express';
import { AppError, ERROR_MAPPING, INTERNAL_ERROR_MESSAGE } from './errors';
import type { GraphqlContext } from './graphql-context';
import type { Logger } from './logger';
import type { PageRenderer } from './ssr';

export interface HttpAppParts {
  apollo: ApolloServer<GraphqlContext>;
  context: (request: Request) => Promise<GraphqlContext>;
  api: Router;
  /** Parses multipart GraphQL requests (file uploads) before Apollo sees them. */
  graphqlUploads: (RequestHandler | ErrorRequestHandler)[];
  uploadsDir: string;
  clientDir: string;
  logger: Logger;
  /** Other origins whose pages may call `/api` with credentials (CORS); empty: same origin only. */
  corsOrigins?: string[];
  /** Server-side rendering of the public pages (ssr.ts); without it, or when it gives up, every page
   * is index.html as built and the browser renders it. */
  renderPage?: PageRenderer;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One process serves the API (GraphQL and REST), the uploaded pictures and the client. */
export function createHttpApp({
  apollo,
  context,
  api,
  graphqlUploads,
  uploadsDir,
  clientDir,
  logger,
  corsOrigins = [],
  renderPage,
}: HttpAppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: they change with every write, no client asks for them conditionally, and
  // hashing each one costs CPU on every request. Static files keep theirs (express.static).
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use((_request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    ...graphqlUploads,
    expressMiddleware(apollo, { context: ({ req }) => context(req) }),
  );
  app.use('/graphql', graphqlErrorHandler);

  if (corsOrigins.length > 0) app.use('/api', cors({ origin: corsOrigins, credentials: true, maxAge: 600 }));
  app.use('/api', express.json({ limit: '1mb' }), api);
  app.use('/api', (_request, response) => {
    response.status(404).json({ message: 'Neznámá adresa API.' });
  });
  app.use('/api', apiErrorHandler(logger));

  // Uploaded files get generated, never reused names, so they may be cached for good.
  app.use('/public', express.static(uploadsDir, { maxAge: ONE_YEAR_SECONDS * 1000, immutable: true, index: false }));
  app.use('/public', (_request, response) => {
    response.status(404).type('text/plain; charset=utf-8').send('Soubor nenalezen.');
  });

  // The client's scripts and styles compressed (brotli or gzip): a phone on a slow network waits for
  // a third of the bytes. Mounted here, so it leaves the API and the pictures above as they were.
  app.use(compression());
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (response, file) => {
        // Vite puts content hashes in asset names; everything else must be revalidated.
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    }),
  );
  const indexHtml = path.join(clientDir, 'index.html');
  app.get('/{*path}', async (request, response) => {
    if (!existsSync(indexHtml)) {
      response
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Klient zatím není sestaven: spusťte `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    const page = await renderPage?.(request);
    if (page) {
      response.status(page.status).type('html').send(page.html);
      return;
    }
    response.sendFile(indexHtml);
  });
  return app;
}

/** Refusals before Apollo runs (an upload over the limits) answered the way GraphQL answers. */
const graphqlErrorHandler: ErrorRequestHandler = (error: unknown, _request, response, next) => {
  if (!(error instanceof AppError)) return next(error);
  const { status, graphqlCode } = ERROR_MAPPING[error.code];
  response.status(status).json({ errors: [{ message: error.message, extensions: { code: graphqlCode } }] });
};

function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _request, response, _next) => {
    if (error instanceof AppError) {
      response
        .status(ERROR_MAPPING[error.code].status)
        .json({ message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
      return;
    }
    // body-parser's own errors (malformed JSON, too large a body) carry a client status.
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      response.status(status).json({ message: status === 413 ? 'Požadavek je příliš velký.' : 'Neplatný požadavek.' });
      return;
    }
    logger.error('REST request failed', error);
    response.status(500).json({ message: INTERNAL_ERROR_MESSAGE });
  };
}
