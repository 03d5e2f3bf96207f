import type { Locale } from '@kurzy/common/locale';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../features/info/Footer';
import { hasChosenLocale, preferredOtherLocale } from '../ui/languageChoice';
import { PublicHeader } from '../ui/PublicHeader';
import { Spinner } from '../ui/Spinner';
import styles from './PublicLayout.module.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

const subscribeToNothing = () => () => undefined;

// Loaded only when there is something to offer.
const LanguageOffer = lazy(() => import('../ui/LanguageOffer'));

/** Every non-admin path: public header, the routed page, footer; on a first visit from a browser that
 * prefers another of the site's languages, the offer of it (after hydration: the server cannot know). */
export function PublicLayout() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The server renders no offer (it cannot know the browser); the browser's first render after taking
  // the page over shows it.
  const preferred = useSyncExternalStore(
    subscribeToNothing,
    () => (hasChosenLocale() ? null : preferredOtherLocale(locale)),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const offer = dismissed ? null : preferred;
  return (
    // 'site': the public pages' heading styles (global.css).
    <div className={`site ${styles.shell}`}>
      <a href="#content" className={styles.skip}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <PublicHeader />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Suspense
          fallback={<Spinner className={styles.loading} aria-label={intl.formatMessage({ id: 'layout.loading' })} />}
        >
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer offer={offer} onClose={() => setDismissed(true)} />
        </Suspense>
      )}
    </div>
  );
}
