// Registrations: the capacity rule under concurrency, the waiting list, payments, cancellation.
// A cancelled registration's payment is frozen; one with an issued invoice is never deleted.
// Every change that can move a child on or off a place locks the course or camp row first
// (courses before camps, by id), so concurrent requests for one course queue up and a parent is
// never promised a place that does not exist.
import {
  CampErrorCode,
  ConsentSource,
  emailKey,
  errorMessage,
  fitsAgeCategory,
  holdsPayment,
  idempotencySchema,
  mayPerform,
  nameKey,
  pragueToday,
  RegistrationErrorCode,
  registrationSchema,
  registrationUpdateSchema,
  RegistrationType,
  RegistrationSortField,
  REGISTRATION_PAGE_LIMIT,
  REGISTRATION_SELECTION_MAX,
  ScheduleErrorCode,
  type AgeCategory,
  type ErrorCode,
  type PlainErrorCode,
  type ExportFormat,
  type RegistrationValues,
} from '@kurzy/common';
import type { Writable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { CrudService, type Sort } from '../../core/crud';
import { poolOf } from '../../core/database/data-source';
import { filterSpecOf } from '../../core/filter-field';
import { AppError } from '../../core/errors';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import { recordPhotoConsentChange, recordRegistrationConsents } from '../legal/consent.record';
import { MailKind } from '../mail/mail-message.entity';
import type { MailOutbox } from '../mail/mail.outbox';
import { RegistrationEventType } from './registration-event.entity';
import { exportBatches, exportSql, writeExport } from './registration.export';
import { earlierSend, idempotentSend } from './registration.idempotency';
import { Registration, VARIABLE_SYMBOL_SEQUENCE } from './registration.entity';
import { RegistrationFilter } from './registration.inputs';
import { registrationScope } from './registration.scope';
import type { RegistrationLimits } from './registration.limits';
import { holdsPlace } from './registration.rules';
import { settleRegistrations } from './registration.settle';
import { receiptPayment } from './registration.payment';
import type { RegistrationMark, RegistrationReceipt } from './registration.types';

// The catalogue's texts under the names the tests compare answers with.
export const FULL_INCLUDING_REPLACEMENTS = errorMessage(RegistrationErrorCode.Full);
export const PAID_CANNOT_BE_CANCELLED = errorMessage(RegistrationErrorCode.PaidCannotBeCancelled);
const MAX_BATCH = REGISTRATION_SELECTION_MAX;
/** Exports running at once in one instance: each holds a pooled connection (of 20) until its client
 * has the whole file. */
export const MAX_RUNNING_EXPORTS = 4;
/** 300,000 rows take ~20 s here; a slow line gets ten minutes for the file. */
const EXPORT_MAX_MS = 10 * 60 * 1000;

/** The ids of a bulk action: 1 to MAX_BATCH registration ids, each once. */
export function checkedBatch(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_BATCH || unique.some((id) => !isRecordId(id)))
    throw new AppError(RegistrationErrorCode.BatchSize, { params: { max: MAX_BATCH }, field: 'ids' });
  return unique;
}

/** A course or a camp: what capacity is counted over. */
export interface Target {
  kind: RegistrationType;
  id: number;
  capacity: number;
  maxCapacity: number;
  category: AgeCategory;
  open: boolean;
  title: string;
  price: number;
  branchId: number | null;
}

/** What a Target is read from, a course or camp as `c`. */
const TARGET_COLUMNS =
  'c.id, c.capacity, c.max_capacity AS "maxCapacity", c.category, (c.visible AND c.active) AS open, c.title, c.price';

/** SQL selecting the registrations of one target (alias r), with the target id as $1. */
const OF_TARGET: Record<RegistrationType, string> = {
  [RegistrationType.course]: 'r.schedule_id IN (SELECT s.id FROM schedule s WHERE s.course_id = $1)',
  [RegistrationType.camp]: 'r.camp_id = $1',
};

