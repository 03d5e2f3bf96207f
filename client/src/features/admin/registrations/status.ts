import { Intent } from '@blueprintjs/core';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

type Row = Pick<
  AdminRegistrationRowFragment,
  'paymentState' | 'replacement' | 'cancelledAt' | 'invoiceSent' | 'variableSymbol'
>;

/** The words it uses (columns.ts useLabels gives them in the staff member's language). */
export interface StatusLabels {
  paid: string;
  unpaid: string;
  replacement: string;
  cancelled: string;
  invoiceSent: string;
  variableSymbol: (vs: string) => string;
}

export interface StatusPart {
  key: 'payment' | 'replacement' | 'cancelled' | 'invoice' | 'vs';
  text: string;
  intent: Intent;
}

/** What the status column says of a registration, each part in words (never by colour alone):
 * paid or not, replacement, cancelled, invoice sent, and the variable symbol to match payments by. */
export function statusParts(row: Row, labels: StatusLabels): StatusPart[] {
  const parts: StatusPart[] = [
    row.paymentState === 'paid'
      ? { key: 'payment', text: labels.paid, intent: Intent.SUCCESS }
      : { key: 'payment', text: labels.unpaid, intent: Intent.WARNING },
  ];
  if (row.replacement) parts.push({ key: 'replacement', text: labels.replacement, intent: Intent.PRIMARY });
  if (row.cancelledAt) parts.push({ key: 'cancelled', text: labels.cancelled, intent: Intent.DANGER });
  if (row.invoiceSent) parts.push({ key: 'invoice', text: labels.invoiceSent, intent: Intent.NONE });
  parts.push({ key: 'vs', text: labels.variableSymbol(row.variableSymbol), intent: Intent.NONE });
  return parts;
}
