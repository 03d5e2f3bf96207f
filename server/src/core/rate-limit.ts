// Rate limits shared by every app instance: each counted attempt is a row in PostgreSQL until its
// window has passed (a sliding window: at most `max` attempts in any `windowMs`). Check and record
// happen under one advisory lock per bucket, so concurrent requests queue up and none slips past.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { escapeLiteral, type PoolClient, type QueryResult } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { poolOf } from './database/data-source';
import { DurableCommits } from './database/durable-commits';
import type { Logger } from './logger';

export interface Limit {
  /** What is limited and whose budget it is; at most 300 characters. */
  bucket: string;
  /** Attempts allowed in any window; 0 switches the limit off. */
  max: number;
  windowMs: number;
}

/** `hits`: the attempts counted before this one (none when the limit is off). */
export type LimitAnswer = { allowed: true; hits: number } | { allowed: false; retryAfterMs: number };

/** The first key of our two-key advisory locks ("rl" in ASCII); the startup lock uses the one-key
 * form, which PostgreSQL keeps apart. */
const LOCK_SPACE = 0x726c;
const PURGE_EVERY_MS = 60_000;

/** The buckets' locks, in one order, so two transactions locking the same buckets never wait for each
 * other in a circle; `buckets` is a text[] expression (an ARRAY of escaped literals). */
const lockSql = (buckets: string) =>
  `SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(bucket)) FROM (SELECT DISTINCT unnest(${buckets}::text[]) AS bucket ORDER BY 1) AS ordered`;

/** After the locks, in a statement of its own (READ COMMITTED takes its snapshot then, with every
 * attempt the previous holders of the locks committed): each limit's count and, when none is full, an
 * attempt counted in each; the arguments are array expressions. */
const countSql = (buckets: string, maxes: string, windowsMs: string, asyncCommit: boolean) =>
  `WITH wanted AS (
     SELECT * FROM unnest(${buckets}::text[], ${maxes}::int[], ${windowsMs}::int[]) WITH ORDINALITY AS w(bucket, max, window_ms, position)
   ), counts AS (
     SELECT w.*, (SELECT count(*)::int FROM rate_limit_hit h WHERE h.bucket = w.bucket AND h.expires_at > now()) AS hits
       FROM wanted w
   ), counted AS (
     INSERT INTO rate_limit_hit (bucket, expires_at)
     SELECT bucket, now() + window_ms * interval '1 millisecond' FROM counts
      WHERE NOT EXISTS (SELECT 1 FROM counts WHERE hits >= max)
   )
   SELECT hits${asyncCommit ? `, ${DurableCommits.ASYNC_COMMIT_SQL} AS "asyncCommit"` : ''} FROM counts ORDER BY position`;

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
   * none is counted (attemptIn). One LimitAnswer per limit, in their order. The counted attempts need
   * not survive a crash of the database (a few lost only loosen a limit for a moment): the transaction
   * commits without waiting for the disk. */
  async attemptAll(limits: Limit[]): Promise<LimitAnswer[]> {
    // A query of several statements outside a transaction block runs as one transaction of its own.
    const pool = poolOf(this.dataSource);
    const answers = await this.attemptWith(limits, true, (sql, values) => pool.query(sql, values));
    await this.purgeNowAndThen();
    return answers;
  }

  /** Inside the caller's transaction: counts an attempt in each bucket if none of them is full, else
   * counts nothing and answers which are full. The locks and the counted attempts belong to that
   * transaction, so an attempt the caller then rolls back (its work failed) was never counted, and
   * what it counts holds until its commit. Answers one LimitAnswer per limit, in their order. */
  async attemptIn(manager: EntityManager, limits: Limit[]): Promise<LimitAnswer[]> {
    const { queryRunner } = manager;
    if (!queryRunner?.isTransactionActive) throw new Error('attemptIn needs a transaction');
    // The transaction's own connection (TypeORM would keep only the last statement's rows).
    const client = (await queryRunner.connect()) as PoolClient;
    return this.attemptWith(limits, false, (sql, values) => client.query(sql, values));
  }

  /** The locks, then the counts and attempts, in one round trip (a registration pays for two per
   * parent): a query of several statements gives each statement a snapshot of its own, so the count
   * still sees every attempt the previous holders of the locks committed. Such a query takes no
   * parameters: the values are written in as escaped literals. */
  private async attemptWith(
    limits: Limit[],
    asyncCommit: boolean,
    query: (sql: string, values?: unknown[]) => Promise<unknown>,
  ): Promise<LimitAnswer[]> {
    const active = limits.filter(({ max }) => max > 0);
    if (active.length === 0) return limits.map(() => ({ allowed: true, hits: 0 }));
    const array = (values: string[], type: string) => `ARRAY[${values.join(', ')}]::${type}[]`;
    const integers = (values: number[]) =>
      array(
        values.map((value) => String(Math.trunc(value))),
        'int',
      );
    const buckets = array(
      active.map(({ bucket }) => escapeLiteral(bucket)),
      'text',
    );
    const results = (await query(
      `${lockSql(buckets)};
       ${countSql(buckets, integers(active.map(({ max }) => max)), integers(active.map(({ windowMs }) => windowMs)), asyncCommit)}`,
    )) as QueryResult<{ hits: number }>[];
    const answers = await this.answersOf(
      active,
      results[1]!.rows,
      async (sql, values) => ((await query(sql, values)) as QueryResult<{ waitMs: number }>).rows,
    );
    return limits.map((limit) => answers.get(limit) ?? { allowed: true, hits: 0 });
  }

  /** Each limit's answer from its count; for a full bucket, when its oldest attempt that counts leaves
   * the window. */
  private async answersOf(
    active: Limit[],
    counted: { hits: number }[],
    query: (sql: string, values: unknown[]) => Promise<{ waitMs: number }[]>,
  ): Promise<Map<Limit, LimitAnswer>> {
    const answers = new Map<Limit, LimitAnswer>();
    for (const [index, limit] of active.entries()) {
      const hits = counted[index]?.hits ?? 0;
      if (hits < limit.max) {
        answers.set(limit, { allowed: true, hits });
        continue;
      }
      const [wait] = await query(
        `SELECT greatest(ceil(extract(epoch FROM expires_at - now()) * 1000), 1)::int AS "waitMs"
           FROM rate_limit_hit WHERE bucket = $1 AND expires_at > now() ORDER BY expires_at OFFSET $2 LIMIT 1`,
        [limit.bucket, hits - limit.max],
      );
      // The attempts may have left the window meanwhile (only when read after the transaction).
      answers.set(limit, { allowed: false, retryAfterMs: wait?.waitMs ?? 1 });
    }
    return answers;
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
