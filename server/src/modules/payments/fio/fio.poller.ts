// Fio banka's movements fetched by the app (issue 24, item 4) and fed through the same recording and
// pairing as an imported statement. Fio's `last/` call moves a bookmark on Fio's side whenever it
// answers movements, so a crash after it would lose them; this asks for a date period instead, from
// a couple of days before the last day recorded (kept in app_state) to today. The window overlaps
// the previous one on purpose: recording dedupes by the movement's id, so nothing is paired twice.
//
// Fio allows one call per token per 30 s and answers 409 beyond it. The time of the last call is
// kept in the database too, so whichever instance polls next waits for it; one instance polls at a
// time (a session advisory lock on its own connection, held for the round).
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentSource, pragueToday } from '@kurzy/common';
import type { DataSource, QueryRunner } from 'typeorm';
import type { JobDefinition } from '../../../core/jobs';
import type { Logger } from '../../../core/logger';
import type { ImportSummary, StatementImport } from '../payment.import';
import { fetchPeriod, FioApiError, type FioPeriod, redact } from './fio.api';

/** pg_try_advisory_lock(int, int): the payments' jobs ("pay1"), this one the Fio poll. */
export const PAYMENT_JOBS_LOCK = 0x70617931;
const FIO_POLL_LOCK = 1;

/** Fio's limit: one call per token in 30 s. */
export const FIO_MIN_SPACING_MS = 30_000;
/** Fio refuses older movements (422) unless history is unlocked in internet banking for 10 minutes. */
const FIO_HISTORY_DAYS = 89;

export interface FioPollerOptions {
  token: string;
  baseUrl: string;
  /** How often a round runs (FIO_POLL_MINUTES). */
  intervalMs: number;
  /** Pause between two calls with the token; Fio's 30 s unless a test against the fake shortens it. */
  minSpacingMs?: number;
  /** Calls in one round when Fio answers 409; then the round ends and the next one tries again. */
  maxAttempts?: number;
  /** How long one call may take. */
  timeoutMs?: number;
  /** Days before the last day recorded that the next window starts (movements booked late). */
  overlapDays?: number;
  /** How far back the very first poll looks. */
  firstDays?: number;
}

export type PollOutcome =
  | { outcome: 'recorded'; period: FioPeriod; summary: ImportSummary | null }
  | { outcome: 'busy' | 'not-due' | 'stopped' }
  | { outcome: 'rate-limited' | 'failed'; period: FioPeriod; error: string };

interface PollState {
  /** The last day whose movements were all recorded (yyyy-mm-dd). */
  recordedThrough?: string;
  /** The last call to Fio with this token (ISO), whatever it answered. */
  lastCallAt?: string;
  /** When the last round began (ISO), so several instances poll once per interval between them. */
  lastRoundAt?: string;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export class FioPoller {
  private readonly stateKey: string;
  private readonly options: Required<FioPollerOptions>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: Pick<StatementImport, 'record'>,
    private readonly logger: Logger,
    options: FioPollerOptions,
  ) {
    this.options = {
      minSpacingMs: FIO_MIN_SPACING_MS,
      maxAttempts: 3,
      timeoutMs: 60_000,
      overlapDays: 2,
      firstDays: 30,
      ...options,
    };
    // Per token (a new token may be another account); a hash, never the token itself.
    const fingerprint = createHash('sha256').update(options.token).digest('hex').slice(0, 16);
    this.stateKey = `payments.fio-poll.${fingerprint}`;
  }

  /** The job the app's runner runs every interval (core/jobs.ts): a round if one is due. A round that
   * failed or was rate limited fails the job (counted in the metrics), its text without the token. */
  job(): JobDefinition {
    return {
      name: 'payments.fio-poll',
      intervalMs: this.options.intervalMs,
      run: async (signal) => {
        const result = await this.poll({ ifDue: true, signal }).catch((error: unknown) => {
          throw new Error(this.redact(`Fio API poll failed: ${describe(error)}`));
        });
        if (result.outcome === 'failed' || result.outcome === 'rate-limited') throw new Error(result.error);
      },
    };
  }

