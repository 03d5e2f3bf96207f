// Invitations of new staff members: an e-mail with a link to set one's own password, instead of a
// password an administrator makes up and passes on. The link's token (256 random bits) is stored
// only as its SHA-256 hash; it is valid INVITATION_VALID_HOURS, once, and a newer invitation of the
// same user ends the older ones. The public calls (looking a link up, accepting it) answer every
// link that does not work (unknown, altered, used, expired) alike, and are counted per client address.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_HOURS, RequestErrorCode, UserErrorCode } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { passwordProblem } from '../../core/password-policy';
import { addressBucket, type RateLimiter } from '../../core/rate-limit';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/auth.password';
import { endSessions } from '../auth/auth.sessions';
import type { MailOutbox } from '../mail/mail.outbox';
import { User } from './user.entity';
import { UserMailKind } from './user.mail';

export const INVITATION_LIFETIME_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000;

/** Looking links up and accepting them, per client address in INVITATION_WINDOW_MS: a person opens
 * the page and sends the form a few times; guessing a 256-bit token is hopeless anyway, this keeps
 * a flood from costing a password hash each. */
export const INVITATION_ATTEMPTS_PER_ADDRESS = 20;
export const INVITATION_WINDOW_MS = 15 * 60 * 1000;

/** No token of ours is longer (43 characters of base64url); a longer text is no token. */
const MAX_TOKEN_LENGTH = 100;

const sha256 = (token: string) => createHash('sha256').update(token).digest();

/** Who an invitation is for, as the page to set the password shows it. */
export interface InvitationFacts {
  name: string;
  username: string;
}

/** An accepted invitation: the user is signed in with a new session, unless the account is
 * deactivated (then `session` is null and logging in would fail too). */
export interface AcceptedInvitation extends InvitationFacts {
  session: { token: string; expiresAt: Date } | null;
}

export class UserInvitations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailOutbox, 'queueTo' | 'kick'>,
    private readonly limiter: RateLimiter,
    private readonly auth: Pick<AuthService, 'forgetUser' | 'startSession'>,
  ) {}

  /** Makes a new invitation of the user (ending their older ones) and queues its e-mail, in the
   * caller's transaction; call `sent()` after it commits. */
  async issue(manager: EntityManager, user: Pick<User, 'id' | 'email'>, invitedBy: number | null): Promise<void> {
    if (!user.email) throw new AppError(UserErrorCode.InvitationNeedsEmail);
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `UPDATE user_invitation SET expires_at = now() WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [user.id],
    );
    const [invitation]: { id: number }[] = await manager.query(
      `INSERT INTO user_invitation (user_id, token_hash, expires_at, created_by_id)
       VALUES ($1, $2, now() + $3::float8 * interval '1 millisecond', $4) RETURNING id`,
      [user.id, sha256(token), INVITATION_LIFETIME_MS, invitedBy],
    );
    await this.mail.queueTo(manager, UserMailKind.invitation, user.email, { referenceId: invitation!.id, token });
  }

  /** After the transaction that issued an invitation committed: its e-mail goes out now. */
  sent(): void {
    this.mail.kick();
  }

  /** "Poslat pozvánku znovu": a new link for the user; the older ones stop working. */
  async invite(actor: Actor, id: number): Promise<void> {
    authorize(actor, 'user.invite');
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ id });
      if (!user) throw new AppError(UserErrorCode.NotFound);
      await this.issue(manager, user, actor?.userId ?? null);
    });
    this.sent();
  }

  /** Whose the link is, for the page that sets the password. */
  async lookup(token: string, address: string): Promise<InvitationFacts> {
    await this.count(address);
    const [row]: InvitationFacts[] = await this.dataSource.query(
      `SELECT u.name, u.username FROM user_invitation i JOIN "user" u ON u.id = i.user_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()`,
      [this.hashOf(token)],
    );
    if (!row) throw new AppError(UserErrorCode.InvitationInvalid);
    return row;
  }

  /** Sets the user's password and uses the link up, in one transaction: of two accepts at once only
   * one finds the link unused (the UPDATE waits for the other's row lock, then sees it used). The
   * user's other sessions end, as with any new password, and a new one starts: setting the password
   * signs the user in. */
  async accept(token: string, password: string, address: string): Promise<AcceptedInvitation> {
    authorize(null, 'invitation.accept');
    const facts = await this.lookup(token, address);
    // After the link checked out: a weak password must not use it up, and a dead link says so first.
    const problem = passwordProblem(password);
    if (problem) throw new AppError(UserErrorCode.PasswordRejected, { params: { problem }, field: 'password' });
    const passwordHash = await hashPassword(password);
    const { userId, session } = await this.dataSource.transaction(async (manager) => {
      const [used]: { userId: number; active: boolean }[] = await manager.query(
        `WITH used AS (
           UPDATE user_invitation SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id)
         SELECT used.user_id AS "userId", u.active FROM used JOIN "user" u ON u.id = used.user_id`,
        [this.hashOf(token)],
      );
      if (!used) throw new AppError(UserErrorCode.InvitationInvalid);
      await manager.getRepository(User).update(used.userId, { passwordHash });
      // The user's other links are spent with this one.
      await manager.query(
        `UPDATE user_invitation SET expires_at = now() WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
        [used.userId],
      );
      await endSessions(manager, used.userId);
      return {
        userId: used.userId,
        session: used.active ? await this.auth.startSession(manager, used.userId) : null,
      };
    });
    this.auth.forgetUser(userId);
    return { ...facts, session };
  }

  /** A hash no stored token has, for a text that cannot be one: it is looked up all the same, so
   * that every dead link takes the same path. */
  private hashOf(token: string): Buffer {
    return sha256(token.length <= MAX_TOKEN_LENGTH ? token : '');
  }

  private async count(address: string): Promise<void> {
    const answer = await this.limiter.attempt({
      bucket: `invitation:address:${addressBucket(address)}`,
      max: INVITATION_ATTEMPTS_PER_ADDRESS,
      windowMs: INVITATION_WINDOW_MS,
    });
    if (!answer.allowed)
      throw new AppError(RequestErrorCode.TooManyRequests, { params: { retryAfterMs: answer.retryAfterMs } });
  }
}
