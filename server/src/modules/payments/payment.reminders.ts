// Reminders to parents who have not paid (issue 24, item 6): a job that queues MailKind.paymentReminder
// in the outbox, one set-based INSERT per step, on one instance at a time (a transaction advisory
// lock: another instance that finds it taken skips its round).
//
// Who gets one: a registration that holds a place (not cancelled, not a replacement), still owes
// (unpaid or partially paid, something due), whose course or camp has not ended yet.
// - Step 1: PAYMENT_REMINDER_DAYS after it got its place: when it was made, or when it was promoted
//   from the waiting list (the newest `promoted` registration_event).
// - Step 2: a week after step 1 was queued, when step 1 was sent (a refused address will refuse the
//   second too, and a skipped one no longer applied).
// Every reminder queued counts, whatever became of it (sent, pending, failed, skipped): at most one
// per step, so a failing address does not get a new message every hour; staff can retry one by hand.
import { PaymentState, pragueToday } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobDefinition } from '../../core/jobs';
import type { Logger } from '../../core/logger';
import type { MailOutbox } from '../mail/mail.outbox';
import { RegistrationEventType } from '../registrations/registration-event.entity';
import { PAYMENT_JOBS_LOCK } from './fio/fio-poller';
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
       SELECT r.id, $1::varchar, r.email FROM registration r ${OWING_JOINS}
        WHERE ${OWING}
          AND r.created_at <= now() - $4::int * interval '1 day'
          AND NOT EXISTS (SELECT 1 FROM registration_event e WHERE e.registration_id = r.id AND e.type = $5
                             AND e.created_at > now() - $4::int * interval '1 day')
          AND NOT EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar)
        ORDER BY r.id
       RETURNING id`,
      [...this.owingParameters(), this.options.days, RegistrationEventType.promoted],
    );
    return rows.length;
  }

  private async queueSecond(manager: EntityManager): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO mail_message (registration_id, kind, recipient)
       SELECT r.id, $1::varchar, r.email FROM registration r ${OWING_JOINS}
        WHERE ${OWING}
          AND (SELECT count(*) FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar) = 1
          AND EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar AND m.status = 'sent'
                         AND m.created_at <= now() - $4::int * interval '1 day')
        ORDER BY r.id
       RETURNING id`,
      [...this.owingParameters(), this.options.secondAfterDays],
    );
    return rows.length;
  }

  /** $1 the kind, $2 the states that owe, $3 today (Prague). */
  private owingParameters(): unknown[] {
    return [PaymentMailKind.paymentReminder, [PaymentState.unpaid, PaymentState.partially_paid], pragueToday()];
  }
}

const OWING_JOINS = `LEFT JOIN schedule s ON s.id = r.schedule_id
       LEFT JOIN course c ON c.id = s.course_id
       LEFT JOIN camp ON camp.id = r.camp_id`;

/** Holds a place, owes something, and its course or camp is not over. */
const OWING = `r.cancelled_at IS NULL AND NOT r.replacement
          AND r.payment_state = ANY($2::payment_state[]) AND r.due_haler > 0
          AND (camp."to" IS NULL OR camp."to" >= $3::date) AND (c.end_date IS NULL OR c.end_date >= $3::date)`;
