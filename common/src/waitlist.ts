// Waiting-list offers (issue 42): a freed place is offered to the first waiting replacement and held
// for them until a deadline, then accepted, declined, lapsed or withdrawn.
import * as yup from 'yup';
import { formatOfferDeadline } from './format';
import { requiredId } from './validation/fields';
import { isValidIsoDate } from './validation/iso-date';
import { MESSAGES } from './validation/messages';

/** Where an offer stands. Only `offered` holds a place (and only until its deadline). */
export enum WaitlistOfferState {
  offered = 'offered',
  accepted = 'accepted',
  declined = 'declined',
  expired = 'expired',
  withdrawn = 'withdrawn',
}

export const WAITLIST_OFFER_STATES = Object.values(WaitlistOfferState);

/** Why a replacement next in line was given no offer when a place freed (the place stayed free). */
export enum WaitlistPassReason {
  /** Less than OFFER_MIN_HOURS would remain before the cut-off ahead of the first lesson or camp day. */
  tooLate = 'too_late',
  /** The course or camp is over. */
  over = 'over',
}

/** Why, as staff read it after "Místo nebylo nabídnuto automaticky:". */
export const WAITLIST_PASS_REASON_TEXTS: Record<WaitlistPassReason, string> = {
  [WaitlistPassReason.tooLate]:
    'do uzávěrky 12 hodin před prvním termínem by zbývala méně než hodina. Místo zůstalo volné pro kohokoli.',
  [WaitlistPassReason.over]: 'kurz nebo tábor už skončil.',
};

/** How long a family has to accept, in hours (a course's and camp's `offerHours`). */
export const OFFER_HOURS_DEFAULT = 48;
export const OFFER_HOURS_MIN = 1;
export const OFFER_HOURS_MAX = 168;
/** A deadline is never later than this before the first lesson or camp day... */
export const OFFER_CUTOFF_HOURS = 12;
/** ...and with less than this left, no offer is made: the place stays free for anyone. */
export const OFFER_MIN_HOURS = 1;
/** The highest priority staff may give a replacement (0 is everyone's). */
export const WAITLIST_PRIORITY_MAX = 100;

/** Names the field: the course and camp forms show it beside it, the API answers it with `field: offerHours`. */
export const OFFER_HOURS_RANGE = `Lhůta na přijetí uvolněného místa musí být celý počet hodin od ${OFFER_HOURS_MIN} do ${OFFER_HOURS_MAX}.`;
export const INVALID_DATE_TIME = 'Zadejte platné datum a čas.';
export const PRIORITY_RANGE = `Zadejte prioritu od 0 do ${WAITLIST_PRIORITY_MAX}.`;

/** `offerHours` of a course or camp: whole hours, 1–168. Left out (or empty): the stored value stays,
 * a new one takes the default (OFFER_HOURS_DEFAULT). */
export const offerHoursField = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(OFFER_HOURS_RANGE)
    .integer(OFFER_HOURS_RANGE)
    .min(OFFER_HOURS_MIN, OFFER_HOURS_RANGE)
    .max(OFFER_HOURS_MAX, OFFER_HOURS_RANGE)
    .optional();

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** Staff move a deadline: an ISO date-time with its offset (a past one ends the offer). */
export const offerDeadlineSchema = yup.object({
  expiresAt: yup
    .string()
    .required(MESSAGES.required)
    .test(
      'date-time',
      INVALID_DATE_TIME,
      (value) =>
        !value || (ISO_DATE_TIME.test(value) && isValidIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))),
    ),
});
export type OfferDeadlineValues = yup.InferType<typeof offerDeadlineSchema>;

/** Staff offer a place by hand; `overCapacity` when no place is free. */
export const handOfferSchema = yup.object({
  registrationId: requiredId(),
  overCapacity: yup.boolean().default(false),
});
export type HandOfferValues = yup.InferType<typeof handOfferSchema>;

/** Staff raise (or lower) a replacement's place in the queue: higher first, then by time. */
export const waitlistPrioritySchema = yup.object({
  priority: yup
    .number()
    .typeError(PRIORITY_RANGE)
    .required(MESSAGES.required)
    .integer(PRIORITY_RANGE)
    .min(0, PRIORITY_RANGE)
    .max(WAITLIST_PRIORITY_MAX, PRIORITY_RANGE),
});
export type WaitlistPriorityValues = yup.InferType<typeof waitlistPrioritySchema>;

/** Each offer state in the staff's words (the grid's offer column and filter, the offer history). */
export const WAITLIST_OFFER_STATE_LABELS: Record<WaitlistOfferState, string> = {
  [WaitlistOfferState.offered]: 'Nabídnuto',
  [WaitlistOfferState.accepted]: 'Přijato',
  [WaitlistOfferState.declined]: 'Odmítnuto',
  [WaitlistOfferState.expired]: 'Propadlo',
  [WaitlistOfferState.withdrawn]: 'Staženo',
};

/** An offer as the grid reads it: "Nabídnuto do 3. 12. 18:00" while open, else its state. */
export function offerStateText(offer: { state: string; expiresAt: Date | string }): string {
  const state = offer.state as WaitlistOfferState;
  const label = WAITLIST_OFFER_STATE_LABELS[state] ?? offer.state;
  return state === WaitlistOfferState.offered ? `${label} do ${formatOfferDeadline(offer.expiresAt, false)}` : label;
}

/** Prague's offset from UTC at a moment, as "+01:00" or "+02:00". */
function pragueOffset(at: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A wall-clock time in Prague as a date-time field gives it ("2026-12-03T18:00") to the ISO date-time
 * with its offset the API takes ("2026-12-03T18:00:00+01:00"); null when it is no such time. */
export function pragueLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) || !isValidIsoDate(local.slice(0, 10))) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset in force at that wall-clock time (an hour either side of a change picks the later one).
  const offset = pragueOffset(new Date(asUtc - 2 * 3_600_000));
  const iso = `${local}:00${offset}`;
  const corrected = pragueOffset(new Date(Date.parse(iso)));
  return `${local}:00${corrected}`;
}

/** A moment as a Prague date-time field shows it ("2026-12-03T18:00"). */
export function isoToPragueLocal(at: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
