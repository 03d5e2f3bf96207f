// The registration form: validated the same way in the browser (formik) and on the server.
import * as yup from 'yup';
import { AGE_CATEGORY_YEARS, AgeCategory, REGISTRATION_TYPES, RegistrationType } from '../enums';
import { isValidIsoDate, optionalText, requiredEmail, requiredPhone, flag, NOT_TEXT, text, tooLong } from './fields';
import { MESSAGES } from './messages';
import { normalizeName } from './registration-contact';

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

/** Whether a child of this birth date belongs in the category today (bands inclusive, so a
 * four-year-old fits both babies 2-4 and preschool 4-6). */
export function fitsAgeCategory(birthDate: string, category: AgeCategory, today: string): boolean {
  const band = AGE_CATEGORY_YEARS[category];
  if (!band) return isPlausibleBirthDate(birthDate, today);
  const age = ageOn(birthDate, today);
  return isPlausibleBirthDate(birthDate, today) && age >= band.from && age <= band.to;
}

/** Today in Czech time as an ISO date. */
export function pragueToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(now);
}

const targetId = (type: RegistrationType) =>
  yup
    .number()
    .transform((value: unknown) => (Number.isNaN(value) ? null : value))
    .nullable()
    .default(null)
    .when('type', {
      is: type,
      then: (schema) => schema.required(MESSAGES.required).integer(MESSAGES.required).min(1, MESSAGES.required),
      otherwise: () => yup.mixed().strip(),
    });

/** A person's name as normalizeName makes it (NFC, no invisible or control characters, single
 * spaces), before its length is checked: the stored form is what must fit. */
const requiredName = (max: number) =>
  yup
    .string()
    .typeError(NOT_TEXT)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeName(value) : value))
    .required(MESSAGES.required)
    .max(max, tooLong(max));

export const registrationSchema = yup.object({
  parentFirstName: requiredName(100),
  parentLastName: requiredName(100),
  email: requiredEmail(),
  phone: requiredPhone(),
  childFullName: requiredName(200),
  childBornYear: text()
    .required(MESSAGES.required)
    .test('plausible', MESSAGES.childAge, (value) => !value || isPlausibleBirthDate(value, pragueToday())),
  note: optionalText(2000),
  photoConsent: flag(false),
  personalDataConsent: yup
    .boolean()
    .typeError(MESSAGES.personalDataConsent)
    .required(MESSAGES.personalDataConsent)
    .oneOf([true], MESSAGES.personalDataConsent),
  type: yup.mixed<RegistrationType>().oneOf(REGISTRATION_TYPES, MESSAGES.required).required(MESSAGES.required),
  scheduleId: targetId(RegistrationType.course),
  campId: targetId(RegistrationType.camp),
});

export type RegistrationValues = yup.InferType<typeof registrationSchema>;
