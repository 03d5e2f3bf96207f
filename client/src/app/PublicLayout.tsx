import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../features/info/Footer';
import { PublicHeader } from '../ui/PublicHeader';
import { Spinner } from '../ui/Spinner';
import styles from './PublicLayout.module.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** Every non-admin path: public header, the routed page, footer. */
export function PublicLayout() {
  const intl = useIntl();
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
    </div>
  );
}
