import { ActivityType, AgeCategory } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CourseFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  description?: string;

  @Field({ nullable: true, description: 'Activity type, any letter case' })
  type?: string;

  @Field({ nullable: true, description: 'Age category, any letter case' })
  category?: string;

  @Field(() => Int, { nullable: true })
  capacity?: number;

  @Field(() => Int, { nullable: true })
  maxCapacity?: number;

  @Field(() => Int, { nullable: true })
  price?: number;

  @Field(() => Int, { nullable: true })
  pricePerLesson?: number;

  @Field(() => Int, { nullable: true })
  numberOfLessons?: number;

  @Field({ nullable: true })
  time?: string;

  @Field({ nullable: true })
  location?: string;

  @Field({ nullable: true, description: 'ISO date' })
  startDate?: string;

  @Field({ nullable: true, description: 'ISO date' })
  endDate?: string;

  @Field(() => Int, { nullable: true })
  order?: number;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;

  @Field({ nullable: true, description: 'Accepted for the old clients; passes every course' })
  availability?: string;
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
