// Changes to single lessons by staff: a note, a cancellation and its undoing, a move, a make-up
// lesson, a substitute. Camp days are not cancelled, moved or substituted (not found). The families of
// a cancelled or moved lesson get a provozní message (messages/, connected at start).
import {
  AttendanceErrorCode,
  lessonCancelSchema,
  lessonId as lessonKey,
  lessonMoveSchema,
  lessonNoteSchema,
  makeupLessonSchema,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { validateInput } from '../../core/validation';
import { lessonsOfSlot } from './lesson.dates';
import { lessonChangeMessages, type LessonChangeMessages, loadLessonChange } from './lesson.change';
import { type LessonInfo } from './attendance.types';
import { creditsForCancelledLesson, revokeCreditsOfRestoredLesson } from '../makeups/makeup.credits';
import {
  courseLesson,
  idOf,
  type AnyFound,
  type Found,
  type LessonBook,
  LESSON_SELECT,
  type LessonRow,
  ownerOf,
  type Slot,
  type Staff,
} from './attendance.lessons';

export class LessonChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly book: LessonBook,
  ) {}

  private messages: LessonChangeMessages | null = null;

  /** The messages service, which tells the families of a cancelled or moved lesson (connected by the
   * messages module, which depends on this one). */
  connectMessages(messages: LessonChangeMessages): void {
    this.messages = messages;
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
      const slot = await this.book.slot(manager, makeup.scheduleId);
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
      const [lesson] = await this.book.describe(manager, [await this.book.find(manager, actor as Staff, id)]);
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

  /** A change to one lesson in a transaction: found (for the actor), its row made, `work` done; the
   * lesson as it then is. */
  private async change(
    actor: Staff,
    id: string,
    work: (manager: EntityManager, found: AnyFound, rowId: number) => Promise<AnyFound>,
  ): Promise<LessonInfo> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.book.find(manager, actor, id);
      const rowId = await this.book.ensureRow(manager, ownerOf(found), found.planned.originalDate);
      const after = await work(manager, found, rowId);
      const [lesson] = await this.book.describe(manager, [await this.book.find(manager, actor, idOf(after))]);
      return lesson!;
    });
  }

  /** A slot may not have two lessons on one day (`except`: the lesson being moved). */
  private async refuseTakenDay(manager: EntityManager, slot: Slot, day: string, except: string | null): Promise<void> {
    const rows: LessonRow[] = await manager.query(
      `${LESSON_SELECT} WHERE l.schedule_id = $1 AND (l.date = $2 OR l.original_date = $2)`,
      [slot.scheduleId, day],
    );
    const nonTeaching = await this.book.nonTeachingRanges(manager, [day, ...rows.map((row) => row.originalDate)]);
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
}
