import type { ErrorTable } from './kinds';

export enum UserErrorCode {
  NotFound = 'USER_NOT_FOUND',
  ChosenDoesNotExist = 'USER_CHOSEN_DOES_NOT_EXIST',
  PasswordRequired = 'USER_PASSWORD_REQUIRED',
  PasswordRejected = 'USER_PASSWORD_REJECTED',
  CannotDeleteSelf = 'USER_CANNOT_DELETE_SELF',
  LastAdministrator = 'USER_LAST_ADMINISTRATOR',
}

export const USER_ERRORS = {
  [UserErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Lektor nebyl nalezen.' },
  [UserErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný lektor neexistuje.' },
  [UserErrorCode.PasswordRequired]: { kind: 'VALIDATION', message: 'Zadejte heslo nového uživatele' },
  // The password policy's own words (common/src/validation/password.ts and the server's list).
  [UserErrorCode.PasswordRejected]: { kind: 'VALIDATION', message: ({ problem }: { problem: string }) => problem },
  [UserErrorCode.CannotDeleteSelf]: { kind: 'CONFLICT', message: 'Nemůžete smazat svůj vlastní účet.' },
  [UserErrorCode.LastAdministrator]: {
    kind: 'CONFLICT',
    message: 'Musí zůstat alespoň jeden aktivní administrátor.',
  },
} satisfies ErrorTable<UserErrorCode>;
