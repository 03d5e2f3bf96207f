import type DataLoader from 'dataloader';
import { type LoaderFactory, mapLoader } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { MakeupBooking } from './makeup-booking.entity';
import { MakeupCredit } from './makeup-credit.entity';
import { MAKEUP_MAIL } from './makeup.mail';
import { MakeupResolver, RegistrationMakeupResolver } from './makeup.resolver';
import { makeupRest } from './makeup.rest';
import { MakeupService } from './makeup.service';
import type { MakeupSummary } from './makeup.types';

declare module '../../core/services' {
  interface Services {
    makeups: MakeupService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The credits of each registration in a staff list, counted. */
    makeupSummary: DataLoader<number, MakeupSummary | null>;
  }
}

const loaders: LoaderFactory = ({ makeups }, actor) => ({
  makeupSummary: mapLoader<MakeupSummary | null>(
    (ids) => makeups.summaries(actor, ids),
    () => null,
  ),
});

/** How often expired credits are written down (reads and actions check the expiry themselves). */
const SWEEP_MS = 15 * 60_000;

/** Make-up lessons (náhrady): credits earned by a timely excuse or a cancelled lesson, spent on a
 * lesson of another slot, the guests on the lector's roster. */
export const makeupModule: AppModule = {
  name: 'makeups',
  entities: [MakeupCredit, MakeupBooking],
  resolvers: [MakeupResolver, RegistrationMakeupResolver],
  loaders,
  rest: makeupRest,
  mail: MAKEUP_MAIL,
  services: ({ dataSource, jobs }, { parents, lessonBook, mail }) => {
    const makeups = new MakeupService(dataSource, parents, lessonBook, mail);
    jobs.register({ name: 'makeups.expire', intervalMs: SWEEP_MS, run: () => makeups.sweep() });
    return { makeups };
  },
};
