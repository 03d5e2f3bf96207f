import { arrayOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';
import { presentPicture } from '../galleries/picture.rest';
import { multipartFiles } from './multipart';

/** Pictures are made by uploading files; `POST /pictures` is the same multipart call as `POST /upload`. */
const upload: Omit<RestRoute, 'path'> = {
  method: 'post',
  tag: 'pictures',
  operation: 'picture.write',
  status: 201,
  summary: 'Uploads pictures for an owner',
  description:
    'multipart/form-data with one or more files in the field `file`; JPEG, PNG, WebP or GIF by content. ' +
    'All are stored or, on any refusal, none.',
  multipart: true,
  query: [
    { name: 'owner', required: true, schema: ref('PictureOwner') },
    { name: 'ownerId', required: true, schema: { type: 'integer' } },
    { name: 'illustration', schema: { type: 'boolean', default: false }, description: 'Mark them as illustrations' },
  ],
  response: arrayOf(ref('Picture')),
  answers: {
    413: { description: 'Too large a file or too many files' },
    415: { description: 'Not an image (JPEG, PNG, WebP or GIF)' },
  },
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
      incoming.discard();
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
