// The attendance's e-mail (issue 39, item 4): staff cancelled or moved one lesson of the child's
// slot, or undid that; composed from the lesson as it is at delivery (the message's reference).
import { formatDate } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../mail/mail.kinds';
import {
  type ComposedMail,
  detailsBlock,
  greeting,
  type MailLinks,
  PARENT_PAGE_LABEL,
  type RegistrationFacts,
  render,
} from '../mail/mail.templates';
import { aboutActiveRegistration } from '../registrations/registration.mail';

/** One lesson of the child's slot as it now is: cancelled, moved, or (a cancellation or move
 * undone) back as planned. */
export interface LessonChangeFacts {
  /** The day it was planned for, `YYYY-MM-DD`. */
  plannedDate: string;
  plannedFrom: string;
  date: string;
  from: string;
  to: string;
  cancelled: boolean;
  reason: string | null;
}

const lessonDay = (day: string, from?: string) => `${formatDate(day)}${from ? ` v ${from}` : ''}`;

export function lessonChangedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  lesson: LessonChangeFacts,
  links: MailLinks,
): ComposedMail {
  const planned = lessonDay(lesson.plannedDate, lesson.plannedFrom);
  const moved = lesson.date !== lesson.plannedDate || lesson.from !== lesson.plannedFrom;
  let subject: string;
  let paragraph: string;
  if (lesson.cancelled) {
    subject = `Zrušená lekce: ${facts.title} ${formatDate(lesson.date)}`;
    paragraph = `lekce kroužku „${facts.title}“ ${lessonDay(lesson.date, lesson.from)} se nekoná. Ostatní lekce pokračují podle rozvrhu.`;
  } else if (moved) {
    subject = `Přesunutá lekce: ${facts.title} ${formatDate(lesson.plannedDate)}`;
    paragraph = `lekce kroužku „${facts.title}“, plánovaná na ${planned}, se přesouvá na ${lessonDay(lesson.date, lesson.from)}–${lesson.to}.`;
  } else {
    subject = `Lekce se koná: ${facts.title} ${formatDate(lesson.date)}`;
    paragraph = `lekce kroužku „${facts.title}“ ${planned} se přece jen koná, jak byla naplánována.`;
  }
  return render(
    operator,
    subject,
    greeting(facts),
    [
      {
        paragraphs: [
          paragraph,
          ...(lesson.cancelled && lesson.reason ? [`Důvod: ${lesson.reason}`] : []),
          `Týká se to přihlášky: ${facts.childFullName}.`,
        ],
      },
      detailsBlock(facts),
      {
        links: [
          ['Stránka kroužku', links.offering],
          [PARENT_PAGE_LABEL, links.parentPage],
        ],
      },
      { paragraphs: ['Pokud se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.'] },
    ],
    [],
  );
}

const TEXTS: InLanguages<{ lessonChanged: typeof lessonChangedMail }> = { cs: { lessonChanged: lessonChangedMail } };

/** The attendance's kind of e-mail. */
export const ATTENDANCE_MAIL_KINDS = declareMailKinds({
  /** Staff cancelled or moved one lesson of the child's slot: which and to when (the reference is
   * the lesson). */
  lessonChanged: {
    kind: 'lesson_changed',
    description: "Staff cancelled or moved one lesson of the child's slot: which, and to when",
    async compose(message, context) {
      const { facts, links } = await aboutActiveRegistration(message, context);
      const lesson = message.referenceId === null ? null : await loadLessonChange(context.manager, message.referenceId);
      if (!lesson) throw new MailNotApplicable('Lekce už neexistuje.');
      return TEXTS[context.language].lessonChanged(context.operator, facts, lesson, await links());
    },
  },
});

export const AttendanceMailKind = mailKindNames(ATTENDANCE_MAIL_KINDS);

type AttendanceMailKindNames = MailKindNamesOf<typeof ATTENDANCE_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends AttendanceMailKindNames {}
}

export const ATTENDANCE_MAIL: ModuleMailDeclaration = { kinds: ATTENDANCE_MAIL_KINDS };

/** A lesson as a lesson_changed e-mail tells it, as it is at delivery. */
async function loadLessonChange(manager: EntityManager, lessonId: number): Promise<LessonChangeFacts | null> {
  const [row] = await manager.query(
    `SELECT to_char(l.original_date, 'YYYY-MM-DD') AS "plannedDate", to_char(s."from", 'HH24:MI') AS "plannedFrom",
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled,
            l.cancel_reason AS reason
       FROM lesson l JOIN schedule s ON s.id = l.schedule_id
      WHERE l.id = $1`,
    [lessonId],
  );
  return (row as LessonChangeFacts | undefined) ?? null;
}
