import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { errorCode } from './apiReach';
import { EmptyList } from './EmptyList';
import { usePageStatus } from './pageStatus';
import { useLoadErrorToast } from './useLoadErrorToast';

const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** What a detail page shows before it has its record: a spinner, the not-found screen for a
 * missing or hidden record (or an address without a valid id), or the empty state (with a toast)
 * when loading failed. */
export function DetailState({ id, loading, error }: { id: number | null; loading: boolean; error: unknown }) {
  const { pathname } = useLocation();
  const answered404 = usePageStatus()?.notFoundPath === pathname;
  const missing = id === null || errorCode(error) === 'NOT_FOUND' || (loading && answered404);
  useLoadErrorToast(missing ? undefined : error);
  if (missing) return <NotFoundPage />;
  return <EmptyList loading={loading} />;
}
