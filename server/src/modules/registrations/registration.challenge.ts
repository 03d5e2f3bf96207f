// The proof-of-work challenges of busy client addresses (common/src/registration-challenge.ts): issued
// with a refusal, checked when sent back, each solution taken once. Issuing and checking are a few
// hashes in this process; the key is read once from the database (every instance signs alike), and
// only a solution sent costs a statement, inside the registration's transaction.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  challengeExpiry,
  parseChallengeSolution,
  RegistrationErrorCode,
  type RegistrationChallenge,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';

/** Long enough to solve on a slow phone under load and send again. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** Half of it is tried on average: about a second of a phone's crypto.subtle in a worker, a moment
 * for a careful script (the challenge slows a flood; the ceilings stop it). */
export const CHALLENGE_MAX_NUMBER = 50_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A solution that checked out: what marks it used. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

export class RegistrationChallenges {
  private key: Promise<string> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxNumber = CHALLENGE_MAX_NUMBER,
  ) {}

  private hmacKey(): Promise<string> {
    this.key ??= this.dataSource
      .query<{ key: string }[]>('SELECT key FROM registration_challenge_key')
      .then(([row]) => {
        if (!row) throw new Error('registration_challenge_key has no key (migration RegistrationSenders)');
        return row.key;
      });
    this.key.catch(() => (this.key = null));
    return this.key;
  }

  /** Reads the signing key ahead (once per process). A challenge issued inside a registration's
   * transaction (the per-course limit, under the course's lock) must not wait for a pooled connection:
   * on enrollment night the pool is held by transactions queued on that lock (a deadlock). */
  async ready(): Promise<void> {
    await this.hmacKey();
  }

  async issue(): Promise<RegistrationChallenge> {
    const expires = Math.floor((Date.now() + CHALLENGE_LIFETIME_MS) / 1000);
    const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
    const challenge = sha256(`${salt}${randomInt(0, this.maxNumber + 1)}`);
    const signature = createHmac('sha256', await this.hmacKey())
      .update(challenge)
      .digest('hex');
    return { algorithm: 'SHA-256', challenge, salt, signature, maxNumber: this.maxNumber };
  }

  /** The refusal of a busy address's form sent without a solution. */
  async required(): Promise<AppError> {
    return new AppError(RegistrationErrorCode.ChallengeRequired, { params: { challenge: await this.issue() } });
  }

  async invalid(): Promise<AppError> {
    return new AppError(RegistrationErrorCode.ChallengeInvalid, { params: { challenge: await this.issue() } });
  }

  /** A solution that is ours, unexpired and right; else the refusal with a new challenge. Whether it
   * was used already is `take`'s to say, in the registration's transaction. */
  async check(payload: unknown): Promise<SolvedChallenge> {
    const solution =
      typeof payload === 'string' && payload.length <= 1400
        ? parseChallengeSolution(Buffer.from(payload, 'base64').toString('utf8'))
        : null;
    if (!solution) throw await this.invalid();
    const expiresAt = challengeExpiry(solution.salt);
    const signature = createHmac('sha256', await this.hmacKey())
      .update(solution.challenge)
      .digest();
    const right =
      expiresAt > Date.now() &&
      timingSafeEqual(signature, Buffer.from(solution.signature, 'hex')) &&
      sha256(`${solution.salt}${solution.number}`) === solution.challenge;
    if (!right) throw await this.invalid();
    return { signature: solution.signature, expiresAt: new Date(expiresAt) };
  }

  /** Marks the solution used, in the registration's transaction (a registration refused after this
   * rolls it back, so its solution may be sent again); refuses one used already. Expired solutions
   * are forgotten here too: they fail `check` anyway. */
  async take(manager: EntityManager, solved: SolvedChallenge): Promise<void> {
    const [taken] = await manager.query(
      `WITH forgotten AS (DELETE FROM registration_challenge_used WHERE expires_at < now() - interval '1 minute')
       INSERT INTO registration_challenge_used (signature, expires_at) VALUES ($1, $2)
       ON CONFLICT (signature) DO NOTHING RETURNING 1 AS taken`,
      [solved.signature, solved.expiresAt],
    );
    if (!taken) throw await this.invalid();
  }
}
