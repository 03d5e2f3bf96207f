// How to pay for a place, on the thank-you screen: the account, the amount, the variable symbol,
// the due date the invoice would have and the QR Platba, as the confirmation e-mail gives them.
import { type DepositPlan, pragueToday } from '@kurzy/common';
import { dueDateFrom } from '../invoices/invoice.document';
import { czechAccountNumber, formatIban, qrSvgPath, spayd } from '../mail/mail.qr-platba';
import type { ReceiptPayment } from './registration.types';

export interface Payable {
  replacement: boolean;
  price: number;
  variableSymbol: string;
  title: string;
  childFullName: string;
  /** Taken off the price when the place was taken, in haléře. */
  discount: { amountHaler: number } | null;
  /** A camp with a deposit: what is owed now is the deposit's rest, or the balance once due. */
  paymentPlan?: DepositPlan | null;
}

/** Null when there is nothing to pay now: a replacement pays once a place is theirs, a free place never. */
export function receiptPayment(iban: string, payable: Payable, today = pragueToday()): ReceiptPayment | null {
  const amount = payable.paymentPlan
    ? payable.paymentPlan.owingNowHaler / 100
    : payable.price - (payable.discount?.amountHaler ?? 0) / 100;
  if (payable.replacement || amount <= 0) return null;
  const text = spayd({
    iban,
    amount,
    variableSymbol: payable.variableSymbol,
    // The confirmation e-mail's message, so both QR codes are the same payment.
    message: `${payable.title} - ${payable.childFullName}`,
  });
  return {
    account: czechAccountNumber(iban) ?? formatIban(iban),
    iban: formatIban(iban),
    amount,
    variableSymbol: payable.variableSymbol,
    dueOn: dueDateFrom(today),
    spayd: text,
    qr: qrSvgPath(text),
  };
}
