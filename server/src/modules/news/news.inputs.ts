import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class NewsFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  text?: string;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;

  @Field({ nullable: true, description: 'ISO date' })
  startDate?: string;

  @Field({ nullable: true, description: 'ISO date' })
  endDate?: string;
}

@InputType()
export class NewsInput {
  @Field()
  title: string;

  @Field()
  text: string;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;

  @Field(() => String, { nullable: true, description: 'Shown from this day (ISO date)' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Shown until this day (ISO date)' })
  endDate?: string | null;
}
