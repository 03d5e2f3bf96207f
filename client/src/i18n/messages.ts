import type { MessageFormatElement } from 'react-intl';
import compiled from 'virtual:messages/public';

type Czech = typeof import('./cs.json');
type English = typeof import('./en.json');
type AdminCzech = typeof import('./admin.cs.json');

/** Ids of the public site's texts: cs.json is the source of truth. */
export type PublicMessageId = keyof Czech;

/** cs.json (public site) and admin.cs.json (back-office) are the source of truth: their keys are the
 * only valid message ids. The back-office texts load with its lazy chunk (adminMessages.ts). */
export type MessageId = PublicMessageId | keyof AdminCzech;

// en.json must have every key of cs.json: a key added to cs.json fails type checking here (naming
// it) until en.json has it too.
type MissingInEnglish = Exclude<PublicMessageId, keyof English>;
export const englishIsComplete: [MissingInEnglish] extends [never] ? true : MissingInEnglish = true;

export const LOCALE = 'cs';
export const FALLBACK_LOCALE = 'en';

/** Czech texts of the public site (English for any key Czech lacks), compiled at build time
 * (vite.config.ts, virtual:messages/*). */
export const messages = compiled as Record<PublicMessageId, MessageFormatElement[]>;
