// The staff's view of attendance: a slot's children × lessons over a range of days, each child's
// attendance rate and a flag for absences in a row, and the list of slots with their rates that the
// filter shows. Lessons come from the lessons' book's own computation and scope (slotLessons: a lector
// their own slots, administrators all; another's slot is not found).
import {
  AttendanceErrorCode,
  AttendanceState,
  FilterErrorCode,
  isValidIsoDate,
  LESSON_RANGE_MAX_DAYS,
  pragueToday,
} from '@kurzy/common';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/actor';
import type { OperatorConfig } from '../../core/config';
import { AppError } from '../../core/errors';
import type { LessonBook, Slot } from './attendance.lessons';
import type { AttendanceMatrixData, MatrixLesson, MatrixRow } from './attendance.matrix.data';
import { attendanceSheetPdf, matrixFileName, matrixXlsx } from './attendance.export';
import { daysBetween, plusDays } from './lesson.dates';
import { LessonStatusValue } from './attendance.types';

/** Absences in a row from which a child is flagged ("3× chybí"). */
export const ABSENCE_RUN_FLAG = 3;

export interface AttendanceSlotSummaryData {
  scheduleId: number;
  courseTitle: string;
  branchId: number;
  branchTitle: string;
  lectorId: number | null;
  lectorName: string | null;
  dayOfWeek: number;
  timeFrom: string;
  timeTo: string;
  childCount: number;
  lessonsHeld: number;
  /** Present marks / (held lessons × children), as each child's rate; null when nothing was held. */
  rate: number | null;
  flaggedCount: number;
}

export interface MatrixFilter {
  branchId?: number | null;
  lectorId?: number | null;
  from?: string | null;
  to?: string | null;
}

/** The range asked for: the last 30 days up to today when not given. */
function range(from?: string | null, to?: string | null): { first: string; last: string } {
  const last = to || pragueToday();
  // Checked before counting back from it: a text that is no day has no day 30 days before.
  const notADay = (field: 'from' | 'to') => new AppError(FilterErrorCode.NotADay, { params: { field }, field });
  if (!isValidIsoDate(last)) throw notADay('to');
  const first = from || plusDays(last, -30);
  if (!isValidIsoDate(first)) throw notADay('from');
  // The lessons' own limit (and its message): two months, a printed month with room.
  if (last < first || daysBetween(first, last) >= LESSON_RANGE_MAX_DAYS)
    throw new AppError(AttendanceErrorCode.RangeTooLong);
  return { first, last };
}

/** The counts of one child. The rate is present / held lessons: every lesson of the range that took
 * place counts (an unmarked one as not present, an excused one too), so 100 % means at every one;
 * excused absences are counted beside it, for staff to tell them apart. */
export function childRow(
  child: { registrationId: number; childFullName: string },
  lessons: readonly MatrixLesson[],
  marks: (AttendanceState | null)[],
): MatrixRow {
  let present = 0;
  let absent = 0;
  let excused = 0;
  let held = 0;
  let absentRun = 0;
  lessons.forEach((lesson, index) => {
    if (!lesson.held) return;
    held += 1;
    const mark = marks[index];
    if (mark === AttendanceState.present) present += 1;
    if (mark === AttendanceState.absent) absent += 1;
    if (mark === AttendanceState.excused) excused += 1;
    absentRun = mark === AttendanceState.absent ? absentRun + 1 : 0;
  });
  return {
    ...child,
    marks,
    held,
    present,
    absent,
    excused,
    rate: held ? present / held : null,
    absentRun,
    flagged: absentRun >= ABSENCE_RUN_FLAG,
  };
}

