import type { AppModule } from '../../core/module';
import { News } from './news.entity';
import { NewsResolver } from './news.resolver';
import { newsRest } from './news.rest';
import { NewsService } from './news.service';

declare module '../../core/services' {
  interface Services {
    news: NewsService;
  }
}

/** News of the operator on the home page, shown between their start and end dates. */
export const newsModule: AppModule = {
  name: 'news',
  entities: [News],
  resolvers: [NewsResolver],
  rest: newsRest,
  services: ({ dataSource }, { pictures }) => ({ news: new NewsService(dataSource, pictures) }),
};
