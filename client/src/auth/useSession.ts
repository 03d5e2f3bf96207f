import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session';

/** The current staff session; re-renders on login, logout and a session cleared after a 401. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
