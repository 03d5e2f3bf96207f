// The staff session in the browser: the token and when it expires (a day after login), nothing else.
// The password never leaves the login form.

export interface Session {
  token: string;
  username: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const STORAGE_KEY = 'kurzy.session';
/** seed-spec section 9: the login record lives one day. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: behave as logged out
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.username !== 'string' || typeof value.expiresAt !== 'number')
      return null;
    return { token: value.token, username: value.username, expiresAt: value.expiresAt };
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

export function saveSession(token: string, username: string, expiresAt: string | Date): void {
  // The server's expiry, but never more than a day from now.
  const serverExpiry = new Date(expiresAt).getTime();
  const session: Session = {
    token,
    username,
    expiresAt: Math.min(Number.isNaN(serverExpiry) ? Infinity : serverExpiry, Date.now() + SESSION_LIFETIME_MS),
  };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
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
