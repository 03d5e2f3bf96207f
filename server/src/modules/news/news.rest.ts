import { NEWS_LIST } from '@kurzy/common';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { News } from './news.entity';

export const presentNews = (item: News) => pickColumns(item, News);

export const newsRest: RestApi = {
  routes: resourceRoutes({
    path: '/news',
    type: 'News',
    service: (services) => services.news,
    present: presentNews,
    read: 'news.read',
    write: 'news.write',
    list: { spec: NEWS_LIST, file: 'aktuality', sheet: 'Aktuality' },
  }),
};
