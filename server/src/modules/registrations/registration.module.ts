import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { RegistrationEvent } from './registration-event.entity';
import { Registration } from './registration.entity';
import { RegistrationChallenges } from './registration.challenge';
import { RegistrationLimits } from './registration.limits';
import { REGISTRATION_MAIL } from './registration.mail';
import { RegistrationResolver } from './registration.resolver';
import { registrationRest } from './registration.rest';
import { RegistrationService } from './registration.service';
import { registrationPersonalData } from './registration.personal-data';

declare module '../../core/services' {
  interface Services {
    registrations: RegistrationService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The possible duplicate of each registration in a staff list. */
    registration: DataLoader<number, Registration | null>;
  }
}

const loaders: LoaderFactory = ({ registrations }, actor) => ({
  registration: mapLoader<Registration | null>(
    (ids) => registrations.byIds(actor, ids),
    () => null,
  ),
});

/** Registrations of children to course slots and camps: capacity, replacements, payments. */
export const registrationModule: AppModule = {
  name: 'registrations',
  entities: [Registration, RegistrationEvent],
  resolvers: [RegistrationResolver],
  rest: registrationRest,
  loaders,
  personalData: registrationPersonalData,
  mail: REGISTRATION_MAIL,
  services: ({ config, dataSource, logger, counters }, { mail }) => ({
    registrations: new RegistrationService(
      dataSource,
      mail,
      new RegistrationLimits(new RateLimiter(dataSource, logger), new RegistrationChallenges(dataSource), {
        perAddress: config.registrationRateLimit,
        challengeAfter: config.registrationChallengeAfter,
        perCourse: config.registrationCourseLimit,
        courseCeiling: config.registrationCourseCeiling,
      }),
      { iban: config.operator.iban },
      counters,
    ),
  }),
};
