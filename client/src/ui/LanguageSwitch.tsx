import { type Locale, LOCALE_NAMES, LOCALES } from '@kurzy/common/locale';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { addressIn, rememberLocale } from './languageChoice';
import styles from './LanguageSwitch.module.css';

/** The same page in the site's other languages: a link each, to its address there (a page load: the
 * language is the router's basename, App.tsx), keeping the choice (languageChoice.ts). The header shows
 * the languages' codes, the drawer (`full`) their names. */
export function LanguageSwitch({ full = false, className }: { full?: boolean; className?: string }) {
  const intl = useIntl();
  const current = intl.locale as Locale;
  const { pathname, search, hash } = useLocation();
  return (
    <ul
      className={`${styles.switch} ${full ? styles.full : ''} ${className ?? ''}`}
      aria-label={intl.formatMessage({ id: 'nav.language' })}
    >
      {LOCALES.map((locale) => (
        <li key={locale}>
          {locale === current ? (
            <span className={styles.current} aria-current="true" title={LOCALE_NAMES[locale]}>
              {full ? LOCALE_NAMES[locale] : locale.toUpperCase()}
            </span>
          ) : (
            <a
              href={addressIn(locale, pathname, `${search}${hash}`)}
              hrefLang={locale}
              lang={locale}
              title={LOCALE_NAMES[locale]}
              className={styles.link}
              onClick={() => rememberLocale(locale)}
            >
              {full ? LOCALE_NAMES[locale] : locale.toUpperCase()}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
