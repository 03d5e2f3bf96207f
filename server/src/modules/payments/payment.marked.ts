// Registrations written straight into the table (the demo and benchmark data, test fixtures) carry
// a payment state without the payments behind it. This gives them what the service would have made:
// what is due from their course's or camp's price, and for each one marked paid the manual payment
// of it, paired, with its history (as the Payments migration did for the data before it).
import { PaymentSource, PaymentState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

/** For the registrations given (all when none are): `due_haler` from the price where it is 0, and a
 * manual payment for each marked paid that has none. */
export async function paymentsForMarkedPaid(manager: EntityManager, ids?: readonly number[]): Promise<void> {
  const only = ids ? 'AND r.id = ANY($1::int[])' : '';
  const values = ids ? [ids] : [];
  await manager.query(
    `UPDATE registration r SET due_haler = c.price::bigint * 100
       FROM schedule s JOIN course c ON c.id = s.course_id
      WHERE s.id = r.schedule_id AND r.due_haler = 0 ${only}`,
    values,
  );
  await manager.query(
    `UPDATE registration r SET due_haler = c.price::bigint * 100 FROM camp c WHERE c.id = r.camp_id AND r.due_haler = 0 ${only}`,
    values,
  );
  await manager.query(
    `WITH marked AS (
       SELECT r.id, r.due_haler, r.variable_symbol::text AS vs, (r.created_at AT TIME ZONE 'Europe/Prague')::date AS day
         FROM registration r
        WHERE r.payment_state = '${PaymentState.paid}' AND r.due_haler > 0 ${only}
          AND NOT EXISTS (SELECT 1 FROM payment_allocation a WHERE a.registration_id = r.id AND a.reversed_at IS NULL)
     ), made AS (
       INSERT INTO payment (source, amount_haler, pairable, booked_on, variable_symbol)
       SELECT '${PaymentSource.manual}', due_haler, true, day, vs FROM marked ORDER BY id
       RETURNING id, variable_symbol, amount_haler
     ), paired AS (
       INSERT INTO payment_allocation (payment_id, registration_id, amount_haler)
       SELECT made.id, marked.id, made.amount_haler FROM made JOIN marked ON marked.vs = made.variable_symbol
       RETURNING payment_id, registration_id, amount_haler
     ), history AS (
       INSERT INTO payment_event (payment_id, type, registration_id, variable_symbol, amount_haler)
       SELECT paired.payment_id, kind, paired.registration_id, marked.vs, paired.amount_haler
         FROM paired JOIN marked ON marked.id = paired.registration_id, unnest(ARRAY['recorded', 'paired']) AS kind
     )
     UPDATE registration r SET received_haler = marked.due_haler FROM marked WHERE r.id = marked.id`,
    values,
  );
}
