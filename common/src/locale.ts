// The languages a family may read the site in (issue 49): Czech at the spec's own paths, English and
// Ukrainian at the same paths under /en and /uk. The back-office stays Czech. The client, the server's
// page heads and sitemap and the e-mails read these.

export const LOCALES = ['cs', 'en', 'uk'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'cs';

/** The cookie keeping a visitor's choice of language (the switch or the offer bar); read by the client
 * to stop offering the browser's language again, never to redirect. */
export const LOCALE_COOKIE = 'kurzy-lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Where a locale's pages live: '' for Czech, '/en', '/uk'. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The locale of a path (a query string may follow) and the path as Czech has it (`/uk/courses` ->
 * uk, `/courses`; `/en` -> en, `/`; `/uk?a=1` -> uk, `/?a=1`). */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  const match = /^\/(en|uk)(?=[/?#]|$)/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A Czech path in a locale (`/courses` in uk -> `/uk/courses`; `/` in en -> `/en/`). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** BCP 47 tags for Intl and `og:locale`-like uses. */
export const LOCALE_TAGS: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB', uk: 'uk-UA' };

/** Each language's name in itself, for the switch (never translated: a reader finds their own). */
export const LOCALE_NAMES: Record<Locale, string> = { cs: 'Čeština', en: 'English', uk: 'Українська' };
