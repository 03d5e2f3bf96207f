// /public/<key> from an S3-compatible store, answered as express.static answers it from DATA_DIR:
// cached for good, 304 to a browser that has the file, nothing for a name that is not a key. With
// STORAGE_PUBLIC_URL the file is not sent through the app at all: a redirect sends the browser there.
import { pipeline } from 'node:stream';
import type { RequestHandler } from 'express';
import type { Logger } from '../../core/logger';
import { requestIdOf } from '../../core/request-scope';
import { IMMUTABLE, S3Storage } from './upload.s3-storage';
import { type FileStorage, isValidKey } from './upload.storage';

/** A redirect may be kept a day: the address it names can change with the configuration. */
const REDIRECT_CACHE = 'public, max-age=86400';

/** Serves /public from the store; undefined for the local disk, which express.static serves. */
export function publicFilesHandler(storage: FileStorage, logger: Logger): RequestHandler | undefined {
  if (!(storage instanceof S3Storage)) return undefined;
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const key = keyOf(request.path);
    // Anything that is not a key we could have written (a folder, `..`, a dotfile) is simply not there.
    if (key === null) return next();
    const redirect = storage.publicUrlOf(key);
    if (redirect !== null) {
      response.setHeader('Cache-Control', REDIRECT_CACHE);
      return response.redirect(302, redirect);
    }
    const since = request.get('if-modified-since');
    const conditions = {
      ifNoneMatch: request.get('if-none-match'),
      ifModifiedSince: since && !Number.isNaN(Date.parse(since)) ? new Date(since) : undefined,
    };
    storage.read(key, conditions, request.method === 'GET').then(
      (found) => {
        if (found === null) return next();
        response.setHeader('Cache-Control', IMMUTABLE);
        if (found === 'not-modified') return void response.status(304).end();
        response.setHeader('Content-Type', found.contentType);
        response.setHeader('Content-Length', found.size);
        if (found.etag) response.setHeader('ETag', found.etag);
        if (found.lastModified) response.setHeader('Last-Modified', found.lastModified.toUTCString());
        if (!found.body) return void response.end();
        // Streamed through: one chunk at a time in memory; a client that goes away ends the download.
        pipeline(found.body, response, (error) => {
          // A browser that left early is no fault; a store that broke off is.
          if (error && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
            logger.error(`Sending the stored file ${key} failed`, error, { reqId: requestIdOf(request) });
        });
      },
      (error: unknown) => {
        logger.error(`Reading the stored file ${key} failed`, error, { reqId: requestIdOf(request) });
        response.status(503).setHeader('Cache-Control', 'no-store');
        response.type('text/plain; charset=utf-8').send('Soubor je dočasně nedostupný.');
      },
    );
  };
}

/** The storage key of a path under /public, or null. */
function keyOf(path: string): string | null {
  try {
    const key = decodeURIComponent(path.slice(1));
    return isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}
