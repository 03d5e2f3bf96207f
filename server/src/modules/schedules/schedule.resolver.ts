import { AgeCategory, ScheduleErrorCode } from '@kurzy/common';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { AppError } from '../../core/errors';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { Branch } from '../branches/branch.entity';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';
import { Schedule } from './schedule.entity';
import { ScheduleFilter, ScheduleInput } from './schedule.inputs';

export const ScheduleCrudResolver = createCrudResolver({
  name: 'Schedule',
  plural: 'schedules',
  type: Schedule,
  filter: ScheduleFilter,
  input: ScheduleInput,
  service: (services) => services.schedules,
  write: 'schedule.write',
});

/** The service reads schedules with their relations joined; only a schedule that arrived
 * without them (e.g. through another type) is loaded again, batched. */
async function withRelations(schedule: Schedule, { loaders }: RequestContext): Promise<Schedule> {
  if (schedule.course !== undefined && schedule.branch !== undefined && schedule.lector !== undefined) return schedule;
  const loaded = await loaders.schedule.load(schedule.id);
  if (!loaded) throw new AppError(ScheduleErrorCode.NotFound);
  return loaded;
}

@Resolver(() => Schedule)
export class ScheduleFieldsResolver {
  @FieldResolver(() => Course, { description: 'The course the slot belongs to' })
  async course(@Root() schedule: Schedule, @Ctx() context: RequestContext): Promise<Course> {
    return (await withRelations(schedule, context)).course;
  }

  @FieldResolver(() => Branch, { description: 'Where the slot meets' })
  async branch(@Root() schedule: Schedule, @Ctx() context: RequestContext): Promise<Branch> {
    return (await withRelations(schedule, context)).branch;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Empty for the public when the lector is hidden' })
  async lector(@Root() schedule: Schedule, @Ctx() context: RequestContext): Promise<User | null> {
    return (await withRelations(schedule, context)).lector;
  }

  @FieldResolver(() => AgeCategory, { description: "The course's age category" })
  async category(@Root() schedule: Schedule, @Ctx() context: RequestContext): Promise<AgeCategory> {
    return (await withRelations(schedule, context)).course.category;
  }
}
