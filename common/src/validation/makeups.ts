// Make-up lessons (náhrady): an absence excused in time earns the child a credit the family spends on
// a lesson of another slot. The rules' numbers and what families and staff send about credits; the
// server checks the same schemas with the same Czech messages.
import * as yup from 'yup';
import { integer, optionalLine, requiredId, requiredLine, requiredText } from './fields';
import { LESSON_ID_PATTERN } from './attendance';

/** A credit's life: available to book, booked on a lesson, used (the child came, or the booked lesson
 * was missed), expired (its validity passed unspent), revoked by staff. */
export enum MakeupCreditState {
  available = 'available',
  booked = 'booked',
  used = 'used',
  expired = 'expired',
  revoked = 'revoked',
}

export const MAKEUP_CREDIT_STATES = Object.values(MakeupCreditState);

/** How many hours before a lesson an excuse still earns a credit (a course's default). */
export const EXCUSE_CUTOFF_HOURS_DEFAULT = 12;
/** How many days a credit is valid (a course's default; never beyond the course's end). */
export const MAKEUP_VALID_DAYS_DEFAULT = 60;
export const EXCUSE_CUTOFF_HOURS_MAX = 336;
export const MAKEUP_VALID_DAYS_MAX = 365;
export const MAKEUP_PLACES_MAX = 50;
export const MAKEUP_GROUP_MAX = 60;

/** A whole number in a range; its message names the field (said in a form and by the server). */
const between = (field: string, min: number, max: number) => {
  const message = `${field}: zadejte celé číslo od ${min} do ${max}.`;
  return (
    integer()
      // Left out (or empty): the stored value stays, a new record takes the database's default.
      .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
      .typeError(message)
      .integer(message)
      .min(min, message)
      .max(max, message)
      .optional()
  );
};

/** A course's make-up settings (part of the course's schema). */
export const makeupCourseFields = {
  excuseCutoffHours: between('Omluva s náhradou (hodin před lekcí)', 0, EXCUSE_CUTOFF_HOURS_MAX),
  makeupValidDays: between('Platnost náhrady (dní)', 1, MAKEUP_VALID_DAYS_MAX),
  /** Courses with the same group share their lessons for make-ups (empty: the course alone). */
  // Left out: unchanged; empty: none.
  makeupGroup: optionalLine(MAKEUP_GROUP_MAX).default(undefined),
};

/** A slot's extra places for make-up guests (part of the slot's schema). */
export const makeupSlotFields = { makeupPlaces: between('Místa navíc pro náhrady', 0, MAKEUP_PLACES_MAX) };

const INVALID_LESSON = 'Lekce nebyla nalezena.';

/** A family books a lesson with one of its credits. */
export const makeupBookSchema = yup.object({
  creditId: requiredId(),
  lessonId: requiredText(40).matches(LESSON_ID_PATTERN, INVALID_LESSON),
});

export const MAKEUP_REASON_MAX = 500;

/** Staff grant a credit by hand. */
export const makeupGrantSchema = yup.object({
  registrationId: requiredId(),
  reason: requiredLine(MAKEUP_REASON_MAX),
});

const INVALID_MOMENT = 'Zadejte platné datum a čas.';

/** Staff extend a credit (a new expiry) or revoke it, with a reason. */
export const makeupCreditChangeSchema = yup.object({
  expiresAt: yup.date().typeError(INVALID_MOMENT).min(new Date('2000-01-01T00:00:00Z'), INVALID_MOMENT).optional(),
  state: yup
    .mixed<MakeupCreditState.revoked>()
    .oneOf([MakeupCreditState.revoked], 'Náhradu lze jen zrušit.')
    .optional(),
  reason: requiredLine(MAKEUP_REASON_MAX),
});