export class AttendanceMatrixService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly book: Pick<LessonBook, 'wholeSlots' | 'slotLessons'>,
    private readonly operator: OperatorConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The matrix as an XLSX file. */
  async xlsx(actor: Actor, scheduleId: number, from?: string | null, to?: string | null) {
    const matrix = await this.matrix(actor, scheduleId, from, to);
    return { filename: matrixFileName(matrix, 'xlsx'), content: await matrixXlsx(matrix) };
  }

  /** The printable register of a slot for one month (YYYY-MM; this month when not given). */
  async sheet(actor: Actor, scheduleId: number, month?: string | null) {
    const chosen = month || pragueToday().slice(0, 7);
    const first = `${chosen}-01`;
    if (!/^\d{4}-\d{2}$/.test(chosen) || !isValidIsoDate(first))
      throw new AppError(FilterErrorCode.NotADay, { params: { field: 'month' }, field: 'month' });
    const last = plusDays(plusDays(first, 32).slice(0, 8) + '01', -1);
    const matrix = await this.matrix(actor, scheduleId, first, last);
    return {
      filename: `dochazka-${scheduleId}-${chosen}.pdf`,
      content: await attendanceSheetPdf(matrix, chosen, this.operator),
    };
  }

  /** The slots the actor sees, narrowed by branch and lector, with the rates of the range. */
  async slots(actor: Actor, filter: MatrixFilter): Promise<AttendanceSlotSummaryData[]> {
    const { first, last } = range(filter.from, filter.to);
    const slots = await this.book.wholeSlots(actor, filter);
    const summaries: AttendanceSlotSummaryData[] = [];
    for (const slot of slots) {
      const matrix = await this.matrix(actor, slot.scheduleId, first, last);
      const held = matrix.rows.reduce((sum, row) => sum + row.held, 0);
      const present = matrix.rows.reduce((sum, row) => sum + row.present, 0);
      summaries.push({
        scheduleId: slot.scheduleId,
        courseTitle: slot.courseTitle,
        branchId: slot.branchId,
        branchTitle: slot.branchTitle,
        lectorId: slot.lectorId,
        lectorName: slot.lectorName,
        dayOfWeek: slot.dayOfWeek,
        timeFrom: slot.from,
        timeTo: slot.to,
        childCount: matrix.rows.length,
        lessonsHeld: matrix.lessons.filter((lesson) => lesson.held).length,
        rate: held ? present / held : null,
        flaggedCount: matrix.rows.filter((row) => row.flagged).length,
      });
    }
    return summaries;
  }

  /** One slot's children (its active registrations) × its lessons from `from` to `to`. */
  async matrix(
    actor: Actor,
    scheduleId: number,
    from?: string | null,
    to?: string | null,
  ): Promise<AttendanceMatrixData> {
    const { first, last } = range(from, to);
    const { slot, lessons } = await this.book.slotLessons(actor, scheduleId, first, last);
    const now = this.now().getTime();
    const columns: MatrixLesson[] = lessons.map(({ planned }) => ({
      id: `s${slot.scheduleId}-${planned.originalDate}`,
      date: planned.date,
      from: planned.from,
      status: planned.status as LessonStatusValue,
      held: planned.status !== 'cancelled' && planned.startsAt.getTime() <= now,
    }));
    const children: { registrationId: number; childFullName: string }[] = await this.dataSource.query(
      `SELECT r.id AS "registrationId", r.child_full_name AS "childFullName" FROM registration r
        WHERE r.schedule_id = $1 AND r.cancelled_at IS NULL ORDER BY r.child_full_name, r.id`,
      [slot.scheduleId],
    );
    const rowIds = lessons.flatMap((lesson) => (lesson.rowId === null ? [] : [lesson.rowId]));
    const marks: { lessonId: number; registrationId: number; state: AttendanceState }[] = rowIds.length
      ? await this.dataSource.query(
          `SELECT lesson_id AS "lessonId", registration_id AS "registrationId", state FROM attendance_mark
            WHERE lesson_id = ANY($1::int[])`,
          [rowIds],
        )
      : [];
    const markOf = new Map(marks.map((mark) => [`${mark.lessonId}:${mark.registrationId}`, mark.state]));
    const columnOf = new Map(
      lessons.flatMap(({ rowId }, index) => (rowId === null ? [] : [[rowId, columns[index]!.id]])),
    );
    const guests: { rowId: number; registrationId: number; childFullName: string }[] = rowIds.length
      ? await this.dataSource.query(
          `SELECT b.lesson_id AS "rowId", r.id AS "registrationId", r.child_full_name AS "childFullName"
             FROM makeup_booking b JOIN registration r ON r.id = b.registration_id
            WHERE b.lesson_id = ANY($1::int[]) AND b.cancelled_at IS NULL AND r.cancelled_at IS NULL
            ORDER BY b.lesson_id, r.child_full_name, r.id`,
          [rowIds],
        )
      : [];
    return {
      ...describeSlot(slot),
      from: first,
      to: last,
      lessons: columns,
      rows: children.map((child) =>
        childRow(
          child,
          columns,
          lessons.map(({ rowId }) =>
            rowId === null ? null : (markOf.get(`${rowId}:${child.registrationId}`) ?? null),
          ),
        ),
      ),
      guests: guests.map(({ rowId, ...guest }) => ({
        ...guest,
        lessonId: columnOf.get(rowId)!,
        mark: markOf.get(`${rowId}:${guest.registrationId}`) ?? null,
      })),
    };
  }
}

const describeSlot = (slot: Slot) => ({
  scheduleId: slot.scheduleId,
  courseTitle: slot.courseTitle,
  branchTitle: slot.branchTitle,
  lectorName: slot.lectorName,
  dayOfWeek: slot.dayOfWeek,
  timeFrom: slot.from,
  timeTo: slot.to,
});
