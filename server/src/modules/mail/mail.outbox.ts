// The transactional outbox. A change that must reach a parent writes a mail_message row in its
// own transaction (or, for waitlist promotions, a registration_event that becomes one); after the
// commit the sender is kicked, and a periodic sweep retries failures with growing pauses. A
// failure to send never touches the registration: it is recorded on the message for staff.
// Claims use FOR UPDATE SKIP LOCKED, so several app instances can share one database: each message
// is sent once, except when its sender dies between the SMTP server's acceptance and the "sent" mark;
// then another instance sends it again after the lease, with the same Message-ID (at least once).
import type { AppCounters } from '../../core/counters';
import { MailErrorCode } from '@kurzy/common';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import type { JobRunner } from '../../core/jobs';
import type { Logger } from '../../core/logger';
import { assertRegistrationInScope } from '../registrations/registration.scope';
import { MailMessage, MailStatus } from './mail-message.entity';
import { MailComposer } from './mail.composer';
import { MailNotApplicable, UnknownMailKind, type QueuedMail } from './mail.kinds';
import type { MailTransport } from './mail.transport';

export interface OutboxOptions {
  /** How often due messages and new events are looked for, besides the kicks. */
  sweepMs: number;
  /** The pause after the first failed attempt; it doubles with each further failure... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** A claimed message is tried again after this if its sender died mid-way. */
  leaseMs: number;
}

export const OUTBOX_DEFAULTS: OutboxOptions = {
  sweepMs: 5_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
};

const BATCH = 10;

/** Why a message taken back before it went was not sent (shown to staff in its history). */
export const DROPPED_BY_UNDO = 'Neodesláno: akce byla vrácena zpět.';

/** The INSERT of MailOutbox.queue, also for a larger statement (a registration's own): a message of
 * `kind` (SQL) to each registration `from` selects (SQL with its columns id and email, e.g. a CTE of
 * rows the statement has just inserted). The kinds it may give are the caller's to check (`known`). */
export const queueMailSql = (from: string, kind: string) =>
  `INSERT INTO mail_message (registration_id, kind, recipient) SELECT r.id, ${kind}, r.email FROM ${from} r`;

interface Claimed extends QueuedMail {
  attempts: number;
}

/** The outbox's job on the app's runner: on every instance (claims are SKIP LOCKED), every sweep. */
export const OUTBOX_JOB = 'mail.outbox';

