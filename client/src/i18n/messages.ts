import adminCs from './admin.cs.json';
import adminEn from './admin.en.json';
import cs from './cs.json';
import en from './en.json';

/** cs.json (public site) and admin.cs.json (back-office) are the source of truth: their keys are the
 * only valid message ids. */
export type MessageId = keyof typeof cs | keyof typeof adminCs;

// Typing en as complete keeps both files in step: a key added to cs.json fails the build until
// en.json has it too.
const english: Record<MessageId, string> = { ...en, ...adminEn };

export const LOCALE = 'cs';
export const FALLBACK_LOCALE = 'en';

/** Czech texts, with English filling any key Czech lacks. */
export const messages: Record<MessageId, string> = { ...english, ...cs, ...adminCs };
