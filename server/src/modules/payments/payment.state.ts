// What has become of a payment, the one rule (issue 39, item 5): one SQL expression, read with every
// payment (a virtual column of the entity, so GraphQL and REST answer the same) and filtered by in the
// payments grid. `payment` is the SQL alias of the payment row.

/** paired: pays at least one registration; unmatched: money that pays nobody yet; refunded: all of it
 * given back (nothing left to pay anybody); refused: a movement
 * that cannot pay (a debit, a reversal, another currency); reversed: a manual payment withdrawn. */
export const PAYMENT_STATES = ['paired', 'unmatched', 'refunded', 'refused', 'reversed'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

const activeAllocations = (payment: string) =>
  `FROM payment_allocation a WHERE a.payment_id = ${payment}."id" AND a.reversed_at IS NULL`;

export const paymentStateSql = (payment: string) =>
  `CASE WHEN NOT ${payment}."pairable" THEN 'refused'
        WHEN ${payment}."reversed_at" IS NOT NULL THEN 'reversed'
        WHEN EXISTS (SELECT 1 ${activeAllocations(payment)}) THEN 'paired'
        WHEN ${payment}."refunded_haler" >= ${payment}."amount_haler" THEN 'refunded'
        ELSE 'unmatched' END`;

/** What of a payment is not yet paired with a registration nor given back, in haléře: nothing of one
 * that cannot pay or was withdrawn. */
export const unallocatedSql = (payment: string) =>
  `CASE WHEN NOT ${payment}."pairable" OR ${payment}."reversed_at" IS NOT NULL THEN 0
        ELSE ${payment}."amount_haler" - ${payment}."refunded_haler" - COALESCE((SELECT sum(a.amount_haler) ${activeAllocations(payment)}), 0) END`;
