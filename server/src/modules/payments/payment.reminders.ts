// Reminders to parents who have not paid (issue 24, item 6): a job that queues MailKind.paymentReminder
// in the outbox, one set-based INSERT per step, on one instance at a time (a transaction advisory
// lock: another instance that finds it taken skips its round).
//
// Who gets one: a registration that holds a place (not cancelled, not a replacement), still owes
// something now (unpaid or partially paid; a camp with a deposit: the rest of the deposit until the
// balance is due, issue 47), whose course or camp has not ended yet. The steps count afresh from
// the balance's request (payment.balance.ts): reminders follow each due date.
// - Step 1: PAYMENT_REMINDER_DAYS after it got its place: when it was made, or when it was promoted
//   from the waiting list (the newest `promoted` registration_event).
// - Step 2: a week after step 1 was queued, when step 1 was sent (a refused address will refuse the
//   second too, and a skipped one no longer applied).
// Every reminder queued counts, whatever became of it (sent, pending, failed, skipped): at most one
// per step, so a failing address does not get a new message every hour; staff can retry one by hand.
import { PaymentState, pragueToday } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import type { JobDefinition } from '../../core/jobs';
import type { Logger } from '../../core/logger';
import type { MailOutbox } from '../mail/mail.outbox';
import { RegistrationEventType } from '../registrations/registration-event.entity';
import { PAYMENT_JOBS_LOCK } from './fio/fio.poller';
import { DEPOSIT_PLAN_SQL } from './payment.balance';
import { PaymentMailKind } from './payment.mail';

const REMINDERS_LOCK = 2;

export interface ReminderOptions {
  /** Days after getting a place before the first reminder (PAYMENT_REMINDER_DAYS); 0: none at all. */
  days: number;
  /** Days after the first reminder was queued before the second. */
  secondAfterDays?: number;
  /** How often the job looks. */
  intervalMs?: number;
  /** The first look after the start: not at once, so a restart loop does not run it each time, and
   * short-lived processes (tests, seeding, benchmarks) are left alone. */
  firstRunDelayMs?: number;
}

export interface ReminderRun {
  /** Reminders queued, by step. */
  first: number;
  second: number;
}

export class PaymentReminders {
  private readonly options: Required<ReminderOptions>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<MailOutbox, 'kick'> | undefined,
    private readonly logger: Logger,
    options: ReminderOptions,
  ) {
    this.options = { secondAfterDays: 7, intervalMs: 60 * 60_000, firstRunDelayMs: 60_000, ...options };
  }

  /** The job the app's runner runs (core/jobs.ts); none when reminders are off. */
  jobs(): JobDefinition[] {
    if (this.options.days <= 0) return [];
    const { intervalMs, firstRunDelayMs } = this.options;
    return [{ name: 'payments.reminders', intervalMs, firstRunDelayMs, run: () => this.run() }];
  }

  /** One round: queues the reminders that are due; null when another instance is at it. */
  async run(): Promise<ReminderRun | null> {
    if (this.options.days <= 0) return { first: 0, second: 0 };
    const result = await this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
        PAYMENT_JOBS_LOCK,
        REMINDERS_LOCK,
      ]);
      if (!locked) return null;
      const [setting] = await manager.query('SELECT paused_at FROM payment_reminder_setting WHERE id = 1');
      if (setting?.paused_at) return { first: 0, second: 0 };
      // The second step first: a first reminder queued in this round is not a week old anyway.
      const second = await this.queueSecond(manager);
      const first = await this.queueFirst(manager);
      return { first, second };
    });
    if (result && result.first + result.second > 0) {
      this.logger.info(`Payment reminders queued: ${result.first} first, ${result.second} second`);
      this.outbox?.kick();
    }
    return result;
  }

  private async queueFirst(manager: EntityManager): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO mail_message (registration_id, kind, recipient)
       SELECT r.id, $1::varchar, r.email ${FIRST_DUE}
        ORDER BY r.id
       RETURNING id`,
      this.firstParameters(null),
    );
    return rows.length;
  }

  private async queueSecond(manager: EntityManager): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO mail_message (registration_id, kind, recipient)
       SELECT r.id, $1::varchar, r.email ${SECOND_DUE}
        ORDER BY r.id
       RETURNING id`,
      this.secondParameters(null),
    );
    return rows.length;
  }

  // --- what staff see and do (issue 41, item 12) ------------------------------------------------

  /** The setting, what goes out by the end of today (Prague) with the first few families, and what
   * went today: what a round would queue, were it not paused. */
  async status(actor: Actor): Promise<ReminderStatus> {
    authorize(actor, 'payment.read');
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [setting] = await manager.query(
        `SELECT enabled_since AS "enabledSince", paused_at AS "pausedAt" FROM payment_reminder_setting WHERE id = 1`,
      );
      const [today]: { endOfDay: Date }[] = await manager.query(
        `SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Prague') + interval '1 day') AT TIME ZONE 'Europe/Prague' AS "endOfDay"`,
      );
      const at = today!.endOfDay;
      const upcoming: ReminderPreviewRow[] = await manager.query(
        `SELECT * FROM (
           SELECT r.id AS "registrationId", r.child_full_name AS "childFullName", coalesce(c.title, camp.title) AS title,
                  1 AS step, stage.owing_now AS "owingHaler" ${FIRST_DUE}
           UNION ALL
           SELECT r.id, r.child_full_name, coalesce(c.title, camp.title), 2, stage.owing_now ${SECOND_DUE.replaceAll('$5', '$6').replaceAll('$4', '$7')}
         ) due ORDER BY "registrationId", step`,
        [...this.firstParameters(at), this.options.secondAfterDays],
      );
      const [sent]: { count: number }[] = await manager.query(
        `SELECT count(*)::int AS count FROM mail_message
          WHERE kind = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague'`,
        [PaymentMailKind.paymentReminder],
      );
      return {
        days: this.options.days,
        secondAfterDays: this.options.secondAfterDays,
        enabledSince: setting?.enabledSince ?? null,
        pausedAt: setting?.pausedAt ?? null,
        dueToday: upcoming.length,
        dueTodaySample: upcoming.slice(0, PREVIEW_ROWS),
        queuedToday: sent?.count ?? 0,
      };
    });
  }

  /** Pauses the reminders (none is queued meanwhile) or lets them go on; the registrations that
   * became due during the pause are reminded once it ends, as the preview says beforehand. */
  async setPaused(actor: Actor, paused: boolean): Promise<ReminderStatus> {
    authorize(actor, 'payment.write');
    await this.dataSource.query(
      `UPDATE payment_reminder_setting
          SET paused_at = CASE WHEN $1 THEN coalesce(paused_at, now()) ELSE NULL END, changed_by_id = $2
        WHERE id = 1`,
      [paused, actor?.userId ?? null],
    );
    return this.status(actor);
  }

  /** $1 the kind, $2 the states that owe, $3 today (Prague), $4 the days, $5 "promoted", $6 the
   * moment due by (now, or the end of today for the preview). */
  private firstParameters(at: Date | null): unknown[] {
    return [...this.owingParameters(), this.options.days, RegistrationEventType.promoted, at];
  }

  /** $1–$3 as above, $4 the days after the first, $5 the moment due by. */
  private secondParameters(at: Date | null): unknown[] {
    return [...this.owingParameters(), this.options.secondAfterDays, at];
  }

  /** $1 the kind, $2 the states that owe, $3 today (Prague). */
  private owingParameters(): unknown[] {
    return [PaymentMailKind.paymentReminder, [PaymentState.unpaid, PaymentState.partially_paid], pragueToday()];
  }
}

