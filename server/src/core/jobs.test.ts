// The job runner (core/jobs.ts) on a real PostgreSQL: an exclusive job on one instance at a time, a
// shared one on all; never two rounds of one job in a process, one more after a kick during a round;
// failures counted and logged, the next round still comes; a stop aborts, waits and gives the lock back;
// the figures reach /metrics' text.
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryLogger } from '../test/config';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { JobRunner, type JobDefinition } from './jobs';
import { Metrics } from './metrics';

let database: TestDatabase;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});
afterAll(async () => {
  await database.drop();
});

function runner(log = memoryLogger()): JobRunner {
  const made = new JobRunner(database.dataSource, log);
  runners.push(made);
  return made;
}

/** A job whose rounds wait until released, counting how many run at once. */
function gatedJob(name: string, overrides: Partial<JobDefinition> = {}) {
  const seen = { rounds: 0, atOnce: 0, most: 0 };
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const definition: JobDefinition = {
    name,
    intervalMs: 60_000,
    run: async () => {
      seen.rounds += 1;
      seen.atOnce += 1;
      seen.most = Math.max(seen.most, seen.atOnce);
      try {
        await gate;
      } finally {
        seen.atOnce -= 1;
      }
    },
    ...overrides,
  };
  return {
    definition,
    seen,
    open() {
      release();
    },
    close() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await sleep(10);
  }
}

describe('the job runner', () => {
  it('runs an exclusive job on one instance at a time: the other skips its round as busy', async () => {
    const job = gatedJob('test.exclusive');
    const [first, second] = [runner(), runner()];
    first.register(job.definition);
    second.register(job.definition);
    const running = first.runNow('test.exclusive');
    await until(() => job.seen.rounds === 1);
    expect(await second.runNow('test.exclusive')).toBe('busy');
    job.open();
    expect(await running).toBe('done');
    // The lock was given back: the second instance takes the next round.
    expect(await second.runNow('test.exclusive')).toBe('done');
    expect(job.seen).toMatchObject({ rounds: 2, most: 1 });
  });

  it('runs a shared job on every instance at once', async () => {
    const job = gatedJob('test.shared', { concurrency: 'shared' });
    const [first, second] = [runner(), runner()];
    first.register(job.definition);
    second.register(job.definition);
    const both = Promise.all([first.runNow('test.shared'), second.runNow('test.shared')]);
    await until(() => job.seen.atOnce === 2);
    job.open();
    expect(await both).toEqual(['done', 'done']);
  });

  it('never runs two rounds of a job in one process; kicks during a round make one more round after it', async () => {
    const job = gatedJob('test.kicked', { concurrency: 'shared' });
    const jobs = runner();
    jobs.register(job.definition);
    jobs.start();
    await until(() => job.seen.rounds === 1);
    for (let kick = 0; kick < 5; kick += 1) jobs.kick('test.kicked');
    job.open();
    await until(() => job.seen.rounds === 2);
    await sleep(100);
    expect(job.seen).toMatchObject({ rounds: 2, most: 1 });
    // Not started, a kick does nothing; an unknown name is a mistake in the code.
    expect(() => jobs.kick('test.unknown')).toThrow('No job named test.unknown');
    expect(() => jobs.register(job.definition)).toThrow('registered already');
  });

  it('runs on its interval from the first delay, and goes on after a failed round (counted and logged)', async () => {
    const log = memoryLogger();
    let rounds = 0;
    const jobs = runner(log);
    jobs.register({
      name: 'test.flaky',
      intervalMs: 30,
      firstRunDelayMs: 10,
      run: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('the first round breaks');
      },
    });
    jobs.start();
    await until(() => rounds >= 3);
    const [status] = jobs.status();
    expect(status).toMatchObject({ name: 'test.flaky', failures: 1 });
    expect(status!.runs).toBeGreaterThanOrEqual(3);
    expect(status!.lastSuccessAt).toBeInstanceOf(Date);
    expect(log.lines).toContain('ERROR The job test.flaky failed');

    const metrics = new Metrics({
      pool: () => ({ totalCount: 0, idleCount: 0, waitingCount: 0 }),
      poolSize: 1,
      activity: async () => ({ outboxBacklog: 0, registrationsLastMinute: 0 }),
      jobs: () => jobs.status(),
      logger: log,
    });
    const text = await metrics.text();
    expect(text).toContain('job_failures_total{job="test.flaky"} 1');
    expect(text).toMatch(/job_last_success_timestamp_seconds\{job="test\.flaky"\} \d+/);
    expect(text).toContain('job_running{job="test.flaky"}');
  });

  it('stops gracefully: aborts the round in progress, waits for it and gives its lock to another instance', async () => {
    let aborted = false;
    const definition: JobDefinition = {
      name: 'test.long',
      intervalMs: 60_000,
      run: (signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            setTimeout(resolve, 50);
          });
        }),
    };
    const [first, second] = [runner(), runner()];
    first.register(definition);
    second.register({ ...definition, run: async () => undefined });
    first.start();
    await until(() => first.status()[0]!.running);
    expect(await second.runNow('test.long')).toBe('busy');
    await first.stop();
    expect(aborted).toBe(true);
    expect(first.status()[0]!.running).toBe(false);
    expect(await first.runNow('test.long')).toBe('stopped');
    expect(await second.runNow('test.long')).toBe('done');
  });
});
