import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { Picture } from '../galleries/picture.entity';
import { Schedule } from '../schedules/schedule.entity';
import { Course } from './course.entity';
import { CourseFilter, CourseInput } from './course.inputs';

export const CourseCrudResolver = createCrudResolver({
  name: 'Course',
  plural: 'courses',
  type: Course,
  filter: CourseFilter,
  input: CourseInput,
  service: (services) => services.courses,
  write: 'course.write',
});

/** Derived fields, batched per request so a list of courses costs one query per field. */
@Resolver(() => Course)
export class CourseFieldsResolver {
  @FieldResolver(() => Int, { description: 'Capacity minus confirmed registrations, never below zero' })
  freeSpots(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<number> {
    return loaders.courseFreeSpots.load(course.id);
  }

  @FieldResolver(() => [Schedule], { description: 'Weekly slots in timetable order' })
  schedules(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<Schedule[]> {
    return loaders.courseSchedules.load(course.id);
  }

  @FieldResolver(() => [Picture], { description: 'Cover pictures' })
  illustrations(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<Picture[]> {
    return loaders.courseIllustrations.load(course.id);
  }
}
