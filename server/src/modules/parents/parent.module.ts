import { PARENT_PAGE_PATH } from '@kurzy/common';
import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { parentDocumentsRest } from './parent.documents.rest';
import { ParentActionResolver } from './parent.actions.resolver';
import { parentActionRest } from './parent.actions.rest';
import { ParentActivity } from './parent-activity.entity';
import { ParentEmailChange } from './parent-email-change.entity';
import { ParentLink } from './parent-link.entity';
import { ParentRequest } from './parent-request.entity';
import { ParentActionService } from './parent.actions';
import { PARENT_MAIL } from './parent.mail';
import { ParentRequestService } from './parent.requests';
import { ParentDocumentService } from './parent.documents';
import { ParentResolver } from './parent.resolver';
import { PARENT_PRIVATE_HEADERS, parentRest } from './parent.rest';
import { ParentService } from './parent.service';
import { parentPersonalData } from './parent.personal-data';

declare module '../../core/services' {
  interface Services {
    parents: ParentService;
    parentDocuments: ParentDocumentService;
    parentActions: ParentActionService;
    parentRequests: ParentRequestService;
  }
}

/** A parent's own page by the personal link every e-mail to them carries: no account, no password. */
export const parentModule: AppModule = {
  name: 'parents',
  entities: [ParentLink, ParentRequest, ParentActivity, ParentEmailChange],
  resolvers: [ParentResolver, ParentActionResolver],
  personalData: parentPersonalData,
  mail: PARENT_MAIL,
  rest: { ...parentRest, routes: [...parentRest.routes, ...parentDocumentsRest.routes, ...parentActionRest.routes] },
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
  // Staff handling an erasure request erase through the privacy module, built after this one.
  connect: (services) => services.parentRequests.connectEraser((actor, email) => services.privacy.erase(actor, email)),
  services: ({ config, dataSource, logger }, { mail, invoices, registrations, waitlist }) => {
    const parents = new ParentService(
      dataSource,
      mail,
      new RateLimiter(dataSource, logger),
      config.operator.iban,
      config.publicUrl,
      config.operator.name,
    );
    return {
      parents,
      parentDocuments: new ParentDocumentService(dataSource, parents, invoices, config.operator),
      parentActions: new ParentActionService(
        dataSource,
        parents,
        registrations,
        waitlist,
        mail,
        new RateLimiter(dataSource, logger),
      ),
      parentRequests: new ParentRequestService(dataSource, parents, invoices, mail),
    };
  },
};
