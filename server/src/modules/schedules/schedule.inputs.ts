import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';

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
    description: 'Activity type of the course, any letter case',
    sql: ['"course"."type"'],
  })
  type?: string;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType()
export class ScheduleInput {
  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek: number;

  @Field({ description: 'Start, HH:mm' })
  from: string;

  @Field({ description: 'End, HH:mm' })
  to: string;

  @Field(() => Int, { nullable: true })
  order?: number | null;

  @Field(() => Int)
  courseId: number;

  @Field(() => Int)
  branchId: number;

  @Field(() => Int, { nullable: true })
  lectorId?: number | null;
}
