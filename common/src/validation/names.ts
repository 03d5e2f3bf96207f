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
  'Jméno může obsahovat jen písmena latinky, cyrilice nebo řečtiny, mezery, pomlčku, apostrof a tečku za zkratkou (žádné číslice ani webové adresy).';

/** Letters with their combining marks, then also spaces, hyphens, apostrophes (', ’ and the
 * Ukrainian ʼ) and dots. One quantifier over one character class, anchored: linear on any input. No
 * digits, no `:` or `/`, so no URL, account number or amount. */
const NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} '’ʼ.-]*$/u;
/** A dot followed at once by a letter is a domain (`zlo.cz`, `www.example`), not an abbreviation
 * (`J. Novák`, `Novák st.`). */
const DOT_BEFORE_LETTER = /\.[\p{L}\p{M}]/u;
/** The words of a name: between spaces and hyphens. */
const WORD_SEPARATORS = /[ -]/u;
/** One word in one script: Latin (Czech, Slovak, German, Polish, Vietnamese…), Cyrillic (Ukrainian,
 * Russian…) or Greek, with the combining marks of every script and the apostrophes and dots a word
 * may hold. Another script's letter among Latin ones (`wwwꓸzlo` with a Lisu ꓸ, `раураl` with a
 * Cyrillic а) is how a look-alike address is written. One character class each: linear. */
const ONE_SCRIPT_WORD = [
  /^[\p{sc=Latin}\p{sc=Inherited}'’ʼ.]+$/u,
  /^[\p{sc=Cyrillic}\p{sc=Inherited}'’ʼ.]+$/u,
  /^[\p{sc=Greek}\p{sc=Inherited}'’ʼ.]+$/u,
];
/** Whatever looks like `.`, `:` or `/`: every code point whose skeleton in Unicode's confusables
 * data holds U+002E, U+003A or U+002F (confusables.txt, UTS #39, version 17.0.0, 2025-07-22: the
 * lines whose target contains 002E, 003A or 002F; 85 code points, e.g. U+A4F8 ꓸ LISU LETTER TONE
 * MYA TI, U+02D0 ː MODIFIER LETTER TRIANGULAR COLON, U+2044 ⁄ FRACTION SLASH). The script rule
 * above refuses them already; this list keeps them out should a script or sign ever be allowed. */
const LOOKS_LIKE_DOT_COLON_SLASH: ReadonlySet<number> = new Set([
  0x25, 0x2d0, 0x2f8, 0x589, 0x5c3, 0x609, 0x60a, 0x660, 0x66a, 0x6f0, 0x701, 0x702, 0x703, 0x704, 0x903, 0xa83, 0x16ec,
  0x1735, 0x1803, 0x1809, 0x2024, 0x2025, 0x2026, 0x2030, 0x2031, 0x2041, 0x2044, 0x2052, 0x205a, 0x2100, 0x2101,
  0x2105, 0x2106, 0x2215, 0x2236, 0x2488, 0x2489, 0x248a, 0x248b, 0x248c, 0x248d, 0x248e, 0x248f, 0x2490, 0x2491,
  0x2492, 0x2493, 0x2494, 0x2495, 0x2496, 0x2497, 0x2498, 0x2499, 0x249a, 0x249b, 0x2571, 0x27c9, 0x27cb, 0x29f4,
  0x29f6, 0x29f8, 0x2a74, 0x2afb, 0x2afd, 0x2cc6, 0x2cc7, 0x2f03, 0x3033, 0x30ce, 0x31d3, 0x4e3f, 0xa4f8, 0xa4fa,
  0xa4fb, 0xa4fd, 0xa4fe, 0xa60e, 0xa789, 0xfe30, 0xff1a, 0x10a50, 0x11dd9, 0x1d16d, 0x1d23a, 0x1f100,
]);

const looksLikeDotColonSlash = (name: string) =>
  [...name].some((character) => LOOKS_LIKE_DOT_COLON_SLASH.has(character.codePointAt(0)!));

/** Whether a name (as normalizeName leaves it) is one a person has. */
export function isPersonName(name: string): boolean {
  return (
    name.length <= NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(name) &&
    !DOT_BEFORE_LETTER.test(name) &&
    !looksLikeDotColonSlash(name) &&
    name.split(WORD_SEPARATORS).every((word) => word === '' || ONE_SCRIPT_WORD.some((pattern) => pattern.test(word)))
  );
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
