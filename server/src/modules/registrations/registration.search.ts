import { escapeLike } from '@kurzy/common';
import type { Bind } from '../../core/filters';

// The staff search of registrations (issue 23, item 8): what staff type finds the row, however it
// is written. Names, e-mail and the variable symbol are compared folded (lower case, no diacritics:
// "sebestova" finds Šebestová), the phone by its digits ("+420 777 888 999" finds 777888999 and back),
// each word of the text anywhere in them ("Šebestová Eva" finds Eva Šebestová).

/** Lower case without diacritics: `kurzy_fold`, an immutable wrapper of the unaccent extension made
 * by the migration RegistrationSearchFolded, so an index can hold it. */
const fold = (sql: string) => `kurzy_fold(${sql})`;

/** The folded text a registration is found by: the same expression as the trigram index
 * "registration_search_folded_idx" (so any change is a migration too). */
export const REGISTRATION_SEARCH_SQL = `(${fold(
  `"registration"."parent_first_name" || ' ' || "registration"."parent_last_name" || ' ' || "registration"."child_full_name" || ' ' || "registration"."email" || ' ' || "registration"."variable_symbol"::text`,
)} || ' ' || regexp_replace("registration"."phone", '[^0-9]', '', 'g'))`;

/** More words than this are one text too many to mean anything; the rest are left out. */
const MAX_WORDS = 8;
/** A Czech number without its country prefix. */
const NATIONAL_DIGITS = 9;

/** What is looked for: the words of the text, or the digits of a phone number or a variable
 * symbol written in any of the ways staff write them. */
export function searchTerms(text: string): string[] {
  // "VS 101543", "vs: 101543", "V.S. 101543"
  const symbol = /^v\.?s\.?:?(\d+)$/i.exec(text.replace(/\s+/g, ''));
  if (symbol) return [symbol[1] as string];
  // A number written with spaces, dashes, slashes, brackets or a leading + (a phone or a VS).
  if (/^\+?[\d\s\-/().]+$/.test(text)) {
    let digits = text.replace(/\D/g, '');
    if (digits.length >= 3) {
      if (digits.startsWith('00')) digits = digits.slice(2);
      // With a country prefix (+420 …): the number as stored without it matches too.
      if (digits.length > NATIONAL_DIGITS) digits = digits.slice(-NATIONAL_DIGITS);
      return [digits];
    }
  }
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** Every term anywhere in the registration's search text (LIKE wildcards typed by staff are literal). */
export function registrationSearch(text: string, bind: Bind): string {
  const conditions = searchTerms(text).map(
    (term) => `${REGISTRATION_SEARCH_SQL} LIKE '%' || ${fold(bind(escapeLike(term)))} || '%' ESCAPE '\\'`,
  );
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}
