// A public form sent again after its answer was lost (a dropped connection, a proxy's 502) carries
// the key of its first send: it gets that send's registration back, never a second one or a second
// e-mail. Sends with one key take turns under an advisory lock, so two at once cannot both insert.
import { createHash } from 'node:crypto';
import { RegistrationErrorCode, type RegistrationValues } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';

/** The first key of pg_advisory_xact_lock(int, int): this lock space ("ik" in ASCII). */
const IDEMPOTENCY_LOCK = 0x696b;

export interface IdempotentSend {
  key: string;
  /** What was sent: the validated form, so spacing the validation trims away is still the same form. */
  hash: string;
}

export function idempotentSend(key: string | null | undefined, values: RegistrationValues): IdempotentSend | null {
  if (!key) return null;
  return { key: key.toLowerCase(), hash: createHash('sha256').update(JSON.stringify(values)).digest('hex') };
}

/** Inside the registering transaction: waits for any other send with the key, then returns the id of
 * the registration an earlier send made (refused when it was made from other content), or null. */
export async function earlierSend(manager: EntityManager, send: IdempotentSend): Promise<number | null> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDEMPOTENCY_LOCK, send.key]);
  const rows: { id: number; hash: string }[] = await manager.query(
    'SELECT id, idempotency_hash AS hash FROM registration WHERE idempotency_key = $1',
    [send.key],
  );
  const first = rows[0];
  if (!first) return null;
  if (first.hash !== send.hash) throw new AppError(RegistrationErrorCode.IdempotencyKeyReused);
  return first.id;
}
