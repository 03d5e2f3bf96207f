// The login throttle. Every attempt is written down as a failure BEFORE its password is checked, in
// the transaction that counts the earlier ones, under a lock on the client address: parallel
// attempts queue for the lock and each sees all those before it, so no burst gets more than the
// budget checked. A right password then takes its own record back. State lives in PostgreSQL only,
// so every app instance counts alike.
import { AuthErrorCode, errorMessage } from '@kurzy/common';
import { AppError } from '../../core/errors';
import type { DataSource } from 'typeorm';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one address: then that address waits out the window. */
export const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 10;
/** Failures from one address across all usernames (password spraying). A whole office behind one
 * address mistypes far less than this in 15 minutes. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one username from all addresses together that mark it as under attack. */
export const USERNAME_UNDER_ATTACK = 10;
/** While a username is under attack, an address that failed this often for it is refused; one that
 * did not (its owner at their own desk) is still checked, so no stranger can lock the owner out. */
export const MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK = 3;

/** The catalogue's text, under the name the tests compare answers with. */
export const TOO_MANY_ATTEMPTS = errorMessage(AuthErrorCode.TooManyAttempts);

/** The first key of pg_advisory_xact_lock(int, int): the login throttle's own lock space. */
const ADDRESS_LOCK = 0x6c6f6731; // 'log1'

interface Failures {
  pair: number;
  address: number;
  username: number;
}

function refused({ pair, address, username }: Failures): boolean {
  return (
    pair >= MAX_FAILURES_PER_USERNAME_AND_ADDRESS ||
    address >= MAX_FAILURES_PER_ADDRESS ||
    (username >= USERNAME_UNDER_ATTACK && pair >= MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK)
  );
}

export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  /** Records one attempt of `username` (lower-cased) from `address` as failed, or refuses it with
   * TOO_MANY_REQUESTS when the budget is spent. Returns the record, for `succeeded`. */
  async attempt(username: string, address: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Both strict budgets are keyed by the address, so one lock per address makes them exact
      // without making attempts from different addresses wait for each other.
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, address]);
      const counted: Failures[] = await manager.query(
        `SELECT count(*) FILTER (WHERE username = $1 AND address = $2)::int AS pair,
                count(*) FILTER (WHERE address = $2)::int AS address,
                count(*) FILTER (WHERE username = $1)::int AS username
           FROM login_attempt
          WHERE created_at > now() - make_interval(secs => $3) AND (username = $1 OR address = $2)`,
        [username, address, THROTTLE_WINDOW_MS / 1000],
      );
      if (refused(counted[0] as Failures)) throw new AppError(AuthErrorCode.TooManyAttempts);
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO login_attempt (username, address) VALUES ($1, $2) RETURNING id`,
        [username, address],
      );
      return (inserted[0] as { id: number }).id;
    });
  }

  /** The password was right: this attempt and the earlier failures of the same username from the
   * same address no longer count (the owner who mistyped twice starts afresh). Attempts that came
   * in after it stay counted. */
  async succeeded(username: string, address: string, attemptId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempt WHERE username = $1 AND address = $2 AND id <= $3`, [
      username,
      address,
      attemptId,
    ]);
  }

  /** Forgets attempts older than the window: they count for nothing. */
  async purge(): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempt WHERE created_at < now() - make_interval(secs => $1)`, [
      THROTTLE_WINDOW_MS / 1000,
    ]);
  }
}
