// Building blocks for the domain schemas: each field rule once, with the spec's Czech messages.
import * as yup from 'yup';
import { ACTIVITY_TYPES, AGE_CATEGORIES, ActivityType, AgeCategory, Role, ROLES } from '../enums';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

export const tooLong = (max: number) => `Text je příliš dlouhý (nejvýše ${max} znaků)`;
export const INVALID_DATE = 'Zadejte platné datum';
export const INVALID_TIME = 'Zadejte čas ve tvaru HH:mm';
export const INVALID_URL = 'Zadejte platnou webovou adresu';
export const INVALID_NUMBER = 'Zadejte celé číslo';
export const INVALID_ACTIVITY_TYPE = 'Vyberte platný typ aktivity';
export const INVALID_ROLE = 'Vyberte platnou roli';

/** '' and whitespace mean "not filled in". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const requiredText = (max: number) => yup.string().trim().required(MESSAGES.required).max(max, tooLong(max));

export const optionalText = (max: number) =>
  yup.string().trim().transform(emptyToNull).nullable().default(null).max(max, tooLong(max));

export const requiredEmail = () => requiredText(254).matches(EMAIL_PATTERN, MESSAGES.email);
export const optionalEmail = () =>
  optionalText(254).matches(EMAIL_PATTERN, { message: MESSAGES.email, excludeEmptyString: true });

export const requiredPhone = () => requiredText(30).matches(PHONE_PATTERN, MESSAGES.phone);
export const optionalPhone = () =>
  optionalText(30).matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true });

export const optionalUrl = () => optionalText(500).url(INVALID_URL);
export const requiredUrl = () => requiredText(500).url(INVALID_URL);

const integer = () => yup.number().typeError(INVALID_NUMBER).integer(INVALID_NUMBER);
export const requiredCount = () => integer().required(MESSAGES.required).min(0, MESSAGES.belowZero);
export const optionalCount = () => integer().transform(emptyToNull).nullable().default(null).min(0, MESSAGES.belowZero);
export const optionalInteger = () => integer().transform(emptyToNull).nullable().default(null);
export const requiredId = () => integer().required(MESSAGES.required).min(1, MESSAGES.required);
export const optionalId = () => integer().transform(emptyToNull).nullable().default(null).min(1, MESSAGES.required);

export const flag = (fallback: boolean) => yup.boolean().default(fallback);

export const category = () =>
  yup.mixed<AgeCategory>().oneOf(AGE_CATEGORIES, MESSAGES.category).required(MESSAGES.category);
export const activityType = () =>
  yup.mixed<ActivityType>().oneOf(ACTIVITY_TYPES, INVALID_ACTIVITY_TYPE).required(INVALID_ACTIVITY_TYPE);
export const role = () => yup.mixed<Role>().oneOf(ROLES, INVALID_ROLE).required(INVALID_ROLE);

/** A calendar date as ISO 'YYYY-MM-DD' that exists (no 31 February). */
export const isValidIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};
export const requiredDate = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .test('date', INVALID_DATE, (value) => !value || isValidIsoDate(value));
export const optionalDate = () =>
  yup
    .string()
    .trim()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('date', INVALID_DATE, (value) => !value || isValidIsoDate(value));

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const requiredTime = () => requiredText(5).matches(TIME_PATTERN, INVALID_TIME);
