// What a new staff password must be: the length rules shared with the browser (common/), and not
// one of the most common passwords. Used for passwords set through the API and for ADMIN_PASSWORD
// (config.ts), so no way of setting a password skips it.
import { PASSWORD_TOO_COMMON, passwordLengthProblem, trimWhile } from '@kurzy/common';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Czech ones and this site's own words, which an English leak list lacks: guessers try them first.
 * `escrzyaie` is 1234567890 typed on a Czech keyboard without Shift (diacritics removed). */
const CZECH_PASSWORDS = [
  'heslo',
  'hesloheslo',
  'mojeheslo',
  'tajneheslo',
  'noveheslo',
  'zmenheslo',
  'silneheslo',
  'bezpecneheslo',
  'prihlaseni',
  'spravce',
  'administrator',
  'admin',
  'slunecnice',
  'krouzky',
  'krouzek',
  'detskekrouzky',
  'krouzkyslunecnice',
  'tabor',
  'tabory',
  'lektor',
  'lektorka',
  'deti',
  'skola',
  'skolka',
  'praha',
  'brno',
  'ostrava',
  'plzen',
  'olomouc',
  'cesko',
  'ceskarepublika',
  'sparta',
  'slavia',
  'banik',
  'hokej',
  'fotbal',
  'pivo',
  'ahoj',
  'ahojahoj',
  'nazdar',
  'nevim',
  'miluju',
  'milujutebe',
  'milujitebe',
  'milacek',
  'lasko',
  'beruska',
  'kocicka',
  'pejsek',
  'zlaticko',
  'slunicko',
  'jahoda',
  'maminka',
  'tatinek',
  'babicka',
  'jaro',
  'leto',
  'podzim',
  'zima',
  'qwertz',
  'qwertzuiop',
  'yxcvbnm',
  'escrzyaie',
  'escrzy',
];

/** Lower case without diacritics, so `Heslo`, `HESLO` and `hesló` are one word. */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The word inside: digits, punctuation and spaces at either end do not make `Password2024!` any
 * less `password`. A password of nothing but those stays whole. */
function core(password: string): string {
  const whole = plain(password);
  return trimWhile(whole, (char) => /^[\p{N}\p{P}\p{S}\s]$/u.test(char)) || whole;
}

let common: Set<string> | null = null;
/** Built on first use: the start of a process that never sets a password does not pay for it. */
function commonPasswords(): Set<string> {
  common ??= new Set([...readCommonPasswords(), ...CZECH_PASSWORDS]);
  return common;
}

/** The shortest unit the text repeats (`abcabcabc` -> `abc`), or null when it repeats nothing. */
function repeatedUnit(text: string): string | null {
  const letters = [...text];
  for (let size = 1; size <= letters.length / 2; size += 1) {
    if (letters.length % size !== 0) continue;
    const unit = letters.slice(0, size).join('');
    if (unit.repeat(letters.length / size) === text) return unit;
  }
  return null;
}

/** A list password, a list password with digits or symbols around it, or a short or list word
 * said again and again (`aaaaaaaaaaaa`, `hesloheslo12`). */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const word = core(password);
  if (list.has(word)) return true;
  return [word, plain(password)].some((text) => {
    const unit = repeatedUnit(text);
    return unit !== null && ([...unit].length <= 4 || list.has(core(unit)));
  });
}

/** What is wrong with a new password (a Czech message for its field), or null. */
export function passwordProblem(password: string): string | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
}

/** The list of common passwords, a data file beside the code (the same path from src/ and dist/). */
const COMMON_PASSWORDS_FILE = path.resolve(__dirname, '../../data/common-passwords.txt');

function readCommonPasswords(): string[] {
  return readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}
