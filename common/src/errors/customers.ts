import type { ErrorTable } from './kinds';

export enum CustomerErrorCode {
  NotFound = 'CUSTOMER_NOT_FOUND',
  EmailTaken = 'CUSTOMER_EMAIL_TAKEN',
  HasRegistrations = 'CUSTOMER_HAS_REGISTRATIONS',
}

export const CUSTOMER_ERRORS = {
  [CustomerErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Zákazník nebyl nalezen.' },
  [CustomerErrorCode.EmailTaken]: { kind: 'CONFLICT', message: 'Zákazník s tímto e-mailem už existuje.' },
  [CustomerErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Zákazníka nelze smazat, protože má přihlášky. Smažte nejdříve jeho přihlášky.',
  },
} satisfies ErrorTable<CustomerErrorCode>;
