import { GalleryErrorCode, gallerySchema, PictureOwner, type GalleryValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { Gallery } from './gallery.entity';
import { GalleryFilter } from './gallery.inputs';
import type { PictureService } from './picture.service';

/** Galleries: written by any staff member; the public sees visible ones. Visible galleries come
 * first, then the oldest first (spec). Deleting a gallery deletes its pictures and their files. */
export class GalleryService extends CrudService<Gallery, GalleryValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Gallery,
      alias: 'gallery',
      schema: gallerySchema,
      filters: filterSpecOf(GalleryFilter),
      order: [
        { sql: '"gallery"."visible"', direction: 'DESC' },
        { sql: '"gallery"."created_at"' },
        { sql: '"gallery"."id"' },
      ],
      publicScope: '"gallery"."visible"',
      read: 'gallery.read',
      write: 'gallery.write',
      notFound: GalleryErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.gallery),
    });
  }
}
