import { TRANSLATED_LOCALES, type TranslatedLocale } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';
import { TextAreaField, TextField } from './fields';

/** The English and Ukrainian versions of a text staff write (issue 49): the title and the longer
 * text, under the Czech ones; what is left empty shows in Czech, marked, on the site. */
export function TranslationFields({ body }: { body: 'description' | 'text' }) {
  const label = (field: 'title' | typeof body, language: TranslatedLocale) => (
    <FormattedMessage
      id="admin.translations.label"
      values={{ field: <FormattedMessage id={`admin.field.${field}`} />, language }}
    />
  );
  return (
    <>
      <p className={styles.formNotice}>
        <FormattedMessage id="admin.translations.helper" />
      </p>
      {TRANSLATED_LOCALES.map((language) => (
        <div key={language}>
          <TextField name={`translations.${language}.title`} label={label('title', language)} />
          <TextAreaField name={`translations.${language}.${body}`} label={label(body, language)} />
        </div>
      ))}
    </>
  );
}

type Versions<F extends string> = { [L in TranslatedLocale]?: Partial<Record<F, string | null>> | null } | null;

/** The form's values of the versions: '' for what is not translated. */
export function translationValues<F extends string>(fields: readonly F[], saved: Versions<F> | undefined) {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, saved?.[language]?.[field] ?? ''])),
    ]),
  ) as Record<TranslatedLocale, Record<F, string>>;
}
