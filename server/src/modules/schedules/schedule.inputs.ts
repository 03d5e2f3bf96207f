import { COURSE_FIELDS, COURSE_LEVELS, RegistrationType } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { declaredJoinedFilters } from '../../core/declared-fields';
import { FilterField } from '../../core/filter-field';
import { ageFitsSql } from '../courses/course.age-band.sql';
import { freeSpotsSql } from '../registrations/registration.free-spots';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; category and type are the course’s, in any letter case' })
export class ScheduleFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'exact', type: () => Int, description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  order?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  courseId?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  branchId?: number;

  // The joined lector, which anonymous visitors get only when visible (ScheduleService.readable).
  @FilterField({ kind: 'exact', type: () => Int, sql: ['"lector"."id"'] })
  lectorId?: number;

  // A slot's age category and activity type are its course's (joined as "course").
  @FilterField({
    kind: 'equalsIgnoreCase',
    description: 'Age category of the course, any letter case',
    sql: ['"course"."category"'],
  })
  category?: string;

  @FilterField({
    kind: 'equalsIgnoreCase',
    description: 'Level of the course (beginner, intermediate, advanced), any letter case',
    sql: ['"course"."level"'],
    values: COURSE_LEVELS,
  })
  level?: string;

  @FilterField({
    kind: 'equalsIgnoreCase',
    description: 'Activity type of the course, any letter case',
    sql: ['"course"."type"'],
  })
  type?: string;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({
    kind: 'exact',
    type: () => Int,
    description: 'A child of this age in whole years fits the course’s age category',
    condition: (age) => ageFitsSql('"course"."category"', age),
  })
  age?: number;

  @FilterField({
    kind: 'exact',
    description: 'true: only slots of courses with a free place (false or empty: every slot)',
    condition: (free) => `(${free} IS NOT TRUE OR ${freeSpotsSql(RegistrationType.course, '"course"."id"')} > 0)`,
  })
  hasFreeSpots?: boolean;
}
// The course's declared fields its list filters by (language, ...): the timetable's finder offers them too.
declaredJoinedFilters(ScheduleFilter, COURSE_FIELDS, 'course');

@InputType({ description: "A slot's values, as administrators enter them" })
export class ScheduleInput extends VersionedInput {
  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek: number;

  @Field({ description: 'Start, HH:mm' })
  from: string;

  @Field({ description: 'End, HH:mm' })
  to: string;

  @Field(() => Int, { nullable: true, description: "Order among the course's slots (smaller first); empty for none" })
  order?: number | null;

  @Field(() => Int, { description: 'The course the slot belongs to' })
  courseId: number;

  @Field(() => Int, { description: 'Where the slot meets' })
  branchId: number;

  @Field(() => Int, { nullable: true, description: 'The lector (a staff user) who teaches it; empty for none yet' })
  lectorId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Left out: unchanged (a new slot: 0)' })
  makeupPlaces?: number | null;
}
