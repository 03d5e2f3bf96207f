import type { ErrorTable } from './kinds';

export enum CourseErrorCode {
  NotFound = 'COURSE_NOT_FOUND',
  ChosenDoesNotExist = 'COURSE_CHOSEN_DOES_NOT_EXIST',
  HasRegistrations = 'COURSE_HAS_REGISTRATIONS',
}

export const COURSE_ERRORS = {
  [CourseErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Kurz nebyl nalezen.' },
  [CourseErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný kurz neexistuje.' },
  [CourseErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Kurz nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
  },
} satisfies ErrorTable<CourseErrorCode>;
