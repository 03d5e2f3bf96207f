import { GALLERY_LIST } from '@kurzy/common';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { Gallery } from './gallery.entity';
import { GalleryFilter, GalleryInput } from './gallery.inputs';
import { Picture } from './picture.entity';

export const GalleryCrudResolver = createCrudResolver({
  name: 'Gallery',
  plural: 'galleries',
  type: Gallery,
  filter: GalleryFilter,
  input: GalleryInput,
  service: (services) => services.galleries,
  write: 'gallery.write',
  list: GALLERY_LIST,
});

/** Pictures of galleries, batched per request: a list of galleries costs one query per field. */
@Resolver(() => Gallery)
export class GalleryFieldsResolver {
  @FieldResolver(() => Int, { description: 'How many pictures the gallery has' })
  pictureCount(@Root() gallery: Gallery, @Ctx() { loaders }: RequestContext): Promise<number> {
    return loaders.galleryPictureCount.load(gallery.id);
  }

  @FieldResolver(() => [Picture], { description: 'In upload order; `illustration` marks the cover pictures' })
  pictures(@Root() gallery: Gallery, @Ctx() { loaders }: RequestContext): Promise<Picture[]> {
    return loaders.galleryPictures.load(gallery.id);
  }

  @FieldResolver(() => Picture, { nullable: true, description: 'The first illustration, else the first picture' })
  cover(@Root() gallery: Gallery, @Ctx() { loaders }: RequestContext): Promise<Picture | null> {
    return loaders.galleryCover.load(gallery.id);
  }
}
