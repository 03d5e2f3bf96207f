// Content staff write in Czech and may add English and Ukrainian versions (issue 49, item 4): a
// course's, camp's or branch's title and description, a news item's title and text. The one rule of
// which text a family reads, for the public pages, the server's page heads and the e-mails alike.
import { DEFAULT_LOCALE, type Locale } from './locale';

/** The languages content may be translated into (Czech is the record's own fields). */
export const TRANSLATED_LOCALES = ['en', 'uk'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A record's versions of its fields `F` in the other languages; a missing language or field is
 * "not translated". */
export type Translations<F extends string> = Partial<
  Record<TranslatedLocale, Partial<Record<F, string | null>> | null | undefined>
>;

/** A text as a family reads it, with the language it is in: the page's, or Czech when it fell back. */
export interface LocalizedText {
  text: string | null;
  language: Locale;
}

/** The field in `locale`, else the Czech text (`language` then says 'cs', for the "(česky)" mark and
 * `lang` attribute). A blank translation counts as missing. */
export function localized<F extends string>(
  record: Partial<Record<F, string | null>> & { translations?: Translations<F> | null },
  field: F,
  locale: Locale,
): LocalizedText {
  if (locale !== DEFAULT_LOCALE) {
    const translated = record.translations?.[locale as TranslatedLocale]?.[field];
    if (translated && translated.trim()) return { text: translated, language: locale };
  }
  return { text: record[field] ?? null, language: DEFAULT_LOCALE };
}

/** Every language and field present, `null` where not translated: the shape the answers describe
 * (a stored record keeps only what staff wrote). A language with no text at all is `null`. */
export function completeTranslations<F extends string>(
  stored: Translations<F> | null | undefined,
  fields: readonly F[],
): Record<TranslatedLocale, Record<F, string | null> | null> {
  const complete = {} as Record<TranslatedLocale, Record<F, string | null> | null>;
  for (const locale of TRANSLATED_LOCALES) {
    const version = stored?.[locale];
    complete[locale] =
      version && fields.some((field) => version[field] != null)
        ? (Object.fromEntries(fields.map((field) => [field, version[field] ?? null])) as Record<F, string | null>)
        : null;
  }
  return complete;
}
