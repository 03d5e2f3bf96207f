import { NEWS_LIST, NewsErrorCode, newsSchema, PictureOwner, type NewsValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import { News } from './news.entity';
import { NewsFilter } from './news.inputs';

/** News: written by any staff member; the public sees visible, active news within their dates,
 * newest first. */
export class NewsService extends CrudService<News, NewsValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: News,
      alias: 'news',
      schema: newsSchema,
      filters: filterSpecOf(NewsFilter),
      sortable: listSortable(NEWS_LIST, 'news'),
      order: [
        { sql: '"news"."created_at"', direction: 'DESC' },
        { sql: '"news"."id"', direction: 'DESC' },
      ],
      publicScope: `"news"."visible" AND "news"."active"
           AND ("news"."start_date" IS NULL OR "news"."start_date" <= (now() AT TIME ZONE 'Europe/Prague')::date)
           AND ("news"."end_date" IS NULL OR "news"."end_date" >= (now() AT TIME ZONE 'Europe/Prague')::date)`,
      read: 'news.read',
      write: 'news.write',
      notFound: NewsErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.news),
    });
  }
}
