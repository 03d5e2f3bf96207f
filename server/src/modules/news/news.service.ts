import { newsSchema, PictureOwner, type NewsValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import type { PictureService } from '../galleries/picture.service';
import { News } from './news.entity';

/** News: written by any staff member; the public sees visible, active news within their dates,
 * newest first. */
export class NewsService extends CrudService<News, NewsValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: News,
      alias: 'news',
      schema: newsSchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        text: { kind: 'text' },
        visible: { kind: 'exact' },
        active: { kind: 'exact' },
        createdAt: { kind: 'day' },
        startDate: { kind: 'day' },
        endDate: { kind: 'day' },
      },
      order: [
        { sql: '"news"."created_at"', direction: 'DESC' },
        { sql: '"news"."id"', direction: 'DESC' },
      ],
      publicScope: `"news"."visible" AND "news"."active"
           AND ("news"."start_date" IS NULL OR "news"."start_date" <= (now() AT TIME ZONE 'Europe/Prague')::date)
           AND ("news"."end_date" IS NULL OR "news"."end_date" >= (now() AT TIME ZONE 'Europe/Prague')::date)`,
      read: 'public',
      write: 'staff',
      notFound: 'Aktualita nebyla nalezena.',
      dependents: pictures?.ownedBy(PictureOwner.news),
    });
  }
}
