import type { MessageFormatElement } from 'react-intl';
import compiled from 'virtual:messages/admin';
import { type MessageId, publicMessages } from './messages';

// Imported only by the back-office's lazy chunks (AdminProviders), so a parent on the public site
// never downloads these texts.

type AdminCzech = typeof import('./admin.cs.json');
type AdminEnglish = typeof import('./admin.en.json');

// admin.en.json must have every key of admin.cs.json, as for the public texts.
type MissingInEnglish = Exclude<keyof AdminCzech, keyof AdminEnglish>;
export const adminEnglishIsComplete: [MissingInEnglish] extends [never] ? true : MissingInEnglish = true;

let all: Record<MessageId, MessageFormatElement[]> | undefined;

/** Every text: the public Czech ones (the admin screens reuse some; loaded before the first render,
 * main.tsx) and the back-office's. */
export function adminMessages(): Record<MessageId, MessageFormatElement[]> {
  all ??= { ...publicMessages('cs'), ...compiled } as Record<MessageId, MessageFormatElement[]>;
  return all;
}
