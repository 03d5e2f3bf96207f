// The account an invoice asks to pay to, as the invoice dialog checks it before sending; the
// server's invoice service applies the same isIban rule with the same message.
import * as yup from 'yup';
import { errorMessage } from '../errors';
import { InvoiceErrorCode } from '../errors/invoices';
import { MESSAGES } from './messages';
import { isIban } from './patterns';

export const invoiceAccountSchema = yup.object({
  account: yup
    .string()
    .typeError(MESSAGES.required)
    .required(MESSAGES.required)
    .test('iban', errorMessage(InvoiceErrorCode.InvalidAccount), (value) => value === undefined || isIban(value)),
});

export type InvoiceAccountValues = yup.InferType<typeof invoiceAccountSchema>;

/** An IBAN as people read and type it: in groups of four ('CZ65 0800 …'). */
export const spacedIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
