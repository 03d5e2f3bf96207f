// Filter semantics of seed-spec section 5, shared by the server's SQL and any client-side check.

/** How a filter field compares. */
export type FilterKind =
  | 'text' // case-insensitive "contains"; % and _ are literal
  | 'equalsIgnoreCase' // type, category
  | 'exact' // numbers, booleans, ids
  | 'day' // dates compare by calendar day
  | 'dayFrom' // that calendar day or later (a range's start)
  | 'dayTo' // that calendar day or earlier (a range's end, the whole day included)
  | 'pass'; // availability: accepts everything

/** Empty values are ignored: undefined, null, '' and whitespace-only text. */
export function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Escapes LIKE wildcards so a user's % and _ match themselves (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Longer than any stored name or title: the server refuses a longer filter text. */
export const MAX_FILTER_TEXT = 200;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** The registrations grid's largest page (staff only; it draws only the rows in view). Its search
 * alone takes limits up to this; every other list stops at MAX_LIMIT. */
export const REGISTRATION_PAGE_LIMIT = 500;
/** The most registrations one bulk action (pay, unpay, delete, e-mails, export of a selection) takes:
 * "every row the filter matches" up to this, a narrower filter beyond. */
export const REGISTRATION_SELECTION_MAX = 5000;
/** How long the e-mails a staff action causes (the receipt after "Zaplaceno") wait before they go:
 * the toast's "Vrátit" takes them back meanwhile (issue 41, item 11). Far beyond the toast's own
 * 8 s, since hovering it pauses its timer. */
export const STAFF_MAIL_HOLD_MS = 2 * 60_000;
/** A bulk action that would e-mail more families than this says how many first and lets staff
 * carry it out without the e-mails (issue 41, item 11). */
export const BULK_MAIL_ASK_ABOVE = 5;
