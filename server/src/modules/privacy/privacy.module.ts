import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { PrivacyErasure } from './privacy-erasure.entity';
import { privacyRest } from './privacy.rest';
import { RetentionJob } from './privacy.retention';
import { PrivacyService } from './privacy.service';

declare module '../../core/services' {
  interface Services {
    privacy: PrivacyService;
    retention: RetentionJob;
  }
}

/** A family's data rights over every module's personal data: the export, the erasure, the retention. */
export const privacyModule: AppModule = {
  name: 'privacy',
  entities: [PrivacyErasure],
  rest: privacyRest,
  // Built before the parents' module, whose request handling erases through it; the personal links
  // it opens are the parents' service's, read when an export is asked for.
  services: ({ config, dataSource, logger, personalData = [] }, built) => {
    const privacy = new PrivacyService(
      dataSource,
      personalData,
      { open: (token, address) => built.parents.open(token, address) },
      new RateLimiter(dataSource, logger),
      config,
      logger,
    );
    return { privacy, retention: new RetentionJob(privacy, logger) };
  },
  // Old registrations are erased daily, on one instance at a time.
  start: ({ retention }) => retention.start(),
  stop: ({ retention }) => retention.stop(),
};
