import { Field, InputType, Int } from 'type-graphql';
import { phoneSearch } from '../../core/filters';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class BranchFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  description?: string;

  @FilterField({ kind: 'text' })
  address?: string;

  @FilterField({ kind: 'text', search: phoneSearch('"branch"."phone"') })
  phone?: string;

  @FilterField({ kind: 'text' })
  email?: string;

  @FilterField({ kind: 'text' })
  web?: string;

  @FilterField({ kind: 'exact' })
  active?: boolean;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({ kind: 'pass', description: 'Accepted for older clients; every branch passes it' })
  availability?: string;
}

@InputType()
export class BranchInput extends VersionedInput {
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

  @Field(() => String, { nullable: true, description: 'One of the districts (okresy), or empty' })
  district?: string | null;

  @Field({ nullable: true })
  active?: boolean;

  @Field({ nullable: true })
  visible?: boolean;
}
