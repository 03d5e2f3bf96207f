// The make-up place arithmetic of a lesson, derived on each read and under the lock of each booking,
// never stored: capacity − children holding places in that slot + those of them excused from that
// lesson − make-ups already booked on it + the slot's makeupPlaces. The capacity is the course's (a
// course counts its places over all its slots; a make-up is about one group's room, see the issue
// note). Never below zero.
import type { EntityManager } from 'typeorm';
import { holdsPlace } from '../registrations/registration.rules';

export interface PlaceQuestion {
  scheduleId: number;
  /** The lesson's row; none yet: nobody excused, nobody booked. */
  rowId: number | null;
}

/** Free make-up places of each lesson asked about, in the order asked. */
export async function freeMakeupPlaces(manager: EntityManager, lessons: readonly PlaceQuestion[]): Promise<number[]> {
  if (lessons.length === 0) return [];
  const scheduleIds = [...new Set(lessons.map((lesson) => lesson.scheduleId))];
  const slots: { id: number; room: number }[] = await manager.query(
    `SELECT s.id, (c.capacity + s.makeup_places
                   - (SELECT count(*) FROM registration r WHERE r.schedule_id = s.id AND ${holdsPlace('r')}))::int AS room
       FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = ANY($1::int[])`,
    [scheduleIds],
  );
  const rowIds = lessons.flatMap((lesson) => (lesson.rowId === null ? [] : [lesson.rowId]));
  const rows: { id: number; change: number }[] = rowIds.length
    ? await manager.query(
        `SELECT l.id,
                ((SELECT count(*) FROM attendance_mark m JOIN registration r ON r.id = m.registration_id
                   WHERE m.lesson_id = l.id AND m.state = 'excused' AND r.schedule_id = l.schedule_id AND ${holdsPlace('r')})
                 - (SELECT count(*) FROM makeup_booking b WHERE b.lesson_id = l.id AND b.cancelled_at IS NULL))::int AS change
           FROM lesson l WHERE l.id = ANY($1::int[])`,
        [rowIds],
      )
    : [];
  const room = new Map(slots.map((slot) => [slot.id, slot.room]));
  const change = new Map(rows.map((row) => [row.id, row.change]));
  return lessons.map((lesson) =>
    Math.max(0, (room.get(lesson.scheduleId) ?? 0) + (lesson.rowId === null ? 0 : (change.get(lesson.rowId) ?? 0))),
  );
}
