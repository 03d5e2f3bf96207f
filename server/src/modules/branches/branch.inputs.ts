import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class BranchFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  description?: string;

  @Field({ nullable: true })
  address?: string;

  @Field({ nullable: true })
  phone?: string;

  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true })
  web?: string;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;

  @Field({ nullable: true, description: 'Accepted for older clients; every branch passes it' })
  availability?: string;
}

@InputType()
export class BranchInput {
  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field()
  address: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  web?: string | null;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true })
  visible?: boolean;
}