export class MailOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly composer: MailComposer,
    private readonly logger: Logger,
    private readonly jobs: JobRunner,
    private readonly options: OutboxOptions = OUTBOX_DEFAULTS,
    private readonly counters?: AppCounters,
  ) {
    // At once when the app starts (what is left from before a restart), then every sweep and after kicks.
    jobs.register({
      name: OUTBOX_JOB,
      intervalMs: options.sweepMs,
      concurrency: 'shared',
      run: (signal) => this.deliverDue(signal),
    });
  }

  /** The kind as queued, once a module declares it (UnknownMailKind otherwise): for the callers'
   * own statements (queueMailSql), as for the methods here. */
  known<Kind extends string>(kind: Kind): Kind {
    this.composer.kinds.assertKnown(kind);
    return kind;
  }

  /** Records a message to the parent of a registration, inside the caller's transaction. */
  async queue(manager: EntityManager, registrationId: number, kind: string): Promise<number> {
    const [row] = await manager.query(`${queueMailSql('registration', '$2')} WHERE r.id = $1 RETURNING id`, [
      registrationId,
      this.known(kind),
    ]);
    if (!row) throw new Error(`No registration ${registrationId} to e-mail about`);
    return row.id;
  }

  /** The same message to the parents of many registrations, in one statement (a statement import
   * may settle thousands); with `referenceId`, about that too (the lesson that changed); with
   * `holdMs`, sent no sooner than that after now (a staff action's undo window, `drop`). */
  async queueMany(
    manager: EntityManager,
    registrationIds: readonly number[],
    kind: string,
    referenceId: number | null = null,
    holdMs = 0,
  ): Promise<void> {
    this.known(kind);
    if (registrationIds.length === 0) return;
    await manager.query(
      `INSERT INTO mail_message (registration_id, reference_id, kind, recipient, next_attempt_at)
       SELECT id, $3::int, $2, email, now() + $4::float8 * interval '1 millisecond'
         FROM registration WHERE id = ANY($1::int[]) ORDER BY id`,
      [registrationIds, kind, referenceId, holdMs],
    );
  }

  /** Takes back the messages of these kinds about these registrations that have not gone yet (a
   * staff action undone within its hold), inside the caller's transaction: they stay, skipped, in
   * the registration's history. Answers how many. */
  async drop(manager: EntityManager, registrationIds: readonly number[], kinds: readonly string[]): Promise<number> {
    if (registrationIds.length === 0) return 0;
    const rows: unknown[] = await manager.query(
      `WITH dropped AS (
         UPDATE mail_message SET status = '${MailStatus.skipped}', last_error = $3, token = NULL
          WHERE registration_id = ANY($1::int[]) AND kind = ANY($2::text[]) AND status = '${MailStatus.pending}'
          RETURNING id)
       SELECT id FROM dropped`,
      [registrationIds, kinds, DROPPED_BY_UNDO],
    );
    return rows.length;
  }

  /** A message to an address, about a registration or about its reference alone (a staff member's
   * invitation), with a secret for its link that the row holds until it is sent (the referenced
   * row keeps only a hash), inside the caller's transaction. */
  async queueTo(
    manager: EntityManager,
    kind: string,
    recipient: string,
    about: { registrationId?: number; referenceId?: number; token?: string },
  ): Promise<number> {
    const [row] = await manager.query(
      `INSERT INTO mail_message (registration_id, reference_id, token, kind, recipient) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [about.registrationId ?? null, about.referenceId ?? null, about.token ?? null, this.known(kind), recipient],
    );
    return row.id;
  }

  /** Asks for a delivery round soon; call it after the transaction that queued a message commits. */
  kick(): void {
    this.jobs.kick(OUTBOX_JOB);
  }

  /** Closes the transport's connections; the app's runner has stopped the rounds before. */
  async stop(): Promise<void> {
    this.transport.close();
  }

  /** One delivery round: what the modules recorded becomes messages (the registrations' waitlist
   * promotions), then every due message is tried once. */
  async deliverDue(signal?: AbortSignal): Promise<void> {
    await this.composer.kinds.collect(this.dataSource.manager);
    while (!signal?.aborted) {
      const claimed = await this.claim(null);
      if (claimed.length === 0) return;
      for (const message of claimed) await this.attempt(message);
    }
  }

  /** Tries one message now if it is waiting (used right after an invoice is issued, so the answer
   * can say whether it went out). */
  async deliverNow(id: number): Promise<void> {
    const [message] = await this.claim(id);
    if (message) await this.attempt(message);
  }

  /** The e-mails about a registration, newest first (staff only; a lector's of their own families). */
  async messagesOf(actor: Actor, registrationId: number): Promise<MailMessage[]> {
    authorize(actor, 'mail.read');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    return this.dataSource
      .getRepository(MailMessage)
      .find({ where: { registrationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Queues a failed or skipped message again, to be tried at once (administrators). */
  async retry(actor: Actor, id: number): Promise<MailMessage> {
    authorize(actor, 'mail.retry');
    const repository = this.dataSource.getRepository(MailMessage);
    const message = await repository.findOneBy({ id });
    if (!message) throw new AppError(MailErrorCode.NotFound);
    if (message.status === MailStatus.sent) throw new AppError(MailErrorCode.AlreadySent);
    await repository.update(id, { status: MailStatus.pending, nextAttemptAt: new Date() });
    await this.deliverNow(id);
    return repository.findOneByOrFail({ id });
  }

  /** Takes due messages (or the one given) for this round: counts the attempt and moves the next
   * one a lease away, so a crashed sender's message is tried again later, never lost. */
  private async claim(id: number | null): Promise<Claimed[]> {
    const rows: Claimed[] = await this.dataSource.query(
      // In a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
      `WITH claimed AS (
         UPDATE mail_message SET attempts = attempts + 1, next_attempt_at = now() + $2::float8 * interval '1 millisecond'
          WHERE id IN (SELECT id FROM mail_message
                        WHERE status = 'pending' AND ${id === null ? 'next_attempt_at <= now()' : 'id = $3'}
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, registration_id AS "registrationId", reference_id AS "referenceId", token, kind, recipient, attempts,
                    to_char(created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM-DD') AS "queuedOn")
       SELECT * FROM claimed ORDER BY id`,
      id === null ? [BATCH, this.options.leaseMs] : [BATCH, this.options.leaseMs, id],
    );
    return rows;
  }

  private async attempt(message: Claimed): Promise<void> {
    let subject: string | null = null;
    try {
      const mail = await this.composer.compose(this.dataSource.manager, message);
      subject = mail.subject;
      // The same name on every attempt: a copy sent again after a crash has the same Message-ID.
      await this.transport.send({ ...mail, to: message.recipient }, `${message.id}-${message.kind}`);
    } catch (error) {
      await this.failed(message, subject, error);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE mail_message SET status = 'sent', sent_at = now(), subject = $2, last_error = NULL, token = NULL WHERE id = $1`,
        [message.id, subject],
      );
      await this.composer.sent(manager, message);
    });
    this.counters?.mail.inc({ kind: message.kind, result: 'sent' });
  }

  private async failed(message: Claimed, subject: string | null, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const code = (error as { responseCode?: number }).responseCode;
    // A 5xx answer (e.g. an address the server refuses) will not get better by waiting.
    const permanent = typeof code === 'number' && code >= 500 && code < 600;
    let status = MailStatus.pending;
    if (error instanceof MailNotApplicable) status = MailStatus.skipped;
    // A kind no module declares (any more) will not be known by waiting either.
    else if (permanent || error instanceof UnknownMailKind || message.attempts >= this.options.maxAttempts)
      status = MailStatus.failed;
    const pause = Math.min(this.options.retryBaseMs * 2 ** (message.attempts - 1), this.options.retryMaxMs);
    await this.dataSource.query(
      // A message given up forgets its invitation's token: retrying it then skips it (a new
      // invitation is the way on).
      `UPDATE mail_message SET status = $2, subject = COALESCE($3, subject), last_error = $4,
              next_attempt_at = now() + $5::float8 * interval '1 millisecond',
              token = CASE WHEN $6::boolean THEN token END
        WHERE id = $1`,
      [message.id, status, subject, reason.slice(0, 2000), pause, status === MailStatus.pending],
    );
    const what = `E-mail ${message.id} (${message.kind}) to ${message.recipient}`;
    if (status === MailStatus.failed) this.counters?.mail.inc({ kind: message.kind, result: 'failed' });
    if (status === MailStatus.skipped) this.logger.info(`${what} not sent: ${reason}`);
    else if (status === MailStatus.failed)
      this.logger.error(`${what} failed for good after ${message.attempts} attempt(s)`, error);
    else
      this.logger.warn(
        `${what} failed (attempt ${message.attempts}), retrying in ${Math.round(pause / 1000)} s: ${reason}`,
      );
  }
}
