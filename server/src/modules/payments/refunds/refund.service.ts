// Refunds (issue 46): staff give back a payment's money, whole or a part, never more than it brought
// minus what it gave back already (checked under the payment's row lock, and by the database's check
// on payment.refunded_haler). Money that came by card goes back through the gateway, in the same
// transaction: a refusal leaves the database as it was; no answer leaves a `pending` refund the
// periodic job asks again. Money that came by bank or in cash goes by a transfer to the parent's
// account, gathered into the payment-order file (refund.payment-order.ts). The refunded part first comes
// out of what pays nobody, then out of what pays registrations (newest pairing first), whose payment
// state follows; who, when, why and how much stay in the payments' history, and the parent is told.
import {
  parseCzechAccount,
  PaymentErrorCode,
  PaymentSource,
  pragueToday,
  refundSchema,
  RefundMethod,
  RefundState,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import { isRecordId } from '../../../core/ids';
import type { JobDefinition } from '../../../core/jobs';
import type { Logger } from '../../../core/logger';
import { validateInput } from '../../../core/validation';
import type { MailOutbox } from '../../mail/mail.outbox';
import { czechAccountNumber } from '../../mail/mail.qr-platba';
import type { RegistrationService } from '../../registrations/registration.service';
import { settleRegistrations } from '../../registrations/registration.settle';
import type { CardPaymentService } from '../card/card-payment.service';
import { PaymentEventType } from '../payment.entity';
import type { PaymentService } from '../payment.service';
import { aboPaymentOrder } from './refund.payment-order';
import { Refund } from './refund.entity';
import { RefundMailKind } from './refund.mail';

/** A pending card refund is asked again until this old; then it stays pending for staff to look at. */
export const REFUND_RETRY_DAYS = 7;
/** The most refunds one list answers. */
const LIST_LIMIT = 500;

export interface RefundAnswer {
  refundId: number;
  state: RefundState;
}

interface LockedPayment {
  id: number;
  source: PaymentSource;
  amountHaler: number;
  refundedHaler: number;
  pairable: boolean;
  reversed: boolean;
  variableSymbol: string | null;
}

interface ActiveAllocation {
  id: number;
  registrationId: number;
  amountHaler: number;
}

const actorId = (actor: Actor) => actor?.userId ?? null;

export class RefundService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: Pick<PaymentService, 'inTransaction'>,
    private readonly registrations: Pick<RegistrationService, 'lockRegistrationRows'>,
    private readonly cards: Pick<CardPaymentService, 'refundToCard'>,
    private readonly outbox: Pick<MailOutbox, 'queueMany' | 'kick'> | undefined,
    private readonly logger: Logger,
    private readonly operator: { name: string; iban: string },
  ) {}

  /** Gives back `amount` (haléře) of a payment; answers the refund and its state. A request sent again
   * with the same `idempotencyKey` (a double click, a lost answer) answers the first one's refund. */
  async refund(actor: Actor, paymentId: number, input: unknown): Promise<RefundAnswer> {
    authorize(actor, 'payment.write');
    const values = await validateInput(refundSchema, input);
    if (!isRecordId(paymentId)) throw new AppError(PaymentErrorCode.NotFound);
    const answer = await this.payments.inTransaction(async (manager) => {
      const registrationIds = await this.registrationsOf(manager, paymentId);
      await this.registrations.lockRegistrationRows(manager, registrationIds);
      const payment = await this.lockPayment(manager, paymentId);
      if (values.idempotencyKey) {
        const earlier = await this.earlier(manager, values.idempotencyKey, paymentId, values.amount);
        if (earlier) return { result: earlier, settled: [] };
      }
      if (payment.source === PaymentSource.manual || !payment.pairable || payment.reversed)
        throw new AppError(PaymentErrorCode.NotRefundable);
      const available = payment.amountHaler - payment.refundedHaler;
      if (values.amount > available) throw new AppError(PaymentErrorCode.RefundTooLarge, { params: { available } });
      const method = payment.source === PaymentSource.card ? RefundMethod.card : RefundMethod.transfer;
      if (method === RefundMethod.transfer && !values.account)
        throw new AppError(PaymentErrorCode.RefundAccountRequired, { field: 'account' });
      const registration = await this.registrationOf(manager, paymentId);
      const [made]: { id: number }[] = await manager.query(
        `INSERT INTO refund (payment_id, registration_id, variable_symbol, amount_haler, method, state, reason, account,
                             idempotency_key, created_by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          paymentId,
          registration?.id ?? null,
          registration?.variableSymbol ?? payment.variableSymbol,
          values.amount,
          method,
          method === RefundMethod.card ? RefundState.pending : RefundState.to_transfer,
          values.reason,
          method === RefundMethod.transfer ? values.account : null,
          values.idempotencyKey?.toLowerCase() ?? null,
          actorId(actor),
        ],
      );
      const refundId = made!.id;
      await manager.query('UPDATE payment SET refunded_haler = refunded_haler + $2 WHERE id = $1', [
        paymentId,
        values.amount,
      ]);
      const touched = await this.takeFromAllocations(manager, actor, payment, values.amount);
      await this.event(
        manager,
        actor,
        PaymentEventType.refunded,
        paymentId,
        registration,
        values.amount,
        values.reason,
      );
      const settled = await settleRegistrations(manager, [...new Set([...touched, ...registrationIds])]);
      let state = method === RefundMethod.card ? RefundState.pending : RefundState.to_transfer;
      if (method === RefundMethod.card) {
        // In the transaction, the payment still locked: a refusal leaves everything as it was.
        const { outcome, error } = await this.cards.refundToCard(paymentId, values.amount, `refund-${refundId}`);
        if (outcome === 'refused') throw new AppError(PaymentErrorCode.RefundGatewayRefused);
        state = outcome === 'done' ? RefundState.refunded : RefundState.pending;
        await manager.query(
          `UPDATE refund SET state = $2::varchar, attempts = 1, last_error = $3,
                  completed_at = CASE WHEN $2::varchar = '${RefundState.refunded}' THEN now() END
            WHERE id = $1`,
          [refundId, state, error],
        );
      }
      if (state !== RefundState.pending) await this.tell(manager, refundId, registration?.id ?? null);
      return { result: { refundId, state }, settled };
    });
    this.outbox?.kick();
    return answer;
  }

  /** The refunds, newest first; of one state when given. */
  async list(actor: Actor, state?: RefundState | null): Promise<Refund[]> {
    authorize(actor, 'payment.read');
    return this.dataSource.getRepository(Refund).find({
      where: state ? { state } : {},
      order: { id: 'DESC' },
      take: LIST_LIMIT,
    });
  }

  /** The refunds of these payments, oldest first, by payment. */
  async ofPayments(actor: Actor, paymentIds: readonly number[]): Promise<Map<number, Refund[]>> {
    authorize(actor, 'payment.read');
    const rows = await this.dataSource
      .getRepository(Refund)
      .createQueryBuilder('refund')
      .where('refund.paymentId IN (:...ids)', { ids: paymentIds.length > 0 ? paymentIds : [0] })
      .orderBy('refund.id')
      .getMany();
    const byPayment = new Map<number, Refund[]>();
    for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
    return byPayment;
  }

  /** The payment-order file (ABO) of the refunds waiting for a transfer (or of those of `ids` among
   * them), due today, from the operator's account. Reading it changes nothing: staff say when their
   * bank sent it (`markTransferred`). */
  async orderFile(actor: Actor, ids?: readonly number[] | null): Promise<{ fileName: string; content: Buffer }> {
    authorize(actor, 'payment.read');
    const local = czechAccountNumber(this.operator.iban);
    const payer = local ? parseCzechAccount(local) : null;
    if (!payer) throw new AppError(PaymentErrorCode.OperatorAccountNotCzech);
    const wanted = ids?.filter(isRecordId) ?? null;
    const rows: { id: number; account: string; amountHaler: string; variableSymbol: string | null }[] =
      await this.dataSource.query(
        `SELECT id, account, amount_haler AS "amountHaler", variable_symbol AS "variableSymbol" FROM refund
          WHERE state = '${RefundState.to_transfer}' AND ($1::int[] IS NULL OR id = ANY($1::int[]))
          ORDER BY id`,
        [wanted],
      );
    if (rows.length === 0) throw new AppError(PaymentErrorCode.NothingToTransfer);
    const today = pragueToday();
    const content = aboPaymentOrder({
      payer,
      clientName: this.operator.name,
      createdOn: today,
      dueOn: today,
      items: rows.map((row) => ({
        account: row.account,
        amountHaler: Number(row.amountHaler),
        variableSymbol: row.variableSymbol,
        message: `Vraceni platby ${this.operator.name}`,
      })),
    });
    return { fileName: `vraceni-plateb-${today}.kpc`, content };
  }

  /** Staff's bank sent these transfers: they are done. Answers how many were waiting. */
  async markTransferred(actor: Actor, ids: readonly number[]): Promise<number> {
    authorize(actor, 'payment.write');
    const [row]: { count: number }[] = await this.dataSource.query(
      `WITH done AS (
         UPDATE refund SET state = '${RefundState.transferred}', completed_at = now()
          WHERE id = ANY($1::int[]) AND state = '${RefundState.to_transfer}' RETURNING id)
       SELECT count(*)::int AS count FROM done`,
      [ids.filter(isRecordId)],
    );
    return row?.count ?? 0;
  }

  /** The periodic job: card refunds the gateway did not answer are asked again. */
  job(intervalMs = 5 * 60_000): JobDefinition {
    return { name: 'payments.refund-retry', intervalMs, run: (signal) => this.retryPending(signal) };
  }

  async retryPending(signal?: AbortSignal): Promise<{ refunded: number; failed: number; pending: number }> {
    const open: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM refund WHERE state = '${RefundState.pending}'
          AND created_at > now() - interval '${REFUND_RETRY_DAYS} days' ORDER BY id LIMIT 100`,
    );
    const counts = { refunded: 0, failed: 0, pending: 0 };
    for (const { id } of open) {
      if (signal?.aborted) break;
      const state = await this.payments.inTransaction(async (manager) => ({
        result: await this.retryOne(manager, id),
        settled: [],
      }));
      if (state === RefundState.refunded) counts.refunded += 1;
      else if (state === RefundState.failed) counts.failed += 1;
      else if (state === RefundState.pending) counts.pending += 1;
    }
    if (counts.refunded + counts.failed > 0) this.outbox?.kick();
    return counts;
  }

  private async retryOne(manager: EntityManager, id: number): Promise<RefundState | null> {
    const [refund]: {
      paymentId: number;
      registrationId: number | null;
      variableSymbol: string | null;
      amountHaler: string;
      reason: string;
    }[] = await manager.query(
      `SELECT payment_id AS "paymentId", registration_id AS "registrationId", variable_symbol AS "variableSymbol",
              amount_haler AS "amountHaler", reason
         FROM refund WHERE id = $1 AND state = '${RefundState.pending}' FOR UPDATE SKIP LOCKED`,
      [id],
    );
    if (!refund) return null;
    const amount = Number(refund.amountHaler);
    const { outcome, error } = await this.cards.refundToCard(refund.paymentId, amount, `refund-${id}`);
    if (outcome === 'unknown') {
      await manager.query('UPDATE refund SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, error]);
      return RefundState.pending;
    }
    if (outcome === 'done') {
      await manager.query(
        `UPDATE refund SET state = '${RefundState.refunded}', attempts = attempts + 1, last_error = NULL,
                completed_at = now() WHERE id = $1`,
        [id],
      );
      await this.tell(manager, id, refund.registrationId);
      return RefundState.refunded;
    }
    // Refused after all: nothing went back, so the payment has the money again (paying nobody: staff decide).
    this.logger.error(`Card refund ${id} of payment ${refund.paymentId} refused by the gateway; staff must look`);
    await manager.query(
      `UPDATE refund SET state = '${RefundState.failed}', attempts = attempts + 1, last_error = $2 WHERE id = $1`,
      [id, error],
    );
    await manager.query('UPDATE payment SET refunded_haler = refunded_haler - $2 WHERE id = $1', [
      refund.paymentId,
      amount,
    ]);
    await this.event(
      manager,
      null,
      PaymentEventType.refundFailed,
      refund.paymentId,
      refund.registrationId === null ? null : { id: refund.registrationId, variableSymbol: refund.variableSymbol },
      amount,
      error,
    );
    return RefundState.failed;
  }

  /** The parent's e-mail about a refund, when the money has gone (card) or is to go (transfer). */
  private async tell(manager: EntityManager, refundId: number, registrationId: number | null): Promise<void> {
    if (registrationId === null || !this.outbox) return;
    await this.outbox.queueMany(manager, [registrationId], RefundMailKind.paymentRefunded, refundId);
  }

  /** The registrations a payment pays or paid (the pairings' history too), to lock before it. */
  private async registrationsOf(manager: EntityManager, paymentId: number): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      'SELECT DISTINCT registration_id AS id FROM payment_allocation WHERE payment_id = $1 ORDER BY 1',
      [isRecordId(paymentId) ? paymentId : 0],
    );
    return rows.map((row) => row.id);
  }

  /** The registration a refund is about: the one the payment pays now, else the one it paid last. */
  private async registrationOf(
    manager: EntityManager,
    paymentId: number,
  ): Promise<{ id: number; variableSymbol: string | null } | null> {
    const [row]: { id: number; variableSymbol: string }[] = await manager.query(
      `SELECT r.id, r.variable_symbol::text AS "variableSymbol" FROM payment_allocation a
         JOIN registration r ON r.id = a.registration_id
        WHERE a.payment_id = $1 ORDER BY (a.reversed_at IS NULL) DESC, a.id DESC LIMIT 1`,
      [paymentId],
    );
    return row ?? null;
  }

  private async lockPayment(manager: EntityManager, id: number): Promise<LockedPayment> {
    const [row]: (Omit<LockedPayment, 'amountHaler' | 'refundedHaler'> &
      Record<'amountHaler' | 'refundedHaler', string>)[] = await manager.query(
      `SELECT id, source, amount_haler AS "amountHaler", refunded_haler AS "refundedHaler", pairable,
                reversed_at IS NOT NULL AS reversed, variable_symbol AS "variableSymbol"
           FROM payment WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new AppError(PaymentErrorCode.NotFound);
    return { ...row, amountHaler: Number(row.amountHaler), refundedHaler: Number(row.refundedHaler) };
  }

  /** The refund an earlier send with this key made, when it is this one's. */
  private async earlier(
    manager: EntityManager,
    key: string,
    paymentId: number,
    amount: number,
  ): Promise<RefundAnswer | null> {
    const [row]: { id: number; paymentId: number; amountHaler: string; state: RefundState }[] = await manager.query(
      `SELECT id, payment_id AS "paymentId", amount_haler AS "amountHaler", state FROM refund WHERE idempotency_key = $1`,
      [key.toLowerCase()],
    );
    if (!row) return null;
    if (row.paymentId !== paymentId || Number(row.amountHaler) !== amount)
      throw new AppError(PaymentErrorCode.RefundKeyReused);
    return { refundId: row.id, state: row.state };
  }

  /** Takes `amount` out of the payment's pairings where what pays nobody does not cover it, newest
   * pairing first: each is reversed, and what is left of it paired again. Answers the registrations. */
  private async takeFromAllocations(
    manager: EntityManager,
    actor: Actor,
    payment: LockedPayment,
    amount: number,
  ): Promise<number[]> {
    const active: ActiveAllocation[] = (
      await manager.query(
        `SELECT id, registration_id AS "registrationId", amount_haler AS "amountHaler" FROM payment_allocation
          WHERE payment_id = $1 AND reversed_at IS NULL ORDER BY id DESC`,
        [payment.id],
      )
    ).map((row: Record<string, string | number>) => ({ ...row, amountHaler: Number(row.amountHaler) }));
    const allocated = active.reduce((sum, allocation) => sum + allocation.amountHaler, 0);
    let need = amount - Math.max(0, payment.amountHaler - payment.refundedHaler - allocated);
    const touched: number[] = [];
    for (const allocation of active) {
      if (need <= 0) break;
      const take = Math.min(need, allocation.amountHaler);
      need -= take;
      touched.push(allocation.registrationId);
      await manager.query('UPDATE payment_allocation SET reversed_at = now(), reversed_by_id = $2 WHERE id = $1', [
        allocation.id,
        actorId(actor),
      ]);
      if (allocation.amountHaler > take)
        await manager.query(
          `INSERT INTO payment_allocation (payment_id, registration_id, amount_haler, created_by_id) VALUES ($1, $2, $3, $4)`,
          [payment.id, allocation.registrationId, allocation.amountHaler - take, actorId(actor)],
        );
    }
    return touched;
  }

  private async event(
    manager: EntityManager,
    actor: Actor,
    type: PaymentEventType,
    paymentId: number,
    registration: { id: number; variableSymbol: string | null } | null,
    amount: number,
    note: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payment_event (payment_id, type, registration_id, variable_symbol, amount_haler, actor_id, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [paymentId, type, registration?.id ?? null, registration?.variableSymbol ?? null, amount, actorId(actor), note],
    );
  }
}
