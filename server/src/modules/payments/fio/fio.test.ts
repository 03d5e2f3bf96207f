// The Fio API poller (issue 24, item 4) against a local fake of Fio's API on a real database:
// movements fetched by date period and paired, overlapping windows that record nothing twice, Fio's
// 409 answered by waiting, failures logged and retried at the next poll, one poller at a time, and
// the token never in a log line.
import { PaymentSource, pragueToday } from '@kurzy/common';
import { createApp, createServices } from '../../../test/services';
import type { Services } from '../../../core/services';
import { memoryLogger, testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { insertBranch, insertCamp, insertRegistration } from '../../../test/fixtures';
import type { FioMovement } from '../statements/statement.samples';
import { periodUrl, redact } from './fio.api';
import { type FakeFio, startFakeFio } from './fio.fake';
import { FIO_MIN_SPACING_MS, FioPoller, type FioPollerOptions } from './fio.poller';

const TOKEN = 'tajnyTokenFio0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQR';
const SPACING = 300;

let database: TestDatabase;
let fake: FakeFio;
let services: Services;
let campId: number;
const log = memoryLogger();
let movementId = 30_000_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFio({ token: TOKEN, minSpacingMs: SPACING });
  services = createServices({ config: await testConfig(), dataSource: database.dataSource, logger: log });
  campId = await insertCamp(database, {
    branch_id: await insertBranch(database),
    to: '2099-07-09',
    price: 2000,
    capacity: 100,
    max_capacity: 100,
  });
});
afterAll(async () => {
  await services.mail.stop();
  await fake.close();
  await database.drop();
  // Whatever happened, the token was never written to a log line.
  expect(log.lines.join('\n')).not.toContain(TOKEN);
});

