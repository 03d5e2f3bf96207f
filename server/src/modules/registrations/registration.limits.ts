// How often the public may send the registration form. Per client address (REGISTRATION_RATE_LIMIT)
// against floods; per e-mail address against filling one parent's mailbox with confirmations from
// many addresses; per course or camp (REGISTRATION_COURSE_LIMIT) from one address and for one
// mailbox, as 40 sends from one address in 0.6 s took all 12 places and replacements of a course well
// within the address budget (issue 21). Staff who may write registrations are not limited.
import { emailKey, RegistrationErrorCode, type RegistrationType } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';
import { addressBucket, hashedBucket, type Limit, type RateLimiter } from '../../core/rate-limit';

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
/** A family registers a few children for a course or two in an evening; more than this from one
 * mailbox in an hour is somebody else using the address. */
export const EMAIL_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };
/** The window of REGISTRATION_COURSE_LIMIT. */
export const COURSE_WINDOW_MS = 60 * 60 * 1000;

/** The mailbox an address delivers to: `jana+1@…` and `jana+2@…` both reach jana. Hashed: the
 * table keeps no address. */
function mailboxBucket(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  return hashedBucket(`${key.slice(0, at).split('+')[0]}${key.slice(at)}`.slice(0, 254));
}

export class RegistrationLimits {
  constructor(
    private readonly limiter: RateLimiter,
    /** Attempts per client address in ADDRESS_WINDOW_MS; 0: no limit. */
    private readonly perAddress: number,
    /** Registrations per course or camp from one client address, and for one mailbox, in
     * COURSE_WINDOW_MS; 0: no limit. */
    private readonly perCourse = 0,
  ) {}

  /** Counts a send from this client address: a malformed form too (sent when the form is refused). */
  async fromAddress(address: string): Promise<void> {
    const [answer] = await this.limiter.attemptAll([this.addressLimit(address)]);
    if (answer && !answer.allowed) throw this.tooManyFromAddress(answer.retryAfterMs);
  }

  /** Counts a well-formed send from this client address and for this mailbox, in one attempt: when
   * either is spent the send counts in neither, and the answer names the one spent (the address
   * first). */
  async fromAddressForEmail(address: string, email: string): Promise<void> {
    const [fromAddress, forMailbox] = await this.limiter.attemptAll([
      this.addressLimit(address),
      { bucket: `registration:email:${mailboxBucket(email)}`, ...EMAIL_LIMIT },
    ]);
    if (fromAddress && !fromAddress.allowed) throw this.tooManyFromAddress(fromAddress.retryAfterMs);
    if (forMailbox && !forMailbox.allowed)
      throw new AppError(RegistrationErrorCode.TooManyForEmail, {
        params: { retryAfterMs: forMailbox.retryAfterMs },
        field: 'email',
      });
  }

  private addressLimit(address: string): Limit {
    return {
      bucket: `registration:address:${addressBucket(address)}`,
      max: this.perAddress,
      windowMs: ADDRESS_WINDOW_MS,
    };
  }

  private tooManyFromAddress(retryAfterMs: number): AppError {
    return new AppError(RegistrationErrorCode.TooManyFromAddress, { params: { retryAfterMs } });
  }

  /** Counts a registration to this course or camp from this address and for this mailbox. Called
   * inside the registering transaction, just before it takes the course's or camp's lock (its own
   * locks first, always), so it never lengthens the queue at the course: the counted attempts commit
   * or roll back with the registration, so only sends that make a registration (or answer as if they
   * had, see the service) count; a form refused for a typo, a wrong age or a full course spends
   * nothing, and an idempotent retry (answered before this) never counts twice. */
  async forCourse(
    manager: EntityManager,
    target: { kind: RegistrationType; id: number },
    address: string,
    email: string,
  ): Promise<void> {
    const limit = (whose: string): Limit => ({
      bucket: `registration:${target.kind}:${target.id}:${whose}`,
      max: this.perCourse,
      windowMs: COURSE_WINDOW_MS,
    });
    const [fromAddress, forMailbox] = await this.limiter.attemptIn(manager, [
      limit(`address:${addressBucket(address)}`),
      limit(`email:${mailboxBucket(email)}`),
    ]);
    if (fromAddress && !fromAddress.allowed)
      throw new AppError(RegistrationErrorCode.TooManyForCourseFromAddress, {
        params: { retryAfterMs: fromAddress.retryAfterMs },
      });
    if (forMailbox && !forMailbox.allowed)
      throw new AppError(RegistrationErrorCode.TooManyForCourseForEmail, {
        params: { retryAfterMs: forMailbox.retryAfterMs },
        field: 'email',
      });
  }

  /** Gives back what registrations staff delete spent of the limit per course or camp (issue 38): a
   * deleted registration is no longer one of its address's or mailbox's. Called in the deleting
   * transaction. A registration's attempts are the two forCourse counted in its own transaction
   * just before inserting it, in one statement (the same expiry): the latest in its mailbox's bucket
   * counted by its creation, and the address's beside it. A registration staff made counted none
   * (privileged), and an attempt of its mailbox from before its transaction is not taken for it. */
  async forgetDeleted(
    manager: EntityManager,
    deleted: readonly { kind: RegistrationType; targetId: number; email: string; createdAt: Date }[],
  ): Promise<void> {
    if (this.perCourse <= 0) return;
    for (const registration of deleted) {
      const prefix = `registration:${registration.kind}:${registration.targetId}:`;
      await manager.query(
        `WITH its AS (
           SELECT expires_at FROM rate_limit_hit
            WHERE bucket = $1 AND expires_at > now()
              AND expires_at <= $2::timestamptz + $3 * interval '1 millisecond'
              AND expires_at >= $2::timestamptz + $3 * interval '1 millisecond' - interval '5 minutes'
            ORDER BY expires_at DESC LIMIT 1
         )
         DELETE FROM rate_limit_hit h USING its
          WHERE h.expires_at = its.expires_at AND left(h.bucket, length($4)) = $4`,
        [`${prefix}email:${mailboxBucket(registration.email)}`, registration.createdAt, COURSE_WINDOW_MS, prefix],
      );
    }
  }
}
