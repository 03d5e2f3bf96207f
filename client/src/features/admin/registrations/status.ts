import { Intent } from '@blueprintjs/core';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

type Row = Pick<AdminRegistrationRowFragment, 'paymentState' | 'replacement' | 'cancelledAt' | 'invoiceSent'>;

/** The words it uses (columns.ts useLabels gives them in the staff member's language). */
export interface StatusLabels {
  paid: string;
  unpaid: string;
  replacement: string;
  cancelled: string;
  invoiceSent: string;
}

export interface StatusPart {
  key: 'payment' | 'replacement' | 'cancelled' | 'invoice';
  text: string;
  intent: Intent;
}

/** What the status column says of a registration, each part in words (never by colour alone) and
 * each once: paid or not, replacement, cancelled, invoice sent. */
export function statusParts(row: Row, labels: StatusLabels): StatusPart[] {
  const parts: StatusPart[] = [
    row.paymentState === 'paid'
      ? { key: 'payment', text: labels.paid, intent: Intent.SUCCESS }
      : { key: 'payment', text: labels.unpaid, intent: Intent.WARNING },
  ];
  if (row.replacement) parts.push({ key: 'replacement', text: labels.replacement, intent: Intent.PRIMARY });
  if (row.cancelledAt) parts.push({ key: 'cancelled', text: labels.cancelled, intent: Intent.DANGER });
  if (row.invoiceSent) parts.push({ key: 'invoice', text: labels.invoiceSent, intent: Intent.NONE });
  return parts;
}
