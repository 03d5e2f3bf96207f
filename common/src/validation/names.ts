// A person's name, as the registration form and the staff forms take it. Names go into the e-mails
// the operator sends ("Dobrý den, Jana Nováková,"), so they may hold nothing that reads as a link,
// an account or an amount: the public form was used to send "Nezaplacená faktura – uhraďte na
// https://…" to a victim's address, signed by the operator (issue 21).
import * as yup from 'yup';
import { MESSAGES } from './messages';
import { NOT_TEXT, tooLong } from './fields';
import { normalizeName } from './registration-contact';

/** The longest first name, last name or child's full name: real names are far shorter, and every
 * character more is room for a message in the e-mail. */
export const NAME_MAX_LENGTH = 100;

export const INVALID_NAME =
  'Jméno může obsahovat jen písmena, mezery, pomlčku, apostrof a tečku za zkratkou (žádné číslice ani webové adresy).';

/** Letters of any script with their combining marks, then also spaces, hyphens, apostrophes (' and
 * ’) and dots. One quantifier over one character class, anchored: linear on any input. No digits,
 * no `:` or `/`, so no URL, account number or amount. */
const NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** A dot followed at once by a letter is a domain (`zlo.cz`, `www.example`), not an abbreviation
 * (`J. Novák`, `Novák st.`). */
const DOT_BEFORE_LETTER = /\.[\p{L}\p{M}]/u;

/** Whether a name (as normalizeName leaves it) is one a person has. */
export function isPersonName(name: string): boolean {
  return name.length <= NAME_MAX_LENGTH && NAME_CHARACTERS.test(name) && !DOT_BEFORE_LETTER.test(name);
}

/** A required name: NFC, without invisible or control characters, single spaces (normalizeName,
 * so the stored form is what is checked), then the characters and the length. */
export const personName = (max = NAME_MAX_LENGTH) =>
  yup
    .string()
    .typeError(NOT_TEXT)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeName(value) : value))
    .required(MESSAGES.required)
    .max(max, tooLong(max))
    .test('name', INVALID_NAME, (value) => !value || value.length > max || isPersonName(value));
