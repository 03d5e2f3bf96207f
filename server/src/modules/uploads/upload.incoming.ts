// Files as they arrive in an upload request, whatever the transport (graphql-upload, busboy or
// multer for the REST route): a stream each, read one after another with the size limit counted
// while the bytes come in.
import type { Readable } from 'node:stream';
import { UploadErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';

export interface IncomingFile {
  /** The name the client gave, for nothing but logs: it never becomes part of a path. */
  filename?: string | null;
  stream: Readable;
}

/** Several files, in the order they arrive; a transport that parses a request as it streams
 * (busboy) can only offer the next file once the previous one has been read. */
export type IncomingFiles = AsyncIterable<IncomingFile> | Iterable<IncomingFile>;

/** The whole file in memory, refusing it as soon as it grows past `maxBytes` (the rest is not
 * read). One file at a time is held, so memory stays within the per-file limit. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      total += bytes.length;
      if (total > maxBytes) throw new AppError(UploadErrorCode.FileTooLarge, { params: { maxBytes } });
      chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total);
}
