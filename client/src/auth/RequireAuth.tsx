import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from './redirect';
import { useSession } from './useSession';

/** Anonymous visitors, and a session that just ended (logout, expiry, or any request the server refused
 * with 401 / UNAUTHENTICATED: apolloClient.ts, session.ts), go to the login screen at once; it brings
 * them back to this very address, filters included. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const client = useApolloClient();
  // What the ended session could read stays with it: whoever logs in next starts from the server.
  useEffect(() => {
    if (!session) void client.clearStore();
  }, [session, client]);
  // The browser's own address when it is this screen's: the router applies a navigation in a
  // transition, which React may still hold back when the refusal arrives (a page turn whose query the
  // server refused), while the history entry already has the new query. (A memory router: its own.)
  const browser = typeof window === 'undefined' ? null : window.location;
  const address = browser?.pathname === location.pathname ? browser : location;
  if (!session) return <Navigate to={loginPath(address)} replace />;
  return children;
}
