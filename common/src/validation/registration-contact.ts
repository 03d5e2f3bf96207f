// How the registration compares people: a child registered twice, and a registration's contact
// details against its customer record. One rule for the server's duplicate check and for what
// staff are shown, so the two never disagree.

/** Invisible format characters (zero-width spaces and joiners, word joiner, byte order mark, soft
 * hyphen, bidirectional controls): they change the bytes of a name, never what a reader sees. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** Any run of white space or control characters (newlines, tabs, NUL) is one space in a name. */
const SPACES = /[\s\p{Cc}]+/gu;

/** A name as it is stored and shown: NFC, without invisible characters, single spaces, trimmed.
 * The letters and their case stay as the parent typed them. */
export function normalizeName(text: string): string {
  return text.normalize('NFC').replace(FORMAT_CHARACTERS, '').replace(SPACES, ' ').trim();
}

/** What two names are compared by: `normalizeName` under NFKC (which also folds full-width letters
 * and ligatures onto the plain ones, a superset of NFC's equivalences) and case-folded.
 * Upper-casing before lower-casing folds ß onto ss as full case folding does. */
export function nameKey(text: string): string {
  return normalizeName(text.normalize('NFKC')).toUpperCase().toLowerCase().normalize('NFC');
}

export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/** A phone number by its digits, without the Czech country prefix: '+420 777 123 456',
 * '00420777123456' and '777 123 456' are one number. */
export function phoneKey(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  return digits.length === 12 && digits.startsWith('420') ? digits.slice(3) : digits;
}

/** An e-mail address as the customer record and the registration match it: letter case ignored. */
export const emailKey = (text: string) => text.trim().toLowerCase();

/** The contact fields a registration keeps of its own and staff compare with the customer record. */
export const CONTACT_FIELDS = ['parentFirstName', 'parentLastName', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactDetails {
  parentFirstName: string;
  parentLastName: string;
  phone: string | null;
}

/** Where a registration's contact details differ from its customer's, ignoring letter case,
 * spacing and how a phone number is written. */
export function contactDifferences(registration: ContactDetails, customer: ContactDetails): ContactField[] {
  const same: Record<ContactField, boolean> = {
    parentFirstName: sameName(registration.parentFirstName, customer.parentFirstName),
    parentLastName: sameName(registration.parentLastName, customer.parentLastName),
    phone: phoneKey(registration.phone ?? '') === phoneKey(customer.phone ?? ''),
  };
  return CONTACT_FIELDS.filter((field) => !same[field]);
}

/** The path of a parent's own page on the site (client: routes/site.ts), their link's token appended. */
export const PARENT_PAGE_PATH = '/moje-prihlasky/';

/** The path of a parent's calendars (iCalendar) under the site: `<token>.ics` for all their
 * registrations, `<token>/<registration id>.ics` for one. */
export const PARENT_CALENDAR_PATH = '/api/parents/calendar/';

/** A personal link that has not been used for this many months stops working. */
export const PARENT_LINK_VALID_MONTHS = 12;

/** The page that confirms a parent's new e-mail address (the link in the message to that address),
 * its token appended. Under the page's path, so it is as private as the page. */
export const PARENT_EMAIL_CHANGE_PATH = '/moje-prihlasky/potvrzeni-emailu/';

/** How long that confirmation link works. */
export const EMAIL_CHANGE_VALID_HOURS = 48;