  /** One round: unless another instance is polling (or, with `ifDue`, polled less than an interval
   * ago), fetches the window and records it. Never throws for Fio's or the network's failures:
   * they are logged and the next round tries again. */
  async poll({ ifDue = false, signal = new AbortController().signal } = {}): Promise<PollOutcome> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        PAYMENT_JOBS_LOCK,
        FIO_POLL_LOCK,
      ]);
      if (!locked) return { outcome: 'busy' };
      try {
        return await this.round(runner, ifDue, signal);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1, $2)', [PAYMENT_JOBS_LOCK, FIO_POLL_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  private async round(runner: QueryRunner, ifDue: boolean, signal: AbortSignal): Promise<PollOutcome> {
    const state = await this.readState(runner);
    const started = Date.now();
    const slack = Math.min(60_000, this.options.intervalMs / 10);
    if (ifDue && state.lastRoundAt && started - Date.parse(state.lastRoundAt) < this.options.intervalMs - slack)
      return { outcome: 'not-due' };
    await this.saveState(runner, { lastRoundAt: new Date(started).toISOString() });

    const period = this.window(state);
    let lastCallAt = state.lastCallAt ? Date.parse(state.lastCallAt) : 0;
    let statement;
    for (let attempt = 1; ; attempt += 1) {
      const wait = lastCallAt + this.options.minSpacingMs - Date.now();
      try {
        if (wait > 0) await sleep(wait, undefined, { signal });
      } catch {
        return { outcome: 'stopped' };
      }
      if (signal.aborted) return { outcome: 'stopped' };
      // Saved before the call, so a process that dies half-way still leaves the call counted; and
      // again when it ends, as Fio counts from when the request reached it, some time after we sent it.
      await this.saveState(runner, { lastCallAt: new Date().toISOString() });
      try {
        statement = await fetchPeriod({ ...this.options, signal }, period);
        break;
      } catch (error) {
        if (signal.aborted) return { outcome: 'stopped' };
        lastCallAt = await this.callEnded(runner);
        const text = this.redact(describe(error));
        const limited = error instanceof FioApiError && error.kind === 'rate-limited';
        if (!limited) {
          this.logger.error(`${text}; trying again at the next poll`);
          return { outcome: 'failed', period, error: text };
        }
        if (attempt >= this.options.maxAttempts) {
          this.logger.warn(`${text}; ${attempt} attempts, trying again at the next poll`);
          return { outcome: 'rate-limited', period, error: text };
        }
        this.logger.warn(`${text}; trying again in ${Math.ceil(this.options.minSpacingMs / 1000)} s`);
      }
    }

    await this.callEnded(runner);
    let summary: ImportSummary | null = null;
    if (statement.items.length > 0) {
      try {
        summary = await this.statements.record(null, statement, PaymentSource.bank_api);
      } catch (error) {
        const text = this.redact(`Fio API ${period.from}..${period.to}: recording failed: ${describe(error)}`);
        this.logger.error(`${text}; trying again at the next poll`);
        return { outcome: 'failed', period, error: text };
      }
      const recorded = summary.itemsRead - summary.alreadyImported;
      if (recorded > 0)
        this.logger.info(
          `Fio API ${period.from}..${period.to}: ${recorded} new movement(s); paid ${summary.paid}, partially paid ` +
            `${summary.partiallyPaid}, overpaid ${summary.overpaid}, unmatched ${summary.unmatchedCount}`,
        );
    }
    await this.saveState(runner, { recordedThrough: period.to });
    return { outcome: 'recorded', period, summary };
  }

  /** From a few days before the last day recorded (or `firstDays` ago, the first time) to today. */
  private window(state: PollState): FioPeriod {
    const today = pragueToday();
    const oldest = addDays(today, -FIO_HISTORY_DAYS);
    let from = state.recordedThrough
      ? addDays(state.recordedThrough, -this.options.overlapDays)
      : addDays(today, -this.options.firstDays);
    if (from < oldest) {
      this.logger.warn(
        `Fio API: nothing recorded since ${state.recordedThrough}; Fio gives only the last ${FIO_HISTORY_DAYS} days ` +
          `without unlocking history, so movements before ${oldest} must be imported from a statement file`,
      );
      from = oldest;
    }
    if (from > today) from = today;
    return { from, to: today };
  }

  private async callEnded(runner: QueryRunner): Promise<number> {
    const now = Date.now();
    await this.saveState(runner, { lastCallAt: new Date(now).toISOString() });
    return now;
  }

  private async readState(runner: QueryRunner): Promise<PollState> {
    const [row] = await runner.query('SELECT value FROM app_state WHERE key = $1', [this.stateKey]);
    return (row?.value ?? {}) as PollState;
  }

  private async saveState(runner: QueryRunner, change: PollState): Promise<void> {
    await runner.query(
      `INSERT INTO app_state (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = app_state.value || EXCLUDED.value, updated_at = now()`,
      [this.stateKey, JSON.stringify(change)],
    );
  }

  private redact(text: string): string {
    return redact(text, this.options.token);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
