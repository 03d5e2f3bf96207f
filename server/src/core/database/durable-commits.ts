// Group commit for transactions that hold a hot lock through their commit (a course's registrations).
// Such a transaction commits with `synchronous_commit = off`: its lock is released as soon as the
// commit is in PostgreSQL's WAL buffers, not after the disk's flush (~5 ms here, each one waited for
// in turn by everyone queued at the lock). Before its caller is answered, `flushed()` waits for one
// ordinary, synchronous commit that started after it: WAL is written and replayed in order, so that
// flush makes every earlier commit durable too, and one flush serves every caller waiting meanwhile.
//
// Nothing is told to anybody before it is on disk. A crash can lose an unflushed commit that another
// transaction already saw, but then it also loses every later commit (they follow it in the WAL), so
// what survives is always consistent: PostgreSQL's own guarantee for asynchronous commits.
import type { DataSource } from 'typeorm';

/** A write of its own (a commit that wrote nothing flushes nothing), on a row only the flushers touch. */
const FLUSH_SQL = `INSERT INTO app_state (key, value, updated_at) VALUES ('durable-commits', '{}', now())
  ON CONFLICT (key) DO UPDATE SET updated_at = now()`;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export class DurableCommits {
  private waiting: Waiter[] = [];
  private running = false;
  /** Flushes made so far (one serves every caller waiting when it starts). */
  flushes = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** An SQL expression that makes the current transaction commit without waiting for the disk, for a
   * statement's select list (saves a round trip of its own); `flushed()` must then be awaited before
   * anyone relies on the commit. */
  static readonly ASYNC_COMMIT_SQL = `set_config('synchronous_commit', 'off', true)`;

  /** Resolves once everything this process committed before the call is on disk. */
  flushed(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) void this.flushWhileWaited();
    });
  }

  private async flushWhileWaited(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        // Those waiting now; whoever comes during this flush waits for the next one, which starts
        // after their commit.
        const batch = this.waiting;
        this.waiting = [];
        try {
          this.flushes += 1;
          await this.dataSource.query(FLUSH_SQL);
          for (const waiter of batch) waiter.resolve();
        } catch (error) {
          for (const waiter of batch) waiter.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