export class RegistrationService extends CrudService<Registration, RegistrationValues> {
  /** `mail` is told of each change a parent must hear about (inside its transaction) and kicked
   * after the commit; waitlist promotions reach it through registration_event. `limits` hold the
   * public form back (none: unlimited). `payee`: the operator's account, for the payment on the
   * receipt (none: the receipt has no payment). */
  constructor(
    dataSource: DataSource,
    private readonly mail?: MailOutbox,
    private readonly limits?: RegistrationLimits,
    private readonly payee?: { iban: string },
  ) {
    super(dataSource, {
      entity: Registration,
      alias: 'registration',
      schema: registrationSchema,
      filters: filterSpecOf(RegistrationFilter),
      order: [
        { sql: '"registration"."created_at"', direction: 'DESC' },
        { sql: '"registration"."id"', direction: 'DESC' },
      ],
      sortable: {
        [RegistrationSortField.createdAt]: ['"registration"."created_at"'],
        // By surname (the name's last word), then the whole name (its first name first).
        [RegistrationSortField.childFullName]: [
          `regexp_replace("registration"."child_full_name", '^.*[[:space:]]', '') COLLATE "cs-x-icu"`,
          '"registration"."child_full_name" COLLATE "cs-x-icu"',
        ],
        [RegistrationSortField.childBornYear]: ['"registration"."child_born_year"'],
        [RegistrationSortField.parentLastName]: [
          '"registration"."parent_last_name" COLLATE "cs-x-icu"',
          '"registration"."parent_first_name" COLLATE "cs-x-icu"',
        ],
        [RegistrationSortField.email]: ['"registration"."email"'],
        [RegistrationSortField.phone]: ['"registration"."phone"'],
        [RegistrationSortField.type]: ['"registration"."type"'],
        [RegistrationSortField.paymentState]: ['"registration"."payment_state"'],
        [RegistrationSortField.replacement]: ['"registration"."replacement"'],
        [RegistrationSortField.variableSymbol]: ['"registration"."variable_symbol"'],
        [RegistrationSortField.cancelledAt]: ['"registration"."cancelled_at"'],
      },
      fieldColumns: {
        schedule: ['scheduleId'],
        course: ['scheduleId'],
        camp: ['campId'],
        invoice: ['id'],
        mailMessages: ['id'],
        customer: ['customerId'],
        contactDifferences: ['customerId', 'parentFirstName', 'parentLastName', 'phone'],
        possibleDuplicateOf: ['possibleDuplicateOfId'],
      },
      // The grid's largest page; it draws only the rows in view.
      pageLimit: REGISTRATION_PAGE_LIMIT,
      read: 'registration.read',
      write: 'registration.write',
      // A lector reads the children of their own slots and camps; a registration outside is "not found".
      scope: (actor, bind) => registrationScope(actor, '"registration"', bind),
      notFound: RegistrationErrorCode.NotFound,
    });
  }

