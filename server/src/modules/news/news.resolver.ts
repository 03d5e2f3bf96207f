import { NEWS_LIST } from '@kurzy/common';
import { createCrudResolver } from '../../core/graphql-crud';
import { News } from './news.entity';
import { NewsFilter, NewsInput } from './news.inputs';

export const NewsResolver = createCrudResolver({
  name: 'News',
  plural: 'newsList',
  searchName: 'searchNews',
  type: News,
  filter: NewsFilter,
  input: NewsInput,
  service: (services) => services.news,
  write: 'news.write',
  list: NEWS_LIST,
});
