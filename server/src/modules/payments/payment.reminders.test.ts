// Payment reminders (issue 24, item 6) on a real database: the first PAYMENT_REMINDER_DAYS after a
// registration got its place, the second a week after the first, never a third, never to those who
// hold no place or owe nothing, once per step however often the job runs, one instance at a time;
// the messages go through the outbox and read "Připomínka platby: …".
import { Role } from '@kurzy/common';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { createServices } from '../../test/services';
import { JobRunner } from '../../core/jobs';
import type { Services } from '../../core/services';
import { memoryLogger, testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertRegistration } from '../../test/fixtures';
import { MailKind } from '../mail/mail-message.entity';
import { PaymentReminders } from './payment.reminders';

let database: TestDatabase;
let services: Services;
let campId: number;
let endedCampId: number;
let freeCampId: number;
const log = memoryLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices({ config: await testConfig(), dataSource: database.dataSource, logger: log });
  const branchId = await insertBranch(database);
  const camp = (values: Record<string, unknown>) =>
    insertCamp(database, { branch_id: branchId, capacity: 100, max_capacity: 100, price: 3500, ...values });
  campId = await camp({ title: 'Letní tábor v Krkonoších', to: '2099-07-09' });
  endedCampId = await camp({ from: '2020-07-01', to: '2020-07-05' });
  freeCampId = await camp({ to: '2099-07-09', price: 0 });
  // Switched on long ago (the migration switches them on when it runs): the rules of the days alone.
  await switchedOnAgo(365);
});

/** Moves the moment the reminders were switched on, as if `days` ago. */
async function switchedOnAgo(days: number): Promise<void> {
  await database.dataSource.query('UPDATE payment_reminder_setting SET enabled_since = $1, paused_at = NULL', [
    ago(days),
  ]);
}
afterAll(async () => {
  await services.mail.stop();
  await database.drop();
});

const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

async function registration(daysAgo: number, values: Record<string, unknown> = {}): Promise<number> {
  return insertRegistration(database, { camp_id: campId, created_at: ago(daysAgo), ...values });
}

async function reminders(id: number): Promise<{ status: string; subject: string | null }[]> {
  return database.dataSource.query(
    'SELECT status, subject FROM mail_message WHERE registration_id = $1 AND kind = $2 ORDER BY id',
    [id, MailKind.paymentReminder],
  );
}