  /** The public registration form, from `clientAddress`. The public (lectors included) is
   * rate-limited by address (every attempt, valid or not), by e-mail address and per course or camp
   * (registrations from one address and for one mailbox); those who may write registrations are not,
   * and may register to hidden or inactive courses. The same child sent again for the same slot or
   * camp from the same e-mail address makes no second registration: the sender gets a receipt like a
   * new one's, the family an e-mail about it. From another e-mail address it is a new registration
   * that staff see as a possible duplicate. Either way the sender learns nothing of the first one. */
  async register(
    actor: Actor,
    input: unknown,
    clientAddress: string,
    idempotencyKey?: unknown,
  ): Promise<RegistrationReceipt> {
    // The permission, not "is logged in": a lector's token is the public form's (issue 21).
    const privileged = mayPerform(actor?.role, 'registration.write');
    const limits = privileged ? undefined : this.limits;
    await limits?.fromAddress(clientAddress);
    const values = await validateInput(registrationSchema, input);
    const key = await validateInput(idempotencySchema, { idempotencyKey });
    await limits?.forEmail(values.email);
    const send = idempotentSend(key.idempotencyKey, values);
    const receipt = await this.dataSource.transaction(async (manager) => {
      const earlierId = send && (await earlierSend(manager, send));
      if (earlierId) return this.receiptOf(manager, earlierId);
      const target = await this.lockTarget(manager, values);
      if (!target || (!privileged && !target.open)) throw this.unknownTarget(values.type);
      this.checkAge(values.childBornYear, target);

      const { confirmed, active } = await this.count(manager, target);
      if (active >= target.maxCapacity) throw new AppError(RegistrationErrorCode.Full);
      await limits?.forCourse(manager, target, clientAddress, values.email);

      // After the capacity and the limits, so a repeat meets every refusal a new registration would.
      const earlier = await this.earlierOfSameChild(manager, values);
      if (earlier.fromSameEmail) return this.repeated(manager, earlier.fromSameEmail, values, target, confirmed);

      const customerId = await this.customerOf(manager, values);
      const registration = manager.create(Registration, {
        ...this.columns(values),
        replacement: confirmed >= target.capacity,
        branchId: target.branchId,
        customerId,
        dueHaler: target.price * 100,
        possibleDuplicateOfId: earlier.first?.id ?? null,
        idempotencyKey: send?.key ?? null,
        idempotencyHash: send?.hash ?? null,
      });
      await manager.save(registration);
      await recordRegistrationConsents(manager, registration, privileged ? ConsentSource.staff : ConsentSource.form);
      await this.mail?.queue(
        manager,
        registration.id,
        registration.replacement ? MailKind.replacement : MailKind.confirmation,
      );
      return this.receipt(registration, target);
    });
    this.mail?.kick();
    return receipt;
  }

  /** The same child for the same slot or camp from the same e-mail address again. Whoever knows a
   * family's details could send that and learn from the answer the first registration's id, variable
   * symbol and place: so the sender gets what a new registration would get (an id and a variable
   * symbol drawn from their sequences, which no registration will ever have, and the place a new one
   * would take), no second registration is made, and the family hears of it at the stored e-mail. */
  private async repeated(
    manager: EntityManager,
    first: Registration,
    values: RegistrationValues,
    target: Target,
    confirmed: number,
  ): Promise<RegistrationReceipt> {
    await this.mail?.queue(manager, first.id, MailKind.repeated);
    const [drawn]: { id: number; variableSymbol: string }[] = await manager.query(
      `SELECT nextval(pg_get_serial_sequence('registration', 'id'))::int AS id, nextval($1)::text AS "variableSymbol"`,
      [VARIABLE_SYMBOL_SEQUENCE],
    );
    return this.withPayment({
      id: drawn!.id,
      type: values.type,
      replacement: confirmed >= target.capacity,
      variableSymbol: drawn!.variableSymbol,
      childFullName: values.childFullName,
      title: target.title,
      price: target.price,
      alreadyRegistered: false,
    });
  }

  private runningExports = 0;

  /** Every registration the filter finds, in the sort's order (exactly the grid's search, all pages),
   * written to `out` as a file of the format; with `ids`, only those of them (a selection). A bad
   * filter, sort or selection is refused before anything is written. */
  async exportTo(
    actor: Actor,
    filter: object | null | undefined,
    sort: Sort | null | undefined,
    format: ExportFormat,
    out: Writable,
    ids?: number[],
  ): Promise<void> {
    const { where: found, order } = this.searchClauses(actor, filter, sort);
    const where = ids ? this.narrowedTo(found, checkedBatch(ids)) : found;
    if (this.runningExports >= MAX_RUNNING_EXPORTS) throw new AppError(RegistrationErrorCode.ExportsBusy);
    this.runningExports += 1;
    // A reader that stops reading is cut by the server's idle timeout; one that reads a trickle is cut
    // here, so no client holds a slot and its cursor for longer (closing the answer ends the export).
    const deadline = setTimeout(() => out.destroy(), EXPORT_MAX_MS);
    try {
      const batches = exportBatches(poolOf(this.dataSource), exportSql(where.sql, order), where.values);
      await writeExport(format, batches, out);
    } finally {
      clearTimeout(deadline);
      this.runningExports -= 1;
    }
  }

