// A discount rule as administrators enter it (issue 47): one of a percentage or an amount in Kč, a
// validity range, and for an early-bird rule the date a registration must come before.
import * as yup from 'yup';
import { DISCOUNT_KINDS, DiscountKind } from '../pricing';
import { integer, optionalCount, optionalDate, requiredDate, requiredLine, requiredText } from './fields';
import { MESSAGES } from './messages';
import { MAX_AMOUNT_KC, PRICE_TOO_LARGE } from './money';

export const DISCOUNT_KIND_INVALID = 'Vyberte druh slevy';
export const DISCOUNT_ONE_OF = 'Zadejte buď procenta, nebo částku';
export const DISCOUNT_PERCENT_RANGE = 'Procenta musí být od 1 do 100';
export const DISCOUNT_AMOUNT_POSITIVE = 'Částka musí být kladná';
export const DISCOUNT_UNTIL_BEFORE_FROM = 'Konec platnosti nesmí být před jejím začátkem';
export const DISCOUNT_REGISTERED_BEFORE_REQUIRED = 'Zadejte datum, do kdy se musí přihlásit';

export const discountSchema = yup
  .object({
    name: requiredLine(100),
    kind: yup.mixed<DiscountKind>().oneOf(DISCOUNT_KINDS, DISCOUNT_KIND_INVALID).required(DISCOUNT_KIND_INVALID),
    percent: optionalCount().min(1, DISCOUNT_PERCENT_RANGE).max(100, DISCOUNT_PERCENT_RANGE),
    amount: optionalCount().min(1, DISCOUNT_AMOUNT_POSITIVE).max(MAX_AMOUNT_KC, PRICE_TOO_LARGE),
    validFrom: requiredDate(),
    validUntil: requiredDate().test(
      'after-from',
      DISCOUNT_UNTIL_BEFORE_FROM,
      (value, context) => !value || !context.parent.validFrom || value >= context.parent.validFrom,
    ),
    registeredBefore: optionalDate().when('kind', {
      is: DiscountKind.earlyBird,
      then: (schema) => schema.required(DISCOUNT_REGISTERED_BEFORE_REQUIRED),
      // Only an early-bird rule has one; elsewhere it is dropped rather than stored unused.
      otherwise: (schema) => schema.transform(() => null),
    }),
  })
  // Named at the percentage: the form shows it there.
  .test('one-of', DISCOUNT_ONE_OF, (value, context) =>
    (value.percent == null) !== (value.amount == null)
      ? true
      : context.createError({ path: 'percent', message: DISCOUNT_ONE_OF }),
  );

export type DiscountValues = yup.InferType<typeof discountSchema>;

/** Staff's own discount on one registration: the amount in Kč (0 takes the discount away) and why. */
export const registrationDiscountSchema = yup.object({
  amount: integer().required(MESSAGES.required).min(0, MESSAGES.belowZero).max(MAX_AMOUNT_KC, PRICE_TOO_LARGE),
  reason: requiredText(500),
});

export type RegistrationDiscountValues = yup.InferType<typeof registrationDiscountSchema>;
