// "Omluvit z lekce" on a parent's own page: the coming lessons of a child's course and excusing the
// child from one in advance. The link is the credential (parents module): a registration of another
// family answers PARENT_LINK_INVALID, exactly as a link that does not work.
import type { ParentService } from '../parents/parent.service';
import {
  AttendanceErrorCode,
  campDayId,
  lessonId as lessonKey,
  LESSON_RANGE_MAX_DAYS,
  pragueToday,
  AttendanceState,
} from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { campDays, lessonsOfSlot, plusDays } from './lesson.dates';
import { type ParentLessonInfo } from './attendance.types';
import { creditForExcuse, excuseCutoff, termsOfSlot } from '../makeups/makeup.credits';
import { campDay, type LessonBook, LESSON_SELECT, type LessonRow, type Owner, parseLesson } from './attendance.lessons';

export class ParentAbsenceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    private readonly book: LessonBook,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async lessons(token: string, address: string, registrationId: number): Promise<ParentLessonInfo[]> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    return this.upcomingForRegistration(registrationId);
  }

  /** Excuses the child from a coming lesson; answers the coming lessons as they then are. */
  async excuse(token: string, address: string, registrationId: number, lessonId: string): Promise<ParentLessonInfo[]> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    await this.excuseForParent(registrationId, lessonId);
    return this.upcomingForRegistration(registrationId);
  }

  /** The next lessons of a registration's slot, or days of its camp, from today (at most `count`,
   * within LESSON_RANGE_MAX_DAYS), with the child's own mark: what the parent's page offers to
   * excuse, once the family's link is checked. A cancelled
   * registration has none. */
  private async upcomingForRegistration(registrationId: number, count = 10): Promise<ParentLessonInfo[]> {
    const manager = this.dataSource.manager;
    const [registration]: { scheduleId: number | null; campId: number | null }[] = await manager.query(
      'SELECT schedule_id AS "scheduleId", camp_id AS "campId" FROM registration WHERE id = $1 AND cancelled_at IS NULL',
      [registrationId],
    );
    if (registration?.campId) return this.upcomingCampDays(registrationId, registration.campId, count);
    if (!registration?.scheduleId) return [];
    const slot = await this.book.slot(manager, registration.scheduleId);
    if (!slot) return [];
    const first = pragueToday();
    const last = plusDays(first, LESSON_RANGE_MAX_DAYS - 1);
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND (l.date BETWEEN $2 AND $3 OR l.original_date BETWEEN $2 AND $3)`,
      [slot.scheduleId, first, last],
    );
    const nonTeaching = await this.book.nonTeachingRanges(manager, [
      first,
      last,
      ...rows.map((row) => row.originalDate),
    ]);
    const planned = lessonsOfSlot(slot, first, last, nonTeaching, rows)
      .filter((lesson) => lesson.status !== 'cancelled' && lesson.date >= first)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, count);
    const rowIds = rows.map((row) => row.id);
    const marks: { originalDate: string; state: AttendanceState }[] = rowIds.length
      ? await manager.query(
          `SELECT to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate", m.state
             FROM attendance_mark m JOIN lesson l ON l.id = m.lesson_id
            WHERE m.lesson_id = ANY($1::int[]) AND m.registration_id = $2`,
          [rowIds, registrationId],
        )
      : [];
    const stateOf = new Map(marks.map((mark) => [mark.originalDate, mark.state]));
    const terms = await termsOfSlot(manager, slot.scheduleId);
    const credits: { originalDate: string; id: number }[] = rowIds.length
      ? await manager.query(
          `SELECT to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate", c.id
             FROM makeup_credit c JOIN lesson l ON l.id = c.source_lesson_id
            WHERE c.source_lesson_id = ANY($1::int[]) AND c.registration_id = $2`,
          [rowIds, registrationId],
        )
      : [];
    const creditOf = new Map(credits.map((credit) => [credit.originalDate, credit.id]));
    const now = this.now();
    return planned.map((lesson) => {
      const creditUntil = terms ? excuseCutoff(lesson.startsAt, terms) : null;
      return {
        id: lessonKey(slot.scheduleId, lesson.originalDate),
        allDay: false,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        excused: stateOf.get(lesson.originalDate) === AttendanceState.excused,
        creditUntil,
        earnsCredit: creditUntil !== null && now <= creditUntil,
        creditId: creditOf.get(lesson.originalDate) ?? null,
      };
    });
  }

  private async upcomingCampDays(registrationId: number, campId: number, count: number): Promise<ParentLessonInfo[]> {
    const manager = this.dataSource.manager;
    const camp = await this.book.camp(manager, campId);
    if (!camp) return [];
    const first = pragueToday();
    const days = campDays(camp, first, plusDays(first, LESSON_RANGE_MAX_DAYS - 1)).slice(0, count);
    if (days.length === 0) return [];
    const excused: { originalDate: string }[] = await manager.query(
      `SELECT to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate"
         FROM attendance_mark m JOIN lesson l ON l.id = m.lesson_id
        WHERE l.camp_id = $1 AND l.original_date BETWEEN $2 AND $3 AND m.registration_id = $4 AND m.state = 'excused'`,
      [campId, days[0], days.at(-1), registrationId],
    );
    const excusedDays = new Set(excused.map((row) => row.originalDate));
    return days.map((day) => {
      const planned = campDay(day);
      return {
        id: campDayId(campId, day),
        allDay: true,
        startsAt: planned.startsAt,
        endsAt: planned.endsAt,
        excused: excusedDays.has(day),
        creditUntil: null,
        earnsCredit: false,
        creditId: null,
      };
    });
  }

  /** The parent excuses the child from a coming lesson of its slot: marked "omluven" now, by the
   * parent (a later mark of the lector still wins). A lesson past, cancelled or of another slot is
   * not found. Once the family's link is checked. Answers the make-up credit it earned (a
   * course lesson excused at least the course's excuseCutoffHours before it starts), or null. */
  private async excuseForParent(registrationId: number, lessonId: string): Promise<number | null> {
    const upcoming = await this.upcomingForRegistration(registrationId, Number.MAX_SAFE_INTEGER);
    const lesson = upcoming.find((item) => item.id === lessonId);
    if (!lesson) throw new AppError(AttendanceErrorCode.LessonNotFound);
    const ref = parseLesson(lessonId);
    const owner: Owner =
      ref.campId === null ? { column: 'schedule_id', id: ref.scheduleId } : { column: 'camp_id', id: ref.campId };
    return this.dataSource.transaction(async (manager) => {
      const rowId = await this.book.ensureRow(manager, owner, ref.originalDate);
      const now = this.now();
      await manager.query(
        `INSERT INTO attendance_mark (lesson_id, registration_id, state, marked_at, by_parent, recorded_at)
         VALUES ($1, $2, 'excused', $3, true, $3)
         ON CONFLICT (lesson_id, registration_id) DO UPDATE
            SET state = 'excused', marked_at = $3, marked_by_id = NULL, by_parent = true, recorded_at = $3
          WHERE LEAST(attendance_mark.marked_at, attendance_mark.recorded_at) < $3`,
        [rowId, registrationId, now],
      );
      if (ref.campId !== null) return null;
      return creditForExcuse(manager, {
        registrationId,
        lessonRowId: rowId,
        scheduleId: ref.scheduleId,
        startsAt: lesson.startsAt,
        excusedAt: now,
      });
    });
  }
}
