// What staff type when they record cash or split a payment: the payments service and the "Platby"
// screen check the same rules with the same Czech messages.
import * as yup from 'yup';
import { requiredDate, requiredId, requiredLine, requiredText } from './fields';
import { idempotencySchema } from './idempotency';
import { formatCzechAccount, parseCzechAccount } from './patterns';
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

/** The longest reason of a refund staff may give (it goes to the history and the parent's e-mail). */
export const REFUND_REASON_MAX = 300;

export const INVALID_ACCOUNT_MESSAGE =
  'Zadejte platné české číslo účtu ve tvaru předčíslí-číslo/kód banky, např. 19-2000145399/0800.';

/** A refund staff give (issue 46): how much (haléře), why, and for money that came by bank or in cash
 * the parent's account it goes back to (written the one way, '19-2000145399/0800'). */
export const refundSchema = yup
  .object({
    amount: haler(),
    reason: requiredLine(REFUND_REASON_MAX),
    account: yup
      .string()
      .typeError(INVALID_ACCOUNT_MESSAGE)
      .nullable()
      .default(null)
      // Blank is none; a Czech account is written the one way, whatever spacing was typed.
      .transform((value: unknown) => {
        if (typeof value !== 'string') return value;
        const parsed = parseCzechAccount(value);
        return parsed ? formatCzechAccount(parsed) : value.trim() || null;
      })
      .test('account', INVALID_ACCOUNT_MESSAGE, (value) => !value || parseCzechAccount(value) !== null),
  })
  .concat(idempotencySchema);

export type RefundValues = yup.InferType<typeof refundSchema>;
