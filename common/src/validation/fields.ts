// Building blocks for the domain schemas: each field rule once, with the spec's Czech messages.
import * as yup from 'yup';
import { ACTIVITY_TYPES, AGE_CATEGORIES, ActivityType, AgeCategory, Role, ROLES } from '../enums';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './control-characters';
import { INVALID_DATE, isValidIsoDate } from './iso-date';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, isWebUrl, PHONE_PATTERN, toE164Phone, URL_MAX_LENGTH } from './patterns';

export const tooLong = (max: number) => `Text je příliš dlouhý (nejvýše ${max} znaků)`;
export { INVALID_DATE };
export const INVALID_TIME = 'Zadejte čas ve tvaru HH:mm';
export const INVALID_URL = 'Zadejte platnou webovou adresu';
export const INVALID_NUMBER = 'Zadejte celé číslo';
export const INVALID_ACTIVITY_TYPE = 'Vyberte platný typ aktivity';
export const INVALID_ROLE = 'Vyberte platnou roli';
export const NOT_TEXT = 'Zadejte text';
export const NOT_YES_NO = 'Zadejte ano, nebo ne';
export const NUMBER_TOO_LARGE = 'Číslo je příliš velké';
export const NUMBER_TOO_SMALL = 'Číslo je příliš malé';
/** The database's int4, the largest integer any field holds. */
export const MAX_INTEGER = 2 ** 31 - 1;
export const MIN_INTEGER = -(2 ** 31);

/** '' and whitespace mean "not filled in". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Text, trimmed. Not yup's own trim(): it calls .trim() on whatever came, and an array or object
 * sent for a name failed with a TypeError (a 500) instead of a field message. */
export const text = () =>
  yup
    .string()
    .typeError(NOT_TEXT)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const requiredText = (max: number) => text().required(MESSAGES.required).max(max, tooLong(max));

export const optionalText = (max: number) =>
  text().transform(emptyToNull).nullable().default(null).max(max, tooLong(max));

const isLineOrEmpty = (value: string | null | undefined) => !value || isSingleLine(value);

/** A single-line text staff type (a title, a name, a place): no line break, tab or other control
 * character (isSingleLine), refused with its own message rather than stored and printed raw. */
export const requiredLine = (max: number) => requiredText(max).test('line', SINGLE_LINE_MESSAGE, isLineOrEmpty);

export const optionalLine = (max: number) => optionalText(max).test('line', SINGLE_LINE_MESSAGE, isLineOrEmpty);

export const requiredEmail = () => requiredText(254).matches(EMAIL_PATTERN, MESSAGES.email);
export const optionalEmail = () =>
  optionalText(254).matches(EMAIL_PATTERN, { message: MESSAGES.email, excludeEmptyString: true });

/** Phones are stored in one form, E.164 (toE164Phone), whatever spacing and prefix were typed. */
const asE164 = (value: unknown) => (typeof value === 'string' ? toE164Phone(value) : value);
export const requiredPhone = () => requiredText(30).transform(asE164).matches(PHONE_PATTERN, MESSAGES.phone);
export const optionalPhone = () =>
  optionalText(30).transform(asE164).matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true });

/** Not yup's url(): see isWebUrl. The length is capped inside the test too, since yup runs every
 * test whatever max() found. */
const webUrl = (protocols?: readonly string[]) => (value: string | null | undefined) =>
  !value || isWebUrl(value, protocols);
export const optionalUrl = (protocols?: readonly string[]) =>
  optionalText(URL_MAX_LENGTH).test('url', INVALID_URL, webUrl(protocols));
export const requiredUrl = (protocols?: readonly string[]) =>
  requiredText(URL_MAX_LENGTH).test('url', INVALID_URL, webUrl(protocols));

/** Every integer of every form and REST body: within int4, so the database never refuses it (a 500). */
export const integer = () =>
  yup
    .number()
    .typeError(INVALID_NUMBER)
    .integer(INVALID_NUMBER)
    .max(MAX_INTEGER, NUMBER_TOO_LARGE)
    .min(MIN_INTEGER, NUMBER_TOO_SMALL);
export const requiredCount = () => integer().required(MESSAGES.required).min(0, MESSAGES.belowZero);
export const optionalCount = () => integer().transform(emptyToNull).nullable().default(null).min(0, MESSAGES.belowZero);
export const optionalInteger = () => integer().transform(emptyToNull).nullable().default(null);
export const requiredId = () => integer().required(MESSAGES.required).min(1, MESSAGES.required);
export const optionalId = () => integer().transform(emptyToNull).nullable().default(null).min(1, MESSAGES.required);
/** The version of a record a change was made from (server/src/core/record-version.ts). */
export const optionalVersion = () => integer().transform(emptyToNull).nullable().default(null).min(1, INVALID_NUMBER);

export const flag = (fallback: boolean) => yup.boolean().typeError(NOT_YES_NO).default(fallback);

export const category = () =>
  yup.mixed<AgeCategory>().oneOf(AGE_CATEGORIES, MESSAGES.category).required(MESSAGES.category);
export const activityType = () =>
  yup.mixed<ActivityType>().oneOf(ACTIVITY_TYPES, INVALID_ACTIVITY_TYPE).required(INVALID_ACTIVITY_TYPE);
export const role = () => yup.mixed<Role>().oneOf(ROLES, INVALID_ROLE).required(INVALID_ROLE);

export const requiredDate = () =>
  text()
    .required(MESSAGES.required)
    .test('date', INVALID_DATE, (value) => !value || isValidIsoDate(value));
export const optionalDate = () =>
  text()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('date', INVALID_DATE, (value) => !value || isValidIsoDate(value));

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const requiredTime = () => requiredText(5).matches(TIME_PATTERN, INVALID_TIME);

// Its own module so that pages checking a date do not load yup with this file.
export { isValidIsoDate };
