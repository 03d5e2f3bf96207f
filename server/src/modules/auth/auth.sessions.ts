import type { EntityManager } from 'typeorm';
import { NO_SESSION } from './auth.service';

/** Ends a user's sessions but `keep` (the one making the change, when they change themselves), in
 * the caller's transaction: a new password or role is not worth much while old logins go on. */
export async function endSessions(manager: EntityManager, userId: number, keep: number = NO_SESSION): Promise<void> {
  await manager.query(`UPDATE session SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
    userId,
    keep,
  ]);
}
