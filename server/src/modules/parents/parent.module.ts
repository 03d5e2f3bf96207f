import { PARENT_PAGE_PATH } from '@kurzy/common';
import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { ParentLink } from './parent-link.entity';
import { ParentResolver } from './parent.resolver';
import { PARENT_PRIVATE_HEADERS, parentRest } from './parent.rest';
import { ParentService } from './parent.service';

declare module '../../core/services' {
  interface Services {
    parents: ParentService;
  }
}

/** A parent's own page by the personal link every e-mail to them carries: no account, no password. */
export const parentModule: AppModule = {
  name: 'parents',
  entities: [ParentLink],
  resolvers: [ParentResolver],
  rest: parentRest,
  site: {
    // The page is one family's: its address is a credential. No search engine, cache or linked site
    // may keep it (core/site.ts applies these to the page however it is sent).
    privatePages: [
      {
        pathPrefix: PARENT_PAGE_PATH,
        headers: PARENT_PRIVATE_HEADERS,
        head: '<meta name="robots" content="noindex, nofollow">',
      },
    ],
  },
  services: ({ config, dataSource, logger }, { mail }) => ({
    parents: new ParentService(
      dataSource,
      mail,
      new RateLimiter(dataSource, logger),
      config.operator.iban,
      config.publicUrl,
      config.operator.name,
    ),
  }),
};
