import { GALLERY_LIST } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { Gallery } from './gallery.entity';
import { presentPicture } from './picture.rest';

export async function presentGallery(item: Gallery, { loaders }: RequestContext) {
  const [pictureCount, pictures, cover] = await Promise.all([
    loaders.galleryPictureCount.load(item.id),
    loaders.galleryPictures.load(item.id),
    loaders.galleryCover.load(item.id),
  ]);
  return {
    ...pickColumns(item, Gallery),
    pictureCount,
    pictures: pictures.map(presentPicture),
    cover: cover ? presentPicture(cover) : null,
  };
}

export const galleryRest: RestApi = {
  routes: resourceRoutes({
    path: '/galleries',
    type: 'Gallery',
    service: (services) => services.galleries,
    present: presentGallery,
    read: 'gallery.read',
    write: 'gallery.write',
    list: { spec: GALLERY_LIST, file: 'galerie', sheet: 'Galerie' },
  }),
};
