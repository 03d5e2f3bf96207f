// A lesson that staff cancelled, moved, or put back as planned, told to the families of its slot
// (issue 43, item 7): the attendance writes the words, the messages module sends them as a provozní
// message to the lesson's children holding a place (one e-mail per family address, listed in
// "Zprávy" and on the family's page). The messages module depends on this one, so it connects
// itself here (messages.module.ts `connect`) rather than this module importing it.
import { formatDate } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../core/actor';

/** One lesson of a slot as it now is: cancelled, moved, or (a cancellation or move undone) back as
 * planned. */
export interface LessonChangeFacts {
  /** The course's title. */
  title: string;
  /** The day it was planned for, `YYYY-MM-DD`. */
  plannedDate: string;
  plannedFrom: string;
  date: string;
  from: string;
  to: string;
  cancelled: boolean;
  reason: string | null;
}

/** What the families of a changed lesson are told. */
export interface LessonChangeNotice {
  scheduleId: number;
  /** The lesson's key (`s<schedule>-<planned day>`). */
  lessonId: string;
  /** Its planned day, `YYYY-MM-DD` (the audience's label names it). */
  plannedDate: string;
  subject: string;
  text: string;
}

/** Where a lesson's change goes to its families: the messages service. Answers how many family
 * addresses it was sent to. */
export interface LessonChangeMessages {
  lessonChanged(manager: EntityManager, actor: NonNullable<Actor>, notice: LessonChangeNotice): Promise<number>;
}

const lessonDay = (day: string, from?: string) => `${formatDate(day)}${from ? ` v ${from}` : ''}`;

/** The subject and the sentences that tell the change; `sentence` begins in lower case, as it
 * follows a greeting. */
export function lessonChangeWording(lesson: LessonChangeFacts): {
  subject: string;
  sentence: string;
  reason: string | null;
} {
  const planned = lessonDay(lesson.plannedDate, lesson.plannedFrom);
  const moved = lesson.date !== lesson.plannedDate || lesson.from !== lesson.plannedFrom;
  const reason = lesson.cancelled && lesson.reason ? `Důvod: ${lesson.reason}` : null;
  if (lesson.cancelled)
    return {
      subject: `Zrušená lekce: ${lesson.title} ${formatDate(lesson.date)}`,
      sentence: `lekce kroužku „${lesson.title}“ ${lessonDay(lesson.date, lesson.from)} se nekoná. Ostatní lekce pokračují podle rozvrhu.`,
      reason,
    };
  if (moved)
    return {
      subject: `Přesunutá lekce: ${lesson.title} ${formatDate(lesson.plannedDate)}`,
      sentence: `lekce kroužku „${lesson.title}“, plánovaná na ${planned}, se přesouvá na ${lessonDay(lesson.date, lesson.from)}–${lesson.to}.`,
      reason,
    };
  return {
    subject: `Lekce se koná: ${lesson.title} ${formatDate(lesson.date)}`,
    sentence: `lekce kroužku „${lesson.title}“ ${planned} se přece jen koná, jak byla naplánována.`,
    reason,
  };
}

export const QUESTIONS_LINE = 'Pokud se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.';

/** The message to the families: the change, its reason, and where to ask (their children, the
 * greeting and their page are the message e-mail's). */
export function lessonChangeMessage(lesson: LessonChangeFacts): { subject: string; text: string } {
  const { subject, sentence, reason } = lessonChangeWording(lesson);
  const first = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  return { subject, text: [first, ...(reason ? [reason] : []), QUESTIONS_LINE].join('\n\n') };
}

/** A lesson row as its change is told, as it now is (null when it no longer exists). */
export async function loadLessonChange(manager: EntityManager, lessonRowId: number): Promise<LessonChangeFacts | null> {
  const [row] = await manager.query(
    `SELECT c.title, to_char(l.original_date, 'YYYY-MM-DD') AS "plannedDate", to_char(s."from", 'HH24:MI') AS "plannedFrom",
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled,
            l.cancel_reason AS reason
       FROM lesson l JOIN schedule s ON s.id = l.schedule_id JOIN course c ON c.id = s.course_id
      WHERE l.id = $1`,
    [lessonRowId],
  );
  return (row as LessonChangeFacts | undefined) ?? null;
}
