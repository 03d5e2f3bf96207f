import type DataLoader from 'dataloader';
import { type LoaderFactory, mapLoader } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { Reenrolment, ReenrolmentFamily } from './reenrolment.entity';
import { REENROLMENT_MAIL } from './reenrolment.mail';
import { reenrolmentPersonalData } from './reenrolment.personal-data';
import { CoursePriorityResolver, ReenrolmentResolver } from './reenrolment.resolver';
import { reenrolmentRest } from './reenrolment.rest';
import { REENROLMENT_REMIND_JOB, REMIND_MS, ReenrolmentService } from './reenrolment.service';

declare module '../../core/services' {
  interface Services {
    reenrolment: ReenrolmentService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The end of each course's open priority window (null: open to all). */
    coursePriorityWindow: DataLoader<number, Date | null>;
  }
}

/** The public course page asks for it; checked as of now on every read. */
const loaders: LoaderFactory = ({ reenrolment }) => ({
  coursePriorityWindow: mapLoader<Date | null>(
    (ids) => reenrolment.windows(ids),
    () => null,
  ),
});

/** Re-enrolment into the next term (issue 45): a course's families invited to continue in its copy,
 * first, before the public. */
export const reenrolmentModule: AppModule = {
  name: 'reenrolment',
  entities: [Reenrolment, ReenrolmentFamily],
  resolvers: [ReenrolmentResolver, CoursePriorityResolver],
  loaders,
  rest: reenrolmentRest,
  mail: REENROLMENT_MAIL,
  personalData: reenrolmentPersonalData,
  services: ({ dataSource, jobs }, { mail, registrations, parents }) => {
    const reenrolment = new ReenrolmentService(dataSource, registrations, mail, parents);
    jobs.register({ name: REENROLMENT_REMIND_JOB, intervalMs: REMIND_MS, run: () => reenrolment.remind() });
    return { reenrolment };
  },
};
