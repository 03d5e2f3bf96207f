// The registration form's problems in the page's language (issue 49), and the family page's forms' (the
// pickup persons, an excuse, an employer's invoice: features/parents/familyProblems.ts). common/ keeps writing them in
// Czech, word for word as the spec has them, in the browser's checks and in the server's answers alike;
// on /en and /uk this one table turns each of those texts (a field's message) or codes (a refusal) into
// the catalogue's text (registration.problem.*, loaded with the registration page in its language). On
// Czech pages nothing is translated: the texts stay common's own. A text the table does not know stays
// as it came (Czech), never blank.
import {
  type AgeBandParams,
  BIRTH_DATE_FORMAT,
  CAMP_PAPERWORK_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  type ErrorCode,
  EXCUSE_LESSON_REQUIRED,
  formatDate,
  INVALID_COMPANY_ID,
  INVALID_NAME,
  INVALID_TIME,
  MESSAGES,
  NOT_TEXT,
  NOT_YES_NO,
  PICKUP_PERSONS_MAX,
  RegistrationErrorCode,
  RequestErrorCode,
  SINGLE_LINE_MESSAGE,
  ageBandProblem,
  ageOn,
  tooLong,
} from '@kurzy/common';
import { LOCALE_TAGS, type Locale } from '@kurzy/common/locale';
import type { IntlShape } from 'react-intl';
import type { PublicMessageId } from '../../i18n/messages';
import type { Refusal } from '../../ui/apiErrors';
import { refusalText } from '../../ui/apiErrors';
import { categoryAges } from './labels';

/** Each Czech message the form can show, by its catalogue id (cs.json holds the same text, which
 * problemTexts.test.ts checks). */
export const CZECH_PROBLEMS = {
  'registration.problem.incompleteForm': MESSAGES.incompleteForm,
  'registration.problem.registrationFailed': MESSAGES.registrationFailed,
  'registration.problem.serverUnavailable': MESSAGES.serverUnavailable,
  'registration.problem.required': MESSAGES.required,
  'registration.problem.requiredItem': MESSAGES.requiredItem,
  'registration.problem.childAge': MESSAGES.childAge,
  'registration.problem.email': MESSAGES.email,
  'registration.problem.phone': MESSAGES.phone,
  'registration.problem.personalDataConsent': MESSAGES.personalDataConsent,
  'registration.problem.birthDateFormat': BIRTH_DATE_FORMAT,
  'registration.problem.invalidName': INVALID_NAME,
  'registration.problem.notText': NOT_TEXT,
  'registration.problem.notYesNo': NOT_YES_NO,
  'registration.problem.invalidTime': INVALID_TIME,
  'registration.problem.singleLine': SINGLE_LINE_MESSAGE,
  'registration.problem.controlCharacters': CONTROL_CHARACTERS_MESSAGE,
  'registration.problem.pickupChoice': CAMP_PAPERWORK_MESSAGES.pickupChoice,
  'registration.problem.pickupBoth': CAMP_PAPERWORK_MESSAGES.pickupBoth,
  'registration.problem.companyId': INVALID_COMPANY_ID,
  'registration.problem.excuseLesson': EXCUSE_LESSON_REQUIRED,
} as const satisfies Partial<Record<PublicMessageId, string>>;

const BY_TEXT = new Map<string, PublicMessageId>(
  Object.entries(CZECH_PROBLEMS).map(([id, text]) => [text, id as PublicMessageId]),
);

/** tooLong(max)'s text around its number, to read the number back. */
const [TOO_LONG_BEFORE = '', TOO_LONG_AFTER = ''] = tooLong(0).split('0');

/** A Czech message of common's (a field's, the form's own) in the page's language. */
export function fieldProblem(intl: IntlShape, czech: string): string {
  if (intl.locale === 'cs') return czech;
  const id = BY_TEXT.get(czech);
  if (id) return intl.formatMessage({ id });
  if (czech === CAMP_PAPERWORK_MESSAGES.pickupTooMany)
    return intl.formatMessage({ id: 'registration.problem.pickupTooMany' }, { max: PICKUP_PERSONS_MAX });
  if (czech.startsWith(TOO_LONG_BEFORE) && czech.endsWith(TOO_LONG_AFTER)) {
    const max = Number(czech.slice(TOO_LONG_BEFORE.length, czech.length - TOO_LONG_AFTER.length));
    if (Number.isInteger(max)) return intl.formatMessage({ id: 'registration.problem.tooLong' }, { max });
  }
  return czech;
}

