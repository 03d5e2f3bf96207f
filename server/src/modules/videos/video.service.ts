import { VIDEO_LIST, VideoErrorCode, videoSchema, type VideoValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import { Video } from './video.entity';
import { VideoFilter } from './video.inputs';

/** Videos: written by any staff member; the public sees visible videos, newest first. */
export class VideoService extends CrudService<Video, VideoValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Video,
      alias: 'video',
      schema: videoSchema,
      filters: filterSpecOf(VideoFilter),
      sortable: listSortable(VIDEO_LIST, 'video'),
      order: [
        { sql: '"video"."created_at"', direction: 'DESC' },
        { sql: '"video"."id"', direction: 'DESC' },
      ],
      publicScope: '"video"."visible"',
      read: 'video.read',
      write: 'video.write',
      notFound: VideoErrorCode.NotFound,
    });
  }
}
