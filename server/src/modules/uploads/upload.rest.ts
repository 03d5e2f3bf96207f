import { GalleryErrorCode, UploadErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';
import { arrayOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';
import { presentPicture } from '../galleries/picture.rest';
import { multipartFiles } from './upload.multipart';

/** Pictures are made by uploading files; `POST /pictures` is the same multipart call as `POST /upload`. */
const upload: Omit<RestRoute, 'path'> = {
  method: 'post',
  tag: 'pictures',
  operation: 'picture.write',
  status: 201,
  summary: 'Uploads pictures for an owner',
  description:
    'multipart/form-data with one or more files in the field `file`; JPEG, PNG, WebP or GIF by content. ' +
    'All are stored or, on any refusal, none. Each side at most 10 000 px, sides at most 20 : 1; ' +
    'at most UPLOAD_RATE_LIMIT pictures per user in any minute (429 beyond).',
  multipart: true,
  query: [
    { name: 'owner', required: true, schema: ref('PictureOwner') },
    { name: 'ownerId', required: true, schema: { type: 'integer' } },
    { name: 'illustration', schema: { type: 'boolean', default: false }, description: 'Mark them as illustrations' },
  ],
  response: arrayOf(ref('Picture')),
  // Any owner's not-found: the owner is a gallery, course, camp or supporter.
  codes: [...Object.values(UploadErrorCode), GalleryErrorCode.OwnerGone],
  handle: async ({ context: { services, actor }, request, query }) => {
    const incoming = multipartFiles(request, services.pictures.limits);
    const { owner, ownerId, illustration } = query;
    try {
      const pictures = await services.pictures.upload(actor, {
        owner,
        ownerId,
        illustration: illustration || undefined,
        files: incoming.files,
      });
      return pictures.map(presentPicture);
    } catch (error) {
      // An anonymous upload is answered 401 at once and its connection closed, its body never read
      // (as at /graphql, upload.graphql.ts): nobody may make us read megabytes without an account.
      // A staff member's refused upload is read away, so their client, still sending, gets the answer.
      if (error instanceof AppError && error.kind === 'UNAUTHENTICATED') request.res?.setHeader('Connection', 'close');
      else incoming.discard();
      throw error;
    }
  },
};

export const uploadRest: RestApi = {
  routes: [
    { ...upload, path: '/upload' },
    { ...upload, path: '/pictures' },
  ],
};
