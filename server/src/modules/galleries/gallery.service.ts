import { gallerySchema, PictureOwner, type GalleryValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { Gallery } from './gallery.entity';
import type { PictureService } from './picture.service';

/** Galleries: written by any staff member; the public sees visible ones. Visible galleries come
 * first, then the oldest first (spec). Deleting a gallery deletes its pictures and their files. */
export class GalleryService extends CrudService<Gallery, GalleryValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Gallery,
      alias: 'gallery',
      schema: gallerySchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        description: { kind: 'text' },
        visible: { kind: 'exact' },
        createdAt: { kind: 'day' },
      },
      order: [
        { sql: '"gallery"."visible"', direction: 'DESC' },
        { sql: '"gallery"."created_at"' },
        { sql: '"gallery"."id"' },
      ],
      publicScope: '"gallery"."visible"',
      read: 'public',
      write: 'staff',
      notFound: 'Galerie nebyla nalezena.',
      dependents: pictures?.ownedBy(PictureOwner.gallery),
    });
  }
}
