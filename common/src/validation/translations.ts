// The English and Ukrainian versions of content (common/src/translations.ts) as staff send them:
// each field with the same limit and line rule as its Czech one. Blank fields are dropped and a
// language left with none is null ("not translated"). Left out of a change: the saved versions stay;
// null: all of them are removed.
import * as yup from 'yup';
import { TRANSLATED_LOCALES, type Translations } from '../translations';
import { optionalLine, optionalText } from './fields';

export const NOT_TRANSLATIONS = 'Zadejte překlady textů (anglicky a ukrajinsky)';

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** The filled-in fields of each language (anything not a string stays, to be refused by its rule). */
function withoutBlanks(value: unknown): unknown {
  if (value === null) return {};
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const fields = value[locale];
      if (!isPlainObject(fields)) return [locale, fields ?? null];
      const filled = Object.entries(fields).filter(([, text]) => !isBlank(text));
      return [locale, filled.length ? Object.fromEntries(filled) : null];
    }),
  );
}

function translationsField<F extends string>(rules: Record<F, yup.AnySchema>) {
  const language = yup
    .object(rules as Record<string, yup.AnySchema>)
    .typeError(NOT_TRANSLATIONS)
    .nullable()
    .default(null);
  const languages = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, language]));
  return yup
    .object(languages)
    .typeError(NOT_TRANSLATIONS)
    .transform(withoutBlanks)
    .optional()
    .default(undefined) as unknown as yup.Schema<Translations<F> | undefined>;
}

/** A course's, camp's or branch's title and description in English and Ukrainian. */
export const textTranslations = () => translationsField({ title: optionalLine(200), description: optionalText(5000) });

/** A news item's headline and text in English and Ukrainian. */
export const newsTranslations = () => translationsField({ title: optionalLine(200), text: optionalText(20000) });
