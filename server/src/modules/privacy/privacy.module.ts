import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { PrivacyErasure } from './privacy-erasure.entity';
import { privacyRest } from './privacy.rest';
import { retentionJob } from './privacy.retention';
import { PrivacyService } from './privacy.service';

declare module '../../core/services' {
  interface Services {
    privacy: PrivacyService;
  }
}

/** A family's data rights over every module's personal data: the export, the erasure, the retention. */
export const privacyModule: AppModule = {
  name: 'privacy',
  entities: [PrivacyErasure],
  rest: privacyRest,
  // Built before the parents' module, whose request handling erases through it; the personal links
  // it opens are the parents' service's, read when an export is asked for.
  // Old registrations are erased daily, on one instance at a time.
  services: ({ config, dataSource, logger, personalData = [], jobs }, built) => {
    const privacy = new PrivacyService(
      dataSource,
      personalData,
      { open: (token, address) => built.parents.open(token, address) },
      new RateLimiter(dataSource, logger),
      config,
      logger,
    );
    jobs.register(retentionJob(privacy));
    return { privacy };
  },
};
