import { Availability, COURSE_LIST } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
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

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The course of the next term copied from this one (administrators; null for others)',
  })
  async successorId(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<number | null> {
    return loaders.courseSuccessors.load(course.id);
  }

  @FieldResolver(() => [Picture], { description: 'Cover pictures' })
  illustrations(@Root() course: Course, @Ctx() { loaders }: RequestContext): Promise<Picture[]> {
    return loaders.courseIllustrations.load(course.id);
  }
}

/** Copy forward into the next term (issue 45): one course, or every course of a term. */
@Resolver(() => Course)
export class CourseCopyResolver {
  @Mutation(() => Course, {
    description:
      'Copies a course into the next term with its weekly slots: new dates, the old title and price unless others are given, hidden until published; one copy per course (COURSE_ALREADY_COPIED)',
  })
  @Performs('course.write')
  copyCourse(
    @Arg('id', () => Int, { description: 'The course to copy' }) id: number,
    @Arg('startDate', { description: 'ISO date' }) startDate: string,
    @Arg('endDate', { description: 'ISO date' }) endDate: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg('title', () => String, { nullable: true, description: "The copy's title; the old title when not given" })
    title?: string | null,
    @Arg('price', () => GraphQLSafeInt, { nullable: true, description: 'The price staff confirmed (Kč)' })
    price?: number | null,
  ) {
    return services.courses.copy(actor, id, { startDate, endDate, title, price });
  }

  @Mutation(() => [Course], {
    description:
      'Copies every course of a term (starting on or after termFrom, ending on or before termTo) that has no copy yet into the next term, hidden until published; answers the copies',
  })
  @Performs('course.write')
  copyTermCourses(
    @Arg('termFrom', { description: 'ISO date' }) termFrom: string,
    @Arg('termTo', { description: 'ISO date' }) termTo: string,
    @Arg('startDate', { description: 'ISO date: the new term’s first day' }) startDate: string,
    @Arg('endDate', { description: 'ISO date: the new term’s last day' }) endDate: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.courses.copyTerm(actor, { termFrom, termTo, startDate, endDate });
  }
}
