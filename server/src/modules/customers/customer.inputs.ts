import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class CustomerFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  firstName?: string;

  @Field({ nullable: true })
  lastName?: string;

  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true })
  phone?: string;

  @Field({ nullable: true, description: 'Matches the name, e-mail or phone' })
  text?: string;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType()
export class CustomerInput {
  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field({ description: 'Unique regardless of letter case' })
  email: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}
