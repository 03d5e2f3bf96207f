import { GALLERY_LIST, GalleryErrorCode, gallerySchema, PictureOwner, type GalleryValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { type Actor, authorize, isStaff } from '../../core/actor';
import { AppError } from '../../core/errors';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import { Gallery } from './gallery.entity';
import { GalleryFilter } from './gallery.inputs';
import type { PictureService } from './picture.service';

/** Galleries: written by any staff member; the public's lists show visible ones with at least one
 * picture, so a gallery just created stays off the lists until its first picture arrives (an empty
 * gallery has nothing to show), while its own page opens with the empty list's text (a link to it is
 * no 404); staff hide one by unticking visible. Visible galleries come first, then the
 * oldest first (spec). Deleting a gallery deletes its pictures and their files. */
export class GalleryService extends CrudService<Gallery, GalleryValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Gallery,
      alias: 'gallery',
      schema: gallerySchema,
      filters: filterSpecOf(GalleryFilter),
      sortable: listSortable(GALLERY_LIST, 'gallery'),
      order: [
        { sql: '"gallery"."visible"', direction: 'DESC' },
        { sql: '"gallery"."created_at"' },
        { sql: '"gallery"."id"' },
      ],
      publicScope: `"gallery"."visible" AND EXISTS (SELECT 1 FROM "picture" "shown" WHERE "shown"."owner" = '${PictureOwner.gallery}' AND "shown"."owner_id" = "gallery"."id")`,
      read: 'gallery.read',
      write: 'gallery.write',
      notFound: GalleryErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.gallery),
    });
  }

  /** A visible gallery opens for anyone, with or without pictures (issue 41, item 7). */
  override async get(actor: Actor, id: number): Promise<Gallery> {
    if (isStaff(actor)) return super.get(actor, id);
    authorize(actor, 'gallery.read');
    const gallery = await this.repository.findOneBy({ id, visible: true });
    if (!gallery) throw new AppError(GalleryErrorCode.NotFound);
    return gallery;
  }
}
