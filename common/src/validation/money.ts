// Money's bounds, in one place (issue 38, finding 4). Money is integer haléře (prices in whole Kč).
// One amount — a bank movement, a payment, a part of one, a course's or camp's price — is at most
// 10,000,000 Kč: far beyond any course, camp or family's payment, and in haléře (1,000,000,000)
// within a 32-bit integer, so no single amount can overflow anywhere. Sums of amounts (what a
// registration received, totals) are not bounded by this: they are bigint in SQL and SafeInt
// (53 bits) in GraphQL, which 9,000 movements of the cap each would still not fill a millionth of.
import { integer, optionalCount, requiredCount } from './fields';
import { MESSAGES } from './messages';

/** The most one price may be, in Kč. */
export const MAX_AMOUNT_KC = 10_000_000;
/** The most one movement, payment or part of a payment may be, in haléře. */
export const MAX_AMOUNT_HALER = MAX_AMOUNT_KC * 100;

export const AMOUNT_TOO_LARGE = 'Částka může být nejvýše 10 000 000 Kč.';
export const PRICE_TOO_LARGE = 'Cena může být nejvýše 10 000 000 Kč.';

/** True for an amount in haléře that one movement may carry: a whole number from 1 to the cap. */
export function isAmountInRange(haler: number): boolean {
  return Number.isSafeInteger(haler) && haler >= 1 && haler <= MAX_AMOUNT_HALER;
}

/** An amount in haléře that staff type: whole, positive, at most the cap. */
export const amountHaler = () =>
  integer().required(MESSAGES.required).min(1, 'Částka musí být kladná.').max(MAX_AMOUNT_HALER, AMOUNT_TOO_LARGE);

/** A price in whole Kč: zero (free) up to the cap. */
export const requiredPrice = () => requiredCount().max(MAX_AMOUNT_KC, PRICE_TOO_LARGE);
export const optionalPrice = () => optionalCount().max(MAX_AMOUNT_KC, PRICE_TOO_LARGE);
