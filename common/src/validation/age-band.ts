// The age band rule, in one place: the server refuses a registration by it, the form says it at the
// birth-date field before sending, the registration form offers only what fits, and the course pages
// name the band in words. A child's age is counted on the day of the registration (in Prague): that
// is the day the server checks, and courses run the whole school year, so no later day is better.
import { AGE_CATEGORY_YEARS, type AgeCategory, RegistrationType } from '../enums';
import { formatDate, formatRange } from '../format';

/** A category as the enum or as its value (GraphQL clients get the values). */
type Category = AgeCategory | `${AgeCategory}`;
const bandOf = (category: Category) => AGE_CATEGORY_YEARS[category as AgeCategory];
import { isValidIsoDate } from './iso-date';

/** Oldest child we take, in whole years; anything older is a typo in the birth date. */
export const MAX_CHILD_AGE = 18;

/** Age in whole years on a day (both ISO dates). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A real child's birth date: not in the future and at most MAX_CHILD_AGE years ago. */
export function isPlausibleBirthDate(birthDate: string, today: string): boolean {
  if (!isValidIsoDate(birthDate) || birthDate > today) return false;
  return ageOn(birthDate, today) <= MAX_CHILD_AGE;
}

/** Whether a child of this age in whole years belongs in the category (bands inclusive, so a
 * four-year-old fits both babies 2-4 and preschool 4-6; `uncategorized` takes every child). */
export function ageFitsCategory(age: number, category: Category): boolean {
  const band = bandOf(category);
  return !band || (age >= band.from && age <= band.to);
}

/** Whether a child of this birth date belongs in the category today. */
export function fitsAgeCategory(birthDate: string, category: Category, today: string): boolean {
  return isPlausibleBirthDate(birthDate, today) && ageFitsCategory(ageOn(birthDate, today), category);
}

/** 1 rok, 2 roky, 5 let. */
export function years(count: number): string {
  const word = count === 1 ? 'rok' : count >= 2 && count <= 4 ? 'roky' : 'let';
  return `${count} ${word}`;
}

/** "4–6 let", "2–4 roky" (the noun agrees with the upper bound), or null for every age. */
export function ageBandText(category: Category): string | null {
  const band = bandOf(category);
  return band ? formatRange(String(band.from), years(band.to)) : null;
}

/** The band in words for a course or camp page: "pro děti 4–6 let". */
export function ageBandWords(category: Category): string {
  const band = ageBandText(category);
  return band ? `pro děti ${band}` : 'pro děti každého věku';
}

export interface AgeBandParams {
  type: RegistrationType | `${RegistrationType}`;
  category: Category;
  birthDate: string;
  today: string;
}

/** Why a plausible birth date does not fit the chosen course or camp, naming the band and the
 * child's age, or null when it fits: "Kroužek je pro děti 4–6 let; dítě narozené 03.05.2016 má 10 let." */
export function ageBandProblem({ type, category, birthDate, today }: AgeBandParams): string | null {
  const band = ageBandText(category);
  const age = ageOn(birthDate, today);
  if (!band || ageFitsCategory(age, category)) return null;
  const what = type === RegistrationType.camp ? 'Tábor' : 'Kroužek';
  return `${what} je pro děti ${band}; dítě narozené ${formatDate(birthDate)} má ${years(age)}.`;
}

/** A date as people type it in Czech (3.5.2016, 03.05.2016, 3. 5. 2016; on a phone's digit pad,
 * which may lack the dot, 3 5 2016 or 03052016) as an ISO date, or null when it is not a real
 * calendar day. ISO input passes through (a value kept from elsewhere). */
export function parseCzechDate(text: string): string | null {
  const value = text.trim();
  if (isValidIsoDate(value)) return value;
  // Spaces collapsed first, so the separator pattern has no two quantifiers over the same spaces.
  const spaced = value.replace(/\s+/g, ' ');
  const match = /^(\d{1,2}) ?[./ -] ?(\d{1,2}) ?[./ -] ?(\d{4})$/.exec(spaced) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** The birth-date field's message for text that is not a date. */
export const BIRTH_DATE_FORMAT = 'Datum narození zadejte ve tvaru DD.MM.RRRR, například 03.05.2016.';
