// Which lessons there are and who sees them: the attendance domain's shared reads. Lessons are
// computed from the slots on every read (lesson.dates.ts) rather than stored: a slot's or course's
// dates and the days off change, and nothing needs to follow them. A `lesson` row exists only for a
// lesson with something of its own (a change, a substitute, a note, marks). Who sees what is decided
// here: administrators every lesson; a lector the lessons of their own slots and those they
// substitute in, and any other lesson is "not found". A camp has a lesson a day (isCampDay), all day,
// seen by administrators and the camp's lector; the matrix stays of course slots.
import {
  AttendanceErrorCode,
  FilterErrorCode,
  campDayId,
  lessonId as lessonKey,
  parseLessonId,
  LESSON_RANGE_MAX_DAYS,
  pragueToday,
  Role,
  isValidIsoDate,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import {
  campDays,
  daysBetween,
  isCampDay,
  lessonExists,
  lessonsOfSlot,
  plusDays,
  pragueInstant,
  type LessonChange,
  type NonTeachingRange,
  type PlannedLesson,
  type SlotPlan,
} from './lesson.dates';
import { type AttendanceMarkInfo, type LessonInfo, LessonStatusValue } from './attendance.types';

export type Staff = NonNullable<Actor>;

export interface Slot extends SlotPlan {
  courseId: number;
  courseTitle: string;
  branchTitle: string;
  lectorId: number | null;
  lectorName: string | null;
}

/** A camp as its days need it. */
export interface CampOwner {
  campId: number;
  title: string;
  from: string;
  to: string;
  branchId: number | null;
  branchTitle: string | null;
  lectorId: number | null;
  lectorName: string | null;
}

/** A lesson as computed; a camp day has no times of its own. */
type Planned = Omit<PlannedLesson, 'scheduleId' | 'from' | 'to'> & { from: string | null; to: string | null };

export interface LessonRow extends LessonChange {
  id: number;
  scheduleId: number | null;
  campId: number | null;
  cancelReason: string | null;
  substituteLectorId: number | null;
  substituteName: string | null;
  note: string | null;
}

/** A lesson found for an actor who may see it. */
export interface Found {
  slot: Slot;
  row: LessonRow | undefined;
  planned: PlannedLesson;
}

/** A camp day found for an actor who may see it. */
interface CampFound {
  camp: CampOwner;
  row: LessonRow | undefined;
  planned: Planned;
}

export type AnyFound = Found | CampFound;

/** Whose lesson rows and registrations: a slot's or a camp's (the column is one of these two words). */
export interface Owner {
  column: 'schedule_id' | 'camp_id';
  id: number;
}

export const ownerOf = (found: AnyFound): Owner =>
  'slot' in found ? { column: 'schedule_id', id: found.slot.scheduleId } : { column: 'camp_id', id: found.camp.campId };

export const idOf = (found: AnyFound): string =>
  'slot' in found
    ? lessonKey(found.slot.scheduleId, found.planned.originalDate)
    : campDayId(found.camp.campId, found.planned.originalDate);

/** A camp day as a lesson: all day, from the Prague midnight starting it to the one ending it. */
export const campDay = (day: string): Planned => ({
  originalDate: day,
  date: day,
  from: null,
  to: null,
  startsAt: pragueInstant(day, '00:00'),
  endsAt: pragueInstant(plusDays(day, 1), '00:00'),
  status: 'regular',
});

/** Camp days are not cancelled, moved or substituted: for those, a camp day is not found. */
export function courseLesson(found: AnyFound): Found {
  if (!('slot' in found)) throw new AppError(AttendanceErrorCode.LessonNotFound);
  return found;
}

const SLOT_SELECT = `SELECT s.id AS "scheduleId", s.day_of_week AS "dayOfWeek", to_char(s."from", 'HH24:MI') AS "from",
         to_char(s."to", 'HH24:MI') AS "to", s.branch_id AS "branchId", s.lector_id AS "lectorId", u.name AS "lectorName",
         c.id AS "courseId", c.title AS "courseTitle", b.title AS "branchTitle",
         to_char(c.start_date, 'YYYY-MM-DD') AS "courseStart", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd"
    FROM schedule s JOIN course c ON c.id = s.course_id JOIN branch b ON b.id = s.branch_id
    LEFT JOIN "user" u ON u.id = s.lector_id`;

const CAMP_SELECT = `SELECT c.id AS "campId", c.title, to_char(c."from", 'YYYY-MM-DD') AS "from",
         to_char(c."to", 'YYYY-MM-DD') AS "to", c.branch_id AS "branchId", b.title AS "branchTitle",
         c.lector_id AS "lectorId", u.name AS "lectorName"
    FROM camp c LEFT JOIN branch b ON b.id = c.branch_id LEFT JOIN "user" u ON u.id = c.lector_id`;

export const LESSON_SELECT = `SELECT l.id, l.schedule_id AS "scheduleId", l.camp_id AS "campId", to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate",
         l.kind = 'makeup' AS makeup, to_char(l.date, 'YYYY-MM-DD') AS date, to_char(l."from", 'HH24:MI') AS "from",
         to_char(l."to", 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled, l.cancel_reason AS "cancelReason",
         l.substitute_lector_id AS "substituteLectorId", su.name AS "substituteName", l.note
    FROM lesson l LEFT JOIN "user" su ON su.id = l.substitute_lector_id`;

// A mark is never later than when the server received it: marks stored before times were clamped
// (a phone's 2099) count and show as received.
export const MARK_SELECT = `SELECT m.registration_id AS "registrationId", m.state, LEAST(m.marked_at, m.recorded_at) AS "markedAt",
         m.marked_by_id AS "markedById", CASE WHEN m.by_parent THEN 'rodič' ELSE mu.name END AS "markedByName",
         m.by_parent AS "byParent"
    FROM attendance_mark m LEFT JOIN "user" mu ON mu.id = m.marked_by_id`;

export const isAdmin = (actor: Staff) => actor.role === Role.administrator;

export function parseLesson(id: string) {
  const ref = parseLessonId(id);
  if (!ref) throw new AppError(AttendanceErrorCode.LessonNotFound);
  return ref;
}

/** The lessons' book: finds and describes lessons for the register (attendance.service.ts), the
 * changes (attendance.changes.ts), the families (attendance.parents.ts), the matrix and make-ups. */
export class LessonBook {
  constructor(private readonly dataSource: DataSource) {}

  /** The lessons from `from` to `to` (Prague days, both included; today when not given) that the
   * actor may see, in time order. */
  async lessons(actor: Actor, from?: string | null, to?: string | null): Promise<LessonInfo[]> {
    authorize(actor, 'attendance.read');
    const staff = actor as Staff;
    const first = from || pragueToday();
    const last = to || first;
    for (const [field, day] of [
      ['from', first],
      ['to', last],
    ] as const)
      if (!isValidIsoDate(day)) throw new AppError(FilterErrorCode.NotADay, { params: { field }, field });
    if (last < first) return [];
    if (daysBetween(first, last) >= LESSON_RANGE_MAX_DAYS) throw new AppError(AttendanceErrorCode.RangeTooLong);
    const manager = this.dataSource.manager;
    // A lector's own slots, and the slots of the lessons they substitute in (only those lessons).
    const slots: Slot[] = await manager.query(
      isAdmin(staff)
        ? `${SLOT_SELECT} ORDER BY s.id`
        : `${SLOT_SELECT}
           WHERE s.lector_id = $3 OR s.id IN (SELECT schedule_id FROM lesson WHERE substitute_lector_id = $3
                                               AND (date BETWEEN $1 AND $2 OR original_date BETWEEN $1 AND $2))
           ORDER BY s.id`,
      isAdmin(staff) ? [] : [first, last, staff.userId],
    );
    const camps: CampOwner[] = await manager.query(
      `${CAMP_SELECT} WHERE c."from" <= $2 AND c."to" >= $1 AND ($3::int IS NULL OR c.lector_id = $3) ORDER BY c.id`,
      [first, last, isAdmin(staff) ? null : staff.userId],
    );
    const found: AnyFound[] = [];
    if (camps.length > 0) {
      const campRows: LessonRow[] = await manager.query(
        `${LESSON_SELECT} WHERE l.camp_id = ANY($1::int[]) AND l.original_date BETWEEN $2 AND $3`,
        [camps.map((camp) => camp.campId), first, last],
      );
      const rowOf = new Map(campRows.map((row) => [`${row.campId}-${row.originalDate}`, row]));
      for (const camp of camps)
        for (const day of campDays(camp, first, last))
          found.push({ camp, row: rowOf.get(`${camp.campId}-${day}`), planned: campDay(day) });
    }
    const ids = slots.map((slot) => slot.scheduleId);
    const rows: LessonRow[] = ids.length
      ? await manager.query(
          `${LESSON_SELECT} WHERE l.schedule_id = ANY($1::int[]) AND (l.date BETWEEN $2 AND $3 OR l.original_date BETWEEN $2 AND $3)`,
          [ids, first, last],
        )
      : [];
    const nonTeaching = await this.nonTeachingRanges(manager, [first, last, ...rows.map((row) => row.originalDate)]);
    const rowsBySlot = new Map<number, LessonRow[]>();
    for (const row of rows) rowsBySlot.set(row.scheduleId!, [...(rowsBySlot.get(row.scheduleId!) ?? []), row]);
    for (const slot of slots) {
      const slotRows = rowsBySlot.get(slot.scheduleId) ?? [];
      const byOriginal = new Map(slotRows.map((row) => [row.originalDate, row]));
      for (const planned of lessonsOfSlot(slot, first, last, nonTeaching, slotRows)) {
        const row = byOriginal.get(planned.originalDate);
        if (this.maySee(staff, slot, row)) found.push({ slot, row, planned });
      }
    }
    found.sort((a, b) => a.planned.startsAt.getTime() - b.planned.startsAt.getTime());
    return this.describe(manager, found);
  }

  /** The slots whose whole course the actor sees (the attendance matrix): a lector their own,
   * administrators all, narrowed by branch and lector. */
  async wholeSlots(actor: Actor, filter: { branchId?: number | null; lectorId?: number | null }): Promise<Slot[]> {
    authorize(actor, 'attendance.read');
    const staff = actor as Staff;
    const lectorId = isAdmin(staff) ? (filter.lectorId ?? null) : staff.userId;
    return this.dataSource.query(
      `${SLOT_SELECT} WHERE ($1::int IS NULL OR s.branch_id = $1) AND ($2::int IS NULL OR s.lector_id = $2)
        ORDER BY c.title, s.day_of_week, s."from", s.id`,
      [filter.branchId ?? null, lectorId],
    );
  }

  /** One whole slot's lessons from `first` to `last` in time order (cancelled ones too), with the
   * ids of their rows; a slot that is not the actor's (maySee without a lesson) is not found. */
  async slotLessons(
    actor: Actor,
    scheduleId: number,
    first: string,
    last: string,
  ): Promise<{ slot: Slot; lessons: { planned: PlannedLesson; rowId: number | null }[] }> {
    authorize(actor, 'attendance.read');
    const manager = this.dataSource.manager;
    const slot = await this.slot(manager, scheduleId);
    if (!slot || !this.maySee(actor as Staff, slot, undefined)) throw new AppError(AttendanceErrorCode.LessonNotFound);
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND (l.date BETWEEN $2 AND $3 OR l.original_date BETWEEN $2 AND $3)`,
      [scheduleId, first, last],
    );
    const nonTeaching = await this.nonTeachingRanges(manager, [first, last, ...rows.map((row) => row.originalDate)]);
    const rowOf = new Map(rows.map((row) => [row.originalDate, row.id]));
    const lessons = lessonsOfSlot(slot, first, last, nonTeaching, rows)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((planned) => ({ planned, rowId: rowOf.get(planned.originalDate) ?? null }));
    return { slot, lessons };
  }

  /** The lessons of slots from `first` to `last` (Prague days, cancelled ones too) with their rows'
   * ids, for no actor: the make-up offers (makeups/) decide themselves who may book which. */
  async lessonsOfSlots(
    scheduleIds: readonly number[],
    first: string,
    last: string,
  ): Promise<{ slot: Slot; planned: PlannedLesson; rowId: number | null }[]> {
    if (scheduleIds.length === 0 || last < first) return [];
    const manager = this.dataSource.manager;
    const slots: Slot[] = await manager.query(`${SLOT_SELECT} WHERE s.id = ANY($1::int[]) ORDER BY s.id`, [
      scheduleIds,
    ]);
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = ANY($1::int[]) AND (l.date BETWEEN $2 AND $3 OR l.original_date BETWEEN $2 AND $3)`,
      [scheduleIds, first, last],
    );
    const nonTeaching = await this.nonTeachingRanges(manager, [first, last, ...rows.map((row) => row.originalDate)]);
    return slots.flatMap((slot) => {
      const slotRows = rows.filter((row) => row.scheduleId === slot.scheduleId);
      const rowOf = new Map(slotRows.map((row) => [row.originalDate, row.id]));
      return lessonsOfSlot(slot, first, last, nonTeaching, slotRows).map((planned) => ({
        slot,
        planned,
        rowId: rowOf.get(planned.originalDate) ?? null,
      }));
    });
  }

  // --- one lesson, and the pieces the other services share ---

  private maySee(actor: Staff, slot: Slot, row: LessonRow | undefined): boolean {
    return isAdmin(actor) || slot.lectorId === actor.userId || row?.substituteLectorId === actor.userId;
  }

  /** A lesson by its id, if it exists and the actor may see it; else not found (one answer for both). */
  async find(manager: EntityManager, actor: Staff, id: string): Promise<AnyFound> {
    const ref = parseLesson(id);
    if (ref.campId !== null) return this.findCampDay(manager, actor, ref.campId, ref.originalDate);
    const { scheduleId, originalDate } = ref;
    const slot = await this.slot(manager, scheduleId);
    if (!slot) throw new AppError(AttendanceErrorCode.LessonNotFound);
    const [row]: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND l.original_date = $2`,
      [scheduleId, originalDate],
    );
    const nonTeaching = await this.nonTeachingRanges(manager, [originalDate]);
    if (!lessonExists(slot, originalDate, nonTeaching, row) || !this.maySee(actor, slot, row))
      throw new AppError(AttendanceErrorCode.LessonNotFound);
    const date = row?.date ?? originalDate;
    const [planned] = lessonsOfSlot(slot, date, date, nonTeaching, row ? [row] : []).filter(
      (lesson) => lesson.originalDate === originalDate,
    );
    if (!planned) throw new AppError(AttendanceErrorCode.LessonNotFound);
    return { slot, row, planned };
  }

  /** A camp's day: a day the camp runs, of a camp that is the actor's (or any, for administrators). */
  private async findCampDay(manager: EntityManager, actor: Staff, campId: number, day: string): Promise<CampFound> {
    const camp = await this.camp(manager, campId);
    if (!camp || !isCampDay(camp, day) || !(isAdmin(actor) || camp.lectorId === actor.userId))
      throw new AppError(AttendanceErrorCode.LessonNotFound);
    const [row]: LessonRow[] = await manager.query(`${LESSON_SELECT} WHERE l.camp_id = $1 AND l.original_date = $2`, [
      campId,
      day,
    ]);
    return { camp, row, planned: campDay(day) };
  }

  async camp(manager: EntityManager, campId: number): Promise<CampOwner | undefined> {
    const [camp]: CampOwner[] = await manager.query(`${CAMP_SELECT} WHERE c.id = $1`, [campId]);
    return camp;
  }

  async slot(manager: EntityManager, scheduleId: number): Promise<Slot | undefined> {
    const [slot]: Slot[] = await manager.query(`${SLOT_SELECT} WHERE s.id = $1`, [scheduleId]);
    return slot;
  }

  /** The lesson's row, made the first time something is recorded about it (a camp day's of kind camp). */
  async ensureRow(manager: EntityManager, owner: Owner, originalDate: string): Promise<number> {
    await manager.query(
      `INSERT INTO lesson (${owner.column}, original_date, date, kind) VALUES ($1, $2, $2, $3)
       ON CONFLICT (${owner.column}, original_date) DO NOTHING`,
      [owner.id, originalDate, owner.column === 'camp_id' ? 'camp' : 'regular'],
    );
    const [row] = await manager.query(
      `SELECT id FROM lesson WHERE ${owner.column} = $1 AND original_date = $2 FOR UPDATE`,
      [owner.id, originalDate],
    );
    return row.id as number;
  }

  /** The non-teaching days that touch the days given (a range's ends and single days). */
  async nonTeachingRanges(manager: EntityManager, days: readonly string[]): Promise<NonTeachingRange[]> {
    const sorted = [...days].sort();
    return manager.query(
      `SELECT to_char("from", 'YYYY-MM-DD') AS "from", to_char("to", 'YYYY-MM-DD') AS "to", branch_id AS "branchId", title
         FROM non_teaching_day WHERE "from" <= $2 AND "to" >= $1`,
      [sorted[0], sorted.at(-1)],
    );
  }

  async marksOf(manager: EntityManager, lessonRowId: number): Promise<Map<number, AttendanceMarkInfo>> {
    const marks: (AttendanceMarkInfo & { registrationId: number })[] = await manager.query(
      `${MARK_SELECT} WHERE m.lesson_id = $1`,
      [lessonRowId],
    );
    return new Map(marks.map(({ registrationId, ...mark }) => [registrationId, mark]));
  }

  /** The lessons as the API shows them, with the slots' children and the lessons' marks counted. */
  async describe(manager: EntityManager, found: readonly AnyFound[]): Promise<LessonInfo[]> {
    if (found.length === 0) return [];
    const scheduleIds = [...new Set(found.flatMap((item) => ('slot' in item ? [item.slot.scheduleId] : [])))];
    const campIds = [...new Set(found.flatMap((item) => ('camp' in item ? [item.camp.campId] : [])))];
    const counts: { owner: string; count: number }[] = await manager.query(
      `SELECT CASE WHEN schedule_id IS NULL THEN 'c' || camp_id ELSE 's' || schedule_id END AS owner, count(*)::int AS count
         FROM registration
        WHERE (schedule_id = ANY($1::int[]) OR camp_id = ANY($2::int[])) AND cancelled_at IS NULL
        GROUP BY schedule_id, camp_id`,
      [scheduleIds, campIds],
    );
    const rowIds = found.flatMap((item) => (item.row ? [item.row.id] : []));
    const marked: { lessonId: number; count: number }[] = rowIds.length
      ? await manager.query(
          `SELECT m.lesson_id AS "lessonId", count(*)::int AS count FROM attendance_mark m
             JOIN registration r ON r.id = m.registration_id AND r.cancelled_at IS NULL
            WHERE m.lesson_id = ANY($1::int[]) GROUP BY m.lesson_id`,
          [rowIds],
        )
      : [];
    const children = new Map(counts.map((item) => [item.owner, item.count]));
    const marks = new Map(marked.map((item) => [item.lessonId, item.count]));
    return found.map((item) => {
      const { row, planned } = item;
      const owner = ownerOf(item);
      const of =
        'slot' in item
          ? { ...item.slot, campId: null }
          : {
              ...item.camp,
              scheduleId: null,
              courseId: null,
              courseTitle: item.camp.title,
            };
      return {
        id: idOf(item),
        scheduleId: of.scheduleId,
        courseId: of.courseId,
        campId: of.campId,
        courseTitle: of.courseTitle,
        branchId: of.branchId,
        branchTitle: of.branchTitle,
        originalDate: planned.originalDate,
        date: planned.date,
        from: planned.from,
        to: planned.to,
        startsAt: planned.startsAt,
        endsAt: planned.endsAt,
        status: planned.status as LessonStatusValue,
        cancelReason: row?.cancelReason ?? null,
        lectorId: of.lectorId,
        lectorName: of.lectorName,
        substituteLectorId: row?.substituteLectorId ?? null,
        substituteName: row?.substituteName ?? null,
        note: row?.note ?? null,
        childCount: children.get(`${owner.column === 'camp_id' ? 'c' : 's'}${owner.id}`) ?? 0,
        markedCount: row ? (marks.get(row.id) ?? 0) : 0,
      };
    });
  }
}
