import type { ErrorTable } from './kinds';

/** The accountant's exports (issue 47, item 4): the period asked for. */
export enum AccountingErrorCode {
  /** `from` or `to` missing or not a calendar day. */
  InvalidDate = 'ACCOUNTING_INVALID_DATE',
  /** `from` after `to`. */
  RangeReversed = 'ACCOUNTING_RANGE_REVERSED',
  /** A Pohoda file holds at least one invoice (data.xsd): a period without any is refused. */
  NoInvoices = 'ACCOUNTING_NO_INVOICES',
}

const FIELD_NAMES: Record<string, string> = { from: 'Od', to: 'Do' };

export const ACCOUNTING_ERRORS = {
  [AccountingErrorCode.InvalidDate]: {
    kind: 'VALIDATION',
    message: ({ field }: { field: string }) =>
      `Datum „${FIELD_NAMES[field] ?? field}“: zadejte platné datum ve tvaru RRRR-MM-DD.`,
    fieldMessage: 'Zadejte platné datum ve tvaru RRRR-MM-DD.',
  },
  [AccountingErrorCode.RangeReversed]: {
    kind: 'VALIDATION',
    message: 'Datum „Od“ nesmí být pozdější než datum „Do“.',
  },
  [AccountingErrorCode.NoInvoices]: {
    kind: 'NOT_FOUND',
    message: 'V tomto období nebyla vystavena žádná faktura.',
  },
} satisfies ErrorTable<AccountingErrorCode>;
