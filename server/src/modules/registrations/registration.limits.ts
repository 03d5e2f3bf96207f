// How often the public may send the registration form. Per client address (REGISTRATION_RATE_LIMIT)
// against floods that fill a course; per e-mail address against filling one parent's mailbox with
// confirmations from many addresses. Staff are not limited.
import { emailKey, RegistrationErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';
import { addressBucket, type Limit, type RateLimiter } from '../../core/rate-limit';

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
/** A family registers a few children for a course or two in an evening; more than this from one
 * mailbox in an hour is somebody else using the address. */
export const EMAIL_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/** The mailbox an address delivers to: `jana+1@…` and `jana+2@…` both reach jana. */
function mailboxBucket(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  return `${key.slice(0, at).split('+')[0]}${key.slice(at)}`.slice(0, 254);
}

export class RegistrationLimits {
  constructor(
    private readonly limiter: RateLimiter,
    /** Attempts per client address in ADDRESS_WINDOW_MS; 0: no limit. */
    private readonly perAddress: number,
  ) {}

  /** Counts an attempt from this client address (before anything else, so malformed forms count too). */
  async fromAddress(address: string): Promise<void> {
    await this.check(
      { bucket: `registration:address:${addressBucket(address)}`, max: this.perAddress, windowMs: ADDRESS_WINDOW_MS },
      (retryAfterMs) => new AppError(RegistrationErrorCode.TooManyFromAddress, { params: { retryAfterMs } }),
    );
  }

  /** Counts an attempt for this e-mail address. */
  async forEmail(email: string): Promise<void> {
    await this.check(
      { bucket: `registration:email:${mailboxBucket(email)}`, ...EMAIL_LIMIT },
      (retryAfterMs) =>
        new AppError(RegistrationErrorCode.TooManyForEmail, { params: { retryAfterMs }, field: 'email' }),
    );
  }

  private async check(limit: Limit, refusal: (retryAfterMs: number) => AppError): Promise<void> {
    const answer = await this.limiter.attempt(limit);
    if (!answer.allowed) throw refusal(answer.retryAfterMs);
  }
}
