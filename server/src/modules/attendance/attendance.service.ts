// The lector's register: a lesson's roster and its marks, which survive a network drop (a phone's
// queue is replayed; the mark made last on the phone stands). Lessons and who sees them come from the
// book (attendance.lessons.ts).
import {
  AttendanceErrorCode,
  attendanceMarksSchema,
  MARK_GRACE_MINUTES,
  AttendanceState,
  type ErrorCode,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { validateInput } from '../../core/validation';
import { ageOn } from './lesson.dates';
import {
  type AttendanceMarkInfo,
  type AttendanceMarkResult,
  type LessonRoster,
  type RosterEntry,
} from './attendance.types';
import { guestsOfLesson, settleGuestCredit } from '../makeups/makeup.credits';
import { isAdmin, type LessonBook, MARK_SELECT, ownerOf, type AnyFound, type Staff } from './attendance.lessons';

export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly book: LessonBook,
    /** The server's clock: it decides which lessons have begun and caps the phones' times. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One lesson with its roster; a lesson the actor may not see is not found. */
  async roster(actor: Actor, id: string): Promise<LessonRoster> {
    authorize(actor, 'attendance.read');
    const manager = this.dataSource.manager;
    const found = await this.book.find(manager, actor as Staff, id);
    const [lesson] = await this.book.describe(manager, [found]);
    const children: (Omit<RosterEntry, 'age' | 'mark'> & { born: string })[] = await manager.query(
      `SELECT r.id AS "registrationId", r.child_full_name AS "childFullName", to_char(r.child_born_year, 'YYYY-MM-DD') AS born,
              r.replacement, r.photo_consent AS "photoConsent", r.phone, r.note
         FROM registration r
        WHERE r.${ownerOf(found).column} = $1 AND r.cancelled_at IS NULL
        ORDER BY r.replacement, r.child_full_name, r.id`,
      [ownerOf(found).id],
    );
    // Make-up guests of this one lesson (makeups/), with the same marks, photo-consent and phone.
    const guests: typeof children = found.row
      ? await manager.query(
          `SELECT r.id AS "registrationId", r.child_full_name AS "childFullName", to_char(r.child_born_year, 'YYYY-MM-DD') AS born,
                  r.replacement, r.photo_consent AS "photoConsent", r.phone, r.note
             FROM makeup_booking b JOIN registration r ON r.id = b.registration_id
            WHERE b.lesson_id = $1 AND b.cancelled_at IS NULL AND r.cancelled_at IS NULL
            ORDER BY r.child_full_name, r.id`,
          [found.row.id],
        )
      : [];
    const marks = found.row ? await this.book.marksOf(manager, found.row.id) : new Map<number, AttendanceMarkInfo>();
    return {
      lesson: lesson!,
      roster: [
        ...children.map((child) => ({ ...child, makeup: false })),
        ...guests.map((guest) => ({ ...guest, makeup: true })),
      ].map(({ born, ...child }) => ({
        ...child,
        age: ageOn(born, found.planned.date),
        mark: marks.get(child.registrationId) ?? null,
      })),
    };
  }

  /** Records marks (one tap each, or a phone's offline queue): for each lesson and child the mark
   * made last on the phone stands, so a late older one changes nothing and a replay is recorded
   * once. The server's clock decides: only a lesson that has begun (MARK_GRACE_MINUTES early) is
   * marked, and a phone's time later than now counts as now. An administrator's mark is a
   * correction: it replaces any mark but a later one of an administrator, and a lector's mark does
   * not replace it. Each answer says what
   * stands now; a refused mark (a lesson not begun or cancelled, a child no longer registered) does
   * not stop the others. */
  async mark(actor: Actor, input: unknown): Promise<AttendanceMarkResult[]> {
    authorize(actor, 'attendance.mark');
    const staff = actor as Staff;
    const { marks } = await validateInput(attendanceMarksSchema, input);
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const results: AttendanceMarkResult[] = [];
      const lessons = new Map<
        string,
        { lessonRowId: number; children: Set<number>; guests: Set<number> } | ErrorCode
      >();
      for (const mark of marks) {
        let lesson = lessons.get(mark.lessonId);
        if (lesson === undefined) {
          lesson = await this.markable(manager, staff, mark.lessonId, now);
          lessons.set(mark.lessonId, lesson);
        }
        const refused = (refusal: ErrorCode) =>
          results.push({
            lessonId: mark.lessonId,
            registrationId: mark.registrationId,
            applied: false,
            current: null,
            refusal,
          });
        if (typeof lesson === 'string') {
          refused(lesson);
          continue;
        }
        if (!lesson.children.has(mark.registrationId)) {
          refused(AttendanceErrorCode.ChildNotInLesson);
          continue;
        }
        const markedAt = mark.markedAt > now ? now : mark.markedAt;
        await manager.query(
          `INSERT INTO attendance_mark (lesson_id, registration_id, state, marked_at, marked_by_id, recorded_at)
           VALUES ($1, $2, $3, $4, $5, $7)
           ON CONFLICT (lesson_id, registration_id) DO UPDATE
              SET state = EXCLUDED.state, marked_at = EXCLUDED.marked_at, marked_by_id = EXCLUDED.marked_by_id,
                  by_parent = false, recorded_at = EXCLUDED.recorded_at
            WHERE CASE WHEN EXISTS (SELECT 1 FROM "user" u
                                     WHERE u.id = attendance_mark.marked_by_id AND u.role = 'administrator')
                       THEN $6 AND LEAST(attendance_mark.marked_at, attendance_mark.recorded_at) < EXCLUDED.marked_at
                       ELSE $6 OR LEAST(attendance_mark.marked_at, attendance_mark.recorded_at) < EXCLUDED.marked_at
                  END`,
          [lesson.lessonRowId, mark.registrationId, mark.state, markedAt, staff.userId, isAdmin(staff), now],
        );
        const [current]: AttendanceMarkInfo[] = await manager.query(
          `${MARK_SELECT} WHERE m.lesson_id = $1 AND m.registration_id = $2`,
          [lesson.lessonRowId, mark.registrationId],
        );
        results.push({
          lessonId: mark.lessonId,
          registrationId: mark.registrationId,
          applied:
            current !== undefined &&
            current.state === (mark.state as AttendanceState) &&
            current.markedAt.getTime() === markedAt.getTime(),
          current: current ?? null,
          refusal: null,
        });
        if (lesson.guests.has(mark.registrationId))
          await settleGuestCredit(manager, lesson.lessonRowId, mark.registrationId);
      }
      return results;
    });
  }

  /** A lesson the actor may mark, with its row and the active registrations of its slot; or why not. */
  private async markable(
    manager: EntityManager,
    actor: Staff,
    id: string,
    now: Date,
  ): Promise<{ lessonRowId: number; children: Set<number>; guests: Set<number> } | ErrorCode> {
    let found: AnyFound;
    try {
      found = await this.book.find(manager, actor, id);
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    if (found.planned.status === 'cancelled') return AttendanceErrorCode.LessonCancelled;
    if (found.planned.startsAt.getTime() - MARK_GRACE_MINUTES * 60_000 > now.getTime())
      return AttendanceErrorCode.LessonNotStarted;
    const owner = ownerOf(found);
    const lessonRowId = await this.book.ensureRow(manager, owner, found.planned.originalDate);
    const registrations: { id: number }[] = await manager.query(
      `SELECT id FROM registration WHERE ${owner.column} = $1 AND cancelled_at IS NULL`,
      [owner.id],
    );
    const guests = await guestsOfLesson(manager, lessonRowId);
    return {
      lessonRowId,
      children: new Set([...registrations.map((registration) => registration.id), ...guests]),
      guests,
    };
  }
}
