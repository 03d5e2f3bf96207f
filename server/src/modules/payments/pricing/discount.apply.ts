// The automatic discount of a registration taking a place (issue 47): the largest rule that applies,
// taken off what is due once and recorded on the registration; never recomputed afterwards (a sibling
// cancelling later changes nothing), only staff change it (DiscountService.setOnRegistration).
import { discountHalerOf, DiscountKind } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { holdsPlace } from '../../registrations/registration.rules';
import { settleRegistrations } from '../../registrations/registration.settle';

/** What a registration was given off its price; amounts in haléře. */
export interface AppliedDiscount {
  amountHaler: number;
  name: string;
}

/** The course's or camp's price (Kč) and its days as a daterange (open where not set), of the
 * registration aliased `r`. */
const targetOf = (r: string) => `
  LEFT JOIN schedule ${r}s ON ${r}s.id = ${r}.schedule_id
  LEFT JOIN course ${r}c ON ${r}c.id = ${r}s.course_id
  LEFT JOIN camp ${r}k ON ${r}k.id = ${r}.camp_id`;
const spanOf = (r: string) =>
  `CASE WHEN ${r}.camp_id IS NULL THEN daterange(${r}c.start_date, ${r}c.end_date, '[]') ELSE daterange(${r}k."from", ${r}k."to", '[]') END`;

/** The rules that apply to registration `id` today (Prague), with its price. A family is the
 * registration's e-mail folded (case and diacritics, kurzy_fold); a sibling is another child (name
 * and birth date) of the family holding a place in a course or camp whose days overlap; a second
 * course is the same child holding a place in another course or camp whose days overlap. */
const APPLICABLE_SQL = `
  WITH me AS (
    SELECT r.id, kurzy_fold(btrim(r.email)) AS family, kurzy_fold(r.child_full_name) AS child, r.child_born_year AS born,
           (r.created_at AT TIME ZONE 'Europe/Prague')::date AS registered_on,
           coalesce(rc.id, -rk.id) AS target, coalesce(rc.price, rk.price) AS price, ${spanOf('r')} AS span
      FROM registration r ${targetOf('r')}
     WHERE r.id = $1
  ), others AS (
    SELECT (kurzy_fold(o.child_full_name) = me.child AND o.child_born_year = me.born) AS same_child,
           coalesce(oc.id, -ok.id) <> me.target AS other_target
      FROM me JOIN registration o ON kurzy_fold(btrim(o.email)) = me.family AND o.id <> me.id ${targetOf('o')}
     WHERE ${holdsPlace('o')} AND ${spanOf('o')} && me.span
  )
  SELECT d.id, d.name, d.percent, d.amount, me.price
    FROM me, discount d
   WHERE (now() AT TIME ZONE 'Europe/Prague')::date BETWEEN d.valid_from AND d.valid_until
     AND CASE d.kind
           WHEN '${DiscountKind.earlyBird}' THEN me.registered_on < d.registered_before
           WHEN '${DiscountKind.sibling}' THEN EXISTS (SELECT 1 FROM others WHERE NOT same_child)
           WHEN '${DiscountKind.secondCourse}' THEN EXISTS (SELECT 1 FROM others WHERE same_child AND other_target)
         END
   ORDER BY d.id`;

/** In the caller's transaction, with registration `id` holding its place: the largest applicable
 * rule (the oldest of equal ones) recorded and taken off what is due, unless a discount was recorded
 * already (automatic or staff's), and its payment state settled again (`fresh`: a registration just
 * inserted, nothing paid yet). Null when none applies. */
export async function applyDiscountOnPlace(
  manager: EntityManager,
  id: number,
  fresh = false,
): Promise<AppliedDiscount | null> {
  const rules: { id: number; name: string; percent: number | null; amount: number | null; price: number }[] =
    await manager.query(APPLICABLE_SQL, [id]);
  let best: { id: number; name: string; amountHaler: number } | null = null;
  for (const rule of rules) {
    const amountHaler = discountHalerOf(rule.price, rule);
    if (amountHaler > (best?.amountHaler ?? 0)) best = { id: rule.id, name: rule.name, amountHaler };
  }
  if (!best) return null;
  const updated: unknown[] = await manager.query(
    `WITH updated AS (UPDATE registration
        SET discount_rule_id = $2, discount_name = $3, discount_haler = $4, due_haler = greatest(due_haler - $4, 0)
      WHERE id = $1 AND discount_name IS NULL AND discount_reason IS NULL
      RETURNING id) SELECT id FROM updated`,
    [id, best.id, best.name, best.amountHaler],
  );
  if (updated.length === 0) return null;
  if (!fresh) await settleRegistrations(manager, [id]);
  return { amountHaler: best.amountHaler, name: best.name };
}
