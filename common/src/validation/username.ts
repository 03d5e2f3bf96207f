// The login name suggested for a new staff member from their name: "Jana Nováková" → "jana.novakova".
// Lower case, the Czech (and other) diacritics stripped, the words joined by dots; the server makes
// it unique by a number ("jana.novakova2").

/** Letters that NFD does not split into a base letter and a mark. */
const UNSPLIT_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ħ: 'h', ı: 'i' };

/** Room for the number that makes it unique, within the column's 100 characters. */
const USERNAME_BASE_MAX_LENGTH = 90;

/** The suggestion before it is made unique; always matches the username rule (3+ of [a-z0-9._-]). */
export function usernameFromName(name: string): string {
  const ascii = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^ -~]/g, (letter) => UNSPLIT_LETTERS[letter] ?? ' ');
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  let base = words.join('.').slice(0, USERNAME_BASE_MAX_LENGTH);
  while (base.endsWith('.')) base = base.slice(0, -1);
  if (base.length >= 3) return base;
  return base ? `${base}.lektor` : 'lektor';
}
