// A file the transport fails before anyone reads it (graphql-upload truncates a file over the size
// limit while the service is still busy with the one before): the refusal waits on the stream for
// its reader instead of being emitted to nobody, which would end the process.
import { PassThrough } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { UploadErrorCode } from '@kurzy/common';
import { graphqlFiles } from './upload.graphql';
import { readLimited } from './upload.incoming';

const LIMITS = { maxFileBytes: 10, maxFiles: 2, perMinute: 0 };

it('keeps a truncated file’s refusal for its reader, emitting nothing unhandled', async () => {
  const source = new PassThrough();
  const upload = Promise.resolve({ filename: 'velky.jpg', createReadStream: () => source } as unknown as FileUpload);
  const files = graphqlFiles([upload], LIMITS);
  const first = await files.next();
  if (first.done) throw new Error('no file');
  const truncated = Object.assign(new Error('File truncated as it exceeds the 11 byte size limit.'), { status: 413 });
  source.emit('error', truncated);
  // An 'error' emitted with no listener would surface here, as an uncaught exception.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await expect(readLimited(first.value.stream, LIMITS.maxFileBytes)).rejects.toMatchObject({
    code: UploadErrorCode.FileTooLarge,
  });
});
