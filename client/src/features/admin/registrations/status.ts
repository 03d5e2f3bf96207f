import { Intent } from '@blueprintjs/core';
import type { PaymentState } from '../../../gql/graphql';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

type Row = Pick<AdminRegistrationRowFragment, 'paymentState' | 'replacement' | 'cancelledAt' | 'invoiceSent'>;

/** The words it uses (columns.ts useLabels gives them in the staff member's language). */
export interface StatusLabels {
  payment: Record<PaymentState, string>;
  replacement: string;
  cancelled: string;
  invoiceSent: string;
}

/** Paid in green; something still due (or a refund to decide) in amber; nothing yet in amber too. */
export const PAYMENT_INTENTS: Record<PaymentState, Intent> = {
  unpaid: Intent.WARNING,
  partially_paid: Intent.WARNING,
  paid: Intent.SUCCESS,
  overpaid: Intent.PRIMARY,
};

export interface StatusPart {
  key: 'payment' | 'replacement' | 'cancelled' | 'invoice';
  text: string;
  intent: Intent;
}

/** What the status column says of a registration, each part in words (never by colour alone) and
 * each once: paid or not (for those who may read payments), replacement, cancelled, invoice sent. */
export function statusParts(row: Row, labels: StatusLabels): StatusPart[] {
  // A lector is not told the payment state (the server sends none).
  const parts: StatusPart[] = row.paymentState
    ? [{ key: 'payment', text: labels.payment[row.paymentState], intent: PAYMENT_INTENTS[row.paymentState] }]
    : [];
  if (row.replacement) parts.push({ key: 'replacement', text: labels.replacement, intent: Intent.PRIMARY });
  if (row.cancelledAt) parts.push({ key: 'cancelled', text: labels.cancelled, intent: Intent.DANGER });
  if (row.invoiceSent) parts.push({ key: 'invoice', text: labels.invoiceSent, intent: Intent.NONE });
  return parts;
}
