import { Field, InputType, Int } from 'type-graphql';
import { phoneSearch } from '../../core/filters';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class CustomerFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  firstName?: string;

  @FilterField({ kind: 'text' })
  lastName?: string;

  @FilterField({ kind: 'text' })
  email?: string;

  @FilterField({
    kind: 'text',
    search: phoneSearch('"customer"."phone"'),
    description: 'Only parents whose phone contains these digits, however written ("777 111" finds +420777111222)',
  })
  phone?: string;

  @FilterField({
    kind: 'text',
    description: 'Matches the name, e-mail or phone',
    sql: [
      '"customer"."first_name"',
      '"customer"."last_name"',
      // so that "Jana Nov" finds Jana Nováková
      `("customer"."first_name" || ' ' || "customer"."last_name")`,
      '"customer"."email"',
      '"customer"."phone"',
    ],
  })
  text?: string;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType({ description: "A parent's details, as staff correct them" })
export class CustomerInput extends VersionedInput {
  @Field({ description: "The parent's first name" })
  firstName: string;

  @Field({ description: "The parent's surname" })
  lastName: string;

  @Field({ description: 'Unique regardless of letter case' })
  email: string;

  @Field(() => String, { nullable: true, description: "The parent's phone; empty for none" })
  phone?: string | null;
}
