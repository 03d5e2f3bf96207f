// The one runner of the app's periodic jobs: the outbox's sweep, payment reminders, the Fio poll,
// retention and every sweep a module adds. A module registers a job (a name, an interval, a run) when
// its services are built; the app starts the runner once it is built and stops it before the database
// closes. Why our own and not pg-boss or graphile-worker: every job here is a sweep over rows that
// already say what is due (deadlines, queued e-mails), not a queue of payloads; those libraries bring
// their own schema, migrations and polling connections for a queue we would not use.
//
// - One instance at a time: an exclusive job runs only while its instance holds a session advisory
//   lock on a connection of its own (key: the runner's space and the hash of the job's name); an
//   instance that finds it taken skips the round. A shared job (the outbox, whose claims are SKIP
//   LOCKED) runs on every instance.
// - Never two runs of one job in one process: the next run is timed from the start of the last one,
//   and a kick during a run asks for one more run right after it.
// - Graceful stop: timers cleared, each run's AbortSignal aborted, runs in progress awaited (and their
//   locks given back, so another instance takes over).
// - Its state per instance (runs, failures, last success) is read by the metrics.
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';

declare module './services' {
  interface Services {
    /** The periodic jobs of every module (core/jobs.ts). */
    jobs: JobRunner;
  }
}

/** pg_try_advisory_lock(int, int): the job runner's space ("jobs" in ASCII), then hashtext(name). */
const JOBS_LOCK = 0x6a6f6273;

export interface JobDefinition {
  /** Unique, `<domain>.<job>`: it names the job's lock, its log lines and its metrics. */
  name: string;
  /** How long from the start of one run to the start of the next. */
  intervalMs: number;
  /** The first run after start (default 0, at once). A daily job waits, so a restart loop does not
   * run it each time and short-lived processes (seeding, benchmarks) are left alone. */
  firstRunDelayMs?: number;
  /** `exclusive` (default): on one instance at a time; `shared`: on every instance. */
  concurrency?: 'exclusive' | 'shared';
  /** One round. It should return soon after `signal` is aborted (the app is stopping). */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface JobStatus {
  name: string;
  running: boolean;
  /** Rounds this instance ran (not those skipped because another instance held the job). */
  runs: number;
  failures: number;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
}

/** How a round asked for by `runNow` ended. */
export type JobOutcome = 'done' | 'busy' | 'stopped';

interface Job extends JobStatus {
  definition: Required<JobDefinition>;
  timer: NodeJS.Timeout | null;
  current: Promise<JobOutcome> | null;
  again: boolean;
}

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private started = false;
  private abort = new AbortController();

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  register(definition: JobDefinition): void {
    if (this.jobs.has(definition.name)) throw new Error(`A job named ${definition.name} is registered already`);
    if (!(definition.intervalMs > 0)) throw new Error(`The job ${definition.name} needs a positive interval`);
    const job: Job = {
      definition: { firstRunDelayMs: 0, concurrency: 'exclusive', ...definition },
      name: definition.name,
      running: false,
      runs: 0,
      failures: 0,
      lastSuccessAt: null,
      lastFailureAt: null,
      timer: null,
      current: null,
      again: false,
    };
    this.jobs.set(definition.name, job);
    if (this.started) this.schedule(job, job.definition.firstRunDelayMs);
  }

  /** Starts every registered job (and those registered later) on its first delay. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.abort.signal.aborted) this.abort = new AbortController();
    for (const job of this.jobs.values()) this.schedule(job, job.definition.firstRunDelayMs);
  }

  /** A round soon, e.g. after a commit that queued an e-mail; one more after a round in progress.
   * Does nothing before start or after stop. */
  kick(name: string): void {
    const job = this.job(name);
    if (!this.started) return;
    if (job.current) job.again = true;
    else this.schedule(job, 0);
  }

  /** One round now, awaited (the CLIs and tests); after a round in progress if there is one. Runs
   * also when the runner is not started; never after stop. */
  async runNow(name: string): Promise<JobOutcome> {
    const job = this.job(name);
    while (job.current) await job.current;
    if (this.abort.signal.aborted) return 'stopped';
    return this.round(job);
  }

  /** Stops every timer, aborts the rounds in progress and waits for them. */
  async stop(): Promise<void> {
    this.started = false;
    this.abort.abort();
    for (const job of this.jobs.values()) {
      if (job.timer) clearTimeout(job.timer);
      job.timer = null;
    }
    await Promise.all([...this.jobs.values()].flatMap((job) => (job.current ? [job.current] : [])));
  }

  status(): JobStatus[] {
    return [...this.jobs.values()].map(({ name, running, runs, failures, lastSuccessAt, lastFailureAt }) => ({
      name,
      running,
      runs,
      failures,
      lastSuccessAt,
      lastFailureAt,
    }));
  }

  private job(name: string): Job {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    return job;
  }

  private schedule(job: Job, delayMs: number): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      job.timer = null;
      // A round asked for by runNow may have started meanwhile: this one follows it.
      if (job.current) job.again = true;
      else void this.round(job);
    }, delayMs);
    job.timer.unref();
  }

  private round(job: Job): Promise<JobOutcome> {
    const startedAt = Date.now();
    job.again = false;
    job.current = this.runOnce(job).finally(() => {
      job.current = null;
      if (!this.started) return;
      if (job.again) this.schedule(job, 0);
      else this.schedule(job, Math.max(0, startedAt + job.definition.intervalMs - Date.now()));
    });
    return job.current;
  }

  private async runOnce(job: Job): Promise<JobOutcome> {
    const { definition } = job;
    const signal = this.abort.signal;
    if (signal.aborted) return 'stopped';
    if (definition.concurrency === 'shared') return this.execute(job, signal);
    let connection;
    try {
      connection = this.dataSource.createQueryRunner();
      await connection.connect();
      const [{ locked }] = await connection.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        JOBS_LOCK,
        definition.name,
      ]);
      if (!locked) return 'busy';
      try {
        return await this.execute(job, signal);
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOBS_LOCK, definition.name]);
      }
    } catch (error) {
      // The lock could not be taken or given back (the database is away): a failed round.
      this.failed(job, error);
      return 'done';
    } finally {
      await connection?.release();
    }
  }

  private async execute(job: Job, signal: AbortSignal): Promise<JobOutcome> {
    job.running = true;
    job.runs += 1;
    try {
      await job.definition.run(signal);
      job.lastSuccessAt = new Date();
    } catch (error) {
      this.failed(job, error);
    } finally {
      job.running = false;
    }
    return signal.aborted ? 'stopped' : 'done';
  }

  private failed(job: Job, error: unknown): void {
    job.failures += 1;
    job.lastFailureAt = new Date();
    this.logger.error(`The job ${job.name} failed`, error);
  }
}
