// The registration form: validated the same way in the browser (formik) and on the server.
import * as yup from 'yup';
import { REGISTRATION_TYPES, RegistrationType } from '../enums';
import { isPlausibleBirthDate } from './age-band';
import { optionalText, requiredEmail, requiredPhone, flag, NOT_TEXT, text, tooLong } from './fields';
import { MESSAGES } from './messages';
import { normalizeName } from './registration-contact';

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
