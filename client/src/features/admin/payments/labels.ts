import { Intent } from '@blueprintjs/core';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { AdminPaymentRowFragment } from './AdminPaymentRow.generated';

/** What staff read in the grid's "Stav" column: the server's state, a paired one told apart by what
 * it left its registrations (still owing, or paid more than due). */
export type PaymentWord = 'paired' | 'unmatched' | 'partial' | 'overpaid' | 'refunded' | 'refused' | 'reversed';

export function paymentWord(row: Pick<AdminPaymentRowFragment, 'state' | 'allocations'>): PaymentWord {
  if (row.state === 'refused' || row.state === 'reversed' || row.state === 'unmatched' || row.state === 'refunded')
    return row.state;
  const states = row.allocations
    .filter((allocation) => !allocation.reversedAt)
    .map((allocation) => allocation.registration?.paymentState);
  if (states.includes('overpaid')) return 'overpaid';
  if (states.includes('partially_paid')) return 'partial';
  return 'paired';
}

export const WORD_IDS: Record<PaymentWord, MessageId> = {
  paired: 'admin.payments.state.paired',
  unmatched: 'admin.payments.state.unmatched',
  partial: 'admin.payments.state.partial',
  overpaid: 'admin.payments.state.overpaid',
  refunded: 'admin.payments.state.refunded',
  refused: 'admin.payments.state.refused',
  reversed: 'admin.payments.state.reversed',
};

export const WORD_INTENTS: Record<PaymentWord, Intent> = {
  paired: Intent.SUCCESS,
  unmatched: Intent.WARNING,
  partial: Intent.PRIMARY,
  overpaid: Intent.DANGER,
  refunded: Intent.NONE,
  refused: Intent.NONE,
  reversed: Intent.NONE,
};

const SOURCE_IDS: Record<string, MessageId> = {
  statement: 'admin.payments.source.statement',
  bank_api: 'admin.payments.source.bank_api',
  cash: 'admin.payments.source.cash',
  manual: 'admin.payments.source.manual',
  card: 'admin.payments.source.card',
};

export const sourceLabel = (intl: IntlShape, source: string) =>
  SOURCE_IDS[source] ? intl.formatMessage({ id: SOURCE_IDS[source] }) : source;

const EVENT_IDS: Record<string, MessageId> = {
  recorded: 'admin.payments.event.recorded',
  paired: 'admin.payments.event.paired',
  unpaired: 'admin.payments.event.unpaired',
  reversed: 'admin.payments.event.reversed',
};

export const eventLabel = (intl: IntlShape, type: string) =>
  EVENT_IDS[type] ? intl.formatMessage({ id: EVENT_IDS[type] }) : type;

/** Who made a change: a staff member's name, "Systém / import" for the import and the bank API. */
export function actorLabel(intl: IntlShape, actorId: number | null, names: ReadonlyMap<number, string>): string {
  if (actorId === null) return intl.formatMessage({ id: 'admin.payments.history.system' });
  return names.get(actorId) ?? intl.formatMessage({ id: 'admin.payments.history.staff' }, { id: actorId });
}

/** "12. 3. 2026 14:05" for a change's moment. */
export const momentLabel = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The payment's active pairings. */
export const activeAllocations = (row: Pick<AdminPaymentRowFragment, 'allocations'>) =>
  row.allocations.filter((allocation) => !allocation.reversedAt);

/** Whether staff can pair (more of) it: money that is not yet paired, of a payment that may pay. */
export const assignable = (row: Pick<AdminPaymentRowFragment, 'pairable' | 'reversedAt' | 'unallocatedHaler'>) =>
  row.pairable && !row.reversedAt && row.unallocatedHaler > 0;
