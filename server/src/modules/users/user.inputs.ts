import { Role } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class UserFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  name?: string;

  @FilterField({ kind: 'text', staffOnly: true })
  username?: string;

  @FilterField({ kind: 'text', staffOnly: true })
  email?: string;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'administrator or lector, any letter case' })
  role?: string;

  @FilterField({ kind: 'exact' })
  active?: boolean;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType()
export class UserInput extends VersionedInput {
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
