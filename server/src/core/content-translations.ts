// The English and Ukrainian versions of what content staff write (issue 49, item 4), as GraphQL
// answers and inputs. Stored in one jsonb column per table (`translations`, common/src/translations.ts
// the shape and the rule of which text a family reads, common/src/validation/translations.ts the limits).
import { completeTranslations, type Translations } from '@kurzy/common';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';

@ObjectType({ description: 'A title and description in one language; empty: not translated (the Czech one shows)' })
export class TextTranslation {
  @Field(() => String, { nullable: true, description: 'The title in this language; empty: the Czech one shows' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in this language; empty: the Czech one shows' })
  description?: string | null;
}

@ObjectType({ description: 'The English and Ukrainian versions; empty: not translated' })
export class TextTranslations {
  @Field(() => TextTranslation, { nullable: true, description: 'The English version; null: not translated' })
  en?: TextTranslation | null;

  @Field(() => TextTranslation, { nullable: true, description: 'The Ukrainian version; null: not translated' })
  uk?: TextTranslation | null;
}

@InputType({ description: 'A title and description in one language; empty fields: not translated' })
export class TextTranslationInput {
  @Field(() => String, { nullable: true, description: 'One line, as the Czech title' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in this language; empty: not translated' })
  description?: string | null;
}

@InputType({ description: 'The English and Ukrainian versions; left out: unchanged; null: all removed' })
export class TextTranslationsInput {
  @Field(() => TextTranslationInput, {
    nullable: true,
    description: 'The English version; null or empty: not translated',
  })
  en?: TextTranslationInput | null;

  @Field(() => TextTranslationInput, {
    nullable: true,
    description: 'The Ukrainian version; null or empty: not translated',
  })
  uk?: TextTranslationInput | null;
}

@ObjectType({ description: "A news item's headline and text in one language; empty: not translated" })
export class NewsTranslation {
  @Field(() => String, { nullable: true, description: 'The headline in this language; empty: the Czech one shows' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'The text in this language; empty: the Czech one shows' })
  text?: string | null;
}

@ObjectType({ description: 'The English and Ukrainian versions; empty: not translated' })
export class NewsTranslations {
  @Field(() => NewsTranslation, { nullable: true, description: 'The English version; null: not translated' })
  en?: NewsTranslation | null;

  @Field(() => NewsTranslation, { nullable: true, description: 'The Ukrainian version; null: not translated' })
  uk?: NewsTranslation | null;
}

@InputType({ description: "A news item's headline and text in one language; empty fields: not translated" })
export class NewsTranslationInput {
  @Field(() => String, { nullable: true, description: 'One line, as the Czech headline' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'The text in this language; empty: not translated' })
  text?: string | null;
}

@InputType({ description: 'The English and Ukrainian versions; left out: unchanged; null: all removed' })
export class NewsTranslationsInput {
  @Field(() => NewsTranslationInput, {
    nullable: true,
    description: 'The English version; null or empty: not translated',
  })
  en?: NewsTranslationInput | null;

  @Field(() => NewsTranslationInput, {
    nullable: true,
    description: 'The Ukrainian version; null or empty: not translated',
  })
  uk?: NewsTranslationInput | null;
}

/** The column every translated table has: `{}` until staff write a version. Read with every language
 * and field present (null where not translated), as GraphQL and OpenAPI describe the answer. */
export const TranslationsColumn = (fields: readonly string[]) =>
  Column({
    type: 'jsonb',
    default: () => "'{}'",
    transformer: {
      from: (stored: Translations<string> | null) => completeTranslations(stored, fields),
      to: (value: unknown) => value,
    },
  });

export type TextTranslationValues = Translations<'title' | 'description'>;
export type NewsTranslationValues = Translations<'title' | 'text'>;
