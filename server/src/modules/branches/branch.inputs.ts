import { Field, InputType, Int } from 'type-graphql';
import { phoneSearch } from '../../core/filters';
import { TextTranslationsInput } from '../../core/content-translations';
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

  @FilterField({
    kind: 'text',
    search: phoneSearch('"branch"."phone"'),
    description: 'Only branches whose phone contains these digits, however written ("777 111" finds +420777111222)',
  })
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

@InputType({ description: "A branch's values, as administrators enter them" })
export class BranchInput extends VersionedInput {
  @Field({ description: "The branch's name as the site shows it (one line)" })
  title: string;

  @Field(() => String, { nullable: true, description: 'A longer text about the place; empty for none' })
  description?: string | null;

  @Field(() => TextTranslationsInput, { nullable: true, description: 'In English and Ukrainian (issue 49)' })
  translations?: TextTranslationsInput | null;

  @Field({ description: 'Street, number and town: the map looks it up on saving' })
  address: string;

  @Field(() => String, { nullable: true, description: 'A phone of the place, shown on the site; empty for none' })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An e-mail address of the place, shown on the site; empty for none',
  })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "The place's own web address; empty for none" })
  web?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the districts (okresy), or empty' })
  district?: string | null;

  @Field({ nullable: true, description: 'Off: no longer used; hidden from the public' })
  active?: boolean;

  @Field({ nullable: true, description: 'Shown on the public site (when also active)' })
  visible?: boolean;
}
