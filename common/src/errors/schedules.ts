import type { ErrorTable } from './kinds';

export enum ScheduleErrorCode {
  NotFound = 'SCHEDULE_NOT_FOUND',
  ChosenDoesNotExist = 'SCHEDULE_CHOSEN_DOES_NOT_EXIST',
  HasRegistrations = 'SCHEDULE_HAS_REGISTRATIONS',
}

export const SCHEDULE_ERRORS = {
  [ScheduleErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Termín kroužku nebyl nalezen.' },
  [ScheduleErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný termín kroužku neexistuje.' },
  [ScheduleErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Termín nelze smazat, protože už má přihlášky.',
  },
} satisfies ErrorTable<ScheduleErrorCode>;