function daysAgo(days: number): string {
  const today = pragueToday();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A movement on the account: a credit with the variable symbol unless the amount is negative. */
function movement(vs: string | null, amountKc: number, day = daysAgo(0)): FioMovement {
  movementId += 1;
  return {
    22: movementId,
    0: `${day}+0100`,
    1: amountKc,
    14: 'CZK',
    5: vs,
    10: 'Jana Nováková',
    8: 'Bezhotovostní příjem',
  };
}

async function registration(): Promise<{ id: number; vs: string }> {
  const id = await insertRegistration(database, { camp_id: campId });
  const [row] = await database.dataSource.query<{ vs: string }[]>(
    'SELECT variable_symbol::text AS vs FROM registration WHERE id = $1',
    [id],
  );
  return { id, vs: row!.vs };
}

async function stateOf(id: number): Promise<{ state: string; received: number }> {
  const [row] = await database.dataSource.query<{ state: string; received: string }[]>(
    'SELECT payment_state AS state, received_haler AS received FROM registration WHERE id = $1',
    [id],
  );
  return { state: row!.state, received: Number(row!.received) };
}

async function bankPayments(): Promise<{ count: number; distinct: number }> {
  const [row] = await database.dataSource.query<{ count: number; distinct: number }[]>(
    `SELECT count(*)::int AS count, count(DISTINCT bank_transaction_id)::int AS distinct FROM payment WHERE source = $1`,
    [PaymentSource.bank_api],
  );
  return row!;
}

function poller(options: Partial<FioPollerOptions> = {}): FioPoller {
  return new FioPoller(database.dataSource, services.statements, log, {
    token: TOKEN,
    baseUrl: fake.url,
    intervalMs: 60 * 60_000,
    minSpacingMs: SPACING,
    timeoutMs: 2000,
    ...options,
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** No two calls to the fake closer than the spacing (a 409 included): the poller never hammers. */
function expectSpacedCalls(): void {
  const times = fake.calls.map((call) => call.at);
  for (let index = 1; index < times.length; index += 1)
    expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(SPACING - 5);
}

describe('the Fio API poller', () => {
  it('runs in the app when FIO_API_TOKEN is set: movements of a period fetched at start, recorded and paired', async () => {
    const paid = await registration();
    const partly = await registration();
    fake.movements.push(
      movement(paid.vs, 2000, daysAgo(1)),
      movement(partly.vs, 500),
      movement(null, -120),
      movement('999999', 300, daysAgo(60)), // before the first window (30 days): not asked for
    );
    const config = await testConfig({ FIO_API_TOKEN: TOKEN, FIO_API_URL: fake.url, FIO_POLL_MINUTES: '30' });
    const { services: running, stop } = await createApp({ config, dataSource: database.dataSource, logger: log });
    expect(running.fioPoller).not.toBeNull();
    try {
      await until(async () => (await stateOf(paid.id)).state === 'paid');
    } finally {
      await stop();
    }
    expect(await stateOf(partly.id)).toEqual({ state: 'partially_paid', received: 50_000 });
    expect(await bankPayments()).toEqual({ count: 3, distinct: 3 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.path).toBe(`/v1/rest/periods/${TOKEN}/${daysAgo(30)}/${daysAgo(0)}/transactions.json`);
    const kinds = await database.dataSource.query<{ kind: string }[]>(
      'SELECT kind FROM mail_message WHERE registration_id = ANY($1::int[]) ORDER BY registration_id',
      [[paid.id, partly.id]],
    );
    expect(kinds.map((row) => row.kind)).toEqual(['payment_received', 'payment_partial']);
    expect(log.lines.some((line) => line.includes('3 new movement(s)'))).toBe(true);
  });

  it('asks again from two days before the last day recorded: the overlap records nothing twice', async () => {
    const late = await registration();
    const result = await poller().poll();
    expect(result).toMatchObject({
      outcome: 'recorded',
      period: { from: daysAgo(2), to: daysAgo(0) },
      summary: { itemsRead: 3, alreadyImported: 3 },
    });
    // A movement booked yesterday that the bank showed only now: inside the overlap, so it is found.
    fake.movements.push(movement(late.vs, 2000, daysAgo(1)));
    expect(await poller().poll()).toMatchObject({ outcome: 'recorded', summary: { itemsRead: 4, alreadyImported: 3 } });
    expect((await stateOf(late.id)).state).toBe('paid');
    expect(await bankPayments()).toEqual({ count: 4, distinct: 4 });
    expect(fake.calls.every((call) => call.path.includes('/periods/'))).toBe(true);
    expectSpacedCalls();
  });

  it('polls on its timer only when an interval has passed since the last round (of any instance)', async () => {
    const calls = fake.calls.length;
    expect(await poller().poll({ ifDue: true })).toEqual({ outcome: 'not-due' });
    expect(fake.calls).toHaveLength(calls);
  });

  it('waits when Fio answers 409 and asks again, never sooner than the spacing', async () => {
    fake.usedElsewhere();
    const calls = fake.calls.length;
    expect(await poller().poll()).toMatchObject({ outcome: 'recorded' });
    expect(fake.calls.slice(calls).map((call) => call.status)).toEqual([409, 200]);
    expectSpacedCalls();
    expect(log.lines.some((line) => line.startsWith('WARN') && line.includes('HTTP 409'))).toBe(true);
  });

  it('leaves a lasting 409 to the next poll without failing', async () => {
    fake.failNext(409, 3);
    const calls = fake.calls.length;
    expect(await poller({ maxAttempts: 3 }).poll()).toMatchObject({ outcome: 'rate-limited' });
    expect(fake.calls.slice(calls).map((call) => call.status)).toEqual([409, 409, 409]);
    expect(await poller().poll()).toMatchObject({ outcome: 'recorded' });
    expectSpacedCalls();
  });

  it('logs a 500, a timeout and an unreachable Fio without the token, and tries again at the next poll', async () => {
    const missed = await registration();
    fake.movements.push(movement(missed.vs, 2000));
    fake.failNext(500);
    expect(await poller().poll()).toMatchObject({ outcome: 'failed' });
    expect(log.lines.some((line) => line.startsWith('ERROR') && line.includes('HTTP 500'))).toBe(true);
    expect((await stateOf(missed.id)).state).toBe('unpaid');

    fake.hangNext();
    expect(await poller({ timeoutMs: 200 }).poll()).toMatchObject({
      outcome: 'failed',
      error: expect.stringContaining('no answer in 200 ms'),
    });

    // An address fetch cannot even parse: undici's error quotes the whole URL, token and all.
    const broken = await poller({ baseUrl: 'http://127.0.0.1:99999/v1/rest' }).poll();
    expect(broken).toMatchObject({ outcome: 'failed', error: expect.stringContaining('periods/***/') });

    expect(await poller().poll()).toMatchObject({ outcome: 'recorded', summary: { paid: 1 } });
    expect((await stateOf(missed.id)).state).toBe('paid');
    expect(log.lines.join('\n')).not.toContain(TOKEN);
    expectSpacedCalls();
  });

  it('lets one instance poll at a time', async () => {
    fake.delayMs = 300;
    try {
      const calls = fake.calls.length;
      const outcomes = await Promise.all([poller().poll(), poller().poll(), poller().poll()]);
      expect(outcomes.map((result) => result.outcome).sort()).toEqual(['busy', 'busy', 'recorded']);
      expect(fake.calls).toHaveLength(calls + 1);
    } finally {
      fake.delayMs = 0;
    }
  });

  it('stops at once while waiting for its turn', async () => {
    const slow = poller({ minSpacingMs: 60_000 });
    const stopping = new AbortController();
    const round = slow.poll({ signal: stopping.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    stopping.abort();
    expect(await round).toEqual({ outcome: 'stopped' });
    expect(Date.now() - started).toBeLessThan(10_000); // not the 60 s its turn was away
  });

  it("keeps Fio's 30 s spacing by default and redacts the token from URLs", () => {
    expect(FIO_MIN_SPACING_MS).toBe(30_000);
    const url = periodUrl('https://fioapi.fio.cz/v1/rest/', TOKEN, { from: '2026-01-01', to: '2026-01-31' });
    expect(url).toBe(`https://fioapi.fio.cz/v1/rest/periods/${TOKEN}/2026-01-01/2026-01-31/transactions.json`);
    expect(redact(`GET ${url} failed`, TOKEN)).toBe(
      'GET https://fioapi.fio.cz/v1/rest/periods/***/2026-01-01/2026-01-31/transactions.json failed',
    );
  });
});