  /** Every registration the filter finds (the grid's search, all pages), by id, with what a bulk
   * action on them needs: "select all N matching" in the grid. Refused beyond MAX_BATCH, the most one
   * bulk action takes, so that a selection is always something an action can carry out. */
  async matching(actor: Actor, filter: object | null | undefined): Promise<RegistrationMark[]> {
    const { where } = this.searchClauses(actor, filter, null);
    const from = `FROM "registration" "registration" ${where.sql}`;
    const marks: RegistrationMark[] = await this.dataSource.query(
      `SELECT "registration"."id", "registration"."child_full_name" AS "childFullName",
              "registration"."variable_symbol"::text AS "variableSymbol", "registration"."email",
              "registration"."payment_state" AS "paymentState", "registration"."cancelled_at" IS NOT NULL AS "cancelled"
         ${from} ORDER BY "registration"."id" LIMIT ${MAX_BATCH + 1}`,
      where.values,
    );
    if (marks.length <= MAX_BATCH) return marks;
    const [{ found }] = await this.dataSource.query(`SELECT count(*)::int AS found ${from}`, where.values);
    throw new AppError(RegistrationErrorCode.SelectionTooLarge, { params: { found, max: MAX_BATCH } });
  }

  /** A search's WHERE clause narrowed to these registrations. */
  private narrowedTo(where: { sql: string; values: unknown[] }, ids: number[]) {
    const values = [...where.values, ids];
    const only = `"registration"."id" = ANY($${values.length}::int[])`;
    return { sql: where.sql ? `${where.sql} AND ${only}` : ` WHERE ${only}`, values };
  }

  /** Registrations by id, for a field that points at another registration. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<Map<number, Registration>> {
    const registrations = await this.readable(actor).andWhere('"registration"."id" IN (:...ids)', { ids }).getMany();
    return new Map(registrations.map((registration) => [registration.id, registration]));
  }

  /** Staff create through the generic API (REST `POST /registrations`): the public form's rules. */
  override async create(actor: Actor, input: unknown): Promise<Registration> {
    authorize(actor, this.options.write);
    const { id } = await this.register(actor, input, '');
    return this.get(actor, id);
  }

  /** Staff edit: the same form; may move the child to another slot or camp and set the waiting-list
   * flag, under the same capacity rule. A place freed in the old course goes to its oldest replacement. */
  override async update(actor: Actor, id: number, input: unknown): Promise<Registration> {
    authorize(actor, this.options.write);
    const values = await validateInput(registrationUpdateSchema, input);
    const wantsReplacement = values.replacement;
    await this.dataSource.transaction(async (manager) => {
      const [registration, oldTarget] = await this.lockRegistration(manager, id, [values]);
      const newTarget = await this.targetOf(manager, values.type, values.scheduleId ?? values.campId ?? 0);
      if (!newTarget) throw this.unknownTarget(values.type);
      this.checkAge(values.childBornYear, newTarget);
      const moved = newTarget.kind !== oldTarget.kind || newTarget.id !== oldTarget.id;
      const heldPlace = registration.cancelledAt === null && !registration.replacement;

      let replacement = wantsReplacement ?? (moved ? undefined : registration.replacement);
      if (registration.cancelledAt === null) {
        const { confirmed, active } = await this.count(manager, newTarget, id);
        if (moved && active >= newTarget.maxCapacity) throw new AppError(RegistrationErrorCode.Full);
        if (replacement === false && confirmed >= newTarget.capacity && (moved || registration.replacement)) {
          throw new AppError(RegistrationErrorCode.NoFreePlace, { field: 'replacement' });
        }
        replacement ??= confirmed >= newTarget.capacity;
      }
      const customerId = await this.customerOf(manager, values);
      await manager.update(Registration, id, {
        ...this.columns(values),
        replacement: replacement ?? registration.replacement,
        branchId: newTarget.branchId,
        customerId,
        // The new course's or camp's price is what is due now; what was paid stays paid.
        ...(moved ? { dueHaler: newTarget.price * 100 } : {}),
      });
      await recordPhotoConsentChange(manager, id, values.photoConsent, ConsentSource.staff);
      if (moved) await settleRegistrations(manager, [id]);
      if (heldPlace && (moved || replacement === true)) await this.promote(manager, oldTarget);
    });
    this.mail?.kick();
    return this.get(actor, id);
  }

