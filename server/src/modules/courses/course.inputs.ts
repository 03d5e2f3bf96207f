import { COURSE_FIELDS, COURSE_LIST, CourseLevel, RegistrationType } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { declaredGraphqlFields } from '../../core/declared-fields';
import { FilterField } from '../../core/filter-field';
import { listFilterFields } from '../../core/list-fields';
import { OfferingFilterFields, OfferingInputFields } from '../offerings/offering.inputs';
import { freeSpotsSql } from '../registrations/registration.free-spots';
import { ageFitsSql } from './course.age-band.sql';

const slotWhere = (condition: string) =>
  `EXISTS (SELECT 1 FROM schedule slot WHERE slot.course_id = "course"."id" AND ${condition})`;

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CourseFilter extends OfferingFilterFields('course') {
  // The parents' course finder (issue 17): a slot at the branch or on the day, a band the age fits,
  // a free place. All of it is shown on the public pages anyway.
  @FilterField({
    kind: 'exact',
    type: () => Int,
    description: 'Has a weekly slot at this branch',
    condition: (branch) => slotWhere(`slot.branch_id = ${branch}`),
  })
  branchId?: number;

  @FilterField({
    kind: 'exact',
    type: () => Int,
    description: 'Has a weekly slot on this day (1 = Monday ... 7 = Sunday)',
    condition: (day) => slotWhere(`slot.day_of_week = ${day}`),
  })
  dayOfWeek?: number;

  @FilterField({
    kind: 'exact',
    type: () => Int,
    description: 'A child of this age in whole years fits the age category',
    condition: (age) => ageFitsSql('"course"."category"', age),
  })
  age?: number;

  @FilterField({
    kind: 'exact',
    description: 'true: only courses with a free place (false or empty: every course)',
    condition: (free) => `(${free} IS NOT TRUE OR ${freeSpotsSql(RegistrationType.course, '"course"."id"')} > 0)`,
  })
  hasFreeSpots?: boolean;
}
// The plain filters (level, price per lesson, dates, ...) come from the course list's declaration.
listFilterFields(CourseFilter, COURSE_LIST);

@InputType({ description: "A course's values, as administrators enter them" })
export class CourseInput extends OfferingInputFields('course') {
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Price of one lesson in Kč; empty for none' })
  pricePerLesson?: number | null;

  @Field(() => Int, { nullable: true, description: 'How many lessons the term has; empty when not said' })
  numberOfLessons?: number | null;

  @Field(() => String, { nullable: true, description: 'When it runs, as free text; empty for none' })
  time?: string | null;

  @Field(() => String, { nullable: true, description: 'Where it runs, as free text; empty for none' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Display order; missing sorts last' })
  order?: number | null;

  @Field(() => CourseLevel, { nullable: true, description: 'Who it is for by what the children already know' })
  level?: CourseLevel | null;

  @Field(() => Int, { nullable: true, description: 'Left out: unchanged (a new course: 12)' })
  excuseCutoffHours?: number | null;

  @Field(() => Int, { nullable: true, description: 'Left out: unchanged (a new course: 60)' })
  makeupValidDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Courses with the same make-up group share their lessons for make-ups; empty: this course alone',
  })
  makeupGroup?: string | null;
}
// The declared fields (language, ...) come from the course's declaration in common.
declaredGraphqlFields(CourseInput, COURSE_FIELDS);
