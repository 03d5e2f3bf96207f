import { type Locale, localized, type LocalizedText, type Translations } from '@kurzy/common';
import type { ElementType, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './ContentText.module.css';

type Translated<F extends string> = Partial<Record<F, string | null>> & { translations?: Translations<F> | null };

/** What staff wrote (a title, a description, a news text) in the page's language, else in Czech
 * (common/src/translations.ts, the one rule the server's page heads follow too). */
export function useContent() {
  const locale = useIntl().locale as Locale;
  return <F extends string>(record: Translated<F>, field: F): LocalizedText => localized(record, field, locale);
}

/** A text staff wrote: when it fell back to Czech it says so to screen readers (`lang="cs"`) and,
 * unless `marked` is off (a title, a link), to everyone: "(in Czech)" in the page's language. */
export function ContentText({
  text,
  as: Tag = 'span',
  className,
  marked = true,
}: {
  text: LocalizedText;
  as?: ElementType;
  className?: string;
  marked?: boolean;
}): ReactNode {
  const locale = useIntl().locale;
  if (!text.text) return null;
  const fallback = text.language !== locale;
  // In the page's own language a bare span would say nothing: the text goes in as it is.
  if (!fallback && Tag === 'span' && !className) return text.text;
  return (
    <Tag className={className} lang={fallback ? text.language : undefined}>
      {text.text}
      {fallback && marked && (
        <>
          {' '}
          <span className={styles.marker} lang={locale}>
            <FormattedMessage id="content.inCzech" />
          </span>
        </>
      )}
    </Tag>
  );
}

/** ContentText of a record's field, where a hook cannot go (a table's cell, a list's item). */
export function ContentOf<F extends string>({
  record,
  field,
  ...rest
}: { record: Translated<F>; field: F } & Omit<Parameters<typeof ContentText>[0], 'text'>): ReactNode {
  return <ContentText text={useContent()(record, field)} {...rest} />;
}
