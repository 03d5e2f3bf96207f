// The picture calls: listing and paging like every resource (staff may leave the owner out), one
// picture, its illustration mark, its deletion. Pictures are made by uploading (uploads/upload.rest.ts).
import { GalleryErrorCode, MAX_PICTURE_CAPTION } from '@kurzy/common';
import { filterObject } from '../../core/rest/filters';
import { pickColumns } from '../../core/rest/present';
import {
  arrayOf,
  DELETED,
  idParam,
  objectOf,
  PAGING,
  paging,
  ref,
  type RestApi,
  type RestRoute,
} from '../../core/rest/route';
import { Picture } from './picture.entity';

export const presentPicture = (item: Picture) => pickColumns(item, Picture);

const tag = 'pictures';

const OWNER_QUERY = [
  { name: 'owner', schema: ref('PictureOwner'), description: 'Required for the public' },
  { name: 'ownerId', schema: { type: 'integer' }, description: 'Required for the public' },
];

const illustration = (set: boolean): RestRoute => ({
  method: 'put',
  path: `/pictures/{id}/${set ? 'set' : 'unset'}-illustration`,
  codes: [GalleryErrorCode.PictureNotFound],
  tag,
  operation: 'picture.write',
  summary: set ? 'Marks the picture as an illustration of its owner' : 'Takes the illustration mark away',
  response: ref('Picture'),
  handle: async ({ context: { services, actor }, params }) =>
    presentPicture(await services.pictures.setIllustration(actor, idParam(params), set)),
});

export const pictureRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/pictures',
      tag,
      operation: 'picture.read',
      summary: 'Pictures in upload order',
      description:
        'Staff list every picture, or those of one kind of owner or one owner; the public names the owner ' +
        'and sees its pictures when it may see the owner.',
      query: OWNER_QUERY,
      response: arrayOf(ref('Picture')),
      handle: async ({ context: { services, actor }, query }) =>
        (await services.pictures.list(actor, query)).map(presentPicture),
    },
    {
      method: 'get',
      path: '/pictures/byOwner/{owner}/{ownerId}',
      tag,
      operation: 'picture.read',
      summary: "The pictures of one owner, in the staff's order",
      pathParams: { owner: ref('PictureOwner') },
      response: arrayOf(ref('Picture')),
      handle: async ({ context: { services, actor }, params }) =>
        (await services.pictures.byOwner(actor, params.owner, params.ownerId)).map(presentPicture),
    },
    {
      method: 'get',
      path: '/pictures/{id}',
      codes: [GalleryErrorCode.PictureNotFound],
      tag,
      operation: 'picture.read',
      summary: 'One picture',
      response: ref('Picture'),
      handle: async ({ context: { services, actor }, params }) =>
        presentPicture(await services.pictures.get(actor, idParam(params))),
    },
    {
      method: 'put',
      path: '/pictures/{id}',
      codes: [GalleryErrorCode.PictureNotFound, GalleryErrorCode.IllustrationFlagMissing],
      tag,
      operation: 'picture.write',
      summary: 'Sets or clears the illustration mark (the one thing of a picture that changes)',
      body: objectOf({ illustration: { type: 'boolean' } }),
      response: ref('Picture'),
      handle: async ({ context: { services, actor }, params, body }) =>
        presentPicture(
          await services.pictures.setIllustration(
            actor,
            idParam(params),
            (body as { illustration?: unknown } | null)?.illustration,
          ),
        ),
    },
    {
      method: 'delete',
      path: '/pictures/{id}',
      codes: [GalleryErrorCode.PictureNotFound],
      tag,
      operation: 'picture.write',
      summary: 'Deletes the picture and its files',
      response: DELETED,
      handle: async ({ context: { services, actor }, params }) => ({
        deleted: await services.pictures.delete(actor, idParam(params)),
      }),
    },
    {
      method: 'post',
      path: '/pictures/search',
      tag,
      operation: 'picture.read',
      summary: 'A page of pictures in upload order',
      description:
        'The body is the filter, `{ "owner": "gallery", "ownerId": 1 }`: staff may leave out either or ' +
        'both, the public names the owner.',
      query: PAGING,
      body: { type: 'object', properties: { owner: ref('PictureOwner'), ownerId: { type: 'integer' } } },
      response: objectOf({ items: arrayOf(ref('Picture')), pagination: ref('Pagination') }),
      handle: async ({ context: { services, actor }, query, body }) => {
        const page = await services.pictures.search(actor, filterObject(body), ...paging(query));
        return { items: page.items.map(presentPicture), pagination: page.pagination };
      },
    },
    illustration(true),
    illustration(false),
    {
      method: 'put',
      path: '/pictures/{id}/caption',
      codes: [GalleryErrorCode.PictureNotFound],
      tag,
      operation: 'picture.write',
      summary: 'Sets the caption (alt text on the public pages); null or empty takes it away',
      body: objectOf({ caption: { type: ['string', 'null'], maxLength: MAX_PICTURE_CAPTION } }),
      response: ref('Picture'),
      handle: async ({ context: { services, actor }, params, body }) =>
        presentPicture(
          await services.pictures.setCaption(actor, idParam(params), (body as { caption?: unknown } | null)?.caption),
        ),
    },
    {
      method: 'put',
      path: '/pictures/{id}/position',
      codes: [GalleryErrorCode.PictureNotFound],
      tag,
      operation: 'picture.write',
      summary: "Moves the picture among its owner's pictures (1 is first; past the end is last)",
      description: "Answers the owner's pictures in their new order, numbered 1, 2, 3...",
      body: objectOf({ position: { type: 'integer', minimum: 1 } }),
      response: arrayOf(ref('Picture')),
      handle: async ({ context: { services, actor }, params, body }) =>
        (await services.pictures.move(actor, idParam(params), (body as { position?: unknown } | null)?.position)).map(
          presentPicture,
        ),
    },
  ],
};
