// Payments as records (issue 24). A registration's payment state is derived from the payments paired
// with it (registrations/registration.settle.ts); everything here changes payments and their
// allocations under the registrations' row locks (by id, then the payments), so a registration is
// never both cancelled and paid (a cancel locks the row too), and a statement import and a staff
// member's "paid" on the same registration end with one payment: a bank payment supersedes a manual
// mark (the mark stood for it), and a mark finds nothing left to pay once the bank payment is there.
// No course or camp is locked: a payment moves no child on or off a place, so a batch of 1,000 or a
// statement import never holds up registrations for a course.
import {
  allocationSchema,
  cashPaymentSchema,
  PaymentErrorCode,
  PaymentSource,
  PaymentState,
  pragueToday,
  RegistrationErrorCode,
  STAFF_MAIL_HOLD_MS,
} from '@kurzy/common';
import { type AnyObject, object } from 'yup';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { AppError } from '../../core/errors';
import { filterSpecOf } from '../../core/filter-field';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import { Registration } from '../registrations/registration.entity';
import { checkedBatch, type RegistrationService } from '../registrations/registration.service';
import { settleRegistrations, type Settled } from '../registrations/registration.settle';
import { Payment, PaymentAllocation, PaymentEvent, PaymentEventType } from './payment.entity';
import { PaymentFilter } from './payment.inputs';
import type { PaymentMail, TellOptions } from './payment.mail';

/** Who did something to a payment: a staff member, or nobody (an import's own pairing, the bank API). */
const actorId = (actor: Actor) => actor?.userId ?? null;

export interface AllocationPart {
  registrationId: number;
  amountHaler: number;
}

/** One event of the history, as inserted. */
export interface EventRow {
  paymentId: number;
  type: PaymentEventType;
  registrationId: number | null;
  variableSymbol: string | null;
  amountHaler: number | null;
}

export class PaymentService extends CrudService<Payment, AnyObject> {
  constructor(
    dataSource: DataSource,
    private readonly registrations: Pick<RegistrationService, 'lockRegistrationRows' | 'get'>,
    private readonly mail?: PaymentMail,
  ) {
    super(dataSource, {
      entity: Payment,
      alias: 'payment',
      // Payments are not written through the generic calls.
      schema: object<AnyObject>({}),
      filters: filterSpecOf(PaymentFilter),
      order: [
        { sql: '"payment"."booked_on"', direction: 'DESC' },
        { sql: '"payment"."id"', direction: 'DESC' },
      ],
      sortable: {
        bookedOn: ['"payment"."booked_on"'],
        amountHaler: ['"payment"."amount_haler"'],
        variableSymbol: ['"payment"."variable_symbol"'],
        counterName: ['"payment"."counter_name"'],
      },
      read: 'payment.read',
      write: 'payment.write',
      notFound: PaymentErrorCode.NotFound,
    });
  }

  // --- staff marking registrations paid and unpaid ---------------------------------------------

  /** "Zaplaceno" on many registrations: each gets a manual payment of what is still due. Answers how
   * many exist. A batch with a cancelled registration is refused as a whole, so nothing changes that
   * staff did not mean. */
  async markPaid(actor: Actor, ids: readonly number[], options: { notify?: boolean } = {}): Promise<number> {
    authorize(actor, 'registration.pay');
    const wanted = checkedBatch(ids);
    return this.inTransaction(
      async (manager) => {
        const locked = await this.lockPayable(manager, wanted);
        const owing = locked.filter((registration) => registration.dueHaler > registration.receivedHaler);
        await this.recordManual(manager, actor, owing);
        return { result: locked.length, settled: await settleRegistrations(manager, wanted) };
      },
      // The receipts wait out the undo window ("Vrátit" drops them); staff may send none at all.
      { holdMs: STAFF_MAIL_HOLD_MS, silent: options.notify === false },
    );
  }

  /** One registration marked paid; refused when it does not exist. */
  async markOnePaid(actor: Actor, id: number): Promise<Registration> {
    authorize(actor, 'registration.pay');
    await this.registrations.get(actor, id);
    if ((await this.markPaid(actor, [id])) === 0) throw new AppError(RegistrationErrorCode.NotFound);
    return this.registrations.get(actor, id);
  }

