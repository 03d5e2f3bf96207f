// The web client's session: the token in an HttpOnly cookie that no script of the page can read.
// API clients keep sending the token in a header (or Basic credentials to the REST shim).
import type { Request, Response } from 'express';

/** Without `Secure` (plain http, local use) the prefix is not allowed. */
export const SESSION_COOKIE = 'kurzy-session';
/** With https: `__Host-` makes browsers take it only from this very host over https, for the whole
 * site, so a sibling subdomain or a plain-http answer cannot plant a session of its own. */
export const SECURE_SESSION_COOKIE = '__Host-kurzy-session';

/** Content types a cross-site form or a no-cors fetch may send without asking first (CORS). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Headers a cross-site page cannot set without a CORS preflight, which this server does not grant
 * (only CORS_ORIGINS on /api, and the cookie is SameSite=Strict besides). */
export const CSRF_HEADERS = ['x-requested-with', 'apollo-require-preflight', 'x-apollo-operation-name'];

/** Whether a browser could have sent this request only after a CORS preflight: a JSON (or other
 * non-simple) body, or one of CSRF_HEADERS. The same test Apollo's CSRF prevention applies to
 * /graphql; here it guards the cookie on every path, /api included, GET too (a GET there may e-mail
 * an invoice). */
export function sentAfterPreflight(request: Request): boolean {
  const contentType = request.get('content-type');
  if (contentType) {
    const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (!SIMPLE_CONTENT_TYPES.includes(essence)) return true;
  }
  return CSRF_HEADERS.some((header) => (request.get(header) ?? '') !== '');
}

/** The value of one cookie of the request (no cookie parser runs for the whole app). */
function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/** The session token of the cookie, when the request may use it (see sentAfterPreflight). The
 * `__Host-` one wins: over https the other can only have been planted. */
export function sessionCookieToken(request: Request): string | null {
  if (!sentAfterPreflight(request)) return null;
  return cookieValue(request, SECURE_SESSION_COOKIE) ?? cookieValue(request, SESSION_COOKIE);
}

/** Sets or clears the session cookie on one response. */
export interface SessionCookie {
  issue(token: string, expiresAt: Date): void;
  clear(): void;
}

/** `secure`: the site is reached over https (PUBLIC_URL). Without a response (a render on the
 * server), nothing is set. */
export function sessionCookie(response: Response | undefined, secure: boolean): SessionCookie {
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const options = { httpOnly: true, secure, sameSite: 'strict', path: '/' } as const;
  return {
    issue(token, expiresAt) {
      // Whole seconds, rounded: express floors, which would make a day 86399 s.
      const seconds = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      response?.cookie(name, token, { ...options, maxAge: seconds * 1000 });
    },
    clear() {
      response?.clearCookie(name, options);
    },
  };
}
