import { VIDEO_LIST } from '@kurzy/common';
import { createCrudResolver } from '../../core/graphql-crud';
import { Video } from './video.entity';
import { VideoFilter, VideoInput } from './video.inputs';

export const VideoResolver = createCrudResolver({
  name: 'Video',
  plural: 'videos',
  type: Video,
  filter: VideoFilter,
  input: VideoInput,
  service: (services) => services.videos,
  write: 'video.write',
  list: VIDEO_LIST,
});
