import { videoSchema, type VideoValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { Video } from './video.entity';

/** Videos: written by any staff member; the public sees visible videos, newest first. */
export class VideoService extends CrudService<Video, VideoValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Video,
      alias: 'video',
      schema: videoSchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        url: { kind: 'text' },
        visible: { kind: 'exact' },
        createdAt: { kind: 'day' },
      },
      order: [
        { sql: '"video"."created_at"', direction: 'DESC' },
        { sql: '"video"."id"', direction: 'DESC' },
      ],
      publicScope: '"video"."visible"',
      read: 'public',
      write: 'staff',
      notFound: 'Video nebylo nalezeno.',
    });
  }
}