  /** "Zrušit platbu" on many: every payment paired with them is unpaired; a manual one (a mark, not
   * money) is withdrawn, money from the bank or cash stays recorded as unmatched for staff to pair
   * again or refund. Answers how many exist. */
  async markUnpaid(actor: Actor, ids: readonly number[]): Promise<number> {
    authorize(actor, 'registration.pay');
    const wanted = checkedBatch(ids);
    return this.inTransaction(async (manager) => {
      const locked = await this.lockPayable(manager, wanted);
      await this.unpairAll(
        manager,
        actor,
        locked.map((registration) => registration.id),
        () => true,
      );
      // A receipt still held (a "Zaplaceno" undone in time) never goes.
      await this.mail?.drop(
        manager,
        locked.map((registration) => registration.id),
      );
      return { result: locked.length, settled: await settleRegistrations(manager, wanted) };
    });
  }

  // --- pairing by staff ------------------------------------------------------------------------

  /** Pairs a payment (or what is left of it) with registrations: one, or split across siblings. */
  async assign(actor: Actor, paymentId: number, input: unknown): Promise<Payment> {
    authorize(actor, 'payment.write');
    const { parts } = await validateInput(allocationSchema, input);
    await this.inTransaction(async (manager) => {
      // The registrations first, then the payment: the order every change of payments locks in.
      const ids = parts.map((part) => part.registrationId);
      const locked = await this.registrations.lockRegistrationRows(manager, ids);
      if (locked.length !== ids.length) throw new AppError(RegistrationErrorCode.NotFound, { field: 'parts' });
      if (locked.some((registration) => registration.cancelledAt !== null))
        throw new AppError(PaymentErrorCode.RegistrationCancelled, { field: 'parts' });
      const payment = await this.lockPayment(manager, paymentId);
      if (!payment.pairable || payment.reversedAt !== null) throw new AppError(PaymentErrorCode.NotPairable);
      const available = payment.amountHaler - (await this.allocatedOf(manager, paymentId));
      const wanted = parts.reduce((sum, part) => sum + part.amountHaler, 0);
      if (wanted > available) throw new AppError(PaymentErrorCode.AllocationTooLarge, { params: { available } });
      const symbols = new Map(locked.map((registration) => [registration.id, registration.variableSymbol]));
      await this.supersedeManual(manager, actor, ids);
      await this.allocate(
        manager,
        actor,
        parts.map((part) => ({ paymentId, ...part, variableSymbol: symbols.get(part.registrationId) ?? null })),
      );
      return { result: undefined, settled: await settleRegistrations(manager, ids) };
    });
    return this.get(actor, paymentId);
  }

  /** Undoes one pairing (kept, reversed, in the history): the money is unmatched again; a manual
   * payment, which is no money, is withdrawn with it. */
  async unpair(actor: Actor, allocationId: number): Promise<Payment> {
    authorize(actor, 'payment.write');
    const paymentId = await this.inTransaction(async (manager) => {
      const [found]: { paymentId: number; registrationId: number }[] = await manager.query(
        `SELECT payment_id AS "paymentId", registration_id AS "registrationId" FROM payment_allocation
          WHERE id = $1 AND reversed_at IS NULL`,
        [isRecordId(allocationId) ? allocationId : 0],
      );
      if (!found) throw new AppError(PaymentErrorCode.AllocationNotFound);
      await this.registrations.lockRegistrationRows(manager, [found.registrationId]);
      await this.lockPayment(manager, found.paymentId);
      await this.unpairAll(manager, actor, [found.registrationId], (allocation) => allocation.id === allocationId);
      return { result: found.paymentId, settled: await settleRegistrations(manager, [found.registrationId]) };
    });
    return this.get(actor, paymentId);
  }

