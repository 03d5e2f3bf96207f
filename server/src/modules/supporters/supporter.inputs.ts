import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class SupporterFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  name?: string;

  @FilterField({ kind: 'text' })
  url?: string;
}

@InputType({ description: "A supporter's values, as administrators enter them" })
export class SupporterInput extends VersionedInput {
  @Field({ description: "The supporter's name (one line)" })
  name: string;

  @Field({ description: 'https address of the supporter’s web page' })
  url: string;

  @Field(() => Int, { nullable: true, description: 'Order in the footer: lower first (default 0)' })
  position?: number;
}
