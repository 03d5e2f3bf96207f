import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isUnreachable } from './apiReach';
import { showToast } from './toaster';

/** A list or page that could not load: logged to the console and told once in a toast, while the
 * page itself shows its empty state. */
export function useLoadErrorToast(error: unknown): void {
  const intl = useIntl();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    showToast(intl.formatMessage({ id: isUnreachable(error) ? 'api.unreachable' : 'api.loadFailed' }), 'danger');
  }, [error, intl]);
}
