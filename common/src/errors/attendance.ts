import type { ErrorTable } from './kinds';

export enum AttendanceErrorCode {
  /** No such lesson, or not one of the lector's (the same answer: no existence oracle). */
  LessonNotFound = 'ATTENDANCE_LESSON_NOT_FOUND',
  /** The child is not (or no longer) registered for the lesson's slot. */
  ChildNotInLesson = 'ATTENDANCE_CHILD_NOT_IN_LESSON',
  /** Nobody is marked in a cancelled lesson. */
  LessonCancelled = 'ATTENDANCE_LESSON_CANCELLED',
  /** A make-up lesson (or a moved one) may not fall on a day the slot already has a lesson. */
  DateTaken = 'ATTENDANCE_DATE_TAKEN',
  /** The substitute is not an active staff member. */
  SubstituteNotFound = 'ATTENDANCE_SUBSTITUTE_NOT_FOUND',
  NonTeachingDayNotFound = 'ATTENDANCE_NON_TEACHING_DAY_NOT_FOUND',
  /** Lessons are read at most this many days at once. */
  RangeTooLong = 'ATTENDANCE_RANGE_TOO_LONG',
  /** Attendance is taken once a lesson has begun (MARK_GRACE_MINUTES before), by the server's clock. */
  LessonNotStarted = 'ATTENDANCE_LESSON_NOT_STARTED',
}

/** How long before its start a lesson's attendance may be taken (children arrive early). */
export const MARK_GRACE_MINUTES = 10;

/** The longest range of days one query of lessons covers. */
export const LESSON_RANGE_MAX_DAYS = 62;

export const ATTENDANCE_ERRORS = {
  [AttendanceErrorCode.LessonNotFound]: { kind: 'NOT_FOUND', message: 'Lekce nebyla nalezena.' },
  [AttendanceErrorCode.ChildNotInLesson]: {
    kind: 'NOT_FOUND',
    message: 'Dítě není do této lekce přihlášené.',
  },
  [AttendanceErrorCode.LessonCancelled]: {
    kind: 'CONFLICT',
    message: 'Lekce je zrušená, docházku do ní nelze zapsat.',
  },
  [AttendanceErrorCode.DateTaken]: {
    kind: 'CONFLICT',
    message: 'V tento den už má termín jinou lekci.',
  },
  [AttendanceErrorCode.SubstituteNotFound]: {
    kind: 'VALIDATION',
    message: 'Vybraný zástup neexistuje.',
  },
  [AttendanceErrorCode.NonTeachingDayNotFound]: {
    kind: 'NOT_FOUND',
    message: 'Volný den nebyl nalezen.',
  },
  [AttendanceErrorCode.RangeTooLong]: {
    kind: 'VALIDATION',
    message: `Lekce lze zobrazit nejvýše za ${LESSON_RANGE_MAX_DAYS} dní najednou.`,
  },
  [AttendanceErrorCode.LessonNotStarted]: {
    kind: 'CONFLICT',
    message: `Lekce ještě nezačala, docházku lze zapsat nejdříve ${MARK_GRACE_MINUTES} minut před jejím začátkem.`,
  },
} satisfies ErrorTable<AttendanceErrorCode>;