  /** Cash taken by staff, with the receipt's number, paying one registration. */
  async recordCash(actor: Actor, input: unknown): Promise<Payment> {
    authorize(actor, 'payment.write');
    const cash = await validateInput(cashPaymentSchema, input);
    const receipt = cash.receiptNumber;
    const paymentId = await this.inTransaction(async (manager) => {
      const [locked] = await this.registrations.lockRegistrationRows(manager, [cash.registrationId]);
      if (!locked) throw new AppError(RegistrationErrorCode.NotFound, { field: 'registrationId' });
      if (locked.cancelledAt !== null) throw new AppError(PaymentErrorCode.RegistrationCancelled);
      const [payment]: { id: number }[] = await manager.query(
        `INSERT INTO payment (source, amount_haler, pairable, booked_on, variable_symbol, receipt_number, recorded_by_id)
         VALUES ('${PaymentSource.cash}', $1, true, $2, $3, $4, $5) RETURNING id`,
        [cash.amountHaler, cash.bookedOn, locked.variableSymbol, receipt, actorId(actor)],
      );
      const id = payment!.id;
      await this.history(manager, actor, [
        {
          paymentId: id,
          type: PaymentEventType.recorded,
          registrationId: null,
          variableSymbol: null,
          amountHaler: cash.amountHaler,
        },
      ]);
      await this.supersedeManual(manager, actor, [cash.registrationId]);
      await this.allocate(manager, actor, [
        {
          paymentId: id,
          registrationId: cash.registrationId,
          amountHaler: cash.amountHaler,
          variableSymbol: locked.variableSymbol,
        },
      ]);
      return { result: id, settled: await settleRegistrations(manager, [cash.registrationId]) };
    });
    return this.get(actor, paymentId);
  }

  // --- reading ---------------------------------------------------------------------------------

  /** The allocations of these payments (active and reversed: the history), by payment id. */
  async allocationsOf(actor: Actor, paymentIds: readonly number[]): Promise<Map<number, PaymentAllocation[]>> {
    authorize(actor, 'payment.read');
    const rows = await this.dataSource
      .getRepository(PaymentAllocation)
      .createQueryBuilder('allocation')
      .where('allocation.paymentId IN (:...ids)', { ids: paymentIds.length > 0 ? paymentIds : [0] })
      .orderBy('allocation.id')
      .getMany();
    const byPayment = new Map<number, PaymentAllocation[]>();
    for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
    return byPayment;
  }

  /** The payments ever paired with a registration, oldest first. */
  async ofRegistration(actor: Actor, registrationId: number): Promise<Payment[]> {
    authorize(actor, 'payment.read');
    return this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .where('payment.id IN (SELECT a.payment_id FROM payment_allocation a WHERE a.registration_id = :id)', {
        id: registrationId,
      })
      .orderBy('payment.bookedOn')
      .addOrderBy('payment.id')
      .getMany();
  }

  /** The history of a registration's payments, oldest first. */
  async historyOfRegistration(actor: Actor, registrationId: number): Promise<PaymentEvent[]> {
    authorize(actor, 'payment.read');
    return this.dataSource.getRepository(PaymentEvent).find({ where: { registrationId }, order: { id: 'ASC' } });
  }

  /** The history of one payment, oldest first. */
  async historyOf(actor: Actor, paymentId: number): Promise<PaymentEvent[]> {
    authorize(actor, 'payment.read');
    return this.dataSource.getRepository(PaymentEvent).find({ where: { paymentId }, order: { id: 'ASC' } });
  }

