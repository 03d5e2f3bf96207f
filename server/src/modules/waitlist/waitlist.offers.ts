// The offering of freed places (issue 42), as SQL run inside the transaction that freed them, under
// the lock of their course or camp row (registration.service.ts locks it): a cancellation, a deletion,
// a move, a declined, lapsed or withdrawn offer, the sweep (capacity raised). The first waiting
// replacements, as many as there are free places, get an offer with a deadline, hold the place until
// then, and are e-mailed in the same statement.
import {
  OFFER_CUTOFF_HOURS,
  OFFER_MIN_HOURS,
  RegistrationType,
  WaitlistOfferState,
  WaitlistPassReason,
} from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { holdsPlace } from '../registrations/registration.rules';

/** A course or camp whose places are counted (a Target of registration.service.ts). */
export interface OfferTarget {
  kind: RegistrationType;
  id: number;
  capacity: number;
}

/** The mail kind an offer is e-mailed as (waitlist.mail.ts), as the outbox checked it. */
export interface OfferMail {
  offerKind: string;
}

/** A replacement waiting for a place, not holding one by an offer now. */
export const WAITING = (alias: string) =>
  `${alias}.cancelled_at IS NULL AND ${alias}.replacement AND (${alias}.held_until IS NULL OR ${alias}.held_until <= now())`;

/** The waiting list's order: the priority staff may raise, then since when (registration, or the
 * moment an offer lapsed). */
export const QUEUE_ORDER = (alias: string) =>
  `${alias}.waitlist_priority DESC, coalesce(${alias}.waiting_since, ${alias}.created_at), ${alias}.id`;

/** The deadline of an offer made now to the registration r (its slot s, course c, camp k): offerHours
 * from now, never later than OFFER_CUTOFF_HOURS before the first lesson (of a course not yet begun)
 * or the camp's first day (Prague time); NULL once the course or camp is over. */
export const DEADLINE_SQL = `CASE
    WHEN r.type = 'camp' THEN
      CASE WHEN k."to" < (now() AT TIME ZONE 'Europe/Prague')::date THEN NULL
           ELSE least(now() + k.offer_hours * interval '1 hour',
                      (k."from"::timestamp AT TIME ZONE 'Europe/Prague') - interval '${OFFER_CUTOFF_HOURS} hours') END
    ELSE
      CASE WHEN c.end_date < (now() AT TIME ZONE 'Europe/Prague')::date THEN NULL
           ELSE least(now() + c.offer_hours * interval '1 hour',
                      (SELECT f.at - interval '${OFFER_CUTOFF_HOURS} hours'
                         FROM (SELECT ((c.start_date + ((s.day_of_week - extract(isodow FROM c.start_date)::int + 7) % 7))
                                       + s."from"::time) AT TIME ZONE 'Europe/Prague' AS at) f
                        WHERE c.start_date IS NOT NULL AND f.at > now())) END
  END`;

/** The slot, course and camp of the registrations r, for DEADLINE_SQL. */
export const DEADLINE_JOINS = `LEFT JOIN schedule s ON s.id = r.schedule_id
  LEFT JOIN course c ON c.id = s.course_id
  LEFT JOIN camp k ON k.id = r.camp_id`;

/** A deadline far enough ahead for an offer (at least OFFER_MIN_HOURS left). */
export const DEADLINE_OK = (deadline: string) =>
  `${deadline} IS NOT NULL AND ${deadline} >= now() + interval '${OFFER_MIN_HOURS} hours'`;

/** Offers the target's free places to its first waiting replacements, in one statement. Answers how
 * many were offered and how many were owed an offer but had too little time left (no offer: the place
 * stays free for anyone; waitlist_pass records why, for staff). Under the target's lock. */
export async function offerFreedPlaces(
  manager: EntityManager,
  target: OfferTarget,
  mail: OfferMail | null,
): Promise<{ offered: number; tooLate: number }> {
  return offerFreedPlacesOf(manager, [target], mail);
}

/** offerFreedPlaces for several courses and camps at once (the sweep's round, a bulk deletion): one
 * statement however many there are, each counted once. Under their locks. */
