import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type Role } from '@kurzy/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { User } from '../users/user.entity';
import { hashPassword, verifyPassword } from './password';
import { LoginAttempt } from './login-attempt.entity';
import { Session } from './session.entity';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;
export const TOO_MANY_ATTEMPTS = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 minut.';

const sha256 = (token: string) => createHash('sha256').update(token).digest();

export class AuthService {
  /** Verifying against this when the user does not exist takes as long as a real check. */
  private readonly dummyHash = hashPassword('not-a-real-password');

  constructor(private readonly dataSource: DataSource) {}

  /** Logs a staff member in. Failures count against the username and the client address; past
   * the limit every attempt is refused without checking the password. */
  async login(
    username: string,
    password: string,
    address: string,
  ): Promise<{ username: string; token: string; expiresAt: Date }> {
    const key = username.trim().toLowerCase().slice(0, 200);
    await this.refuseWhenThrottled(key, address);
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('lower("user"."username") = :key', { key })
      .getOne();
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !valid || !user.active) {
      await this.dataSource.getRepository(LoginAttempt).insert({ username: key, address });
      throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
    }
    // 256 random bits; only the hash is stored.
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).insert({ tokenHash: sha256(token), userId: user.id, expiresAt });
    return { username: user.username, token, expiresAt };
  }

  private async refuseWhenThrottled(username: string, address: string): Promise<void> {
    const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
    const [{ byUsername, byAddress }] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE username = $1)::int AS "byUsername", count(*) FILTER (WHERE address = $2)::int AS "byAddress"
       FROM login_attempt WHERE created_at > $3 AND (username = $1 OR address = $2)`,
      [username, address, since],
    );
    if (byUsername >= THROTTLE_MAX_FAILURES || byAddress >= THROTTLE_MAX_FAILURES)
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }

  /** The staff member a token belongs to, or null when it is unknown, revoked or expired. Runs on
   * every authenticated request, so it is one plain indexed query. */
  async actorForToken(token: string | null): Promise<Actor> {
    if (!token) return null;
    const rows: { sessionId: number; userId: number; username: string; role: Role }[] = await this.dataSource.query(
      `SELECT s.id AS "sessionId", u.id AS "userId", u.username, u.role
         FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
      [sha256(token)],
    );
    return rows[0] ?? null;
  }

  async logout(actor: Actor): Promise<boolean> {
    authorize(actor, 'staff');
    await this.dataSource
      .getRepository(Session)
      .update({ id: (actor as NonNullable<Actor>).sessionId }, { revokedAt: new Date() });
    return true;
  }

  async me(actor: Actor): Promise<User | null> {
    if (!actor) return null;
    return this.dataSource.getRepository(User).findOneBy({ id: actor.userId });
  }
}
