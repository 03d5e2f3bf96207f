import type { MessageFormatElement } from 'react-intl';
import compiled from 'virtual:messages/admin';
import type { MessageId } from './messages';

// Imported only by the back-office's lazy chunks (AdminProviders), so a parent on the public site
// never downloads these texts.

type AdminCzech = typeof import('./admin.cs.json');
type AdminEnglish = typeof import('./admin.en.json');

// admin.en.json must have every key of admin.cs.json, as for the public texts.
type MissingInEnglish = Exclude<keyof AdminCzech, keyof AdminEnglish>;
export const adminEnglishIsComplete: [MissingInEnglish] extends [never] ? true : MissingInEnglish = true;

/** Every text: the Czech public ones (the admin screens reuse some) and the back-office's, one set
 * (vite.config.ts). */
export const adminMessages = compiled as Record<MessageId, MessageFormatElement[]>;
