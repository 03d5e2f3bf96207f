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

@InputType({ description: "A staff member's values, as administrators enter them" })
export class UserInput extends VersionedInput {
  @Field({ description: 'The login name: 3 to 100 letters without diacritics, digits, dots, hyphens or underscores' })
  username: string;

  @Field({ description: "The person's full name (one line)" })
  name: string;

  @Field(() => Role, { description: 'What they may do: administrator or lector' })
  role: Role;

  @Field(() => String, { nullable: true, description: 'A text about the lector for the public site; empty for none' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Their e-mail address (invitations go there); empty for none' })
  email?: string | null;

  @Field({ nullable: true, description: 'Show the e-mail address on the public site' })
  emailPublic?: boolean;

  @Field(() => String, { nullable: true, description: 'Their phone (staff only); empty for none' })
  phone?: string | null;

  @Field({ nullable: true, description: 'Off: cannot sign in, hidden from the public' })
  active?: boolean;

  @Field({ nullable: true, description: 'On the public site (lectors list and detail)' })
  visible?: boolean;

  @Field({
    nullable: true,
    description: 'A lector may edit news, galleries and videos; administrators always may. Default false',
  })
  editsContent?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Required for a new user; on update, empty keeps the current password',
  })
  password?: string | null;
}
