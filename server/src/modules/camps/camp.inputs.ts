import { ActivityType, AgeCategory } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CampFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  description?: string;

  @Field({ nullable: true, description: 'ISO date: starts that day' })
  from?: string;

  @Field({ nullable: true, description: 'ISO date: ends that day' })
  to?: string;

  @Field(() => Int, { nullable: true })
  price?: number;

  @Field(() => Int, { nullable: true })
  capacity?: number;

  @Field(() => Int, { nullable: true })
  maxCapacity?: number;

  @Field(() => Int, { nullable: true })
  branchId?: number;

  @Field({ nullable: true, description: 'Age category, any letter case' })
  category?: string;

  @Field({ nullable: true, description: 'Activity type, any letter case' })
  type?: string;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;

  @Field({ nullable: true, description: 'Accepted for the old clients; passes every camp' })
  availability?: string;
}

@InputType()
export class CampInput {
  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field({ description: 'First day (ISO date)' })
  from: string;

  @Field({ description: 'Last day (ISO date)' })
  to: string;

  @Field(() => Int, { description: 'Price in Kč' })
  price: number;

  @Field(() => Int, { description: 'Places with a confirmed registration' })
  capacity: number;

  @Field(() => Int, { description: 'Places including replacements; at least the capacity' })
  maxCapacity: number;

  @Field(() => Int, { nullable: true })
  branchId?: number | null;

  @Field(() => AgeCategory)
  category: AgeCategory;

  @Field(() => ActivityType)
  type: ActivityType;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;
}
