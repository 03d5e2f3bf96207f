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
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_SIZE = 10_000;
/** The session id of an actor authenticated by a password on the request itself: no session
 * row has it, so a logout of such an actor revokes nothing. */
export const NO_SESSION = 0;
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
    const user = await this.checkCredentials(username, password, address);
    // 256 random bits; only the hash is stored.
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).insert({ tokenHash: sha256(token), userId: user.id, expiresAt });
    return { username: user.username, token, expiresAt };
  }

  /** The REST shim's `Authorization: Basic` (older clients send it on every call): the same
   * password check and throttle as login, for this one request, without a session. */
  async actorForCredentials(username: string, password: string, address: string): Promise<NonNullable<Actor>> {
    const user = await this.checkCredentials(username, password, address);
    return { userId: user.id, username: user.username, role: user.role, sessionId: NO_SESSION };
  }

  /** The active user with this username and password; a failure counts against the throttle. */
  private async checkCredentials(username: string, password: string, address: string): Promise<User> {
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
    return user;
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

  /** Recently checked tokens, for a second: a page of the back-office fires several requests at
   * once. Logout here forgets at once; a logout or deactivation seen by another instance applies
   * there within SESSION_CACHE_MS. The sessions themselves live only in PostgreSQL. */
  private readonly recent = new Map<string, { actor: Actor; until: number }>();

  /** The staff member a token belongs to, or null when it is unknown, revoked or expired. Runs on
   * every authenticated request, so it is one plain indexed query, cached for a second. */
  async actorForToken(token: string | null): Promise<Actor> {
    if (!token) return null;
    // Keyed by the token itself: a request answered from the cache needs no hashing.
    const now = Date.now();
    const cached = this.recent.get(token);
    if (cached && cached.until > now) return cached.actor;
    const hash = sha256(token);
    const rows: { sessionId: number; userId: number; username: string; role: Role; expiresAt: Date }[] =
      await this.dataSource.query(
        `SELECT s.id AS "sessionId", u.id AS "userId", u.username, u.role, s.expires_at AS "expiresAt"
         FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
        [hash],
      );
    const row = rows[0];
    const actor: Actor = row
      ? { sessionId: row.sessionId, userId: row.userId, username: row.username, role: row.role }
      : null;
    if (this.recent.size >= SESSION_CACHE_SIZE) this.recent.clear();
    // Never past the session's own expiry.
    this.recent.set(token, {
      actor,
      until: Math.min(now + SESSION_CACHE_MS, row ? new Date(row.expiresAt).getTime() : Infinity),
    });
    return actor;
  }

  async logout(actor: Actor): Promise<boolean> {
    authorize(actor, 'staff');
    const { sessionId } = actor as NonNullable<Actor>;
    await this.dataSource.getRepository(Session).update({ id: sessionId }, { revokedAt: new Date() });
    for (const [key, entry] of this.recent) if (entry.actor?.sessionId === sessionId) this.recent.delete(key);
    return true;
  }

  async me(actor: Actor): Promise<User | null> {
    if (!actor) return null;
    return this.dataSource.getRepository(User).findOneBy({ id: actor.userId });
  }
}