  /** For an unmatched payment: registrations it may be for, best first. Those still owing exactly
   * its amount, and those whose parent's or child's surname the counter-account name or the message
   * holds (without regard to case or diacritics); at most five, cancelled ones never. */
  async suggestionsFor(actor: Actor, payment: Payment): Promise<Registration[]> {
    authorize(actor, 'payment.read');
    const text = `${payment.counterName ?? ''} ${payment.message ?? ''}`;
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT r.id,
              (r.due_haler - r.received_haler = $1) AS same_amount,
              (length(r.parent_last_name) >= 3 AND kurzy_fold($2) LIKE '%' || kurzy_fold(r.parent_last_name) || '%') AS named
         FROM registration r
        WHERE r.cancelled_at IS NULL AND r.payment_state IN ('${PaymentState.unpaid}', '${PaymentState.partially_paid}')
          AND (r.due_haler - r.received_haler = $1
               OR (length(r.parent_last_name) >= 3 AND kurzy_fold($2) LIKE '%' || kurzy_fold(r.parent_last_name) || '%'))
        ORDER BY (r.due_haler - r.received_haler = $1
                  AND length(r.parent_last_name) >= 3 AND kurzy_fold($2) LIKE '%' || kurzy_fold(r.parent_last_name) || '%') DESC,
                 named DESC, r.created_at DESC
        LIMIT 5`,
      [payment.amountHaler, text],
    );
    if (rows.length === 0) return [];
    const found = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where('registration.id IN (:...ids)', { ids: rows.map((row) => row.id) })
      .getMany();
    const byId = new Map(found.map((registration) => [registration.id, registration]));
    return rows.map((row) => byId.get(row.id)).filter((registration): registration is Registration => !!registration);
  }

  // --- the pieces (used by the statement import too) -------------------------------------------

  /** Runs `work` in a transaction and tells the parents whose registrations it settled, after the
   * commit (their e-mails are written in the transaction, sent after it). */
  async inTransaction<T>(
    work: (manager: EntityManager) => Promise<{ result: T; settled: Settled[] }>,
    tell: TellOptions = {},
  ): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      const done = await work(manager);
      await this.mail?.tell(manager, done.settled, tell);
      return done.result;
    });
    this.mail?.kick();
    return result;
  }

  /** Pairs parts of payments with registrations (locked by the caller), with their history. */
  async allocate(
    manager: EntityManager,
    actor: Actor,
    parts: readonly (AllocationPart & { paymentId: number; variableSymbol: string | null })[],
  ): Promise<void> {
    if (parts.length === 0) return;
    await manager.query(
      `INSERT INTO payment_allocation (payment_id, registration_id, amount_haler, created_by_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::int[])`,
      [
        parts.map((part) => part.paymentId),
        parts.map((part) => part.registrationId),
        parts.map((part) => part.amountHaler),
        parts.map(() => actorId(actor)),
      ],
    );
    await this.history(
      manager,
      actor,
      parts.map((part) => ({
        paymentId: part.paymentId,
        type: PaymentEventType.paired,
        registrationId: part.registrationId,
        variableSymbol: part.variableSymbol,
        amountHaler: part.amountHaler,
      })),
    );
  }

  /** A bank or cash payment is coming for these registrations (locked by the caller): the manual
   * marks that stood for it are withdrawn, so they end with the one real payment. */
  async supersedeManual(manager: EntityManager, actor: Actor, registrationIds: readonly number[]): Promise<void> {
    await this.unpairAll(manager, actor, registrationIds, (allocation) => allocation.source === PaymentSource.manual);
  }

  /** Writes events of the history. */
  async history(manager: EntityManager, actor: Actor, events: readonly EventRow[]): Promise<void> {
    if (events.length === 0) return;
    await manager.query(
      `INSERT INTO payment_event (payment_id, type, registration_id, variable_symbol, amount_haler, actor_id)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::int[], $4::varchar[], $5::bigint[], $6::int[])`,
      [
        events.map((event) => event.paymentId),
        events.map((event) => event.type),
        events.map((event) => event.registrationId),
        events.map((event) => event.variableSymbol),
        events.map((event) => event.amountHaler),
        events.map(() => actorId(actor)),
      ],
    );
  }

  /** The registrations of a payment change, locked; refused as a whole when one is cancelled. */
  private async lockPayable(manager: EntityManager, ids: number[]): Promise<Registration[]> {
    const locked = await this.registrations.lockRegistrationRows(manager, ids);
    const cancelled = locked.filter((registration) => registration.cancelledAt !== null);
    if (cancelled.length > 0) {
      throw new AppError(RegistrationErrorCode.CancelledPaymentLocked, {
        params: { registrations: cancelled.map((r) => `${r.childFullName} (VS ${r.variableSymbol})`) },
      });
    }
    return locked;
  }

  /** A manual payment of what is still due for each of these registrations, paired with it. */
  private async recordManual(manager: EntityManager, actor: Actor, owing: readonly Registration[]): Promise<void> {
    if (owing.length === 0) return;
    const made: { id: number; variableSymbol: string }[] = await manager.query(
      `INSERT INTO payment (source, amount_haler, pairable, booked_on, variable_symbol, recorded_by_id)
       SELECT '${PaymentSource.manual}', amount, true, $3::date, vs, $4 FROM unnest($1::bigint[], $2::varchar[]) AS t(amount, vs)
       RETURNING id, variable_symbol AS "variableSymbol"`,
      [
        owing.map((registration) => registration.dueHaler - registration.receivedHaler),
        owing.map((registration) => registration.variableSymbol),
        pragueToday(),
        actorId(actor),
      ],
    );
    const byVs = new Map(owing.map((registration) => [registration.variableSymbol, registration]));
    const parts = made.map(({ id, variableSymbol }) => {
      const registration = byVs.get(variableSymbol) as Registration;
      return {
        paymentId: id,
        registrationId: registration.id,
        amountHaler: registration.dueHaler - registration.receivedHaler,
        variableSymbol,
      };
    });
    await this.history(
      manager,
      actor,
      parts.map((part) => ({ ...part, type: PaymentEventType.recorded, registrationId: null })),
    );
    await this.allocate(manager, actor, parts);
  }

  /** Reverses the active allocations of these registrations that `which` picks; a manual payment
   * left paying nothing is withdrawn. */
  private async unpairAll(
    manager: EntityManager,
    actor: Actor,
    registrationIds: readonly number[],
    which: (allocation: { id: number; source: PaymentSource }) => boolean,
  ): Promise<void> {
    if (registrationIds.length === 0) return;
    const active: {
      id: number;
      paymentId: number;
      registrationId: number;
      amountHaler: string;
      source: PaymentSource;
      variableSymbol: string;
    }[] = await manager.query(
      `SELECT a.id, a.payment_id AS "paymentId", a.registration_id AS "registrationId", a.amount_haler AS "amountHaler",
              p.source, r.variable_symbol::text AS "variableSymbol"
         FROM payment_allocation a JOIN payment p ON p.id = a.payment_id JOIN registration r ON r.id = a.registration_id
        WHERE a.registration_id = ANY($1::int[]) AND a.reversed_at IS NULL
        ORDER BY a.payment_id
        FOR UPDATE OF a, p`,
      [registrationIds],
    );
    const chosen = active.filter(which);
    if (chosen.length === 0) return;
    await manager.query(
      'UPDATE payment_allocation SET reversed_at = now(), reversed_by_id = $2 WHERE id = ANY($1::int[])',
      [chosen.map((allocation) => allocation.id), actorId(actor)],
    );
    const withdrawn: { id: number; amountHaler: string }[] = await manager.query(
      // In a WITH: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
      `WITH withdrawn AS (
         UPDATE payment p SET reversed_at = now()
          WHERE p.id = ANY($1::int[]) AND p.source = '${PaymentSource.manual}' AND p.reversed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM payment_allocation a WHERE a.payment_id = p.id AND a.reversed_at IS NULL)
          RETURNING p.id, p.amount_haler)
       SELECT id, amount_haler AS "amountHaler" FROM withdrawn`,
      [[...new Set(chosen.map((allocation) => allocation.paymentId))]],
    );
    await this.history(manager, actor, [
      ...chosen.map((allocation) => ({
        paymentId: allocation.paymentId,
        type: PaymentEventType.unpaired,
        registrationId: allocation.registrationId,
        variableSymbol: allocation.variableSymbol,
        amountHaler: Number(allocation.amountHaler),
      })),
      ...withdrawn.map((payment) => ({
        paymentId: payment.id,
        type: PaymentEventType.reversed,
        registrationId: null,
        variableSymbol: null,
        amountHaler: Number(payment.amountHaler),
      })),
    ]);
  }

  private async lockPayment(manager: EntityManager, id: number): Promise<Payment> {
    const payment = isRecordId(id)
      ? await manager
          .getRepository(Payment)
          .createQueryBuilder('payment')
          .where('payment.id = :id', { id })
          .setLock('pessimistic_write')
          .getOne()
      : null;
    if (!payment) throw new AppError(PaymentErrorCode.NotFound);
    return payment;
  }

  private async allocatedOf(manager: EntityManager, paymentId: number): Promise<number> {
    const [row]: { sum: string }[] = await manager.query(
      'SELECT coalesce(sum(amount_haler), 0) AS sum FROM payment_allocation WHERE payment_id = $1 AND reversed_at IS NULL',
      [paymentId],
    );
    return Number(row?.sum ?? 0);
  }
}
