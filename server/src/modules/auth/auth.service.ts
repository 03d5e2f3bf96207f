import { createHash, randomBytes } from 'node:crypto';
import { AuthErrorCode, PASSWORD_MAX_LENGTH, type Role } from '@kurzy/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { User } from '../users/user.entity';
import { LoginThrottle } from './auth.login-throttle';
import { hashPassword, verifyPassword } from './auth.password';
import { Session } from './session.entity';
import { addressBucket } from '../../core/rate-limit';

/** seed-spec: the login record is kept for one day. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_SIZE = 10_000;
/** How often an instance deletes expired and revoked sessions and old login attempts: at a password
 * check (a login or Basic credentials), the only thing that adds rows to either table. */
export const PURGE_INTERVAL_MS = 60 * 1000;
/** The session id of an actor authenticated by a password on the request itself: no session
 * row has it, so a logout of such an actor revokes nothing. */
export const NO_SESSION = 0;

const sha256 = (token: string) => createHash('sha256').update(token).digest();
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export interface AuthOptions {
  /** The site is reached over https (PUBLIC_URL): the session cookie is `Secure`. */
  secureCookie: boolean;
}

export class AuthService {
  /** Verifying against this when the user does not exist takes as long as a real check. */
  private readonly dummyHash = hashPassword('not-a-real-password');
  private readonly throttle: LoginThrottle;
  private purgedAt = 0;
  readonly secureCookie: boolean;

  constructor(
    private readonly dataSource: DataSource,
    { secureCookie }: AuthOptions = { secureCookie: false },
  ) {
    this.throttle = new LoginThrottle(dataSource);
    this.secureCookie = secureCookie;
  }

  /** Logs a staff member in: a new session for a day, its token returned once (only its hash is
   * stored). Failures are throttled (auth.login-throttle.ts). */
  async login(
    username: string,
    password: string,
    address: string,
  ): Promise<{ username: string; token: string; expiresAt: Date }> {
    const user = await this.checkCredentials(username, password, address);
    return { username: user.username, ...(await this.startSession(this.dataSource.manager, user.id)) };
  }

  /** A new session of the user for a day, in the caller's transaction (login, or a password set
   * through an invitation); its token is returned once, only its hash is stored. */
  async startSession(manager: EntityManager, userId: number): Promise<{ token: string; expiresAt: Date }> {
    // 256 random bits.
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await manager.getRepository(Session).insert({ tokenHash: sha256(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /** The REST shim's `Authorization: Basic` (older clients send it on every call): the same
   * password check and throttle as login, for this one request, without a session. */
  async actorForCredentials(username: string, password: string, address: string): Promise<NonNullable<Actor>> {
    const user = await this.checkCredentials(username, password, address);
    return {
      userId: user.id,
      username: user.username,
      role: user.role,
      editsContent: user.editsContent,
      sessionId: NO_SESSION,
    };
  }

  /** The active user with this username and password. The attempt counts as a failure from before
   * the check until the password proves right, so parallel guesses cannot outrun the throttle. */
  private async checkCredentials(username: string, password: string, address: string): Promise<User> {
    // No username has control characters (and PostgreSQL stores no NUL): such a name is a wrong
    // guess, counted under its printable rest (a Basic header reaches here unfiltered).
    const named = !CONTROL_CHARACTER.test(username);
    const key = username.replace(CONTROL_CHARACTERS, '').trim().toLowerCase().slice(0, 200);
    // One budget per subscriber: an IPv6 client picks any address of its /56 (core/rate-limit.ts).
    const from = addressBucket(address);
    await this.purgeWhenDue();
    const attempt = await this.throttle.attempt(key, from);
    const user = named
      ? await this.dataSource
          .getRepository(User)
          .createQueryBuilder('user')
          .where('lower("user"."username") = :key', { key })
          .getOne()
      : null;
    // No password is longer than a new one may be: such a guess is wrong without hashing it.
    const valid =
      password.length <= PASSWORD_MAX_LENGTH * 2 &&
      (await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password));
    if (!user || !valid || !user.active) throw new AppError(AuthErrorCode.LoginFailed);
    await this.throttle.succeeded(key, from, attempt);
    return user;
  }

  /** At most once per PURGE_INTERVAL_MS on each instance; several instances purging at once only
   * delete the same rows. */
  private async purgeWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - this.purgedAt < PURGE_INTERVAL_MS) return;
    this.purgedAt = now;
    await this.throttle.purge();
    await this.dataSource.query(`DELETE FROM session WHERE expires_at <= now() OR revoked_at IS NOT NULL`);
  }

  /** Recently checked tokens, for a second: a page of the back-office fires several requests at
   * once. Logout, a password or role change here forget at once; the same seen by another instance
   * applies there within SESSION_CACHE_MS. The sessions themselves live only in PostgreSQL. */
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
    const rows: {
      sessionId: number;
      userId: number;
      username: string;
      role: Role;
      editsContent: boolean;
      expiresAt: Date;
    }[] = await this.dataSource.query(
      `SELECT s.id AS "sessionId", u.id AS "userId", u.username, u.role, u.edits_content AS "editsContent",
                s.expires_at AS "expiresAt"
         FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
      [hash],
    );
    const row = rows[0];
    const actor: Actor = row
      ? {
          sessionId: row.sessionId,
          userId: row.userId,
          username: row.username,
          role: row.role,
          editsContent: row.editsContent,
        }
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
    authorize(actor, 'session.end');
    const { sessionId } = actor as NonNullable<Actor>;
    await this.dataSource.getRepository(Session).update({ id: sessionId }, { revokedAt: new Date() });
    for (const [key, entry] of this.recent) if (entry.actor?.sessionId === sessionId) this.recent.delete(key);
    return true;
  }

  /** Drops what this instance remembers of a user's sessions, after they were revoked or the
   * user's role changed (auth.sessions.ts), so the next request reads them afresh. */
  forgetUser(userId: number): void {
    for (const [key, entry] of this.recent) if (entry.actor?.userId === userId) this.recent.delete(key);
  }

  async me(actor: Actor): Promise<User | null> {
    if (!actor) return null;
    return this.dataSource.getRepository(User).findOneBy({ id: actor.userId });
  }
}
