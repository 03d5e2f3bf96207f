// Rate limits shared by every app instance: each counted attempt is a row in PostgreSQL until its
// window has passed (a sliding window: at most `max` attempts in any `windowMs`). Check and record
// happen under one advisory lock per bucket, so concurrent requests queue up and none slips past.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { DataSource, EntityManager } from 'typeorm';
import { DurableCommits } from './database/durable-commits';
import type { Logger } from './logger';

export interface Limit {
  /** What is limited and whose budget it is; at most 300 characters. */
  bucket: string;
  /** Attempts allowed in any window; 0 switches the limit off. */
  max: number;
  windowMs: number;
}

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The first key of our two-key advisory locks ("rl" in ASCII); the startup lock uses the one-key
 * form, which PostgreSQL keeps apart. */
const LOCK_SPACE = 0x726c;
const PURGE_EVERY_MS = 60_000;

export class RateLimiter {
  private lastPurge = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger?: Logger,
  ) {}

  /** Counts an attempt in the bucket, unless the bucket is full: then nothing is counted and the
   * answer says when the oldest attempt leaves the window. Refused attempts are not counted, so a
   * flood does not stretch the wait of those who share the address. */
  async attempt(limit: Limit): Promise<LimitAnswer> {
    return (await this.attemptAll([limit]))[0]!;
  }

  /** One attempt counted in each bucket in a transaction of its own, unless one of them is full: then
   * none is counted (attemptIn). One LimitAnswer per limit, in their order. */
  async attemptAll(limits: Limit[]): Promise<LimitAnswer[]> {
    if (limits.every(({ max }) => max <= 0)) return limits.map(() => ({ allowed: true }));
    // Counted attempts need not survive a crash of the database (a few lost ones only loosen a limit
    // for a moment): the transaction commits without waiting for the disk.
    const answers = await this.dataSource.transaction((manager) => this.attemptIn(manager, limits, true));
    await this.purgeNowAndThen();
    return answers;
  }

  /** Inside the caller's transaction: counts an attempt in each bucket if none of them is full, else
   * counts nothing and answers which are full. The locks and the counted attempts belong to that
   * transaction, so an attempt the caller then rolls back (its work failed) was never counted, and
   * what it counts holds until its commit. Answers one LimitAnswer per limit, in their order. */
  async attemptIn(manager: EntityManager, limits: Limit[], asyncCommit = false): Promise<LimitAnswer[]> {
    const active = limits.filter(({ max }) => max > 0);
    if (active.length === 0) return limits.map(() => ({ allowed: true }));
    // Two statements whatever the number of limits (a registration counts three; it was three
    // statements each, issue 28). First the locks, in one order, so two transactions locking the same
    // buckets never wait for each other in a circle.
    await manager.query(
      'SELECT pg_advisory_xact_lock($1, hashtext(bucket)) FROM (SELECT DISTINCT unnest($2::text[]) AS bucket ORDER BY 1) AS ordered',
      [LOCK_SPACE, active.map(({ bucket }) => bucket)],
    );
    // Then, in a statement of its own (READ COMMITTED takes its snapshot now, with every attempt the
    // previous holders of the locks committed), each limit's count and, when none is full, an attempt
    // counted in each.
    const counted: { hits: number }[] = await manager.query(
      `WITH wanted AS (
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) WITH ORDINALITY AS w(bucket, max, window_ms, position)
       ), counts AS (
         SELECT w.*, (SELECT count(*)::int FROM rate_limit_hit h WHERE h.bucket = w.bucket AND h.expires_at > now()) AS hits
           FROM wanted w
       ), counted AS (
         INSERT INTO rate_limit_hit (bucket, expires_at)
         SELECT bucket, now() + window_ms * interval '1 millisecond' FROM counts
          WHERE NOT EXISTS (SELECT 1 FROM counts WHERE hits >= max)
       )
       SELECT hits${asyncCommit ? `, ${DurableCommits.ASYNC_COMMIT_SQL} AS "asyncCommit"` : ''} FROM counts ORDER BY position`,
      [active.map(({ bucket }) => bucket), active.map(({ max }) => max), active.map(({ windowMs }) => windowMs)],
    );
    const answers = new Map<Limit, LimitAnswer>();
    for (const [index, limit] of active.entries()) {
      const hits = counted[index]?.hits ?? 0;
      if (hits < limit.max) {
        answers.set(limit, { allowed: true });
        continue;
      }
      // Only for a full bucket: when its oldest attempt that counts leaves the window.
      const [{ waitMs }] = await manager.query(
        `SELECT greatest(ceil(extract(epoch FROM expires_at - now()) * 1000), 1)::int AS "waitMs"
           FROM rate_limit_hit WHERE bucket = $1 AND expires_at > now() ORDER BY expires_at OFFSET $2 LIMIT 1`,
        [limit.bucket, hits - limit.max],
      );
      answers.set(limit, { allowed: false, retryAfterMs: waitMs });
    }
    return limits.map((limit) => answers.get(limit) ?? { allowed: true });
  }

  /** Attempts whose window has passed, from every bucket; at most once a minute per instance. */
  private async purgeNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    try {
      await this.dataSource.query('DELETE FROM rate_limit_hit WHERE expires_at <= now()');
    } catch (error) {
      // The limit itself held; old rows only wait for the next purge.
      this.logger?.warn(`Purging old rate limit attempts failed: ${String(error)}`);
    }
  }
}

/** The budget a client address stands for (the registration limits and the login throttle). An
 * IPv6 subscriber may pick any address of what the provider delegates: a /64 at least, commonly a
 * /56 (256 networks of /64; 12 addresses of one /64 got 43 password checks, issue 21), so the /56 is
 * one budget. IPv4-mapped addresses count as IPv4. */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address.split('%')[0]!)) return address.slice(0, 64);
  const groups = expandIPv6(address);
  const fourth = (parseInt(groups[3] ?? '0', 16) & 0xff00).toString(16);
  return `${groups.slice(0, 3).join(':')}:${fourth}::/56`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.includes('.') ? group : group.replace(/^0+(?=.)/, ''),
  );
}

/** A budget per e-mail address (or another personal text) that does not keep it in clear: the
 * table holds no personal data to erase (modules/privacy). */
export const hashedBucket = (text: string): string => createHash('sha256').update(text).digest('base64url');
