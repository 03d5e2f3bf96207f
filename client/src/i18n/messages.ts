import { DEFAULT_LOCALE, type Locale } from '@kurzy/common/locale';
import type { MessageFormatElement } from 'react-intl';

type Czech = typeof import('./cs.json');
type English = typeof import('./en.json');
type Ukrainian = typeof import('./uk.json');
type AdminCzech = typeof import('./admin.cs.json');

/** Ids of the public site's texts: cs.json is the source of truth. */
export type PublicMessageId = keyof Czech;

/** cs.json (public site) and admin.cs.json (back-office) are the source of truth: their keys are the
 * only valid message ids. The back-office texts load with its lazy chunk (adminMessages.ts). */
export type MessageId = PublicMessageId | keyof AdminCzech;

// en.json and uk.json must have every key of cs.json: a key added to cs.json fails type checking here
// (naming it) until both have it too (i18n/catalogues.test.ts checks the texts themselves).
type MissingInEnglish = Exclude<PublicMessageId, keyof English>;
export const englishIsComplete: [MissingInEnglish] extends [never] ? true : MissingInEnglish = true;
type MissingInUkrainian = Exclude<PublicMessageId, keyof Ukrainian>;
export const ukrainianIsComplete: [MissingInUkrainian] extends [never] ? true : MissingInUkrainian = true;

export const LOCALE = DEFAULT_LOCALE;
export const FALLBACK_LOCALE = 'en';

export type MessageTable = Record<string, MessageFormatElement[]>;

// Each language's texts load only with that language, Czech's too: a chunk each (vite.config.ts,
// virtual:messages/*, compiled at build time), fetched before the page is rendered in it (main.tsx,
// entry-server.tsx), which names the loaders of its page sets.
type TextsLoader = () => Promise<{ default: MessageTable }>;
type LanguageModule = { default: MessageTable; pages: Partial<Record<string, TextsLoader>> };
const LOADERS: Record<Locale, () => Promise<LanguageModule>> = {
  cs: () => import('virtual:messages/public'),
  en: () => import('virtual:messages/public.en'),
  uk: () => import('virtual:messages/public.uk'),
};
const loaded: Partial<Record<Locale, MessageTable>> = {};
const pageLoaders: Partial<Record<Locale, LanguageModule['pages']>> = {};

export async function loadPublicMessages(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const module = await LOADERS[locale]();
  pageLoaders[locale] = module.pages;
  loaded[locale] = module.default;
}

/** The loader of a page set's texts in a language, known once its public texts are loaded (their
 * module names them, vite.config.ts). */
export const pageTextsIn = (locale: Locale, set: string): TextsLoader | undefined => pageLoaders[locale]?.[set];

/** A locale's public texts, loaded before (loadPublicMessages). */
export function publicMessages(locale: Locale): MessageTable {
  const table = loaded[locale];
  if (!table) throw new Error(`The ${locale} texts are not loaded`);
  return table;
}