/** The families a preview names; the count covers all. */
const PREVIEW_ROWS = 20;

export interface ReminderPreviewRow {
  registrationId: number;
  childFullName: string;
  title: string;
  step: number;
  owingHaler: number;
}

export interface ReminderStatus {
  days: number;
  secondAfterDays: number;
  enabledSince: Date | null;
  pausedAt: Date | null;
  dueToday: number;
  dueTodaySample: ReminderPreviewRow[];
  queuedToday: number;
}

/** The setting row, joined into every look (a round does not run while it is paused, a preview does). */
const SETTING_JOIN = `JOIN payment_reminder_setting setting ON setting.id = 1`;

/** The registration's course or camp, and its stage (issue 47, item 3): what it owes now (a camp
 * with a deposit owes the rest of the deposit until the balance is due, common/src/deposit.ts) and
 * when the stage began for the reminders: when its balance was requested (-infinity before). */
const OWING_JOINS = `LEFT JOIN schedule s ON s.id = r.schedule_id
       LEFT JOIN course c ON c.id = s.course_id
       LEFT JOIN camp ON camp.id = r.camp_id
       CROSS JOIN LATERAL (
         SELECT CASE WHEN ${DEPOSIT_PLAN_SQL} AND $3::date < camp."from" - camp.balance_due_days
                     THEN camp.deposit_amount::bigint * 100 - r.received_haler
                     ELSE r.due_haler - r.received_haler END AS owing_now,
                coalesce((SELECT max(m.created_at) FROM mail_message m
                           WHERE m.registration_id = r.id AND m.kind = '${PaymentMailKind.balanceRequest}'),
                         '-infinity'::timestamptz) AS since) stage`;

/** Holds a place, owes something now, and its course or camp is not over. */
const OWING = `r.cancelled_at IS NULL AND NOT r.replacement
          AND r.payment_state = ANY($2::payment_state[]) AND r.due_haler > 0 AND stage.owing_now > 0
          AND (camp."to" IS NULL OR camp."to" >= $3::date) AND (c.end_date IS NULL OR c.end_date >= $3::date)`;

/** Got its place (made, or promoted), or had its balance requested, $4 days before $6 (now when
 * null), but not before the reminders were switched on: older data loaded later is never reminded at
 * once (issue 41, item 12). No reminder yet in this stage. Params: firstParameters. */
const FIRST_DUE = `FROM registration r ${OWING_JOINS} ${SETTING_JOIN}
       CROSS JOIN LATERAL (SELECT greatest(r.created_at, stage.since, (SELECT max(e.created_at) FROM registration_event e
                                                           WHERE e.registration_id = r.id AND e.type = $5))
                                  + $4::int * interval '1 day' AS due_at) due
        WHERE ${OWING}
          AND due.due_at <= coalesce($6::timestamptz, now()) AND due.due_at >= setting.enabled_since
          AND NOT EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar
                             AND m.created_at >= stage.since)`;

/** The first reminder of this stage was sent $4 days before $5 (now when null), and no second yet.
 * Params: secondParameters. */
const SECOND_DUE = `FROM registration r ${OWING_JOINS} ${SETTING_JOIN}
        WHERE ${OWING}
          AND (SELECT count(*) FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar
                  AND m.created_at >= stage.since) = 1
          AND EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar AND m.status = 'sent'
                         AND m.created_at >= stage.since
                         AND m.created_at <= coalesce($5::timestamptz, now()) - $4::int * interval '1 day')`;
