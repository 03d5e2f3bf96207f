// Card payments (issue 46): a parent starts one for what a registration still owes and is sent to the
// gateway; what the gateway itself answers to a status call decides, never the browser's return nor
// a notification's body. A notification, the parent's return and a periodic check all end in `check`,
// which records the money once per gateway payment (the row locked, the payment's dedupe key unique),
// only for the amount and currency created, as a Payment of source `card` paired with the registration:
// the registration's payment state, "Platba přijata" and receipts follow as for a bank payment.
import { createHmac, randomBytes } from 'node:crypto';
import { CardPaymentState, ParentErrorCode, PaymentErrorCode, PaymentSource, pragueToday } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import type { JobDefinition } from '../../../core/jobs';
import type { Logger } from '../../../core/logger';
import type { ParentService } from '../../parents/parent.service';
import type { RegistrationService } from '../../registrations/registration.service';
import { settleRegistrations } from '../../registrations/registration.settle';
import { PaymentEventType } from '../payment.entity';
import type { PaymentService } from '../payment.service';
import { type CardGateway, GatewayError, type GatewayStatus } from './card-payment.gateway';
import { CardPayment } from './card-payment.entity';
import { campTermsColumns, type CampTermsRow, planOf, pragueDaySql, termsOf } from '../pricing/pricing.deposit.types';

/** The parent's return page (client route), with the payment's public id after it. */
export const CARD_RETURN_PATH = '/platba-kartou/' as const;
/** Comgate takes 1 Kč at the least. */
const MIN_CARD_HALER = 100;
/** Unfinished payments are asked about until this old; then they are `expired`. */
export const CARD_CHECK_DAYS = 7;
/** A payment younger than this is left to its notification by the periodic check. */
const CHECK_AFTER_MS = 2 * 60_000;
/** The return page may be reloaded: the gateway is asked at most this often per payment. */
const RECHECK_SPACING_MS = 3_000;
/** Payments asked about in one round of the check. */
const CHECK_BATCH = 100;

/** What the parent's return page shows. */
export interface CardPaymentView {
  state: CardPaymentState;
  amountHaler: number;
  variableSymbol: string;
}

interface Payable {
  id: number;
  email: string;
  variableSymbol: string;
  title: string;
  owingHaler: number;
}

export class CardPaymentService {
  constructor(
    private readonly dataSource: DataSource,
    /** Null: card payments are not configured, and nothing of them is offered. */
    private readonly gateway: CardGateway | null,
    private readonly payments: Pick<PaymentService, 'inTransaction' | 'history' | 'supersedeManual' | 'allocate'>,
    private readonly registrations: Pick<RegistrationService, 'lockRegistrationRows'>,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    private readonly logger: Logger,
    private readonly options: { publicUrl: string; keySecret: string },
  ) {}

  /** Whether parents are offered card payments at all. */
  get offered(): boolean {
    return this.gateway !== null;
  }

  /** The key the thank-you page pays a registration with (it has no personal link): unguessable,
   * made from the gateway's secret, good for that registration only; null when cards are off. */
  payKey(registrationId: number): string | null {
    if (!this.gateway) return null;
    return createHmac('sha256', this.options.keySecret)
      .update(`card-payment:${registrationId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** "Zaplatit kartou": a payment of what the registration still owes, created at the gateway;
   * answers where to send the parent. The family's personal link (`token`) or the thank-you page's
   * `payKey` shows the right to pay it; neither answers as a dead link. */
  async start(
    credential: { token?: string; payKey?: string },
    registrationId: number,
    clientAddress: string,
  ): Promise<{ redirect: string }> {
    authorize(null, 'parent.act');
    if (!this.gateway) throw new AppError(PaymentErrorCode.CardUnavailable);
    if (credential.token) await this.parents.familyRegistration(credential.token, clientAddress, registrationId);
    else if (
      !credential.payKey ||
      !Number.isInteger(registrationId) ||
      credential.payKey !== this.payKey(registrationId)
    )
      throw new AppError(ParentErrorCode.LinkInvalid);
    const payable = await this.payable(registrationId);
    const publicId = randomBytes(16).toString('hex');
    let created;
    try {
      created = await this.gateway.create({
        amountHaler: payable.owingHaler,
        currency: 'CZK',
        label: payable.title,
        reference: payable.variableSymbol,
        email: payable.email,
        returnUrl: `${this.options.publicUrl}${CARD_RETURN_PATH}${publicId}`,
      });
    } catch (error) {
      this.logger.error(`Card payment of VS ${payable.variableSymbol} not created: ${describe(error)}`);
      throw new AppError(PaymentErrorCode.CardGatewayFailed);
    }
    await this.dataSource.query(
      `INSERT INTO card_payment (public_id, registration_id, variable_symbol, provider, provider_id, amount_haler)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [publicId, payable.id, payable.variableSymbol, this.gateway.name, created.providerId, payable.owingHaler],
    );
    return { redirect: created.redirect };
  }

