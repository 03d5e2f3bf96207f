import { VIDEO_LIST } from '@kurzy/common';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { Video } from './video.entity';

export const presentVideo = (item: Video) => pickColumns(item, Video);

export const videoRest: RestApi = {
  routes: resourceRoutes({
    path: '/video',
    type: 'Video',
    service: (services) => services.videos,
    present: presentVideo,
    read: 'video.read',
    write: 'video.write',
    list: { spec: VIDEO_LIST, file: 'videa', sheet: 'Videa' },
  }),
};
