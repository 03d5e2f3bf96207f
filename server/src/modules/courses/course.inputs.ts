import { ActivityType, AgeCategory, RegistrationType } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { freeSpotsSql } from '../registrations/free-spots';
import { ageFitsSql } from './age-band.sql';

const slotWhere = (condition: string) =>
  `EXISTS (SELECT 1 FROM schedule slot WHERE slot.course_id = "course"."id" AND ${condition})`;

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CourseFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  description?: string;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'Activity type, any letter case' })
  type?: string;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'Age category, any letter case' })
  category?: string;

  @FilterField({ kind: 'exact', type: () => Int })
  capacity?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  maxCapacity?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  price?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  pricePerLesson?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  numberOfLessons?: number;

  @FilterField({ kind: 'text' })
  time?: string;

  @FilterField({ kind: 'text' })
  location?: string;

  @FilterField({ kind: 'day', description: 'ISO date' })
  startDate?: string;

  @FilterField({ kind: 'day', description: 'ISO date' })
  endDate?: string;

  @FilterField({ kind: 'exact', type: () => Int })
  order?: number;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'exact' })
  active?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({ kind: 'pass', description: 'Accepted for the old clients; passes every course' })
  availability?: string;

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

@InputType()
export class CourseInput {
  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ActivityType)
  type: ActivityType;

  @Field(() => AgeCategory)
  category: AgeCategory;

  @Field(() => Int, { description: 'Places with a confirmed registration' })
  capacity: number;

  @Field(() => Int, { description: 'Places including replacements; at least the capacity' })
  maxCapacity: number;

  @Field(() => Int, { description: 'Price of the whole course in Kč' })
  price: number;

  @Field(() => Int, { nullable: true })
  pricePerLesson?: number | null;

  @Field(() => Int, { nullable: true })
  numberOfLessons?: number | null;

  @Field(() => String, { nullable: true })
  time?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Display order; missing sorts last' })
  order?: number | null;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;
}
