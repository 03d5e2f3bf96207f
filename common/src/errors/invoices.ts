import type { ErrorTable } from './kinds';

export enum InvoiceErrorCode {
  InvalidAccount = 'INVOICE_INVALID_ACCOUNT',
  NotIssued = 'INVOICE_NOT_ISSUED',
  RegistrationCancelled = 'INVOICE_REGISTRATION_CANCELLED',
  RegistrationIsReplacement = 'INVOICE_REGISTRATION_IS_REPLACEMENT',
  /** An issued invoice is never made out to someone else (an employer after the parent). */
  IssuedToOther = 'INVOICE_ISSUED_TO_OTHER',
}

export const INVOICE_ERRORS = {
  [InvoiceErrorCode.InvalidAccount]: {
    kind: 'VALIDATION',
    message: 'Zadejte platné číslo účtu ve tvaru IBAN (např. CZ65 0800 0000 1920 0014 5399).',
  },
  [InvoiceErrorCode.NotIssued]: { kind: 'NOT_FOUND', message: 'Faktura k této přihlášce zatím nebyla vystavena.' },
  [InvoiceErrorCode.RegistrationCancelled]: { kind: 'CONFLICT', message: 'Zrušené přihlášce nelze vystavit fakturu.' },
  [InvoiceErrorCode.RegistrationIsReplacement]: {
    kind: 'CONFLICT',
    message: 'Náhradník zatím nemá místo, fakturu mu nelze vystavit.',
  },
  [InvoiceErrorCode.IssuedToOther]: {
    kind: 'CONFLICT',
    message: 'Faktura k této přihlášce už byla vystavena na jiného odběratele. Vystavenou fakturu nelze změnit.',
  },
} satisfies ErrorTable<InvoiceErrorCode>;
