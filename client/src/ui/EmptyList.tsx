import { Spinner } from './Spinner';
import { FormattedMessage } from 'react-intl';
import styles from './EmptyList.module.css';

/** What a list shows instead of rows: a spinner while loading, otherwise the spec's empty text. */
export function EmptyList({ loading = false }: { loading?: boolean }) {
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
