import type { EntityManager } from 'typeorm';

/** One payment as far as it pays a registration. */
export interface ReceivedPayment {
  /** ISO date the bank booked it (or the cash was taken). */
  bookedOn: string;
  /** What of it pays the registration, in haléře. */
  amountHaler: number;
}

/** What has come for a registration, oldest first: its payments with active (not reversed)
 * allocations, the part each pays. Their sum is the registration's `received_haler`
 * (registrations/registration.settle.ts sums the same allocations). */
export async function receivedPayments(manager: EntityManager, registrationId: number): Promise<ReceivedPayment[]> {
  const rows: { bookedOn: string; amountHaler: string }[] = await manager.query(
    `SELECT to_char(p.booked_on, 'YYYY-MM-DD') AS "bookedOn", sum(a.amount_haler) AS "amountHaler"
       FROM payment_allocation a JOIN payment p ON p.id = a.payment_id
      WHERE a.registration_id = $1 AND a.reversed_at IS NULL
      GROUP BY p.id, p.booked_on
      ORDER BY p.booked_on, p.id`,
    [registrationId],
  );
  return rows.map((row) => ({ bookedOn: row.bookedOn, amountHaler: Number(row.amountHaler) }));
}