  /** The parent's return page: the payment's state, asked of the gateway while it is pending. */
  async view(publicId: string): Promise<CardPaymentView> {
    authorize(null, 'parent.read');
    const found = /^[0-9a-f]{32}$/.test(publicId)
      ? await this.dataSource.getRepository(CardPayment).findOneBy({ publicId })
      : null;
    if (!found) throw new AppError(PaymentErrorCode.CardNotFound);
    const recent = found.lastCheckedAt && Date.now() - found.lastCheckedAt.getTime() < RECHECK_SPACING_MS;
    const state =
      found.state === CardPaymentState.pending && !recent ? await this.check(found.provider, found.providerId) : null;
    return { state: state ?? found.state, amountHaler: found.amountHaler, variableSymbol: found.variableSymbol };
  }

  /** The gateway's notification (its form fields): refused unless it is the gateway's own; then the
   * payment it names is asked of the gateway. Answers what the gateway wants to hear. */
  async notified(fields: URLSearchParams): Promise<string> {
    authorize(null, 'parent.act');
    if (!this.gateway) throw new AppError(PaymentErrorCode.CardNotificationRefused);
    const verdict = this.gateway.checkNotification(fields);
    if (!verdict.ok) {
      this.logger.warn(`Card payment notification refused: ${verdict.reason}`);
      throw new AppError(PaymentErrorCode.CardNotificationRefused);
    }
    // A failed status call is no reason for the gateway to send again: the periodic check asks later.
    await this.check(this.gateway.name, verdict.providerId).catch((error: unknown) =>
      this.logger.error(
        `Card payment ${verdict.providerId}: status not known (${describe(error)}); checked again later`,
      ),
    );
    return this.gateway.notificationAnswer;
  }

  /** The periodic check: every pending payment older than a couple of minutes is asked about (a
   * notification may never come); one still pending after CARD_CHECK_DAYS is `expired`. */
  job(intervalMs = 3 * 60_000): JobDefinition {
    return { name: 'payments.card-check', intervalMs, run: (signal) => this.checkOpen(signal) };
  }

  async checkOpen(signal?: AbortSignal): Promise<{ checked: number; expired: number }> {
    if (!this.gateway) return { checked: 0, expired: 0 };
    const [expired]: { count: number }[] = await this.dataSource.query(
      `WITH expired AS (
         UPDATE card_payment SET state = '${CardPaymentState.expired}'
          WHERE state = '${CardPaymentState.pending}' AND created_at < now() - interval '${CARD_CHECK_DAYS} days'
          RETURNING id)
       SELECT count(*)::int AS count FROM expired`,
    );
    const open: { provider: string; providerId: string }[] = await this.dataSource.query(
      `SELECT provider, provider_id AS "providerId" FROM card_payment
        WHERE state = '${CardPaymentState.pending}' AND created_at < now() - $1 * interval '1 millisecond'
        ORDER BY last_checked_at NULLS FIRST, id LIMIT ${CHECK_BATCH}`,
      [CHECK_AFTER_MS],
    );
    let checked = 0;
    for (const payment of open) {
      if (signal?.aborted) break;
      try {
        await this.check(payment.provider, payment.providerId);
        checked += 1;
      } catch (error) {
        this.logger.warn(`Card payment ${payment.providerId}: status not known (${describe(error)})`);
      }
    }
    return { checked, expired: expired?.count ?? 0 };
  }

