import { ADMIN_HOME, ADMIN_ROOT } from '../routes/site';

/** The state the guard hands to the login screen. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The admin page the visitor was going to, or the default one; never a page outside /admin. */
export function adminTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from && (from.pathname === ADMIN_ROOT || from.pathname.startsWith(`${ADMIN_ROOT}/`))) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return ADMIN_HOME;
}
