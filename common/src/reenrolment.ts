// The next term (issue 45): courses copied forward with new dates, and the families holding a place
// in a course invited to continue in its copy before the public may register there.
import * as yup from 'yup';
import { optionalId, optionalLine, optionalText, requiredDate, requiredId } from './validation/fields';
import { optionalPrice } from './validation/money';
import { END_BEFORE_START } from './validation/content';
import { formatOfferDeadline } from './format';
import { offerDeadlineSchema } from './waitlist';

/** A family's answer to an invitation to continue. */
export enum ReenrolmentState {
  /** Invited; the family page not viewed since. */
  invited = 'invited',
  /** The family page was viewed after the invitation, no answer yet. */
  opened = 'opened',
  /** Continues: a new registration in the successor. */
  accepted = 'accepted',
  /** Does not continue (with an optional reason). */
  declined = 'declined',
}

export const REENROLMENT_STATES = Object.values(ReenrolmentState);

/** Each answer in the staff's words. */
export const REENROLMENT_STATE_LABELS: Record<ReenrolmentState, string> = {
  [ReenrolmentState.invited]: 'Pozváno',
  [ReenrolmentState.opened]: 'Otevřeno',
  [ReenrolmentState.accepted]: 'Pokračuje',
  [ReenrolmentState.declined]: 'Nepokračuje',
};

/** Days before the window's end when the undecided families are reminded. */
export const REENROLMENT_REMINDER_DAYS = 3;
/** The longest reason a family may give for not continuing. */
export const REENROLMENT_REASON_MAX = 500;

const endNotBefore = (startField: string) =>
  function (this: yup.TestContext, value: string | null | undefined) {
    const start = this.parent[startField] as string | null | undefined;
    return !value || !start || value >= start;
  };

/** One course copied into the next term: its new dates, optionally a new title and the price staff
 * confirmed (left out: the old course's). */
export const courseCopySchema = yup.object({
  startDate: requiredDate(),
  endDate: requiredDate().test('end', END_BEFORE_START, endNotBefore('startDate')),
  title: optionalLine(200),
  price: optionalPrice(),
});
export type CourseCopyValues = yup.InferType<typeof courseCopySchema>;

/** Every course of a term copied at once: the courses that start on or after `termFrom` and end on
 * or before `termTo` (and have no copy yet), with the new term's dates. */
export const termCopySchema = yup.object({
  termFrom: requiredDate(),
  termTo: requiredDate().test('end', END_BEFORE_START, endNotBefore('termFrom')),
  startDate: requiredDate(),
  endDate: requiredDate().test('end', END_BEFORE_START, endNotBefore('startDate')),
});
export type TermCopyValues = yup.InferType<typeof termCopySchema>;

/** An ISO date-time with its offset, as an offer's deadline is given. */
const priorityUntil = () => offerDeadlineSchema.fields.expiresAt as yup.StringSchema<string>;

/** Staff open re-enrolment on the old course: the window's end (an ISO date-time with its offset),
 * and whether the waiting replacements are invited too. */
export const reenrolmentOpenSchema = yup.object({
  priorityUntil: priorityUntil(),
  includeReplacements: yup.boolean().default(false),
});
export type ReenrolmentOpenValues = yup.InferType<typeof reenrolmentOpenSchema>;

/** Staff move the window's end (a past one opens the successor to everyone at once). */
export const reenrolmentMoveSchema = yup.object({ priorityUntil: priorityUntil() });

/** "Pokračovat": the old registration, optionally another slot of the successor. */
export const reenrolmentAcceptSchema = yup.object({
  registrationId: requiredId(),
  scheduleId: optionalId(),
});
export type ReenrolmentAcceptValues = yup.InferType<typeof reenrolmentAcceptSchema>;

/** "Nepokračovat": the old registration and an optional reason. */
export const reenrolmentDeclineSchema = yup.object({
  registrationId: requiredId(),
  reason: optionalText(REENROLMENT_REASON_MAX),
});
export type ReenrolmentDeclineValues = yup.InferType<typeof reenrolmentDeclineSchema>;

/** Staff enrol an invited family by hand (the family's answer is then "continues"). */
export const reenrolmentEnrolSchema = reenrolmentAcceptSchema;

/** "Přednostní přihlašování stávajících účastníků do 3. 9. 2026 18:00": the course page's notice,
 * in Prague time. */
export function priorityWindowNotice(until: Date | string): string {
  return `Přednostní přihlašování stávajících účastníků do ${formatOfferDeadline(until)}`;
}
