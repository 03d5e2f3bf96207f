import type { ErrorTable } from './kinds';

export enum CampErrorCode {
  NotFound = 'CAMP_NOT_FOUND',
  ChosenDoesNotExist = 'CAMP_CHOSEN_DOES_NOT_EXIST',
  HasRegistrations = 'CAMP_HAS_REGISTRATIONS',
}

export const CAMP_ERRORS = {
  [CampErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Tábor nebyl nalezen.' },
  [CampErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný tábor neexistuje.' },
  [CampErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Tábor nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
  },
} satisfies ErrorTable<CampErrorCode>;
