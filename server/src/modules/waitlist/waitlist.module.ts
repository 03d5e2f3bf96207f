import type DataLoader from 'dataloader';
import { type LoaderFactory, mapLoader } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { WaitlistOffer } from './waitlist-offer.entity';
import { WaitlistPass } from './waitlist-pass.entity';
import { WaitlistPriorityChange } from './waitlist-priority-change.entity';
import { WAITLIST_MAIL } from './waitlist.mail';
import { RegistrationOfferResolver, WaitlistResolver } from './waitlist.resolver';
import { waitlistRest } from './waitlist.rest';
import { type OfferRow, SWEEP_MS, WAITLIST_SWEEP_JOB, WaitlistService } from './waitlist.service';

declare module '../../core/services' {
  interface Services {
    waitlist: WaitlistService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The newest offer of each registration in a staff list. */
    waitlistOffer: DataLoader<number, OfferRow | null>;
  }
}

const loaders: LoaderFactory = ({ waitlist }, actor) => ({
  waitlistOffer: mapLoader<OfferRow | null>(
    (ids) => waitlist.latestOffers(actor, ids),
    () => null,
  ),
});

/** Waiting-list offers (issue 42): a freed place offered to a replacement with a deadline. */
export const waitlistModule: AppModule = {
  name: 'waitlist',
  entities: [WaitlistOffer, WaitlistPass, WaitlistPriorityChange],
  resolvers: [WaitlistResolver, RegistrationOfferResolver],
  loaders,
  rest: waitlistRest,
  mail: WAITLIST_MAIL,
  services: ({ dataSource, jobs }, { mail, registrations }) => {
    const waitlist = new WaitlistService(dataSource, registrations, mail);
    jobs.register({ name: WAITLIST_SWEEP_JOB, intervalMs: SWEEP_MS, run: () => waitlist.sweep() });
    return { waitlist };
  },
};
