import { Field, InputType, Int } from 'type-graphql';
import { NewsTranslationsInput } from '../../core/content-translations';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class NewsFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  text?: string;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'exact' })
  active?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({ kind: 'day', description: 'ISO date' })
  startDate?: string;

  @FilterField({ kind: 'day', description: 'ISO date' })
  endDate?: string;
}

@InputType({ description: "A news article's values, as staff enter them" })
export class NewsInput extends VersionedInput {
  @Field({ description: 'The headline (one line)' })
  title: string;

  @Field({ description: "The article's text" })
  text: string;

  @Field(() => NewsTranslationsInput, { nullable: true, description: 'In English and Ukrainian (issue 49)' })
  translations?: NewsTranslationsInput | null;

  @Field({ nullable: true, description: 'Shown on the public site (when also active and within its dates)' })
  visible?: boolean;

  @Field({ nullable: true, description: 'Off: retired; hidden from the public' })
  active?: boolean;

  @Field(() => String, { nullable: true, description: 'Shown from this day (ISO date)' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Shown until this day (ISO date)' })
  endDate?: string | null;
}