/** Waits until the outbox has sent everything (the job kicks it after queueing). */
async function delivered(): Promise<void> {
  const end = Date.now() + 10_000;
  for (;;) {
    await services.mail.deliverDue();
    const [{ pending }] = await database.dataSource.query(
      `SELECT count(*)::int AS pending FROM mail_message WHERE status = 'pending'`,
    );
    if (pending === 0) return;
    if (Date.now() > end) throw new Error(`${pending} e-mail(s) still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Moves a registration's reminders back in time, as if queued `days` ago. */
async function queuedAgo(id: number, days: number): Promise<void> {
  await database.dataSource.query('UPDATE mail_message SET created_at = $2 WHERE registration_id = $1 AND kind = $3', [
    id,
    ago(days),
    MailKind.paymentReminder,
  ]);
}

describe('payment reminders', () => {
  let due: number;
  let partly: number;
  let promotedLongAgo: number;
  let bouncing: number;

  it('queue a first reminder once the days have passed since the place was given, to those who owe only', async () => {
    due = await registration(15);
    partly = await registration(20);
    await database.dataSource.query(
      `UPDATE registration SET payment_state = 'partially_paid', received_haler = 100000 WHERE id = $1`,
      [partly],
    );
    promotedLongAgo = await registration(40);
    bouncing = await registration(15, { email: 'odmitnuty@example.com' });
    const promotedRecently = await registration(40);
    for (const [id, days] of [
      [promotedLongAgo, 15],
      [promotedRecently, 3],
    ] as const)
      await database.dataSource.query(
        `INSERT INTO registration_event (registration_id, type, created_at, processed_at) VALUES ($1, 'promoted', $2, $2)`,
        [id, ago(days)],
      );
    const none = [
      await registration(13),
      promotedRecently,
      await registration(15, { replacement: true }),
      await registration(15, { cancelled_at: ago(1) }),
      await registration(15, { payment_state: 'paid' }),
      await registration(15, { camp_id: endedCampId }),
      await registration(15, { camp_id: freeCampId }),
    ];

    expect(await services.paymentReminders.run()).toEqual({ first: 4, second: 0 });
    for (const id of [due, partly, promotedLongAgo, bouncing]) expect(await reminders(id)).toHaveLength(1);
    for (const id of none) expect(await reminders(id)).toEqual([]);
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
  });

  it('go out through the outbox as "Připomínka platby: …"', async () => {
    await delivered();
    expect(await reminders(due)).toEqual([{ status: 'sent', subject: 'Připomínka platby: Letní tábor v Krkonoších' }]);
    expect(await reminders(partly)).toEqual([
      { status: 'sent', subject: 'Připomínka platby: Letní tábor v Krkonoších' },
    ]);
  });

  it('queue the second a week after the first was sent, and never a third', async () => {
    await database.dataSource.query(`UPDATE mail_message SET status = 'failed' WHERE registration_id = $1`, [bouncing]);
    await queuedAgo(due, 8);
    await queuedAgo(partly, 6);
    await queuedAgo(bouncing, 8); // failed: a second would fail too
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 1 });
    expect(await reminders(due)).toHaveLength(2);
    expect(await reminders(partly)).toHaveLength(1);
    expect(await reminders(bouncing)).toHaveLength(1);

    await delivered();
    expect((await reminders(due))[1]).toEqual({
      status: 'sent',
      subject: 'Druhá připomínka platby: Letní tábor v Krkonoších',
    });
    await queuedAgo(due, 30);
    await queuedAgo(partly, 8);
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 1 });
    expect(await reminders(due)).toHaveLength(2);
    expect(await reminders(partly)).toHaveLength(2);
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
  });

  it('stop when the registration is paid meanwhile', async () => {
    const paidLater = await registration(15);
    await database.dataSource.query(
      `UPDATE registration SET payment_state = 'paid', received_haler = due_haler WHERE id = $1`,
      [paidLater],
    );
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
  });

  it('run on one instance at a time, and not at all with PAYMENT_REMINDER_DAYS=0', async () => {
    const waiting = await registration(15);
    const instances = [1, 2, 3].map(() => new PaymentReminders(database.dataSource, undefined, log, { days: 14 }));
    // The first holds its lock until its transaction ends; the others find it taken and skip.
    const runs = await Promise.all(instances.map((instance) => instance.run()));
    expect(runs.filter((run) => run === null).length + runs.filter((run) => run?.first === 0).length).toBe(2);
    expect(runs.filter((run) => run?.first === 1)).toHaveLength(1);
    expect(await reminders(waiting)).toHaveLength(1);

    const later = await registration(15);
    expect(await new PaymentReminders(database.dataSource, undefined, log, { days: 0 }).run()).toEqual({
      first: 0,
      second: 0,
    });
    expect(await reminders(later)).toEqual([]);
  });

  it('run on the job runner once started, until stopped', async () => {
    const timed = await registration(15);
    const runner = new JobRunner(database.dataSource, log);
    for (const job of new PaymentReminders(database.dataSource, undefined, log, {
      days: 14,
      firstRunDelayMs: 10,
    }).jobs())
      runner.register(job);
    runner.start();
    try {
      const end = Date.now() + 5000;
      while ((await reminders(timed)).length === 0 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await runner.stop();
    }
    expect(await reminders(timed)).toHaveLength(1);
  });
});

// Issue 41, item 12: 329 reminders went out at the first start after older data was loaded.
describe('payment reminders switched on', () => {
  let admin: Actor;
  beforeAll(async () => {
    const [user] = await database.dataSource.query(
      `INSERT INTO "user" (username, password_hash, name, role) VALUES ('pripominky', 'x', 'Správce', 'administrator') RETURNING id`,
    );
    admin = { userId: user.id, username: 'pripominky', role: Role.administrator, editsContent: false, sessionId: 1 };
  });

  it('remind only registrations that became due after they were switched on', async () => {
    await database.dataSource.query(`UPDATE mail_message SET created_at = created_at - interval '2 days'`);
    await switchedOnAgo(10);
    const dueBefore = await registration(30); // due 16 days ago: before the switch
    const dueAfter = await registration(20); // due 6 days ago: after it
    const promotedAfter = await registration(60);
    await database.dataSource.query(
      `INSERT INTO registration_event (registration_id, type, created_at, processed_at) VALUES ($1, 'promoted', $2, $2)`,
      [promotedAfter, ago(15)],
    );
    const status = await services.paymentReminders.status(admin);
    expect(status).toMatchObject({ days: 14, secondAfterDays: 7, pausedAt: null, dueToday: 2, queuedToday: 0 });
    expect(status.dueTodaySample.map((row) => [row.registrationId, row.step])).toEqual([
      [dueAfter, 1],
      [promotedAfter, 1],
    ]);
    expect(await services.paymentReminders.run()).toEqual({ first: 2, second: 0 });
    expect(await reminders(dueBefore)).toEqual([]);
    expect(await reminders(dueAfter)).toHaveLength(1);
    expect(await services.paymentReminders.status(admin)).toMatchObject({ dueToday: 0, queuedToday: 2 });
  });

  it('the preview counts what falls due by the end of today; a pause stops the rounds, not the preview', async () => {
    const laterToday = await registration(14);
    await database.dataSource.query(
      `UPDATE registration SET created_at = now() - interval '14 days' + interval '1 minute' WHERE id = $1`,
      [laterToday],
    );
    const paused = await services.paymentReminders.setPaused(admin, true);
    expect(paused.pausedAt).toBeInstanceOf(Date);
    expect(paused.dueTodaySample.map((row) => row.registrationId)).toContain(laterToday);
    await database.dataSource.query(`UPDATE registration SET created_at = now() - interval '15 days' WHERE id = $1`, [
      laterToday,
    ]);
    expect(await services.paymentReminders.run()).toEqual({ first: 0, second: 0 });
    expect(await reminders(laterToday)).toEqual([]);
    // Resumed: what became due meanwhile goes, as the preview said.
    expect((await services.paymentReminders.setPaused(admin, false)).pausedAt).toBeNull();
    expect(await services.paymentReminders.run()).toEqual({ first: 1, second: 0 });
    expect(await reminders(laterToday)).toHaveLength(1);
  });

  it('are for administrators: a lector may neither see nor pause them', async () => {
    const lector: Actor = { userId: 2, username: 'lektor', role: Role.lector, editsContent: false, sessionId: 2 };
    await expect(services.paymentReminders.status(lector)).rejects.toBeInstanceOf(AppError);
    await expect(services.paymentReminders.setPaused(lector, true)).rejects.toBeInstanceOf(AppError);
  });
});
