// The received payments as the accountant gets them (issue 47, item 4: CSV and XLSX of a period):
// each column's label and cell, once.
import { PaymentSource } from '../enums';
import { defineList } from '../lists';

/** How money came, in the accountant's words. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentSource, string>> = {
  [PaymentSource.statement]: 'Převodem (výpis)',
  [PaymentSource.bank_api]: 'Převodem (banka)',
  [PaymentSource.cash]: 'Hotově',
  [PaymentSource.manual]: 'Označeno jako zaplacené',
  [PaymentSource.card]: 'Kartou',
};

/** One received payment: what it pays is every registration it is paired with ("Anna Nováková –
 * Keramika (VS 2026000123)"), empty while unmatched. */
export interface ReceivedPaymentRow {
  bookedOn: string;
  variableSymbol: string | null;
  amountHaler: number;
  method: PaymentSource;
  registration: string;
}

const koruny = (haler: number) => (haler / 100).toFixed(2).replace('.', ',');

export const RECEIVED_PAYMENT_LIST = defineList<ReceivedPaymentRow>([
  { key: 'bookedOn', label: 'Datum', type: 'date', export: true, width: 12 },
  { key: 'variableSymbol', label: 'Variabilní symbol', export: true, width: 18 },
  // A plain number with a decimal comma, as a Czech spreadsheet sums it.
  { key: 'amountHaler', label: 'Částka (Kč)', type: 'money', export: (row) => koruny(row.amountHaler), width: 14 },
  { key: 'method', label: 'Způsob platby', values: PAYMENT_METHOD_LABELS, export: true, width: 24 },
  { key: 'registration', label: 'Přihláška', export: true, width: 60 },
]);
