import { lazy } from 'react';
import { errorCode } from './apiErrors';
import { EmptyList } from './EmptyList';
import { useLoadErrorToast } from './useLoadErrorToast';

const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** What a detail page shows before it has its record: a spinner, the not-found screen for a
 * missing or hidden record, or the empty state (with a toast) when loading failed. */
export function DetailState({ id, loading, error }: { id: number | null; loading: boolean; error: unknown }) {
  const missing = id === null || errorCode(error) === 'NOT_FOUND';
  useLoadErrorToast(missing ? undefined : error);
  if (missing) return <NotFoundPage />;
  return <EmptyList loading={loading} />;
}
