// The key a client sends with one filled form (GraphQL `idempotencyKey`, REST header
// `Idempotency-Key`): a send repeated after a lost answer is recognised by it.
import * as yup from 'yup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Klíč odeslání (idempotencyKey, hlavička Idempotency-Key) musí být UUID, např. 3f2b8c1e-9d4a-4f6b-8e2c-1a5d7b9c0e4f.';

export const idempotencySchema = yup.object({
  idempotencyKey: yup
    .string()
    .typeError(IDEMPOTENCY_KEY_MESSAGE)
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' ? null : value))
    .matches(UUID, IDEMPOTENCY_KEY_MESSAGE),
});
