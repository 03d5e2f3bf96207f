// A lesson that staff cancelled, moved, or put back as planned, told to the families of its slot
// (issue 43, item 7): the attendance writes the words, the messages module sends them as a provozní
// message to the lesson's children holding a place (one e-mail per family address, listed in
// "Zprávy" and on the family's page). The messages module depends on this one, so it connects
// itself here (messages.module.ts `connect`) rather than this module importing it.
import {
  formatDate,
  type Locale,
  localized,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translations,
} from '@kurzy/common';
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
  /** The course's title in English and Ukrainian, where staff wrote it. */
  translations?: Translations<'title'> | null;
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
  /** The same message in the families' other languages (issue 49): each family gets it in its own. */
  translations: LessonChangeTranslations;
}

/** A system-written message in English and Ukrainian. */
export type LessonChangeTranslations = Record<TranslatedLocale, { subject: string; text: string }>;

/** Where a lesson's change goes to its families: the messages service. Answers how many family
 * addresses it was sent to. */
export interface LessonChangeMessages {
  lessonChanged(manager: EntityManager, actor: NonNullable<Actor>, notice: LessonChangeNotice): Promise<number>;
}

/** The words of a lesson's change in each language; `sentence` begins in lower case, as it follows a
 * greeting. Czech is the spec's. */
const WORDING: Readonly<
  Record<
    Locale,
    {
      day: (day: string, from?: string) => string;
      reason: (reason: string) => string;
      cancelled: (title: string, day: string, lessonDay: string) => { subject: string; sentence: string };
      moved: (title: string, day: string, planned: string, to: string) => { subject: string; sentence: string };
      restored: (title: string, day: string, planned: string) => { subject: string; sentence: string };
      questions: string;
    }
  >
> = {
  cs: {
    day: (day, from) => `${formatDate(day)}${from ? ` v ${from}` : ''}`,
    reason: (reason) => `Důvod: ${reason}`,
    cancelled: (title, day, lessonDay) => ({
      subject: `Zrušená lekce: ${title} ${day}`,
      sentence: `lekce kroužku „${title}“ ${lessonDay} se nekoná. Ostatní lekce pokračují podle rozvrhu.`,
    }),
    moved: (title, day, planned, to) => ({
      subject: `Přesunutá lekce: ${title} ${day}`,
      sentence: `lekce kroužku „${title}“, plánovaná na ${planned}, se přesouvá na ${to}.`,
    }),
    restored: (title, day, planned) => ({
      subject: `Lekce se koná: ${title} ${day}`,
      sentence: `lekce kroužku „${title}“ ${planned} se přece jen koná, jak byla naplánována.`,
    }),
    questions: 'Pokud se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.',
  },
  en: {
    day: (day, from) => `on ${formatDate(day, 'en')}${from ? ` at ${from}` : ''}`,
    reason: (reason) => `Reason: ${reason}`,
    cancelled: (title, day, lessonDay) => ({
      subject: `Lesson cancelled: ${title} ${day}`,
      sentence: `the lesson of the course “${title}” ${lessonDay} does not take place. The other lessons go on as scheduled.`,
    }),
    moved: (title, day, planned, to) => ({
      subject: `Lesson moved: ${title} ${day}`,
      sentence: `the lesson of the course “${title}” planned ${planned} moves to ${to}.`,
    }),
    restored: (title, day, planned) => ({
      subject: `Lesson takes place: ${title} ${day}`,
      sentence: `the lesson of the course “${title}” ${planned} takes place after all, as planned.`,
    }),
    questions: 'If you have any questions, just reply to this e-mail or give us a call.',
  },
  uk: {
    day: (day, from) => `${formatDate(day, 'uk')}${from ? ` о ${from}` : ''}`,
    reason: (reason) => `Причина: ${reason}`,
    cancelled: (title, day, lessonDay) => ({
      subject: `Заняття скасовано: ${title} ${day}`,
      sentence: `заняття гуртка «${title}» ${lessonDay} не відбудеться. Інші заняття тривають за розкладом.`,
    }),
    moved: (title, day, planned, to) => ({
      subject: `Заняття перенесено: ${title} ${day}`,
      sentence: `заняття гуртка «${title}», заплановане на ${planned}, переноситься на ${to}.`,
    }),
    restored: (title, day, planned) => ({
      subject: `Заняття відбудеться: ${title} ${day}`,
      sentence: `заняття гуртка «${title}» ${planned} все ж відбудеться, як і було заплановано.`,
    }),
    questions: 'Якщо у вас виникнуть запитання, просто дайте відповідь на цей лист або зателефонуйте нам.',
  },
};

/** The subject and the sentences that tell the change, in a language (the course's title as staff
 * translated it, else the Czech one); `sentence` begins in lower case, as it follows a greeting. */
export function lessonChangeWording(
  lesson: LessonChangeFacts,
  language: Locale = 'cs',
): {
  subject: string;
  sentence: string;
  reason: string | null;
} {
  const words = WORDING[language];
  const title = localized(lesson, 'title', language).text ?? lesson.title;
  const planned = words.day(lesson.plannedDate, lesson.plannedFrom);
  const moved = lesson.date !== lesson.plannedDate || lesson.from !== lesson.plannedFrom;
  const reason = lesson.cancelled && lesson.reason ? words.reason(lesson.reason) : null;
  if (lesson.cancelled)
    return {
      ...words.cancelled(title, formatDate(lesson.date, language), words.day(lesson.date, lesson.from)),
      reason,
    };
  if (moved)
    return {
      ...words.moved(
        title,
        formatDate(lesson.plannedDate, language),
        planned,
        `${words.day(lesson.date, lesson.from)}–${lesson.to}`,
      ),
      reason,
    };
  return { ...words.restored(title, formatDate(lesson.date, language), planned), reason };
}

/** "If you have any questions, reply…" in a language. */
export const questionsLine = (language: Locale = 'cs') => WORDING[language].questions;

export const QUESTIONS_LINE = questionsLine('cs');

/** The message to the families: the change, its reason, and where to ask (their children, the
 * greeting and their page are the message e-mail's). */
export function lessonChangeMessage(
  lesson: LessonChangeFacts,
  language: Locale = 'cs',
): { subject: string; text: string } {
  const { subject, sentence, reason } = lessonChangeWording(lesson, language);
  const first = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  return { subject, text: [first, ...(reason ? [reason] : []), questionsLine(language)].join('\n\n') };
}

/** The message in each language a family may have registered in: Czech as the spec writes it, and
 * the translations each family beside gets in its own. */
export function lessonChangeMessages(lesson: LessonChangeFacts): {
  subject: string;
  text: string;
  translations: LessonChangeTranslations;
} {
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((language) => [language, lessonChangeMessage(lesson, language)]),
  ) as LessonChangeTranslations;
  return { ...lessonChangeMessage(lesson), translations };
}

/** A lesson row as its change is told, as it now is (null when it no longer exists). */
export async function loadLessonChange(manager: EntityManager, lessonRowId: number): Promise<LessonChangeFacts | null> {
  const [row] = await manager.query(
    `SELECT c.title, c.translations, to_char(l.original_date, 'YYYY-MM-DD') AS "plannedDate", to_char(s."from", 'HH24:MI') AS "plannedFrom",
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled,
            l.cancel_reason AS reason
       FROM lesson l JOIN schedule s ON s.id = l.schedule_id JOIN course c ON c.id = s.course_id
      WHERE l.id = $1`,
    [lessonRowId],
  );
  return (row as LessonChangeFacts | undefined) ?? null;
}
