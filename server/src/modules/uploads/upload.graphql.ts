// graphql-upload (the GraphQL multipart request spec) feeding the pictures service: only for a
// logged-in caller, its size and count limits stop a request while it streams in, and its English
// refusals become our Czech ones.
import { PassThrough, type Readable } from 'node:stream';
import { AuthErrorCode, RequestErrorCode, STATEMENT_MAX_BYTES, UploadErrorCode } from '@kurzy/common';
import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError } from '../../core/errors';
import { tokenFromRequest } from '../../core/request-context';
import type { AuthService } from '../auth/auth.service';
import type { UploadLimits } from '../galleries/picture.service';
import type { IncomingFile } from './upload.incoming';

/** graphql-upload rejects with http-errors: 413 for its limits, 400 for a malformed request. */
export function translateUploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof AppError) return error;
  const { status, message } = error as { status?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (status === 413) {
    if (text.includes('max file uploads exceeded'))
      return new AppError(UploadErrorCode.TooManyFiles, { params: { maxFiles: limits.maxFiles } });
    if (text.startsWith('File truncated'))
      return new AppError(UploadErrorCode.FileTooLarge, { params: { maxBytes: limits.maxFileBytes } });
    return new AppError(RequestErrorCode.TooLarge);
  }
  if (status === 400) return new AppError(UploadErrorCode.Malformed);
  return error;
}

/** Parses multipart requests to /graphql (files wait in temporary files that graphql-upload removes
 * when the response ends); a refusal at this stage goes on as a translated AppError. Only staff upload
 * (no public operation takes a file): the session is checked before a byte of the body is read, and
 * an anonymous request is answered 401 at once, its connection closed rather than its body read. */
export function graphqlUploadMiddleware(
  limits: UploadLimits,
  auth: Pick<AuthService, 'actorForToken'>,
): [RequestHandler] {
  // busboy calls a file that reaches its limit truncated, even when nothing follows: one byte
  // more lets a file of exactly the limit through (the service refuses anything longer).
  // The largest file any mutation takes (a picture or a bank statement); each refuses its own
  // larger files while reading them (readLimited).
  const parse = graphqlUploadExpress({
    maxFileSize: Math.max(limits.maxFileBytes, STATEMENT_MAX_BYTES) + 1,
    maxFiles: limits.maxFiles,
  });
  return [
    (request, response, next) => {
      if (!request.is('multipart/form-data')) return next();
      auth.actorForToken(tokenFromRequest(request)).then(
        (actor) => {
          if (actor === null) {
            response.setHeader('Connection', 'close');
            return next(new AppError(AuthErrorCode.NotLoggedIn));
          }
          parse(request, response, (error?: unknown) =>
            error === undefined ? next() : next(translateUploadError(error, limits)),
          );
        },
        (error: unknown) => next(error),
      );
    },
  ];
}

/** The uploads of a mutation as the service reads them: one after another, each file opened only
 * when its turn comes, with transport errors translated. */
export async function* graphqlFiles(
  uploads: Promise<FileUpload>[],
  limits: UploadLimits,
): AsyncGenerator<IncomingFile> {
  for (const upload of uploads) {
    let source: Readable;
    let filename: string;
    try {
      const file = await upload;
      filename = file.filename;
      source = file.createReadStream();
    } catch (error) {
      throw translateUploadError(error, limits);
    }
    const stream = new PassThrough();
    // The transport may fail the file (too large) before the service starts reading it, or after
    // it stopped: the error is kept on the stream (a later read throws it) instead of being emitted
    // to nobody, which would take the whole process down.
    stream.on('error', () => undefined);
    source.once('error', (error) => stream.destroy(translateUploadError(error, limits) as Error));
    stream.once('close', () => source.destroy());
    source.pipe(stream);
    yield { filename, stream };
  }
}
