// The registration form: validated the same way in the browser (formik) and on the server.
import * as yup from 'yup';
import { REGISTRATION_TYPES, RegistrationType } from '../enums';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../locale';
import { isPlausibleBirthDate } from './age-band';
import { campRegistrationFields } from './camp-paperwork';
import { integer, NOT_YES_NO, optionalId, optionalText, requiredEmail, requiredPhone, flag, text } from './fields';
import { MESSAGES } from './messages';
import { personName } from './names';

// Made once, on first use (nothing in common runs at import): a formatter with a time zone costs
// ~0.2 ms to make, and every registration asks thrice.
let pragueDate: Intl.DateTimeFormat | undefined;

/** Today in Czech time as an ISO date. */
export function pragueToday(now = new Date()): string {
  pragueDate ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' });
  return pragueDate.format(now);
}

/** The course's slot or the camp: an item chosen from a list, so the spec's "Položka je povinná"
 * (a field typed in says "Toto pole je povinné"). */
const targetId = (type: RegistrationType) =>
  integer()
    .transform((value: unknown) => (Number.isNaN(value) ? null : value))
    .nullable()
    .default(null)
    .when('type', {
      is: type,
      then: (schema) =>
        schema.required(MESSAGES.requiredItem).integer(MESSAGES.requiredItem).min(1, MESSAGES.requiredItem),
      otherwise: () => yup.mixed().strip(),
    });

export const INVALID_LANGUAGE = 'Vyberte jazyk: cs, en, nebo uk';

/** The language the family registered in (issue 49): every later e-mail to it is written in it. An
 * older client sends none: Czech. */
const language = () =>
  yup
    .mixed<Locale>()
    .transform((value: unknown) => (value === null || value === '' ? undefined : value))
    .oneOf(LOCALES, INVALID_LANGUAGE);

export const registrationSchema = yup.object({
  parentFirstName: personName(),
  parentLastName: personName(),
  email: requiredEmail(),
  phone: requiredPhone(),
  childFullName: personName(),
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
  language: language().default(DEFAULT_LOCALE),
  ...campRegistrationFields,
});

/** The form's values; the language is optional for staff edits (the form itself always gives one). */
export type RegistrationValues = Omit<yup.InferType<typeof registrationSchema>, 'language'> & { language?: Locale };

/** Staff edit: the form plus the waiting-list flag; empty keeps it (or, when moved, a place if one is
 * free). */
export const registrationUpdateSchema = registrationSchema.shape({
  replacement: yup.boolean().typeError(NOT_YES_NO).nullable().default(null),
  /** The spec's client sends the branch too: it must be the slot's or camp's (it follows from them). */
  branchId: optionalId(),
  /** Staff editing keep the family's language unless they send one. */
  language: language().default(undefined),
});
