import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { Schedule } from './schedule.entity';
import { ScheduleCrudResolver, ScheduleFieldsResolver } from './schedule.resolver';
import { scheduleRest } from './schedule.rest';
import { ScheduleService } from './schedule.service';

declare module '../../core/services' {
  interface Services {
    schedules: ScheduleService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** Schedules by id, with their course, branch and lector joined (for items loaded without them). */
    schedule: DataLoader<number, Schedule | null>;
  }
}

const loaders: LoaderFactory = ({ schedules }, actor) => ({
  schedule: mapLoader<Schedule | null>(
    (ids) => schedules.byIds(actor, ids),
    () => null,
  ),
});

/** The weekly slots of courses: day, time, branch and lector. */
export const scheduleModule: AppModule = {
  name: 'schedules',
  entities: [Schedule],
  resolvers: [ScheduleCrudResolver, ScheduleFieldsResolver],
  rest: scheduleRest,
  loaders,
  services: ({ dataSource }) => ({ schedules: new ScheduleService(dataSource) }),
};
