// The balance of a camp paid with a deposit (issue 47, item 3): on the day it is due (the camp's
// first day less its balanceDueDays, a Prague day, worked out from the camp's dates on every round,
// so moving the camp moves it), the family gets MailKind.balanceRequest with a QR Platba for what is
// still owed. One set-based INSERT per round, on one instance at a time; at most one request per
// registration, whatever became of it. The reminders (payment.reminders.ts) then follow its due date.
import { pragueToday } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import type { JobDefinition } from '../../core/jobs';
import type { Logger } from '../../core/logger';
import type { MailOutbox } from '../mail/mail.outbox';
import { PAYMENT_JOBS_LOCK } from './fio/fio.poller';
import { PaymentMailKind } from './payment.mail';

const BALANCE_LOCK = 3;

/** A camp registration whose deposit plan applies (common/src/deposit.ts, depositPlan): the camp
 * has a deposit below the price after the discount, and the place was taken before the balance was
 * due. `r` the registration, `camp` its camp. */
export const DEPOSIT_PLAN_SQL = `(camp.deposit_amount IS NOT NULL AND camp.deposit_amount::bigint * 100 < r.due_haler
          AND (r.created_at AT TIME ZONE 'Europe/Prague')::date < camp."from" - camp.balance_due_days)`;

export class BalanceRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<MailOutbox, 'kick'> | undefined,
    private readonly logger: Logger,
    private readonly options: { intervalMs?: number; firstRunDelayMs?: number } = {},
  ) {}

  /** The job the app's runner runs (core/jobs.ts): hourly, the first a minute after the start. */
  job(): JobDefinition {
    const { intervalMs = 60 * 60_000, firstRunDelayMs = 60_000 } = this.options;
    return { name: 'payments.balance', intervalMs, firstRunDelayMs, run: () => this.run() };
  }

  /** One round on `today` (Prague): the requests queued; null when another instance is at it. */
  async run(today = pragueToday()): Promise<number | null> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
        PAYMENT_JOBS_LOCK,
        BALANCE_LOCK,
      ]);
      if (!locked) return null;
      const rows: unknown[] = await manager.query(
        `INSERT INTO mail_message (registration_id, kind, recipient)
         SELECT r.id, $1::varchar, r.email
           FROM registration r JOIN camp ON camp.id = r.camp_id
          WHERE r.cancelled_at IS NULL AND NOT r.replacement AND r.received_haler < r.due_haler
            AND ${DEPOSIT_PLAN_SQL}
            AND $2::date >= camp."from" - camp.balance_due_days AND camp."to" >= $2::date
            AND NOT EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $1::varchar)
          ORDER BY r.id
         RETURNING id`,
        [PaymentMailKind.balanceRequest, today],
      );
      return rows.length;
    });
    if (queued) {
      this.logger.info(`Balance requests queued: ${queued}`);
      this.outbox?.kick();
    }
    return queued;
  }
}
