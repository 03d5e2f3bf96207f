// Lessons, rosters and attendance. Lessons are computed from the slots on every read (lesson-dates.ts)
// rather than stored: a slot's or course's dates and the days off change, and nothing needs to follow
// them. A `lesson` row exists only for a lesson with something of its own (a change, a substitute, a
// note, marks). Who sees what is decided here: administrators every lesson; a lector the lessons of
// their own slots and those they substitute in, and any other lesson is "not found". A camp has a
// lesson a day (isCampDay), all day, seen by administrators and the camp's lector; staff do not
// cancel, move or substitute camp days (not found), and the matrix stays of course slots.
import {
  AttendanceErrorCode,
  FilterErrorCode,
  attendanceMarksSchema,
  lessonCancelSchema,
  campDayId,
  lessonId as lessonKey,
  parseLessonId,
  LESSON_RANGE_MAX_DAYS,
  MARK_GRACE_MINUTES,
  lessonMoveSchema,
  lessonNoteSchema,
  makeupLessonSchema,
  nonTeachingDaySchema,
  pragueToday,
  Role,
  isValidIsoDate,
  AttendanceState,
  type ErrorCode,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { validateInput } from '../../core/validation';
import {
  ageOn,
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
} from './lesson-dates';
import { lessonChangeMessages, type LessonChangeMessages, loadLessonChange } from './lesson-change';
import {
  type AttendanceMarkInfo,
  type AttendanceMarkResult,
  type LessonInfo,
  type LessonRoster,
  type ParentLessonInfo,
  LessonStatusValue,
  type RosterEntry,
} from './attendance.types';
import { NonTeachingDay } from './non-teaching-day.entity';
import {
  creditForExcuse,
  creditsForCancelledLesson,
  excuseCutoff,
  guestsOfLesson,
  revokeCreditsOfRestoredLesson,
  settleGuestCredit,
  termsOfSlot,
} from '../makeups/makeup.credits';

type Staff = NonNullable<Actor>;

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

interface LessonRow extends LessonChange {
  id: number;
  scheduleId: number | null;
  campId: number | null;
  cancelReason: string | null;
  substituteLectorId: number | null;
  substituteName: string | null;
  note: string | null;
}

/** A lesson found for an actor who may see it. */
interface Found {
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

type AnyFound = Found | CampFound;

/** Whose lesson rows and registrations: a slot's or a camp's (the column is one of these two words). */
interface Owner {
  column: 'schedule_id' | 'camp_id';
  id: number;
}

const ownerOf = (found: AnyFound): Owner =>
  'slot' in found ? { column: 'schedule_id', id: found.slot.scheduleId } : { column: 'camp_id', id: found.camp.campId };

const idOf = (found: AnyFound): string =>
  'slot' in found
    ? lessonKey(found.slot.scheduleId, found.planned.originalDate)
    : campDayId(found.camp.campId, found.planned.originalDate);

/** A camp day as a lesson: all day, from the Prague midnight starting it to the one ending it. */
const campDay = (day: string): Planned => ({
  originalDate: day,
  date: day,
  from: null,
  to: null,
  startsAt: pragueInstant(day, '00:00'),
  endsAt: pragueInstant(plusDays(day, 1), '00:00'),
  status: 'regular',
});

/** Camp days are not cancelled, moved or substituted: for those, a camp day is not found. */
function courseLesson(found: AnyFound): Found {
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

const LESSON_SELECT = `SELECT l.id, l.schedule_id AS "scheduleId", l.camp_id AS "campId", to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate",
         l.kind = 'makeup' AS makeup, to_char(l.date, 'YYYY-MM-DD') AS date, to_char(l."from", 'HH24:MI') AS "from",
         to_char(l."to", 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled, l.cancel_reason AS "cancelReason",
         l.substitute_lector_id AS "substituteLectorId", su.name AS "substituteName", l.note
    FROM lesson l LEFT JOIN "user" su ON su.id = l.substitute_lector_id`;

// A mark is never later than when the server received it: marks stored before times were clamped
// (a phone's 2099) count and show as received.
const MARK_SELECT = `SELECT m.registration_id AS "registrationId", m.state, LEAST(m.marked_at, m.recorded_at) AS "markedAt",
         m.marked_by_id AS "markedById", CASE WHEN m.by_parent THEN 'rodič' ELSE mu.name END AS "markedByName",
         m.by_parent AS "byParent"
    FROM attendance_mark m LEFT JOIN "user" mu ON mu.id = m.marked_by_id`;

const isAdmin = (actor: Staff) => actor.role === Role.administrator;

function parseLesson(id: string) {
  const ref = parseLessonId(id);
  if (!ref) throw new AppError(AttendanceErrorCode.LessonNotFound);
  return ref;
}

export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    /** The server's clock: it decides which lessons have begun and caps the phones' times. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private messages: LessonChangeMessages | null = null;

  /** The messages service, which tells the families of a cancelled or moved lesson (connected by the
   * messages module, which depends on this one). */
  connectMessages(messages: LessonChangeMessages): void {
    this.messages = messages;
  }

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

  /** One lesson with its roster; a lesson the actor may not see is not found. */
  async roster(actor: Actor, id: string): Promise<LessonRoster> {
    authorize(actor, 'attendance.read');
    const manager = this.dataSource.manager;
    const found = await this.find(manager, actor as Staff, id);
    const [lesson] = await this.describe(manager, [found]);
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
    const marks = found.row ? await this.marksOf(manager, found.row.id) : new Map<number, AttendanceMarkInfo>();
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

  /** The next lessons of a registration's slot, or days of its camp, from today (at most `count`,
   * within LESSON_RANGE_MAX_DAYS), with the child's own mark: what the parent's page offers to
   * excuse. For a caller that checked the family's link (attendance.parents.ts). A cancelled
   * registration has none. */
  async upcomingForRegistration(registrationId: number, count = 10): Promise<ParentLessonInfo[]> {
    const manager = this.dataSource.manager;
    const [registration]: { scheduleId: number | null; campId: number | null }[] = await manager.query(
      'SELECT schedule_id AS "scheduleId", camp_id AS "campId" FROM registration WHERE id = $1 AND cancelled_at IS NULL',
      [registrationId],
    );
    if (registration?.campId) return this.upcomingCampDays(registrationId, registration.campId, count);
    if (!registration?.scheduleId) return [];
    const slot = await this.slot(manager, registration.scheduleId);
    if (!slot) return [];
    const first = pragueToday();
    const last = plusDays(first, LESSON_RANGE_MAX_DAYS - 1);
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND (l.date BETWEEN $2 AND $3 OR l.original_date BETWEEN $2 AND $3)`,
      [slot.scheduleId, first, last],
    );
    const nonTeaching = await this.nonTeachingRanges(manager, [first, last, ...rows.map((row) => row.originalDate)]);
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
    const camp = await this.camp(manager, campId);
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
   * not found. For a caller that checked the family's link. Answers the make-up credit it earned (a
   * course lesson excused at least the course's excuseCutoffHours before it starts), or null. */
  async excuseForParent(registrationId: number, lessonId: string): Promise<number | null> {
    const upcoming = await this.upcomingForRegistration(registrationId, Number.MAX_SAFE_INTEGER);
    const lesson = upcoming.find((item) => item.id === lessonId);
    if (!lesson) throw new AppError(AttendanceErrorCode.LessonNotFound);
    const ref = parseLesson(lessonId);
    const owner: Owner =
      ref.campId === null ? { column: 'schedule_id', id: ref.scheduleId } : { column: 'camp_id', id: ref.campId };
    return this.dataSource.transaction(async (manager) => {
      const rowId = await this.ensureRow(manager, owner, ref.originalDate);
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

  /** The lector's short note of a lesson. */
  async setNote(actor: Actor, id: string, input: unknown): Promise<LessonInfo> {
    authorize(actor, 'attendance.mark');
    const { note } = await validateInput(lessonNoteSchema, input);
    return this.change(actor as Staff, id, async (manager, found, rowId) => {
      await manager.query('UPDATE lesson SET note = $2, note_by_id = $3, updated_at = now() WHERE id = $1', [
        rowId,
        note,
        (actor as Staff).userId,
      ]);
      return found;
    });
  }

  /** Cancels one lesson; the families of the slot get a provozní message. */
  async cancel(actor: Actor, id: string, input: unknown): Promise<LessonInfo> {
    authorize(actor, 'lesson.manage');
    const { reason, replaced } = await validateInput(lessonCancelSchema, input);
    return this.change(actor as Staff, id, async (manager, anyFound, rowId) => {
      const found = courseLesson(anyFound);
      if (found.row?.cancelled) return found;
      await manager.query(
        'UPDATE lesson SET cancelled_at = now(), cancel_reason = $2, updated_at = now() WHERE id = $1',
        [rowId, reason],
      );
      // Without a replacement lesson, every child holding a place earns a make-up credit.
      if (!replaced)
        await creditsForCancelledLesson(manager, {
          lessonRowId: rowId,
          scheduleId: found.slot.scheduleId,
          startsAt: found.planned.startsAt,
        });
      await this.tellParents(manager, actor as Staff, found, rowId);
      return found;
    });
  }

  /** Undoes a cancellation; the parents are told the lesson takes place after all. */
  async restore(actor: Actor, id: string): Promise<LessonInfo> {
    authorize(actor, 'lesson.manage');
    return this.change(actor as Staff, id, async (manager, anyFound, rowId) => {
      const found = courseLesson(anyFound);
      if (!found.row?.cancelled) return found;
      await this.refuseTakenDay(manager, found.slot, found.planned.date, found.planned.originalDate);
      await manager.query(
        'UPDATE lesson SET cancelled_at = NULL, cancel_reason = NULL, updated_at = now() WHERE id = $1',
        [rowId],
      );
      await revokeCreditsOfRestoredLesson(manager, rowId);
      await this.tellParents(manager, actor as Staff, found, rowId);
      return found;
    });
  }

  /** Moves one lesson to another day or time; the families of the slot get a provozní message. */
  async move(actor: Actor, id: string, input: unknown): Promise<LessonInfo> {
    authorize(actor, 'lesson.manage');
    const moved = await validateInput(lessonMoveSchema, input);
    return this.change(actor as Staff, id, async (manager, anyFound, rowId) => {
      const found = courseLesson(anyFound);
      if (found.row?.cancelled) throw new AppError(AttendanceErrorCode.LessonCancelled);
      await this.refuseTakenDay(manager, found.slot, moved.date, found.planned.originalDate);
      // A make-up lesson keeps its key (its first day) when moved, like any other lesson.
      await manager.query('UPDATE lesson SET date = $2, "from" = $3, "to" = $4, updated_at = now() WHERE id = $1', [
        rowId,
        moved.date,
        moved.from,
        moved.to,
      ]);
      await this.tellParents(manager, actor as Staff, found, rowId);
      return found;
    });
  }

  /** Adds a make-up lesson to a slot. */
  async addMakeup(actor: Actor, input: unknown): Promise<LessonInfo> {
    authorize(actor, 'lesson.manage');
    const makeup = await validateInput(makeupLessonSchema, input);
    const id = lessonKey(makeup.scheduleId, makeup.date);
    return this.dataSource.transaction(async (manager) => {
      const slot = await this.slot(manager, makeup.scheduleId);
      if (!slot) throw new AppError(AttendanceErrorCode.LessonNotFound);
      await manager.query('SELECT id FROM schedule WHERE id = $1 FOR UPDATE', [slot.scheduleId]);
      await this.refuseTakenDay(manager, slot, makeup.date, null);
      const [taken] = await manager.query('SELECT 1 FROM lesson WHERE schedule_id = $1 AND original_date = $2', [
        slot.scheduleId,
        makeup.date,
      ]);
      if (taken) throw new AppError(AttendanceErrorCode.DateTaken);
      await manager.query(
        `INSERT INTO lesson (schedule_id, original_date, kind, date, "from", "to") VALUES ($1, $2, 'makeup', $2, $3, $4)`,
        [slot.scheduleId, makeup.date, makeup.from, makeup.to],
      );
      const [lesson] = await this.describe(manager, [await this.find(manager, actor as Staff, id)]);
      return lesson!;
    });
  }

  /** Who teaches one lesson instead of the slot's lector (null: nobody, the slot's lector again). */
  async setSubstitute(actor: Actor, id: string, lectorId: number | null): Promise<LessonInfo> {
    authorize(actor, 'lesson.manage');
    return this.change(actor as Staff, id, async (manager, anyFound, rowId) => {
      const found = courseLesson(anyFound);
      if (lectorId !== null) {
        const [user] = await manager.query('SELECT 1 FROM "user" WHERE id = $1 AND active', [lectorId]);
        if (!user) throw new AppError(AttendanceErrorCode.SubstituteNotFound, { field: 'lectorId' });
      }
      await manager.query('UPDATE lesson SET substitute_lector_id = $2, updated_at = now() WHERE id = $1', [
        rowId,
        lectorId,
      ]);
      return found;
    });
  }

  async nonTeachingDays(actor: Actor): Promise<NonTeachingDay[]> {
    authorize(actor, 'attendance.read');
    return this.dataSource.getRepository(NonTeachingDay).find({ order: { from: 'DESC', id: 'DESC' } });
  }

  async addNonTeachingDay(actor: Actor, input: unknown): Promise<NonTeachingDay> {
    authorize(actor, 'lesson.manage');
    const values = await validateInput(nonTeachingDaySchema, input);
    if (values.branchId !== null) {
      const [branch] = await this.dataSource.query('SELECT 1 FROM branch WHERE id = $1', [values.branchId]);
      if (!branch) throw new AppError(AttendanceErrorCode.NonTeachingDayNotFound, { field: 'branchId' });
    }
    const repository = this.dataSource.getRepository(NonTeachingDay);
    return repository.save(repository.create(values));
  }

  async deleteNonTeachingDay(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, 'lesson.manage');
    const { affected } = await this.dataSource.getRepository(NonTeachingDay).delete({ id });
    if (!affected) throw new AppError(AttendanceErrorCode.NonTeachingDayNotFound);
    return true;
  }

  // --- inside ---

  private maySee(actor: Staff, slot: Slot, row: LessonRow | undefined): boolean {
    return isAdmin(actor) || slot.lectorId === actor.userId || row?.substituteLectorId === actor.userId;
  }

  /** A lesson by its id, if it exists and the actor may see it; else not found (one answer for both). */
  private async find(manager: EntityManager, actor: Staff, id: string): Promise<AnyFound> {
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

  private async camp(manager: EntityManager, campId: number): Promise<CampOwner | undefined> {
    const [camp]: CampOwner[] = await manager.query(`${CAMP_SELECT} WHERE c.id = $1`, [campId]);
    return camp;
  }

  private async slot(manager: EntityManager, scheduleId: number): Promise<Slot | undefined> {
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

  /** A lesson the actor may mark, with its row and the active registrations of its slot; or why not. */
  private async markable(
    manager: EntityManager,
    actor: Staff,
    id: string,
    now: Date,
  ): Promise<{ lessonRowId: number; children: Set<number>; guests: Set<number> } | ErrorCode> {
    let found: AnyFound;
    try {
      found = await this.find(manager, actor, id);
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    if (found.planned.status === 'cancelled') return AttendanceErrorCode.LessonCancelled;
    if (found.planned.startsAt.getTime() - MARK_GRACE_MINUTES * 60_000 > now.getTime())
      return AttendanceErrorCode.LessonNotStarted;
    const owner = ownerOf(found);
    const lessonRowId = await this.ensureRow(manager, owner, found.planned.originalDate);
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

  /** A change to one lesson in a transaction: found (for the actor), its row made, `work` done; the
   * lesson as it then is. */
  private async change(
    actor: Staff,
    id: string,
    work: (manager: EntityManager, found: AnyFound, rowId: number) => Promise<AnyFound>,
  ): Promise<LessonInfo> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, actor, id);
      const rowId = await this.ensureRow(manager, ownerOf(found), found.planned.originalDate);
      const after = await work(manager, found, rowId);
      const [lesson] = await this.describe(manager, [await this.find(manager, actor, idOf(after))]);
      return lesson!;
    });
  }

  /** A slot may not have two lessons on one day (`except`: the lesson being moved). */
  private async refuseTakenDay(manager: EntityManager, slot: Slot, day: string, except: string | null): Promise<void> {
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND (l.date = $2 OR l.original_date = $2)`,
      [slot.scheduleId, day],
    );
    const nonTeaching = await this.nonTeachingRanges(manager, [day, ...rows.map((row) => row.originalDate)]);
    const taken = lessonsOfSlot(slot, day, day, nonTeaching, rows).some(
      (lesson) => lesson.originalDate !== except && lesson.status !== 'cancelled',
    );
    if (taken) throw new AppError(AttendanceErrorCode.DateTaken, { field: 'date' });
  }

  /** Tells the families of the slot's children holding a place how the lesson now is: a provozní
   * message sent as the staff member, in the change's transaction. */
  private async tellParents(manager: EntityManager, actor: Staff, found: Found, rowId: number): Promise<void> {
    if (!this.messages)
      throw new Error('The attendance service has no messages service connected (messages.module.ts).');
    const lesson = await loadLessonChange(manager, rowId);
    if (!lesson) return;
    await this.messages.lessonChanged(manager, actor, {
      scheduleId: found.slot.scheduleId,
      lessonId: idOf(found),
      plannedDate: found.planned.originalDate,
      ...lessonChangeMessages(lesson),
    });
  }

  /** The non-teaching days that touch the days given (a range's ends and single days). */
  private async nonTeachingRanges(manager: EntityManager, days: readonly string[]): Promise<NonTeachingRange[]> {
    const sorted = [...days].sort();
    return manager.query(
      `SELECT to_char("from", 'YYYY-MM-DD') AS "from", to_char("to", 'YYYY-MM-DD') AS "to", branch_id AS "branchId", title
         FROM non_teaching_day WHERE "from" <= $2 AND "to" >= $1`,
      [sorted[0], sorted.at(-1)],
    );
  }

  private async marksOf(manager: EntityManager, lessonRowId: number): Promise<Map<number, AttendanceMarkInfo>> {
    const marks: (AttendanceMarkInfo & { registrationId: number })[] = await manager.query(
      `${MARK_SELECT} WHERE m.lesson_id = $1`,
      [lessonRowId],
    );
    return new Map(marks.map(({ registrationId, ...mark }) => [registrationId, mark]));
  }

  /** The lessons as the API shows them, with the slots' children and the lessons' marks counted. */
  private async describe(manager: EntityManager, found: readonly AnyFound[]): Promise<LessonInfo[]> {
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