  /** Gives back `amountHaler` of the card payment that brought payment `paymentId` (refunds.ts):
   * answers `done`, `refused` (the gateway said no: not paid there, or more than it can give back),
   * or `unknown` (no answer: it may or may not have happened, so it is asked again later). */
  async refundToCard(
    paymentId: number,
    amountHaler: number,
    reference: string,
  ): Promise<{ outcome: 'done' | 'refused' | 'unknown'; error: string | null }> {
    const [card]: { provider: string; providerId: string }[] = await this.dataSource.query(
      'SELECT provider, provider_id AS "providerId" FROM card_payment WHERE payment_id = $1',
      [paymentId],
    );
    if (!this.gateway || !card || card.provider !== this.gateway.name)
      return { outcome: 'unknown', error: 'Platební brána teď není nastavená.' };
    try {
      await this.gateway.refund(card.providerId, amountHaler, reference);
      return { outcome: 'done', error: null };
    } catch (error) {
      const refusal = error instanceof GatewayError ? error.refusal : 'failed';
      this.logger.warn(`Card refund of ${card.providerId} (${reference}): ${describe(error)}`);
      return { outcome: refusal === 'failed' ? 'unknown' : 'refused', error: describe(error).slice(0, 300) };
    }
  }

  /** Asks the gateway about one payment and applies what it says, once. Answers the state now, or
   * null for a payment that is not ours. */
  async check(provider: string, providerId: string): Promise<CardPaymentState | null> {
    if (!this.gateway || provider !== this.gateway.name) return null;
    const [known]: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM card_payment WHERE provider = $1 AND provider_id = $2',
      [provider, providerId],
    );
    if (!known) {
      this.logger.warn(`Card payment ${providerId}: the gateway named a payment we did not create`);
      return null;
    }
    let status: GatewayStatus;
    try {
      status = await this.gateway.status(providerId);
    } catch (error) {
      await this.dataSource.query('UPDATE card_payment SET last_checked_at = now() WHERE id = $1', [known.id]);
      throw error;
    }
    return this.payments.inTransaction(async (manager) => {
      const payment = await this.lock(manager, known.id);
      if (payment.state !== CardPaymentState.pending && payment.state !== CardPaymentState.expired)
        return { result: payment.state, settled: [] };
      await manager.query('UPDATE card_payment SET last_checked_at = now() WHERE id = $1', [payment.id]);
      if (status.state === 'pending') return { result: payment.state, settled: [] };
      if (status.state === 'cancelled') return { result: await this.mark(manager, payment, 'cancelled'), settled: [] };
      if (status.amountHaler !== payment.amountHaler || status.currency !== payment.currency) {
        this.logger.error(
          `Card payment ${providerId} (VS ${payment.variableSymbol}): the gateway says paid ${status.amountHaler} ` +
            `${status.currency}, created for ${payment.amountHaler} ${payment.currency}; nothing recorded, staff must look`,
        );
        return { result: await this.mark(manager, payment, 'mismatched'), settled: [] };
      }
      return { result: CardPaymentState.paid, settled: await this.record(manager, payment) };
    });
  }

  /** The registration's row first, then the payment's: the order every change of payments locks in. */
  private async lock(manager: EntityManager, id: number): Promise<CardPayment> {
    const [row]: { registrationId: number | null }[] = await manager.query(
      'SELECT registration_id AS "registrationId" FROM card_payment WHERE id = $1',
      [id],
    );
    if (row?.registrationId) await this.registrations.lockRegistrationRows(manager, [row.registrationId]);
    const payment = await manager
      .getRepository(CardPayment)
      .createQueryBuilder('card')
      .where('card.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    if (!payment) throw new AppError(PaymentErrorCode.CardNotFound);
    return payment;
  }

  private async mark(
    manager: EntityManager,
    payment: CardPayment,
    state: 'cancelled' | 'mismatched',
  ): Promise<CardPaymentState> {
    await manager.query('UPDATE card_payment SET state = $2 WHERE id = $1', [payment.id, state]);
    return state as CardPaymentState;
  }

  /** The money as a payment of source `card`, paired with its registration unless that was cancelled
   * meanwhile (then it waits, unmatched, for staff to refund or pair it). */
  private async record(manager: EntityManager, card: CardPayment) {
    const [made]: { id: number }[] = await manager.query(
      `INSERT INTO payment (source, amount_haler, pairable, booked_on, variable_symbol, message, bank_transaction_id, dedupe_key)
       VALUES ('${PaymentSource.card}', $1, true, $2, $3, $4, $5, $6) RETURNING id`,
      [
        card.amountHaler,
        pragueToday(),
        card.variableSymbol,
        `Platba kartou (${card.provider})`,
        card.providerId.slice(0, 60),
        `card:${card.provider}:${card.providerId}`,
      ],
    );
    const paymentId = made!.id;
    await manager.query(`UPDATE card_payment SET state = '${CardPaymentState.paid}', payment_id = $2 WHERE id = $1`, [
      card.id,
      paymentId,
    ]);
    await this.payments.history(manager, null, [
      {
        paymentId,
        type: PaymentEventType.recorded,
        registrationId: null,
        variableSymbol: null,
        amountHaler: card.amountHaler,
      },
    ]);
    const [registration]: { id: number; cancelled: boolean }[] = card.registrationId
      ? await manager.query('SELECT id, cancelled_at IS NOT NULL AS cancelled FROM registration WHERE id = $1', [
          card.registrationId,
        ])
      : [];
    if (!registration || registration.cancelled) {
      this.logger.warn(`Card payment ${card.providerId} (VS ${card.variableSymbol}) came for a cancelled registration`);
      return [];
    }
    await this.payments.supersedeManual(manager, null, [registration.id]);
    await this.payments.allocate(manager, null, [
      {
        paymentId,
        registrationId: registration.id,
        amountHaler: card.amountHaler,
        variableSymbol: card.variableSymbol,
      },
    ]);
    return settleRegistrations(manager, [registration.id]);
  }

  /** What a registration still owes, when a parent may pay it by card: holding a place, not cancelled. */
  private async payable(registrationId: number): Promise<Payable> {
    const [row]: (Omit<Payable, 'owingHaler'> &
      CampTermsRow & { dueHaler: string; receivedHaler: string; placedOn: string; payable: boolean })[] =
      await this.dataSource.query(
        `SELECT r.id, r.email, r.variable_symbol::text AS "variableSymbol", COALESCE(c.title, camp.title, '') AS title,
                r.due_haler AS "dueHaler", r.received_haler AS "receivedHaler",
                ${campTermsColumns('camp')}, ${pragueDaySql('r.created_at')} AS "placedOn",
                (r.cancelled_at IS NULL AND NOT r.replacement) AS payable
           FROM registration r
           LEFT JOIN schedule s ON s.id = r.schedule_id
           LEFT JOIN course c ON c.id = s.course_id
           LEFT JOIN camp ON camp.id = r.camp_id
          WHERE r.id = $1`,
        [registrationId],
      );
    if (!row) throw new AppError(ParentErrorCode.LinkInvalid);
    const money = { dueHaler: Number(row.dueHaler), receivedHaler: Number(row.receivedHaler), placedOn: row.placedOn };
    // A camp with a deposit: the card pays the deposit's rest as the QR asks; once the deposit is
    // paid, the balance may be paid early.
    const owingNow = planOf(termsOf(row), money)?.owingNowHaler;
    const owingHaler = owingNow || money.dueHaler - money.receivedHaler;
    if (!row.payable || owingHaler < MIN_CARD_HALER) throw new AppError(PaymentErrorCode.CardNothingToPay);
    return { id: row.id, email: row.email, variableSymbol: row.variableSymbol, title: row.title, owingHaler };
  }
}

function describe(error: unknown): string {
  return error instanceof GatewayError || error instanceof Error ? error.message : String(error);
}
