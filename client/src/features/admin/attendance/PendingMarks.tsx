// Marks made offline go out from whatever back-office screen the lector is on when the network comes
// back (issue 41, item 8): the layout keeps this sender running and says how many marks still wait.
// The roster says it itself, with its own cards, so this stays silent there.
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../routes/admin';
import styles from './attendance.module.css';
import { useMarkQueue } from './useMarkQueue';

export function PendingMarks() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { pending, online } = useMarkQueue();
  const onRoster = pathname === ADMIN_PATHS.attendance && new URLSearchParams(search).has('lesson');
  if (pending.length === 0 || onRoster) return null;
  return (
    <p className={`${styles.status} ${styles.pendingBar}`} role="status" aria-live="polite">
      {!online && intl.formatMessage({ id: 'admin.attendance.offline' })}{' '}
      {intl.formatMessage({ id: 'admin.attendance.pending' }, { count: pending.length })}
    </p>
  );
}
