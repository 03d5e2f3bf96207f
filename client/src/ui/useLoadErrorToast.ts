import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from './toaster';

/** A list or page that could not load: logged to the console and told once in a toast, while the
 * page itself shows its empty state. Which failure it was is told by Apollo's error classes, loaded
 * then: the home page goes without Apollo Client (app/pageQuery.ts). */
export function useLoadErrorToast(error: unknown): void {
  const intl = useIntl();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    void import('./apiReach').then(({ isUnreachable }) =>
      showToast(intl.formatMessage({ id: isUnreachable(error) ? 'api.unreachable' : 'api.loadFailed' }), 'danger'),
    );
  }, [error, intl]);
}
