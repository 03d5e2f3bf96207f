import type { AppModule } from '../../core/module';
import { WaitlistOffer } from './waitlist-offer.entity';
import { WAITLIST_MAIL } from './waitlist.mail';
import { WaitlistResolver } from './waitlist.resolver';
import { waitlistRest } from './waitlist.rest';
import { SWEEP_MS, WAITLIST_SWEEP_JOB, WaitlistService } from './waitlist.service';

declare module '../../core/services' {
  interface Services {
    waitlist: WaitlistService;
  }
}

/** Waiting-list offers (issue 42): a freed place offered to a replacement with a deadline. */
export const waitlistModule: AppModule = {
  name: 'waitlist',
  entities: [WaitlistOffer],
  resolvers: [WaitlistResolver],
  rest: waitlistRest,
  mail: WAITLIST_MAIL,
  services: ({ dataSource, jobs }, { mail, registrations }) => {
    const waitlist = new WaitlistService(dataSource, registrations, mail);
    jobs.register({ name: WAITLIST_SWEEP_JOB, intervalMs: SWEEP_MS, run: () => waitlist.sweep() });
    return { waitlist };
  },
};
