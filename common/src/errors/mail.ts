import type { ErrorTable } from './kinds';

export enum MailErrorCode {
  NotFound = 'MAIL_NOT_FOUND',
  AlreadySent = 'MAIL_ALREADY_SENT',
}

export const MAIL_ERRORS = {
  [MailErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'E-mail nebyl nalezen.' },
  [MailErrorCode.AlreadySent]: { kind: 'CONFLICT', message: 'E-mail už byl odeslán.' },
} satisfies ErrorTable<MailErrorCode>;
