import type { ErrorTable } from './kinds';

export enum CourseErrorCode {
  NotFound = 'COURSE_NOT_FOUND',
  ChosenDoesNotExist = 'COURSE_CHOSEN_DOES_NOT_EXIST',
  HasRegistrations = 'COURSE_HAS_REGISTRATIONS',
  /** The course has a copy in the next term already (one successor per course, issue 45). */
  AlreadyCopied = 'COURSE_ALREADY_COPIED',
}

export const COURSE_ERRORS = {
  [CourseErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Kroužek nebyl nalezen.' },
  [CourseErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný kroužek neexistuje.' },
  [CourseErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Kroužek nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
  },
  [CourseErrorCode.AlreadyCopied]: {
    kind: 'CONFLICT',
    message: 'Kroužek už má kopii v dalším pololetí. Upravte tu, nebo ji nejdřív smažte.',
  },
} satisfies ErrorTable<CourseErrorCode>;
