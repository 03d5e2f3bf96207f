import { Role } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class UserFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true })
  username?: string;

  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true, description: 'administrator or lector, any letter case' })
  role?: string;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType()
export class UserInput {
  @Field()
  username: string;

  @Field()
  name: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field({ nullable: true })
  emailPublic?: boolean;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true })
  visible?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Required for a new user; on update, empty keeps the current password',
  })
  password?: string | null;
}
