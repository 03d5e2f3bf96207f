import type { ErrorTable } from './kinds';

export enum UserErrorCode {
  NotFound = 'USER_NOT_FOUND',
  ChosenDoesNotExist = 'USER_CHOSEN_DOES_NOT_EXIST',
  PasswordRequired = 'USER_PASSWORD_REQUIRED',
  PasswordRejected = 'USER_PASSWORD_REJECTED',
  CannotDeleteSelf = 'USER_CANNOT_DELETE_SELF',
  LastAdministrator = 'USER_LAST_ADMINISTRATOR',
  InvitationNeedsEmail = 'USER_INVITATION_NEEDS_EMAIL',
  InvitationInvalid = 'USER_INVITATION_INVALID',
}

export const USER_ERRORS = {
  [UserErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Lektor nebyl nalezen.' },
  [UserErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný lektor neexistuje.' },
  // Without an e-mail there is nowhere to send an invitation to.
  [UserErrorCode.PasswordRequired]: {
    kind: 'VALIDATION',
    message: 'Zadejte heslo nového uživatele, nebo jeho e-mail, na který mu pošleme pozvánku',
  },
  // The password policy's own words (common/src/validation/password.ts and the server's list).
  [UserErrorCode.PasswordRejected]: { kind: 'VALIDATION', message: ({ problem }: { problem: string }) => problem },
  [UserErrorCode.CannotDeleteSelf]: { kind: 'CONFLICT', message: 'Nemůžete smazat svůj vlastní účet.' },
  [UserErrorCode.LastAdministrator]: {
    kind: 'CONFLICT',
    message: 'Musí zůstat alespoň jeden aktivní administrátor.',
  },
  [UserErrorCode.InvitationNeedsEmail]: {
    kind: 'CONFLICT',
    message: 'Uživatel nemá vyplněný e-mail, pozvánku mu nelze poslat.',
  },
  // One answer for a link that is unknown, altered, used or expired: a stranger learns nothing.
  [UserErrorCode.InvitationInvalid]: {
    kind: 'NOT_FOUND',
    message: 'Odkaz pro nastavení hesla už neplatí. Požádejte administrátora o novou pozvánku.',
  },
} satisfies ErrorTable<UserErrorCode>;
