import { AgeCategory } from '@kurzy/common';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { AppError } from '../../core/errors';
import { createCrudResolver } from '../../core/graphql-crud';
import type { GraphqlContext } from '../../core/graphql-context';
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
});

/** The service reads schedules with their relations joined; only a schedule that arrived
 * without them (e.g. through another type) is loaded again, batched. */
async function withRelations(schedule: Schedule, { loaders }: GraphqlContext): Promise<Schedule> {
  if (schedule.course !== undefined && schedule.branch !== undefined && schedule.lector !== undefined) return schedule;
  const loaded = await loaders.schedule.load(schedule.id);
  if (!loaded) throw new AppError('NOT_FOUND', 'Termín kurzu nebyl nalezen.');
  return loaded;
}

@Resolver(() => Schedule)
export class ScheduleFieldsResolver {
  @FieldResolver(() => Course)
  async course(@Root() schedule: Schedule, @Ctx() context: GraphqlContext): Promise<Course> {
    return (await withRelations(schedule, context)).course;
  }

  @FieldResolver(() => Branch)
  async branch(@Root() schedule: Schedule, @Ctx() context: GraphqlContext): Promise<Branch> {
    return (await withRelations(schedule, context)).branch;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Empty for the public when the lector is hidden' })
  async lector(@Root() schedule: Schedule, @Ctx() context: GraphqlContext): Promise<User | null> {
    return (await withRelations(schedule, context)).lector;
  }

  @FieldResolver(() => AgeCategory, { description: "The course's age category" })
  async category(@Root() schedule: Schedule, @Ctx() context: GraphqlContext): Promise<AgeCategory> {
    return (await withRelations(schedule, context)).course.category;
  }
}
