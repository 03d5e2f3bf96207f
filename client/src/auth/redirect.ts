/** Where the back-office opens after login, unless the guard sent the visitor from somewhere else. */
export const ADMIN_HOME = '/admin/news';
export const LOGIN_PATH = '/login';

/** The state the guard hands to the login screen. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The admin page the visitor was going to, or the default one; never a page outside /admin. */
export function adminTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from && (from.pathname === '/admin' || from.pathname.startsWith('/admin/'))) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return ADMIN_HOME;
}
