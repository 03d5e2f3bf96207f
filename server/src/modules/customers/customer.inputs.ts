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

  @FilterField({ kind: 'text', search: phoneSearch('"customer"."phone"') })
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

@InputType()
export class CustomerInput extends VersionedInput {
  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field({ description: 'Unique regardless of letter case' })
  email: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}
