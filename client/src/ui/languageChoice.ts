// The visitor's choice of language (issue 49), kept in a cookie (common/src/locale.ts LOCALE_COOKIE)
// for a year: it stops the offer of the browser's language (LanguageOffer.tsx); nothing redirects on it.
import { isLocale, type Locale, LOCALE_COOKIE, localizedPath } from '@kurzy/common/locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export const hasChosenLocale = (): boolean =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));

/** The first of the browser's languages the site has, when it is not the page's. */
export function preferredOtherLocale(current: Locale): Locale | null {
  for (const tag of navigator.languages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base === current ? null : base;
  }
  return null;
}

/** The address of the page being shown (`path` as the router has it, without the language prefix)
 * in another language. */
export const addressIn = (locale: Locale, path: string, rest = ''): string => `${localizedPath(locale, path)}${rest}`;