  /** Cancels a registration (a paid one is refused); its place goes to the oldest replacement. The
   * parent is told in the same transaction, as of any other change to their child's place. */
  async cancel(actor: Actor, id: number): Promise<Registration> {
    authorize(actor, 'registration.cancel');
    await this.cancelNow(id, RegistrationErrorCode.PaidCannotBeCancelled);
    return this.get(actor, id);
  }

  /** A parent's cancellation from their page, whose link the parents module has checked: the rules
   * and e-mails of a staff cancellation, its own refusal of a paid place, and `record` (the page's
   * activity) in the same transaction. False when it was cancelled already. */
  async cancelForParent(
    id: number,
    paidRefusal: PlainErrorCode,
    record: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    authorize(null, 'parent.act');
    return this.cancelNow(id, paidRefusal, record);
  }

  private async cancelNow(
    id: number,
    paidRefusal: PlainErrorCode,
    record?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const [registration, target] = await this.lockRegistration(manager, id);
      // Money received is never dropped with a cancel: staff reverse or move the payments first.
      if (holdsPayment(registration.paymentState)) throw new AppError(paidRefusal);
      if (registration.cancelledAt !== null) return false;
      await manager.update(Registration, id, { cancelledAt: new Date() });
      await this.mail?.queue(manager, id, MailKind.cancelled);
      if (!registration.replacement) await this.promote(manager, target);
      await record?.(manager);
      return true;
    });
    this.mail?.kick();
    return cancelled;
  }

  override async delete(actor: Actor, id: number): Promise<boolean> {
    return (await this.deleteMany(actor, [id], true)) === 1;
  }

  /** Deletes registrations; freed places go to the oldest replacements. Returns how many were
   * deleted. A batch with a registration that has an issued invoice is refused as a whole. */
  async deleteMany(actor: Actor, ids: number[], mustExist = false): Promise<number> {
    authorize(actor, 'registration.delete');
    const wanted = checkedBatch(ids);
    const deleted = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lockRegistrations(manager, wanted);
      if (mustExist && locked.length === 0) throw new AppError(this.options.notFound);
      if (locked.length === 0) return 0;
      await this.refuseInvoiced(
        manager,
        locked.map(({ registration }) => registration.id),
      );
      await manager.query('DELETE FROM registration WHERE id = ANY($1::int[])', [
        locked.map(({ registration }) => registration.id),
      ]);
      const freed = new Map<string, Target>();
      for (const { registration, target } of locked) {
        if (registration.cancelledAt === null && !registration.replacement)
          freed.set(`${target.kind}:${target.id}`, target);
      }
      for (const target of freed.values()) await this.promote(manager, target);
      return locked.length;
    });
    this.mail?.kick();
    return deleted;
  }

  // --- the pieces -----------------------------------------------------------------------------

  /** Czech accounting keeps issued invoices: a registration with one is cancelled, never deleted.
   * The invoice number on the registration counts too (invoices issued before the invoice table). */
  private async refuseInvoiced(manager: EntityManager, ids: number[]): Promise<void> {
    const invoiced: { number: string }[] = await manager.query(
      `SELECT coalesce(i.number, r.invoice_number) AS number
         FROM registration r LEFT JOIN invoice i ON i.registration_id = r.id
        WHERE r.id = ANY($1::int[]) AND (i.registration_id IS NOT NULL OR r.invoice_number IS NOT NULL)
        ORDER BY r.id`,
      [ids],
    );
    if (invoiced.length > 0) {
      throw new AppError(RegistrationErrorCode.InvoicedCannotBeDeleted, {
        params: { invoices: invoiced.map(({ number }) => number) },
      });
    }
  }

  private unknownTarget(type: RegistrationType): AppError {
    return type === RegistrationType.course
      ? new AppError(ScheduleErrorCode.ChosenDoesNotExist, { field: 'scheduleId' })
      : new AppError(CampErrorCode.ChosenDoesNotExist, { field: 'campId' });
  }

  private checkAge(birthDate: string, target: Target): void {
    const today = pragueToday();
    if (!fitsAgeCategory(birthDate, target.category, today)) {
      const params = { type: target.kind, category: target.category, birthDate, today };
      throw new AppError(RegistrationErrorCode.ChildAgeOutsideBand, { params, field: 'childBornYear' });
    }
  }

  private columns(values: RegistrationValues) {
    const { scheduleId, campId, ...rest } = values;
    return {
      ...rest,
      scheduleId: values.type === RegistrationType.course ? (scheduleId as number) : null,
      campId: values.type === RegistrationType.camp ? (campId as number) : null,
    };
  }

  /** The course (through the slot) or camp of a form, without locking. */
  private async targetOf(
    manager: EntityManager,
    type: RegistrationType,
    id: number,
    lock = false,
  ): Promise<Target | null> {
    const forUpdate = lock ? (type === RegistrationType.course ? 'FOR UPDATE OF c' : 'FOR UPDATE') : '';
    const rows: Target[] =
      type === RegistrationType.course
        ? await manager.query(
            `SELECT 'course' AS kind, ${TARGET_COLUMNS}, s.branch_id AS "branchId"
               FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = $1 ${forUpdate}`,
            [id],
          )
        : await manager.query(
            `SELECT 'camp' AS kind, ${TARGET_COLUMNS}, c.branch_id AS "branchId"
               FROM camp c WHERE c.id = $1 ${forUpdate}`,
            [id],
          );
    return rows[0] ?? null;
  }

  /** The courses (through the slots) and camps of many registrations, by registration id: two
   * queries however many there are (a bulk action holds its locks meanwhile). */
  private async targetsOf(
    manager: EntityManager,
    registrations: readonly Registration[],
  ): Promise<Map<number, Target>> {
    const slots = registrations.flatMap((r) => (r.scheduleId ? [r.scheduleId] : []));
    const camps = registrations.flatMap((r) => (r.campId && !r.scheduleId ? [r.campId] : []));
    // One after the other: the transaction's queries share its one connection.
    const ofSlots: (Target & { slotId: number })[] =
      slots.length === 0
        ? []
        : await manager.query(
            `SELECT 'course' AS kind, ${TARGET_COLUMNS}, s.branch_id AS "branchId", s.id AS "slotId"
               FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = ANY($1::int[])`,
            [[...new Set(slots)]],
          );
    const ofCamps: Target[] =
      camps.length === 0
        ? []
        : await manager.query(
            `SELECT 'camp' AS kind, ${TARGET_COLUMNS}, c.branch_id AS "branchId"
               FROM camp c WHERE c.id = ANY($1::int[])`,
            [[...new Set(camps)]],
          );
    const bySlot = new Map(ofSlots.map(({ slotId, ...target }) => [slotId, target]));
    const byCamp = new Map(ofCamps.map((target) => [target.id, target]));
    const targets = new Map<number, Target>();
    for (const registration of registrations) {
      const target = registration.scheduleId
        ? bySlot.get(registration.scheduleId)
        : byCamp.get(registration.campId as number);
      if (target) targets.set(registration.id, target);
    }
    return targets;
  }

  private lockTarget(manager: EntityManager, values: RegistrationValues): Promise<Target | null> {
    return this.targetOf(manager, values.type, (values.scheduleId ?? values.campId) as number, true);
  }

  private async count(
    manager: EntityManager,
    target: Target,
    except = 0,
  ): Promise<{ confirmed: number; active: number }> {
    const [row] = await manager.query(
      `SELECT count(*) FILTER (WHERE ${holdsPlace('r')})::int AS confirmed, count(*) FILTER (WHERE r.cancelled_at IS NULL)::int AS active
         FROM registration r WHERE ${OF_TARGET[target.kind]} AND r.id <> $2`,
      [target.id, except],
    );
    return row;
  }

  /** Gives freed places to the oldest replacements (first come, first served) and records an event
   * for each, so the parent can be told. */
  private async promote(manager: EntityManager, target: Target): Promise<void> {
    for (;;) {
      const { confirmed } = await this.count(manager, target);
      if (confirmed >= target.capacity) return;
      // Promotion and its event in one statement; no row means nobody is waiting.
      const promoted: { id: number }[] = await manager.query(
        `WITH promoted AS (
           UPDATE registration SET replacement = false
            WHERE id = (SELECT r.id FROM registration r WHERE ${OF_TARGET[target.kind]} AND r.cancelled_at IS NULL AND r.replacement
                         ORDER BY r.created_at, r.id LIMIT 1)
            RETURNING id)
         INSERT INTO registration_event (registration_id, type) SELECT id, $2 FROM promoted RETURNING registration_id AS id`,
        [target.id, RegistrationEventType.promoted],
      );
      if (promoted.length === 0) return;
    }
  }

  /** Active registrations of the same child (birth date, and the name compared by nameKey) for the
   * same slot or camp: the first of all, and the one from the same e-mail address. Runs under the
   * target's lock, so two forms for one child cannot both miss each other. The names are compared
   * here, not in SQL, so the rule is the one in common/. */
  private async earlierOfSameChild(
    manager: EntityManager,
    values: RegistrationValues,
  ): Promise<{ first: { id: number } | null; fromSameEmail: Registration | null }> {
    const column = values.type === RegistrationType.course ? 'schedule_id' : 'camp_id';
    const candidates: { id: number; childFullName: string; email: string }[] = await manager.query(
      `SELECT id, child_full_name AS "childFullName", email FROM registration
        WHERE ${column} = $1 AND cancelled_at IS NULL AND child_born_year = $2 ORDER BY id`,
      [values.scheduleId ?? values.campId, values.childBornYear],
    );
    const child = nameKey(values.childFullName);
    const same = candidates.filter((candidate) => nameKey(candidate.childFullName) === child);
    const fromSameEmail = same.find((candidate) => emailKey(candidate.email) === emailKey(values.email));
    return {
      first: same[0] ?? null,
      fromSameEmail: fromSameEmail ? await manager.findOneByOrFail(Registration, { id: fromSameEmail.id }) : null,
    };
  }

  /** The parent's customer record, found by e-mail or created from the form. Never changed here:
   * whoever knows a parent's e-mail could otherwise rewrite their name and phone. The registration
   * keeps the contact details it was sent with; staff see where they differ. */
  private async customerOf(manager: EntityManager, values: RegistrationValues): Promise<number> {
    // The no-op update returns the id of an existing record, also one another transaction has
    // just committed (DO NOTHING would return no row for it).
    const [row] = await manager.query(
      `INSERT INTO customer (first_name, last_name, email, phone) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO UPDATE SET email = customer.email
       RETURNING id`,
      [values.parentFirstName, values.parentLastName, values.email, values.phone],
    );
    return row.id;
  }

  private async lockRegistration(
    manager: EntityManager,
    id: number,
    also: RegistrationValues[] = [],
  ): Promise<[Registration, Target]> {
    const [locked] = await this.lockRegistrations(manager, [id], also);
    if (!locked) throw new AppError(this.options.notFound);
    return [locked.registration, locked.target];
  }

  /** Locks the courses and camps of these registrations (and of `also` forms), courses before
   * camps and by id so two transactions never wait for each other in a circle, then the
   * registrations themselves. Retries if one was moved in between. Other modules changing a
   * registration (payments) take their locks here too. */
  async lockRegistrations(
    manager: EntityManager,
    ids: number[],
    also: RegistrationValues[] = [],
  ): Promise<{ registration: Registration; target: Target }[]> {
    if (ids.length === 0 && also.length === 0) return [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const current: { id: number; course: number | null; camp: number | null }[] = await manager.query(
        `SELECT r.id, s.course_id AS course, r.camp_id AS camp FROM registration r LEFT JOIN schedule s ON s.id = r.schedule_id WHERE r.id = ANY($1::int[])`,
        [ids],
      );
      const courses = new Set(current.map((row) => row.course).filter((id): id is number => id !== null));
      const camps = new Set(current.map((row) => row.camp).filter((id): id is number => id !== null));
      for (const form of also) {
        if (form.type === RegistrationType.camp && form.campId) camps.add(form.campId);
        if (form.type === RegistrationType.course && form.scheduleId) {
          const [slot] = await manager.query('SELECT course_id FROM schedule WHERE id = $1', [form.scheduleId]);
          if (slot) courses.add(slot.course_id);
        }
      }
      await manager.query('SELECT id FROM course WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [[...courses]]);
      await manager.query('SELECT id FROM camp WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [[...camps]]);
      const registrations =
        ids.length === 0
          ? []
          : await manager
              .getRepository(Registration)
              .createQueryBuilder('registration')
              .where('registration.id IN (:...ids)', { ids })
              .orderBy('registration.id')
              .setLock('pessimistic_write')
              .getMany();
      const targets = await this.targetsOf(manager, registrations);
      const result: { registration: Registration; target: Target }[] = [];
      let stale = false;
      for (const registration of registrations) {
        const target = targets.get(registration.id);
        if (!target || !(target.kind === RegistrationType.course ? courses : camps).has(target.id)) stale = true;
        else result.push({ registration, target });
      }
      if (!stale) return result;
    }
    throw new AppError(RegistrationErrorCode.ChangedMeanwhile);
  }

  /** The answer a registration's first send got (with its current place or waiting-list state). */
  private async receiptOf(manager: EntityManager, id: number): Promise<RegistrationReceipt> {
    const registration = await manager.findOneByOrFail(Registration, { id });
    const target = await this.targetOf(manager, registration.type, registration.scheduleId ?? registration.campId ?? 0);
    if (!target) throw this.unknownTarget(registration.type);
    return this.receipt(registration, target);
  }

  private receipt(registration: Registration, target: Target): RegistrationReceipt {
    return this.withPayment({
      id: registration.id,
      type: registration.type,
      replacement: registration.replacement,
      variableSymbol: registration.variableSymbol,
      childFullName: registration.childFullName,
      title: target.title,
      price: target.price,
      alreadyRegistered: false,
    });
  }

  private withPayment(receipt: Omit<RegistrationReceipt, 'payment'>): RegistrationReceipt {
    return { ...receipt, payment: this.payee ? receiptPayment(this.payee.iban, receipt) : null };
  }

  override refusals(call: 'read' | 'write' | 'delete'): ErrorCode[] {
    const own: Record<typeof call, ErrorCode[]> = {
      read: [],
      write: [
        RegistrationErrorCode.Full,
        RegistrationErrorCode.NoFreePlace,
        RegistrationErrorCode.ChildAgeOutsideBand,
        RegistrationErrorCode.ChangedMeanwhile,
        ScheduleErrorCode.ChosenDoesNotExist,
        CampErrorCode.ChosenDoesNotExist,
      ],
      delete: [RegistrationErrorCode.InvoicedCannotBeDeleted, RegistrationErrorCode.ChangedMeanwhile],
    };
    return [...super.refusals(call), ...own[call]];
  }
}
