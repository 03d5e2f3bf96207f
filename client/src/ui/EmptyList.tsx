import { lazy, Suspense } from 'react';
import { Spinner } from './Spinner';
import { FormattedMessage } from 'react-intl';
import styles from './EmptyList.module.css';

// Only a failed load needs it: kept out of the landing pages' scripts (their size is budgeted).
const ServerDown = lazy(() => import('./ServerDown').then((module) => ({ default: module.ServerDown })));

/** What a list shows instead of rows: a spinner while loading, the outage with a retry when loading
 * failed, otherwise the spec's empty text. */
export function EmptyList({ loading = false, error }: { loading?: boolean; error?: unknown }) {
  if (error && !loading) {
    return (
      <Suspense fallback={null}>
        <ServerDown error={error} />
      </Suspense>
    );
  }
  return (
    <div className={styles.empty} role="status">
      {loading ? (
        <>
          <Spinner size={20} />
          <FormattedMessage id="list.loading" />
        </>
      ) : (
        <FormattedMessage id="list.empty" />
      )}
    </div>
  );
}
