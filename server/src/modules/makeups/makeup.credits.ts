// How make-up credits come to be and lapse. Called inside the attendance's transactions (an excuse, a
// cancelled lesson, a guest's mark) and by the sweep; no service of its own, so the attendance
// service can use it without knowing the make-up service. The expiry is an absolute moment on the
// credit: an available credit past it reads as expired everywhere (CREDIT_STATE), every action
// checks it, and the sweep writes it down.
import { MakeupCreditState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { plusDays, pragueInstant } from '../attendance/lesson.dates';
import { MakeupCreditOrigin } from './makeup-credit.entity';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A course's make-up terms. */
export interface MakeupTerms {
  courseId: number;
  excuseCutoffHours: number;
  makeupValidDays: number;
  /** The course's last day, `YYYY-MM-DD`, or null. */
  courseEnd: string | null;
}

/** The state of a credit (alias c) as of the moment in `now` (a query parameter): an available credit
 * past its expiry is expired, written down or not. */
export const creditState = (now: string, alias = 'c') =>
  `(CASE WHEN ${alias}.state = 'available' AND ${alias}.expires_at <= ${now} THEN 'expired' ELSE ${alias}.state END)`;

/** The make-up terms of a slot's course. */
export async function termsOfSlot(manager: EntityManager, scheduleId: number): Promise<MakeupTerms | undefined> {
  const [terms]: MakeupTerms[] = await manager.query(
    `SELECT c.id AS "courseId", c.excuse_cutoff_hours AS "excuseCutoffHours", c.makeup_valid_days AS "makeupValidDays",
            to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd"
       FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = $1`,
    [scheduleId],
  );
  return terms;
}

/** The last moment an excuse from a lesson starting at `startsAt` earns a credit. */
export const excuseCutoff = (startsAt: Date, terms: Pick<MakeupTerms, 'excuseCutoffHours'>): Date =>
  new Date(startsAt.getTime() - terms.excuseCutoffHours * HOUR_MS);

/** A credit's expiry counted from `from`: makeupValidDays later, never beyond the end of the
 * course's last day (Prague). */
export function creditExpiry(from: Date, terms: Pick<MakeupTerms, 'makeupValidDays' | 'courseEnd'>): Date {
  const valid = new Date(from.getTime() + terms.makeupValidDays * DAY_MS);
  if (terms.courseEnd === null) return valid;
  const end = pragueInstant(plusDays(terms.courseEnd, 1), '00:00');
  return end < valid ? end : valid;
}

/** The credit an excuse from a slot's lesson earns: made at least excuseCutoffHours before the lesson
 * starts (by the server's clock), one per child and lesson; null for a later excuse. Answers the
 * credit of an earlier excuse of the same lesson too. */
export async function creditForExcuse(
  manager: EntityManager,
  excuse: { registrationId: number; lessonRowId: number; scheduleId: number; startsAt: Date; excusedAt: Date },
): Promise<number | null> {
  const terms = await termsOfSlot(manager, excuse.scheduleId);
  if (!terms || excuse.excusedAt > excuseCutoff(excuse.startsAt, terms)) return null;
  await manager.query(
    `INSERT INTO makeup_credit (registration_id, source_lesson_id, origin, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (registration_id, source_lesson_id) DO NOTHING`,
    [excuse.registrationId, excuse.lessonRowId, MakeupCreditOrigin.excuse, creditExpiry(excuse.startsAt, terms)],
  );
  const [credit] = await manager.query(
    'SELECT id FROM makeup_credit WHERE registration_id = $1 AND source_lesson_id = $2',
    [excuse.registrationId, excuse.lessonRowId],
  );
  return (credit?.id as number | undefined) ?? null;
}

/** The provider cancelled a slot's lesson without a replacement: every child holding a place earns a
 * credit (one who earned one by an excuse keeps that one), and the guests booked on it get theirs
 * back. */
export async function creditsForCancelledLesson(
  manager: EntityManager,
  lesson: { lessonRowId: number; scheduleId: number; startsAt: Date },
): Promise<void> {
  const terms = await termsOfSlot(manager, lesson.scheduleId);
  if (!terms) return;
  await manager.query(
    `INSERT INTO makeup_credit (registration_id, source_lesson_id, origin, expires_at)
     SELECT r.id, $2, $3, $4 FROM registration r
      WHERE r.schedule_id = $1 AND r.cancelled_at IS NULL AND NOT r.replacement
     ON CONFLICT (registration_id, source_lesson_id) DO NOTHING`,
    [lesson.scheduleId, lesson.lessonRowId, MakeupCreditOrigin.cancelled, creditExpiry(lesson.startsAt, terms)],
  );
  await returnGuestsCredits(manager, lesson.lessonRowId);
}

/** A cancellation undone: the credits it gave that are still unspent are revoked (a credit already
 * booked on another lesson stays, the family booked in good faith). */
export async function revokeCreditsOfRestoredLesson(manager: EntityManager, lessonRowId: number): Promise<void> {
  await manager.query(
    `UPDATE makeup_credit SET state = $3, reason = 'Lekce se nakonec koná.', updated_at = now()
      WHERE source_lesson_id = $1 AND origin = $2 AND state = 'available'`,
    [lessonRowId, MakeupCreditOrigin.cancelled, MakeupCreditState.revoked],
  );
}

/** The bookings on a lesson that will not take place are cancelled and their credits are available
 * again. */
async function returnGuestsCredits(manager: EntityManager, lessonRowId: number): Promise<void> {
  const returned: { creditId: number }[] = await manager.query(
    // In a WITH, so the driver answers the rows (an UPDATE alone answers [rows, count]).
    `WITH changed AS (UPDATE makeup_booking SET cancelled_at = now() WHERE lesson_id = $1 AND cancelled_at IS NULL
                      RETURNING credit_id)
     SELECT credit_id AS "creditId" FROM changed`,
    [lessonRowId],
  );
  if (returned.length > 0)
    await manager.query(
      `UPDATE makeup_credit SET state = 'available', updated_at = now() WHERE id = ANY($1::int[]) AND state = 'booked'`,
      [returned.map((row) => row.creditId)],
    );
}

/** Writes down the credits whose expiry has passed unspent; how many. */
export async function expireCredits(manager: EntityManager, now: Date): Promise<number> {
  const expired: unknown[] = await manager.query(
    `WITH changed AS (UPDATE makeup_credit SET state = 'expired', updated_at = now()
                       WHERE state = 'available' AND expires_at <= $1 RETURNING id)
     SELECT id FROM changed`,
    [now],
  );
  return expired.length;
}

/** A guest's (make-up child's) registrations booked on a lesson row. */
export async function guestsOfLesson(manager: EntityManager, lessonRowId: number): Promise<Set<number>> {
  const rows: { registrationId: number }[] = await manager.query(
    `SELECT registration_id AS "registrationId" FROM makeup_booking WHERE lesson_id = $1 AND cancelled_at IS NULL`,
    [lessonRowId],
  );
  return new Set(rows.map((row) => row.registrationId));
}

/** A guest marked at the lesson: present uses the credit, absent (or excused so late) loses it; either
 * way it is spent (staff may grant a new one by hand). */
export async function settleGuestCredit(
  manager: EntityManager,
  lessonRowId: number,
  registrationId: number,
): Promise<void> {
  await manager.query(
    `UPDATE makeup_credit c SET state = 'used', updated_at = now()
       FROM makeup_booking b
      WHERE b.lesson_id = $1 AND b.registration_id = $2 AND b.cancelled_at IS NULL AND c.id = b.credit_id
        AND c.state = 'booked'`,
    [lessonRowId, registrationId],
  );
}
