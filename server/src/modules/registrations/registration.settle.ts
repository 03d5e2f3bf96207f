// A registration's payment state, derived in one place from what is due and what the payments
// paired with it bring (issue 24): the column the grid filters by is written only here, in the
// transaction that changed either, under the registration's row lock.
import { PaymentState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

/** A registration whose payment state a change moved. */
export interface Settled {
  id: number;
  before: PaymentState;
  after: PaymentState;
  dueHaler: number;
  receivedHaler: number;
  receivedBeforeHaler: number;
}

/** Writes the received sum and the payment state of these registrations from their active
 * allocations; answers those whose state or sum changed. Nothing received is unpaid, whatever is due. */
export async function settleRegistrations(manager: EntityManager, ids: readonly number[]): Promise<Settled[]> {
  if (ids.length === 0) return [];
  const rows: (Pick<Settled, 'id' | 'before' | 'after'> &
    Record<'dueHaler' | 'receivedHaler' | 'receivedBeforeHaler', string>)[] = await manager.query(
    `WITH sums AS (
         SELECT r.id, r.payment_state AS before, r.received_haler AS received_before, r.due_haler AS due,
                coalesce((SELECT sum(a.amount_haler) FROM payment_allocation a
                           WHERE a.registration_id = r.id AND a.reversed_at IS NULL), 0) AS received
           FROM registration r WHERE r.id = ANY($1::int[])
       ), changed AS (
         UPDATE registration r
            SET received_haler = s.received,
                payment_state = (CASE WHEN s.received = 0 THEN '${PaymentState.unpaid}'
                                      WHEN s.received < s.due THEN '${PaymentState.partially_paid}'
                                      WHEN s.received = s.due THEN '${PaymentState.paid}'
                                      ELSE '${PaymentState.overpaid}' END)::payment_state
           FROM sums s
          WHERE r.id = s.id
         RETURNING r.id, s.before, s.received_before, r.payment_state AS after, r.due_haler, r.received_haler
       )
       SELECT id, before, after, due_haler AS "dueHaler", received_haler AS "receivedHaler",
              received_before AS "receivedBeforeHaler"
         FROM changed WHERE before <> after OR received_before <> received_haler ORDER BY id`,
    [ids],
  );
  return rows.map((row) => ({
    ...row,
    dueHaler: Number(row.dueHaler),
    receivedHaler: Number(row.receivedHaler),
    receivedBeforeHaler: Number(row.receivedBeforeHaler),
  }));
}
