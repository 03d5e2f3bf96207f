import { ADMIN_HOME, ADMIN_ROOT, PATHS } from '../routes/site';

/** The login's parameter naming where to return: /login?from=%2Fadmin%2Fregistrations%3Fq%3Dnovak */
export const FROM_PARAM = 'from';

/** Longer than any back-office address with its filters: anything longer is no address of ours. */
const MAX_FROM_LENGTH = 2000;
/** Stands for this site while a path is resolved: the check is that resolving keeps it. */
const HERE = 'https://kurzy.invalid';

/** The login screen, bringing the visitor back to `location` (path, filters and all) afterwards. */
export function loginPath(location: { pathname: string; search?: string; hash?: string }): string {
  const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${PATHS.login}?${new URLSearchParams({ [FROM_PARAM]: from }).toString()}`;
}

/** Where the login returns to: the `from` page when it is a page of this site's back-office, else the
 * default one. Never anywhere else, whatever the link says (an open redirect would lend this site's
 * name to a phishing page): not an absolute URL, not a scheme-relative //host, not /\host (browsers
 * read the backslash as a slash), not a path that climbs out of /admin. */
export function adminTarget(from: string | null | undefined): string {
  if (!from || from.length > MAX_FROM_LENGTH || !from.startsWith('/')) return ADMIN_HOME;
  // Backslashes and control characters have no place in our addresses; browsers "repair" them.
  if (from.includes('\\') || [...from].some((char) => char < ' ' || char === '\u007f')) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(from, HERE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== HERE) return ADMIN_HOME;
  if (url.pathname !== ADMIN_ROOT && !url.pathname.startsWith(`${ADMIN_ROOT}/`)) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
