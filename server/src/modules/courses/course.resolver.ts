import { Availability, COURSE_LIST } from '@kurzy/common';
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
  list: COURSE_LIST,
});

/** Derived fields, batched per request so a list of courses costs one query per field. */
@Resolver(() => Course)
export class CourseFieldsResolver {
  @FieldResolver(() => Int, { description: 'Capacity minus confirmed registrations, never below zero' })
  async freeSpots(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<number> {
    return (await loaders.coursePlaces.load(course.id)).freeSpots;
  }

  @FieldResolver(() => Availability, {
    description: 'Whether a registration is taken: on a place, as a replacement, or not at all (maxCapacity reached)',
  })
  async availability(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<Availability> {
    return (await loaders.coursePlaces.load(course.id)).availability;
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
