import { SUPPORTER_LIST, PictureOwner, SupporterErrorCode, supporterSchema, type SupporterValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import { Picture } from '../galleries/picture.entity';
import type { PictureService } from '../galleries/picture.service';
import { Supporter } from './supporter.entity';
import { SupporterFilter } from './supporter.inputs';

/** Supporters: administrators write them, everybody reads them, in their order. A supporter's logo
 * is uploaded as its picture (POST /upload, uploadPictures with owner `supporter`); deleting the
 * supporter deletes its pictures and their files. */
export class SupporterService extends CrudService<Supporter, SupporterValues> {
  constructor(
    private readonly source: DataSource,
    pictures?: PictureService,
  ) {
    super(source, {
      entity: Supporter,
      alias: 'supporter',
      schema: supporterSchema,
      filters: filterSpecOf(SupporterFilter),
      sortable: listSortable(SUPPORTER_LIST, 'supporter'),
      order: [{ sql: '"supporter"."position"' }, { sql: '"supporter"."id"' }],
      fieldColumns: { logo: ['id'] },
      read: 'supporter.read',
      write: 'supporter.write',
      notFound: SupporterErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.supporter),
    });
  }

  /** Each supporter's logo: its newest picture, so uploading a new logo replaces the old one even
   * before the old one is deleted. */
  async logos(ids: readonly number[]): Promise<Map<number, Picture>> {
    const pictures = await this.source
      .getRepository(Picture)
      .createQueryBuilder('picture')
      .distinctOn(['"picture"."owner_id"'])
      .where('"picture"."owner" = :owner AND "picture"."owner_id" = ANY(:ids)', {
        owner: PictureOwner.supporter,
        ids,
      })
      .orderBy('"picture"."owner_id"')
      .addOrderBy('"picture"."id"', 'DESC')
      .getMany();
    return new Map(pictures.map((picture) => [picture.ownerId, picture]));
  }
}
