// The staff session as the browser knows it: who is logged in and until when, for the route guard
// and the header. The session itself is an HttpOnly cookie the server sets at login: no script of
// the page can read it, so an injected one cannot carry it away. Nothing stored here is a secret.

export interface Session {
  username: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const STORAGE_KEY = 'kurzy.staff';
/** Where an earlier version kept the token itself: removed on sight. */
const LEGACY_TOKEN_KEY = 'kurzy.session';
/** seed-spec section 9: the login record lives one day. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };
let legacyRemoved = false;

function readStorage(): string | null {
  try {
    if (!legacyRemoved) {
      window.localStorage.removeItem(LEGACY_TOKEN_KEY);
      legacyRemoved = true;
    }
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: behave as logged out
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.username !== 'string' || typeof value.expiresAt !== 'number') return null;
    return { username: value.username, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none or it has expired. */
export function getSession(): Session | null {
  const raw = readStorage();
  // Same object for the same stored text, so useSyncExternalStore sees a stable snapshot.
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  const session = cached.session;
  return session && session.expiresAt > Date.now() ? session : null;
}

function notify() {
  for (const listener of listeners) listener();
}

/** After a login: the server has set the cookie; this remembers whose it is. */
export function saveSession(username: string, expiresAt: string | Date): void {
  // The server's expiry, but never more than a day from now.
  const serverExpiry = new Date(expiresAt).getTime();
  const session: Session = {
    username,
    expiresAt: Math.min(Number.isNaN(serverExpiry) ? Infinity : serverExpiry, Date.now() + SESSION_LIFETIME_MS),
  };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  notify();
}

/** Forgets the session here; the logout mutation ends it on the server and clears the cookie. */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

/** An answer that refuses the session (HTTP 401, or UNAUTHENTICATED in a GraphQL answer) means the
 * server no longer knows it (expired, revoked, logged out elsewhere): it ends here too, and the admin
 * guard shows the login screen. */
export function clearSessionOnRefusal(
  status: number | undefined,
  errors: readonly { extensions?: { code?: unknown } }[] | undefined,
): void {
  if (refusesSession(status, errors) && getSession()) clearSession();
}

/** Whether an answer refuses the session: HTTP 401, or UNAUTHENTICATED in a GraphQL answer. */
export function refusesSession(
  status: number | undefined,
  errors: readonly { extensions?: { code?: unknown } }[] | undefined,
): boolean {
  return status === 401 || (errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false);
}

/** Also hears logins and logouts in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
