// The English and Ukrainian versions of what content staff write (issue 49, item 4), as GraphQL
// answers and inputs. Stored in one jsonb column per table (`translations`, common/src/translations.ts
// the shape and the rule of which text a family reads, common/src/validation/translations.ts the limits).
import type { Translations } from '@kurzy/common';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';

@ObjectType({ description: 'A title and description in one language; empty: not translated (the Czech one shows)' })
export class TextTranslation {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@ObjectType({ description: 'The English and Ukrainian versions; empty: not translated' })
export class TextTranslations {
  @Field(() => TextTranslation, { nullable: true })
  en?: TextTranslation | null;

  @Field(() => TextTranslation, { nullable: true })
  uk?: TextTranslation | null;
}

@InputType({ description: 'A title and description in one language; empty fields: not translated' })
export class TextTranslationInput {
  @Field(() => String, { nullable: true, description: 'One line, as the Czech title' })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType({ description: 'The English and Ukrainian versions; left out: unchanged; null: all removed' })
export class TextTranslationsInput {
  @Field(() => TextTranslationInput, { nullable: true })
  en?: TextTranslationInput | null;

  @Field(() => TextTranslationInput, { nullable: true })
  uk?: TextTranslationInput | null;
}

@ObjectType({ description: "A news item's headline and text in one language; empty: not translated" })
export class NewsTranslation {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;
}

@ObjectType({ description: 'The English and Ukrainian versions; empty: not translated' })
export class NewsTranslations {
  @Field(() => NewsTranslation, { nullable: true })
  en?: NewsTranslation | null;

  @Field(() => NewsTranslation, { nullable: true })
  uk?: NewsTranslation | null;
}

@InputType({ description: "A news item's headline and text in one language; empty fields: not translated" })
export class NewsTranslationInput {
  @Field(() => String, { nullable: true, description: 'One line, as the Czech headline' })
  title?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;
}

@InputType({ description: 'The English and Ukrainian versions; left out: unchanged; null: all removed' })
export class NewsTranslationsInput {
  @Field(() => NewsTranslationInput, { nullable: true })
  en?: NewsTranslationInput | null;

  @Field(() => NewsTranslationInput, { nullable: true })
  uk?: NewsTranslationInput | null;
}

/** The column every translated table has: `{}` until staff write a version. */
export const TranslationsColumn = () => Column({ type: 'jsonb', default: () => "'{}'::jsonb" });

export type TextTranslationValues = Translations<'title' | 'description'>;
export type NewsTranslationValues = Translations<'title' | 'text'>;
