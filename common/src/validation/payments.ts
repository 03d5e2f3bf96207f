// What staff type when they record cash or split a payment: the payments service and the "Platby"
// screen check the same rules with the same Czech messages.
import * as yup from 'yup';
import { requiredDate, requiredId, requiredText } from './fields';
import { amountHaler } from './money';
import { pragueToday } from './registration';

/** The most parts one payment is split into (a family's children). */
export const MAX_PAYMENT_PARTS = 20;

/** An amount in haléře: a whole, positive number up to the one cap of money (validation/money.ts). */
const haler = amountHaler;

export const cashPaymentSchema = yup.object({
  registrationId: requiredId(),
  amountHaler: haler(),
  bookedOn: requiredDate().test(
    'past',
    'Datum přijetí nemůže být v budoucnu.',
    (value) => value === undefined || value <= pragueToday(),
  ),
  receiptNumber: requiredText(40),
});

export type CashPaymentValues = yup.InferType<typeof cashPaymentSchema>;

const PARTS = 'Zadejte, které přihlášky platba platí.';

export const allocationSchema = yup.object({
  parts: yup
    .array(yup.object({ registrationId: requiredId(), amountHaler: haler() }).required())
    .typeError(PARTS)
    .required(PARTS)
    .min(1, PARTS)
    .max(MAX_PAYMENT_PARTS, `Platbu lze rozdělit nejvýše na ${MAX_PAYMENT_PARTS} přihlášek.`)
    .test(
      'unique',
      'Každou přihlášku zadejte jen jednou.',
      (parts) => !parts || new Set(parts.map((part) => part.registrationId)).size === parts.length,
    ),
});

export type AllocationValues = yup.InferType<typeof allocationSchema>;
