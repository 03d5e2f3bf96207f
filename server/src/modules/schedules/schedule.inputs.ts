import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; category and type are the course’s, in any letter case' })
export class ScheduleFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field(() => Int, { nullable: true, description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek?: number;

  @Field(() => Int, { nullable: true })
  order?: number;

  @Field(() => Int, { nullable: true })
  courseId?: number;

  @Field(() => Int, { nullable: true })
  branchId?: number;

  @Field(() => Int, { nullable: true })
  lectorId?: number;

  @Field({ nullable: true, description: 'Age category of the course, any letter case' })
  category?: string;

  @Field({ nullable: true, description: 'Activity type of the course, any letter case' })
  type?: string;

  @Field({ nullable: true, description: 'ISO date: created that day' })
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
