import { MESSAGES } from '../validation/messages';
import type { ErrorTable } from './kinds';

export enum AuthErrorCode {
  NotLoggedIn = 'AUTH_NOT_LOGGED_IN',
  Forbidden = 'AUTH_FORBIDDEN',
  LoginFailed = 'AUTH_LOGIN_FAILED',
  TooManyAttempts = 'AUTH_TOO_MANY_ATTEMPTS',
}

export const AUTH_ERRORS = {
  [AuthErrorCode.NotLoggedIn]: { kind: 'UNAUTHENTICATED', message: 'Pro tuto akci se prosím přihlaste.' },
  [AuthErrorCode.Forbidden]: { kind: 'FORBIDDEN', message: 'K této akci nemáte oprávnění.' },
  // The login form shows the spec's text before it asks the server too.
  [AuthErrorCode.LoginFailed]: { kind: 'UNAUTHENTICATED', message: MESSAGES.loginFailed },
  [AuthErrorCode.TooManyAttempts]: {
    kind: 'TOO_MANY_REQUESTS',
    message: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 minut.',
  },
} satisfies ErrorTable<AuthErrorCode>;
