import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '../ui/Footer';
import { PublicHeader } from '../ui/PublicHeader';
import styles from './PublicLayout.module.css';

/** Every non-admin path: public header, the routed page, footer. */
export function PublicLayout() {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skip}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <PublicHeader />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Suspense
          fallback={<Spinner className={styles.loading} aria-label={intl.formatMessage({ id: 'layout.loading' })} />}
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
