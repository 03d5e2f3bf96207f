// `virtual:messages/<set>` in tests (vite.config.ts compiles each set at build time): every set holds
// every text, Czech over English, public and back-office alike.
import { parse } from '@formatjs/icu-messageformat-parser';
import adminCzech from '../i18n/admin.cs.json';
import adminEnglish from '../i18n/admin.en.json';
import czech from '../i18n/cs.json';
import english from '../i18n/en.json';

const texts: Record<string, string> = { ...english, ...czech, ...adminEnglish, ...adminCzech };

export default Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));

/** The page sets' loaders another language's public set names (none in tests: they render Czech). */
export const pages = {};
