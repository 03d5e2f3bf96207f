import type { AppModule } from '../../core/module';
import { Video } from './video.entity';
import { VideoResolver } from './video.resolver';
import { videoRest } from './video.rest';
import { VideoService } from './video.service';

declare module '../../core/services' {
  interface Services {
    videos: VideoService;
  }
}

/** Videos (YouTube links) shown on the site. */
export const videoModule: AppModule = {
  name: 'videos',
  entities: [Video],
  resolvers: [VideoResolver],
  rest: videoRest,
  services: ({ dataSource }) => ({ videos: new VideoService(dataSource) }),
};
