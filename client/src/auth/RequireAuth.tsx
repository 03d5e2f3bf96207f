import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../routes/site';
import type { FromState } from './redirect';
import { useSession } from './useSession';

/** Anonymous visitors (or a session that just ended) go to the login screen, which brings them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return children;
}