export async function offerFreedPlacesOf(
  manager: EntityManager,
  targets: readonly OfferTarget[],
  mail: OfferMail | null,
): Promise<{ offered: number; tooLate: number }> {
  if (targets.length === 0) return { offered: 0, tooLate: 0 };
  const ids = (kind: RegistrationType) => targets.filter((target) => target.kind === kind).map(({ id }) => id);
  const capacities = (kind: RegistrationType) =>
    targets.filter((target) => target.kind === kind).map(({ capacity }) => capacity);
  const [row]: { offered: number; tooLate: number }[] = await manager.query(
    `WITH member AS (
       -- The registrations of each target, with what holdsPlace, WAITING and QUEUE_ORDER read.
       SELECT 'course' AS kind, t.id AS target, t.capacity,
              r.id, r.cancelled_at, r.replacement, r.held_until, r.waitlist_priority, r.waiting_since, r.created_at
         FROM unnest($1::int[], $2::int[]) AS t(id, capacity)
         JOIN schedule s ON s.course_id = t.id JOIN registration r ON r.schedule_id = s.id
       UNION ALL
       SELECT 'camp', t.id, t.capacity,
              r.id, r.cancelled_at, r.replacement, r.held_until, r.waitlist_priority, r.waiting_since, r.created_at
         FROM unnest($3::int[], $4::int[]) AS t(id, capacity) JOIN registration r ON r.camp_id = t.id
     ), free AS (
       SELECT kind, target, greatest(0, min(capacity) - count(*) FILTER (WHERE ${holdsPlace('m')}))::int AS places
         FROM member m GROUP BY kind, target
     ), queue AS (
       SELECT q.id FROM (
         SELECT m.id, f.places, row_number() OVER (PARTITION BY m.kind, m.target ORDER BY ${QUEUE_ORDER('m')}) AS n
           FROM member m JOIN free f ON f.kind = m.kind AND f.target = m.target
          WHERE ${WAITING('m')}
       ) q WHERE q.n <= q.places
     ), due AS (
       -- The deadline (a subquery per row) only for the few first in the queue, not for all waiting.
       SELECT r.id, ${DEADLINE_SQL} AS deadline
         FROM registration r ${DEADLINE_JOINS}
        WHERE r.id IN (SELECT id FROM queue)
     ), made AS (
       INSERT INTO waitlist_offer (registration_id, expires_at)
       SELECT id, deadline FROM due WHERE ${DEADLINE_OK('deadline')} ORDER BY id
       RETURNING registration_id, expires_at
     ), held AS (
       UPDATE registration r SET held_until = made.expires_at FROM made WHERE r.id = made.registration_id
       RETURNING r.id, r.email
     ), passed AS (
       -- Why the next in line got no offer, for staff (one row per registration, the newest).
       INSERT INTO waitlist_pass (registration_id, reason, at)
       SELECT id, CASE WHEN deadline IS NULL THEN '${WaitlistPassReason.over}' ELSE '${WaitlistPassReason.tooLate}' END, now()
         FROM due WHERE NOT (${DEADLINE_OK('deadline')}) OR deadline IS NULL
       ON CONFLICT (registration_id) DO UPDATE SET reason = excluded.reason, at = excluded.at
     )${mail ? `, mailed AS (INSERT INTO mail_message (registration_id, kind, recipient) SELECT h.id, $5, h.email FROM held h)` : ''}
     SELECT (SELECT count(*) FROM held)::int AS offered,
            (SELECT count(*) FROM due WHERE NOT (${DEADLINE_OK('deadline')}) OR deadline IS NULL)::int AS "tooLate"`,
    [
      ids(RegistrationType.course),
      capacities(RegistrationType.course),
      ids(RegistrationType.camp),
      capacities(RegistrationType.camp),
      ...(mail ? [mail.offerKind] : []),
    ],
  );
  return row!;
}

/** How an open offer ends when its registration is cancelled, moved or given the place by staff. */
export interface OfferClosing {
  state: WaitlistOfferState;
  byUserId: number | null;
  byFamily: boolean;
}

/** Ends the registration's open offer (if any) and its hold on the place. */
export async function closeOpenOffer(
  manager: EntityManager,
  registrationId: number,
  closing: OfferClosing,
): Promise<void> {
  await manager.query(
    `WITH closed AS (
       UPDATE waitlist_offer SET state = CASE WHEN expires_at <= now() THEN 'expired'::waitlist_offer_state ELSE $2 END, decided_at = now(), decided_by_id = $3, decided_by_family = $4
        WHERE registration_id = $1 AND state = 'offered' RETURNING registration_id)
     UPDATE registration SET held_until = NULL WHERE id = $1 AND held_until IS NOT NULL`,
    [registrationId, closing.state, closing.byUserId, closing.byFamily],
  );
}
