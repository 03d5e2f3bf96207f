// The period of an accountant's export (issue 47, item 4): `from` and `to`, both days included, as
// the back-office's dialog checks them before asking and the server checks them again.
import { AccountingErrorCode } from '../errors/accounting';
import { isValidIsoDate } from './iso-date';

export interface AccountingRange {
  /** ISO days, both included. */
  from: string;
  to: string;
}

export type AccountingRangeProblem =
  | { code: AccountingErrorCode.InvalidDate; field: 'from' | 'to' }
  | { code: AccountingErrorCode.RangeReversed; field: 'from' };

/** The range, or what is wrong with it (the first field at fault). A repeated parameter (an array)
 * is not a day. */
export function checkAccountingRange(from: unknown, to: unknown): AccountingRange | AccountingRangeProblem {
  if (typeof from !== 'string' || !isValidIsoDate(from))
    return { code: AccountingErrorCode.InvalidDate, field: 'from' };
  if (typeof to !== 'string' || !isValidIsoDate(to)) return { code: AccountingErrorCode.InvalidDate, field: 'to' };
  if (from > to) return { code: AccountingErrorCode.RangeReversed, field: 'from' };
  return { from, to };
}

/** "pohoda-2026-09-01-2026-09-30.xml": a file named after its period. */
export const accountingFileName = (name: string, range: AccountingRange, extension: string) =>
  `${name}-${range.from}-${range.to}.${extension}`;