/** Formik's errors (a message, or nested objects and lists of them: the pickup persons) with every
 * message in the page's language. */
export function fieldProblems<T>(intl: IntlShape, errors: T): T {
  if (typeof errors === 'string') return fieldProblem(intl, errors) as T;
  if (Array.isArray(errors)) return errors.map((item: unknown) => fieldProblems(intl, item)) as T;
  if (errors && typeof errors === 'object')
    return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, fieldProblems(intl, value)])) as T;
  return errors;
}

/** Why the birth date does not fit the course's or camp's band (common's ageBandProblem), in the page's
 * language; null when it fits. The date stays as typed (DD.MM.YYYY). */
export function ageBandText(intl: IntlShape, params: AgeBandParams): string | null {
  const czech = ageBandProblem(params);
  if (!czech || intl.locale === 'cs') return czech;
  return intl.formatMessage(
    { id: 'registration.problem.ageBand' },
    {
      what: params.type,
      band: intl.formatMessage({ id: categoryAges(params.category) }),
      birthDate: formatDate(params.birthDate),
      age: ageOn(params.birthDate, params.today),
    },
  );
}

/** Minutes until a limit lets the form through again, as common's texts count them. */
const minutesOf = (params: Refusal['params']) => Math.max(1, Math.ceil(Number(params?.retryAfterMs) / 60_000));

/** The refusals a family can meet when sending the form, by code: their catalogue id and its values. */
const REFUSALS: Partial<
  Record<ErrorCode, (params: Refusal['params']) => [PublicMessageId, Record<string, string | number>?]>
> = {
  [RegistrationErrorCode.Full]: () => ['registration.problem.full'],
  [RegistrationErrorCode.NoFreePlace]: () => ['registration.problem.noFreePlace'],
  [RegistrationErrorCode.ChildAge]: () => ['registration.problem.childAge'],
  [RegistrationErrorCode.TooManyFromAddress]: (params) => [
    'registration.problem.tooManyFromAddress',
    { minutes: minutesOf(params) },
  ],
  [RegistrationErrorCode.TooManyForEmail]: (params) => [
    'registration.problem.tooManyForEmail',
    { minutes: minutesOf(params) },
  ],
  [RegistrationErrorCode.TooManyForCourseFromAddress]: (params) => [
    'registration.problem.tooManyForCourseFromAddress',
    { minutes: minutesOf(params) },
  ],
  [RegistrationErrorCode.TooManyForCourseForEmail]: (params) => [
    'registration.problem.tooManyForCourseForEmail',
    { minutes: minutesOf(params) },
  ],
  [RegistrationErrorCode.ChallengeRequired]: () => ['registration.problem.challengeRequired'],
  [RegistrationErrorCode.ChallengeInvalid]: () => ['registration.problem.challengeInvalid'],
  [RegistrationErrorCode.IdempotencyKeyReused]: () => ['registration.problem.idempotencyKeyReused'],
  [RequestErrorCode.TooManyRequests]: (params) => [
    'registration.problem.tooManyRequests',
    { seconds: Math.max(1, Math.ceil(Number(params?.retryAfterMs) / 1000)) },
  ],
};

/** A refusal's text in the page's language: common's Czech one on Czech pages and for a refusal the
 * table does not name. */
export function refusalProblem(intl: IntlShape, refusal: Refusal): string {
  if (intl.locale !== 'cs') {
    if (refusal.code === RegistrationErrorCode.ChildAgeOutsideBand) {
      const text = ageBandText(intl, refusal.params as unknown as AgeBandParams);
      if (text) return text;
    }
    if (refusal.code === RegistrationErrorCode.PriorityWindow && typeof refusal.params?.until === 'string') {
      const until = new Intl.DateTimeFormat(LOCALE_TAGS[intl.locale as Locale], {
        timeZone: 'Europe/Prague',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(refusal.params.until));
      return intl.formatMessage({ id: 'registration.problem.priorityWindow' }, { until });
    }
    const written = REFUSALS[refusal.code]?.(refusal.params);
    if (written) return intl.formatMessage({ id: written[0] }, written[1]);
  }
  return refusalText(refusal);
}
