// The SMS of messages to families (issue 43), delivered as the outbox delivers e-mails: a job on the
// app's runner (on every instance; claims are SKIP LOCKED) takes the due SMS recipient rows, counts the
// attempt and moves the next one a lease away (a sender that dies mid-way is tried again, never lost),
// sends each through the provider, and marks it sent with the provider's id, or failed with why: at
// once when the provider refuses it for good (a bad number), after the outbox's growing pauses and
// attempts otherwise (no answer, 5xx).
import type { DataSource } from 'typeorm';
import type { JobDefinition, JobRunner } from '../../core/jobs';
import type { Logger } from '../../core/logger';
import { OUTBOX_DEFAULTS, type OutboxOptions } from '../mail/mail.outbox';
import { SmsError, type SmsGateway } from './messages.bulkgate';

export const SMS_JOB = 'messages.sms';

const BATCH = 10;

interface ClaimedSms {
  id: number;
  number: string;
  text: string | null;
  attempts: number;
}

/** Whether a text needs UCS-2 is the provider's `unicode` flag; the count is common's. */
export type SmsUnicode = (text: string) => boolean;

export class SmsSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: SmsGateway,
    private readonly unicode: SmsUnicode,
    private readonly logger: Logger,
    private readonly jobs: JobRunner,
    private readonly options: OutboxOptions = OUTBOX_DEFAULTS,
  ) {}

  job(): JobDefinition {
    return {
      name: SMS_JOB,
      intervalMs: this.options.sweepMs,
      concurrency: 'shared',
      run: (signal) => this.deliverDue(signal),
    };
  }

  /** Asks for a round soon; after the transaction that queued SMS commits. */
  kick(): void {
    this.jobs.kick(SMS_JOB);
  }

  async deliverDue(signal?: AbortSignal): Promise<void> {
    while (!signal?.aborted) {
      const claimed = await this.claim();
      if (claimed.length === 0) return;
      for (const sms of claimed) await this.attempt(sms);
    }
  }

  private async claim(): Promise<ClaimedSms[]> {
    return this.dataSource.query(
      `WITH claimed AS (
         UPDATE family_message_recipient SET attempts = attempts + 1,
                next_attempt_at = now() + $2::float8 * interval '1 millisecond'
          WHERE id IN (SELECT id FROM family_message_recipient
                        WHERE status = 'pending' AND next_attempt_at <= now()
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, message_id, address AS number, attempts)
       SELECT c.id, c.number, m.sms_text AS text, c.attempts
         FROM claimed c JOIN family_message m ON m.id = c.message_id ORDER BY c.id`,
      [BATCH, this.options.leaseMs],
    );
  }

  private async attempt(sms: ClaimedSms): Promise<void> {
    if (!sms.text || !/^\d{9,15}$/.test(sms.number)) {
      // Its data was erased meanwhile (the address is no number any more).
      await this.mark(sms, 'skipped', 'Rodina už není v evidenci.');
      return;
    }
    let providerId: string;
    try {
      providerId = await this.gateway.send(sms.number, sms.text, this.unicode(sms.text));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof SmsError && error.permanent;
      const final = permanent || sms.attempts >= this.options.maxAttempts;
      const pause = Math.min(this.options.retryBaseMs * 2 ** (sms.attempts - 1), this.options.retryMaxMs);
      await this.mark(sms, final ? 'failed' : 'pending', reason, pause);
      const what = `SMS ${sms.id} to ${sms.number}`;
      if (final) this.logger.error(`${what} failed for good after ${sms.attempts} attempt(s): ${reason}`);
      else
        this.logger.warn(
          `${what} failed (attempt ${sms.attempts}), retrying in ${Math.round(pause / 1000)} s: ${reason}`,
        );
      return;
    }
    await this.dataSource.query(
      `UPDATE family_message_recipient SET status = 'sent', sent_at = now(), provider_id = $2, last_error = NULL WHERE id = $1`,
      [sms.id, providerId.slice(0, 100)],
    );
  }

  private async mark(sms: ClaimedSms, status: string, reason: string, pauseMs = 0): Promise<void> {
    await this.dataSource.query(
      `UPDATE family_message_recipient SET status = $2, last_error = $3,
              next_attempt_at = now() + $4::float8 * interval '1 millisecond'
        WHERE id = $1`,
      [sms.id, status, reason.slice(0, 2000), pauseMs],
    );
  }
}
