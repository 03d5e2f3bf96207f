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
