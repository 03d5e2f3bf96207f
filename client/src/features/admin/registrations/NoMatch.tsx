import { FormattedMessage } from 'react-intl';
import styles from './registrations.module.css';

/** An empty result under filters: nothing matches them, which is not the spec's empty list. */
export function NoMatch() {
  return (
    <div className={styles.noMatch} role="status">
      <FormattedMessage id="admin.registrations.noMatch" />
    </div>
  );
}
