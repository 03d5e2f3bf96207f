import { type Locale, LOCALE_NAMES } from '@kurzy/common/locale';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { addressIn, rememberLocale } from './languageChoice';
import styles from './LanguageOffer.module.css';

// Written in the language offered: its reader may not read the page's. Three languages' few words,
// here rather than in the catalogues, whose texts load one language at a time.
const OFFER: Record<Locale, { text: string; go: string; close: string }> = {
  cs: { text: 'Tato stránka je také v češtině.', go: 'Přepnout do češtiny', close: 'Zavřít' },
  en: { text: 'This page is also in English.', go: 'Switch to English', close: 'Close' },
  uk: { text: 'Ця сторінка є також українською.', go: 'Перейти на українську', close: 'Закрити' },
};

/** On a first visit whose browser prefers another of the site's languages (PublicLayout.tsx): a small
 * bar offering the page in it. Never a redirect; either answer is kept (languageChoice.ts) and the bar
 * does not come again. Fixed to the bottom, over the page: nothing on the page moves when it appears. */
export default function LanguageOffer({ offer, onClose }: { offer: Locale; onClose: () => void }) {
  const current = useIntl().locale as Locale;
  const { pathname, search, hash } = useLocation();
  const words = OFFER[offer];
  return (
    <aside className={styles.bar} lang={offer} aria-label={LOCALE_NAMES[offer]}>
      <span>{words.text}</span>
      <a
        className={styles.go}
        href={addressIn(offer, pathname, `${search}${hash}`)}
        hrefLang={offer}
        onClick={() => rememberLocale(offer)}
      >
        {words.go}
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={words.close}
        onClick={() => {
          rememberLocale(current);
          onClose();
        }}
      >
        ×
      </button>
    </aside>
  );
}
