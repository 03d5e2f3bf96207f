// How often the public may send the registration form (issue 41: shared addresses). Mobile networks
// (CGNAT) and school or office Wi-Fi put many parents behind one address, so an address is not a
// family: past a few sends it is asked for a proof-of-work challenge (registration.challenge.ts), which
// the form solves by itself, and only a high ceiling turns it away. A family is its mailbox:
// - per client address, every send (REGISTRATION_RATE_LIMIT in 10 minutes, a flood's ceiling); past
//   REGISTRATION_CHALLENGE_AFTER of them the form must solve a challenge;
// - per mailbox, 10 sends an hour (filling one parent's inbox with confirmations from many addresses);
// - per course or camp and mailbox, REGISTRATION_COURSE_LIMIT children an hour; from one address
//   more than that need a challenge each, up to REGISTRATION_COURSE_CEILING (40 sends from one
//   address in 0.6 s took all 12 places of a course, issue 21).
// The limits per course or camp count the registrations themselves (their sender's hashes, in the
// statement that places the child, under the course's lock): a registration staff deleted counts no
// more, a refused form or a repeat of the same child counts nothing, and they cost no statement.
// Staff who may write registrations are not limited.
import { emailKey, RegistrationErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';
import { addressBucket, hashedBucket, type Limit, type RateLimiter } from '../../core/rate-limit';
import type { RegistrationChallenges } from './registration.challenge';

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
/** A family registers a few children for a course or two in an evening; more than this from one
 * mailbox in an hour is somebody else using the address. */
export const EMAIL_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };
/** The window of the limits per course or camp. */
export const COURSE_WINDOW_MS = 60 * 60 * 1000;

/** The mailbox an address delivers to: `jana+1@…` and `jana+2@…` both reach jana. Hashed: the
 * tables keep no address. */
function mailboxBucket(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  return hashedBucket(`${key.slice(0, at).split('+')[0]}${key.slice(at)}`.slice(0, 254));
}

export interface RegistrationLimitSettings {
  /** Sends per client address in ADDRESS_WINDOW_MS; 0: no limit. */
  perAddress: number;
  /** Sends per client address in ADDRESS_WINDOW_MS after which a challenge is asked; 0: never. */
  challengeAfter: number;
  /** Children per course or camp and mailbox in COURSE_WINDOW_MS, and from one address without a
   * challenge; 0: no limit per course or camp. */
  perCourse: number;
  /** Children per course or camp from one address in COURSE_WINDOW_MS, challenges solved. */
  courseCeiling: number;
}

/** Who sent a form, as the registration keeps it (hashed). */
export interface Sender {
  address: string;
  mailbox: string;
}

/** A sender's registrations to the course or camp in COURSE_WINDOW_MS, with the milliseconds until
 * the oldest of each leaves the window (registration.service.ts counts them). */
export interface SenderCounts {
  fromAddress: number;
  forMailbox: number;
  addressWaitMs: number | null;
  mailboxWaitMs: number | null;
}

export class RegistrationLimits {
  constructor(
    private readonly limiter: RateLimiter,
    readonly challenges: RegistrationChallenges,
    private readonly settings: RegistrationLimitSettings,
  ) {}

  /** Counts a send from this client address: a malformed form too (sent when the form is refused). */
  async fromAddress(address: string): Promise<void> {
    const [answer] = await this.limiter.attemptAll([this.addressLimit(address)]);
    if (answer && !answer.allowed) throw this.tooManyFromAddress(answer.retryAfterMs);
  }

  /** Counts a well-formed send from this client address and for this mailbox, in one attempt (one
   * round trip): when either is spent the send counts in neither, and the answer names the one spent
   * (the address first). Answers whether the address is busy: its form must bring a solved challenge. */
  async fromAddressForEmail(address: string, email: string): Promise<{ busy: boolean }> {
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
    const { challengeAfter } = this.settings;
    return { busy: challengeAfter > 0 && fromAddress?.allowed === true && fromAddress.hits >= challengeAfter };
  }

  private addressLimit(address: string): Limit {
    return {
      bucket: `registration:address:${addressBucket(address)}`,
      max: this.settings.perAddress,
      windowMs: ADDRESS_WINDOW_MS,
    };
  }

  private tooManyFromAddress(retryAfterMs: number): AppError {
    return new AppError(RegistrationErrorCode.TooManyFromAddress, { params: { retryAfterMs } });
  }

  /** What the registration keeps of its sender for the limits per course or camp; null when they
   * are off. */
  senderOf(address: string, email: string): Sender | null {
    if (this.settings.perCourse <= 0) return null;
    return { address: hashedBucket(addressBucket(address)), mailbox: mailboxBucket(email) };
  }

  /** The refusal of a form to a course or camp its sender has registered `counts` children to
   * already (before this one), or null. `solved`: the form brought a challenge solved. Called under
   * the course's lock, so concurrent forms are counted one after another. */
  async forCourse(counts: SenderCounts, solved: boolean): Promise<AppError | null> {
    const { perCourse, courseCeiling } = this.settings;
    if (perCourse <= 0) return null;
    const waited = (ms: number | null) => ({ retryAfterMs: Math.max(1, Math.ceil(ms ?? COURSE_WINDOW_MS)) });
    if (counts.forMailbox >= perCourse)
      return new AppError(RegistrationErrorCode.TooManyForCourseForEmail, {
        params: waited(counts.mailboxWaitMs),
        field: 'email',
      });
    if (counts.fromAddress >= Math.max(perCourse, courseCeiling))
      return new AppError(RegistrationErrorCode.TooManyForCourseFromAddress, { params: waited(counts.addressWaitMs) });
    if (counts.fromAddress >= perCourse && !solved) return this.challenges.required();
    return null;
  }
}
