// The attendance's retired e-mail (issue 39, item 4): staff cancelled or moved one lesson of the
// child's slot, or undid that. Since issue 43 (item 7) such changes go out as provozní messages of
// the messages module (lesson.change.ts); this kind is no longer queued and stays only so that
// e-mails queued under it before still go out, composed from the lesson as it is at delivery.
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
  blockWords,
  type ComposedMail,
  detailsBlock,
  greeting,
  type MailLinks,
  PARENT_PAGE_LABEL,
  type RegistrationFacts,
  render,
} from '../mail/mail.templates';
import { aboutActiveRegistration, written } from '../registrations/registration.mail';
import {
  type LessonChangeFacts,
  lessonChangeWording,
  loadLessonChange,
  QUESTIONS_LINE,
  questionsLine,
} from './lesson.change';

export function lessonChangedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  lesson: LessonChangeFacts,
  links: MailLinks,
): ComposedMail {
  const { subject, sentence, reason } = lessonChangeWording({ ...lesson, title: facts.title });
  return render(
    operator,
    subject,
    greeting(facts),
    [
      {
        paragraphs: [sentence, ...(reason ? [reason] : []), `Týká se to přihlášky: ${facts.childFullName}.`],
      },
      detailsBlock(facts),
      {
        links: [
          ['Stránka kroužku', links.offering],
          [PARENT_PAGE_LABEL, links.parentPage],
        ],
      },
      { paragraphs: [QUESTIONS_LINE] },
    ],
    [],
  );
}

/** The retired kind in English and Ukrainian (issue 49): the wording of lesson.change.ts in them. */
function lessonChangedMailIn(language: 'en' | 'uk') {
  return (operator: OperatorConfig, facts: RegistrationFacts, lesson: LessonChangeFacts, links: MailLinks) => {
    const words = blockWords(language);
    const { subject, sentence, reason } = lessonChangeWording({ ...lesson, title: facts.title }, language);
    const about = language === 'en' ? 'This concerns the registration of' : 'Це стосується реєстрації:';
    return render(
      operator,
      subject,
      greeting(facts),
      [
        { paragraphs: [sentence, ...(reason ? [reason] : []), `${about} ${facts.childFullName}.`] },
        detailsBlock(facts),
        {
          links: [
            [words.coursePage, links.offering],
            [words.parentPage, links.parentPage],
          ],
        },
        { paragraphs: [questionsLine(language)] },
      ],
      [],
      language,
    );
  };
}

const TEXTS: InLanguages<{ lessonChanged: typeof lessonChangedMail }> = {
  cs: { lessonChanged: lessonChangedMail },
  en: { lessonChanged: lessonChangedMailIn('en') },
  uk: { lessonChanged: lessonChangedMailIn('uk') },
};

/** The attendance's kind of e-mail. */
export const ATTENDANCE_MAIL_KINDS = declareMailKinds({
  /** Retired (issue 43): staff cancelled or moved one lesson of the child's slot, which and to when
   * (the reference is the lesson). No longer queued; those queued before still compose. */
  lessonChanged: {
    kind: 'lesson_changed',
    description:
      "Retired: staff cancelled or moved one lesson of the child's slot (now sent as a provozní message; only e-mails queued before)",
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const lesson = message.referenceId === null ? null : await loadLessonChange(context.manager, message.referenceId);
      if (!lesson) throw new MailNotApplicable('Lekce už neexistuje.');
      return write.lessonChanged(context.operator, facts, lesson, await links());
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
