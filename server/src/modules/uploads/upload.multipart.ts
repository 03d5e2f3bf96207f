// The files of a `multipart/form-data` REST upload, streamed to the service one after another as
// busboy parses the request: nothing is buffered beyond the file being read, and the service's own
// limits (size while reading, count while iterating) stop an oversized request. The text fields a
// route names (a family's token, ids, a date) are kept, few and short; any other is dropped.
import { PassThrough } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { UploadErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';
import type { UploadLimits } from '../galleries/picture.service';
import type { IncomingFile } from './upload.incoming';
import { translateUploadError } from './upload.graphql';

/** A malformed or non-multipart request: graphql-upload's 400 and its Czech message. */
const badUpload = (limits: UploadLimits) => translateUploadError({ status: 400 }, limits) as Error;

export interface MultipartFiles {
  files: AsyncIterable<IncomingFile>;
  /** The named text fields parsed so far: those sent before a file are there when it arrives. */
  fields: Readonly<Record<string, string>>;
  /** After a refusal: stop parsing and read the rest of the request away, so the client, still
   * sending, receives the answer. */
  discard(): void;
}

/** What a route reads besides its files: the text fields it names, each at most `maxFieldBytes`. */
export interface MultipartFieldsWanted {
  names: readonly string[];
  maxFieldBytes: number;
}

/** At most this many text fields of any name in one request: more is refused as malformed. */
const MAX_FIELDS = 20;

/** The files sent in the form field `field`, and the text fields `wanted` names; other fields and
 * files are ignored, a named field sent twice or longer than its limit refuses the request. Parsing
 * starts when the service asks for the first file, so a refused caller's files are never parsed. */
export function multipartFiles(
  request: Request,
  limits: UploadLimits,
  field = 'file',
  wanted: MultipartFieldsWanted = { names: [], maxFieldBytes: 0 },
): MultipartFiles {
  let parser: busboy.Busboy | null = null;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const queue: (IncomingFile | Error | null)[] = [];
  let wake: (() => void) | null = null;
  const push = (entry: IncomingFile | Error | null) => {
    queue.push(entry);
    wake?.();
    wake = null;
  };

  function start(): void {
    try {
      // One byte over the limit lets the service tell "exactly the limit" from "too large"; one
      // file over the count reaches the service, which refuses it with its own message.
      parser = busboy({
        headers: request.headers,
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles + 1,
          fields: MAX_FIELDS,
          fieldSize: Math.max(wanted.maxFieldBytes, 1024),
        },
      });
    } catch {
      push(badUpload(limits));
      return;
    }
    parser.on('file', (name, source, info) => {
      if (name !== field) {
        source.resume();
        return;
      }
      const stream = new PassThrough();
      // Kept on the stream for its reader, never emitted to nobody (see upload.graphql.ts).
      stream.on('error', () => undefined);
      source.once('error', () => stream.destroy(badUpload(limits)));
      stream.once('close', () => source.resume());
      source.pipe(stream);
      push({ filename: info.filename, stream });
    });
    parser.on('field', (name, value, info) => {
      if (!wanted.names.includes(name)) return;
      if (info.valueTruncated || Buffer.byteLength(value) > wanted.maxFieldBytes || name in fields)
        push(badUpload(limits));
      else fields[name] = value;
    });
    // A route that reads fields refuses a flood of them; the pictures' routes ignore fields as before.
    parser.on('fieldsLimit', () => wanted.names.length > 0 && push(badUpload(limits)));
    parser.on('filesLimit', () =>
      push(new AppError(UploadErrorCode.TooManyFiles, { params: { maxFiles: limits.maxFiles } })),
    );
    parser.on('error', () => push(badUpload(limits)));
    parser.on('close', () => push(null));
    request.once('close', () => {
      if (!request.complete) push(badUpload(limits));
    });
    request.pipe(parser);
  }

  async function* files(): AsyncGenerator<IncomingFile> {
    start();
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const next = queue.shift() as IncomingFile | Error | null;
      if (next === null) return;
      if (next instanceof Error) throw next;
      yield next;
    }
  }

  return {
    files: files(),
    fields,
    discard() {
      if (parser) request.unpipe(parser);
      request.resume();
    },
  };
}
