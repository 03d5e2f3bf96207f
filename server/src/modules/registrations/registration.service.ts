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
  pragueDay,
  pragueToday,
  RegistrationErrorCode,
  registrationSchema,
  WaitlistOfferState,
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
import type { AppCounters } from '../../core/counters';
import { poolOf } from '../../core/database/data-source';
import { filterSpecOf } from '../../core/filter-field';
import { DurableCommits } from '../../core/database/durable-commits';
import { AppError } from '../../core/errors';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import { recordPhotoConsentChange, registrationConsentKinds, registrationConsentsSql } from '../legal/legal.consents';
import { queueMailSql, type MailOutbox } from '../mail/mail.outbox';
import { Schedule } from '../schedules/schedule.entity';
import { saveCampPaperwork } from '../camps/paperwork/camp-paperwork';
import { writeExport } from '../../core/export';
import { ExportSlot, exportSql, registrationExport } from './registration.export';
import { earlierSend, idempotentSend, type IdempotentSend } from './registration.idempotency';
import { Registration, VARIABLE_SYMBOL_SEQUENCE } from './registration.entity';
import { RegistrationFilter } from './registration.inputs';
import { registrationScope } from './registration.scope';
import { RegistrationMailKind } from './registration.mail';
import { COURSE_WINDOW_MS, type RegistrationLimits, type Sender, type SenderCounts } from './registration.limits';
import { holdsPlace, OF_TARGET } from './registration.rules';
import { closeOpenOffer, offerFreedPlacesOf, type OfferClosing } from '../waitlist/waitlist.offers';
import { WaitlistMailKind } from '../waitlist/waitlist.mail';
import { priorityUntilSql } from '../reenrolment/reenrolment.window';
import { settleRegistrations } from './registration.settle';
import { receiptPayment } from './registration.payment';
import type { RegistrationMark, RegistrationReceipt } from './registration.types';
import { applyDiscountOnPlace, type AppliedDiscount } from '../payments/pricing/discount.apply';
import { campTerms, campTermsColumns, planOf, termsOf } from '../payments/pricing/pricing.deposit.types';

// The catalogue's texts under the names the tests compare answers with.
export const FULL_INCLUDING_REPLACEMENTS = errorMessage(RegistrationErrorCode.Full);
export const PAID_CANNOT_BE_CANCELLED = errorMessage(RegistrationErrorCode.PaidCannotBeCancelled);
const MAX_BATCH = REGISTRATION_SELECTION_MAX;
/** A pause in public registrations this long sends their e-mails (mailAfterBurst)... */
const MAIL_QUIET_MS = 200;
/** ...and none waits longer than this for one. */
const MAIL_MAX_WAIT_MS = 2000;
/** 300,000 rows take ~20 s here; a slow line gets ten minutes for the file. */
const EXPORT_MAX_MS = 10 * 60 * 1000;

/** The ids of a bulk action: 1 to MAX_BATCH registration ids, each once. */
export function checkedBatch(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_BATCH || unique.some((id) => !isRecordId(id)))
    throw new AppError(RegistrationErrorCode.BatchSize, { params: { max: MAX_BATCH }, field: 'ids' });
  return unique;
}

/** A new registration, as the receipt and the consents need it, with the discount its place got. */
type Inserted = Pick<Registration, 'id' | 'type' | 'replacement' | 'variableSymbol' | 'childFullName'> & {
  discount: AppliedDiscount | null;
};

/** The active registrations (alias r) of a slot or camp (`id`) with a birth date (`born`): the
 * condition, and the aggregate of them as JSON text (compared as a whole, so that what was read
 * before a lock can be checked under it). */
const SAME_BIRTH_DATE: Record<RegistrationType, (id: string, born: string) => { where: string; json: string }> = {
  [RegistrationType.course]: (id, born) => sameBirthDate('schedule_id', id, born),
  [RegistrationType.camp]: (id, born) => sameBirthDate('camp_id', id, born),
};
function sameBirthDate(column: string, id: string, born: string) {
  const where = `r.cancelled_at IS NULL AND r.${column} = ${id} AND r.child_born_year = ${born}`;
  return {
    where,
    json: `coalesce(json_agg(json_build_object('id', r.id, 'childFullName', r.child_full_name, 'email', r.email) ORDER BY r.id)
                     FILTER (WHERE ${where}), '[]')::text`,
  };
}

/** An active registration with the same birth date as a form's child, for the same slot or camp. */
interface SameBirthDate {
  id: number;
  childFullName: string;
  email: string;
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
  /** A camp's deposit terms, where the camp was read by targetOf (the receipt's payment). */
  depositAmount?: number | null;
  balanceDueDays?: number;
  campFrom?: string;
}

/** What a Target is read from, a course or camp as `c`. */
const TARGET_COLUMNS =
  'c.id, c.capacity, c.max_capacity AS "maxCapacity", c.category, (c.visible AND c.active) AS open, c.title, c.price';

/** The slot or camp a form is for. */
const targetIdOf = (values: RegistrationValues) => values.scheduleId ?? values.campId ?? 0;

/** The parent's customer record, found by e-mail or created from the form ($1-$4: first and last name,
 * e-mail, phone; `from`: a FROM clause that may select no row, then nothing is written), answering its
 * id. Never changed here: whoever knows a parent's e-mail could otherwise rewrite their name and
 * phone. The registration keeps the contact details it was sent with; staff see where they differ.
 * The no-op update returns the id of an existing record, also one another transaction has just
 * committed (DO NOTHING would return no row for it). */
const customerUpsert = (
  from = '',
) => `INSERT INTO customer (first_name, last_name, email, phone) SELECT $1, $2, $3, $4 ${from}
  ON CONFLICT ((lower(email))) DO UPDATE SET email = customer.email
  RETURNING id`;
const customerValues = (values: RegistrationValues) => [
  values.parentFirstName,
  values.parentLastName,
  values.email,
  values.phone,
];

export class RegistrationService extends CrudService<Registration, RegistrationValues> {
  /** The shared flush registrations wait for before they are answered (see register). */
  private readonly durable: DurableCommits;

  /** `mail` is told of each change a parent must hear about (inside its transaction) and kicked
   * after the commit (after a burst of public registrations, see mailAfterBurst); accepted waitlist offers reach it through registration_event. `limits` hold the
   * public form back (none: unlimited). `payee`: the operator's account, for the payment on the
   * receipt (none: the receipt has no payment). */
  constructor(
    dataSource: DataSource,
    private readonly mail?: MailOutbox,
    private readonly limits?: RegistrationLimits,
    private readonly payee?: { iban: string },
    private readonly counters?: AppCounters,
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
        waitlistOffer: ['id'],
        discount: ['discountHaler', 'discountName', 'discountReason'],
      },
      // The grid's largest page; it draws only the rows in view.
      pageLimit: REGISTRATION_PAGE_LIMIT,
      read: 'registration.read',
      write: 'registration.write',
      // A lector reads the children of their own slots and camps; a registration outside is "not found".
      scope: (actor, bind) => registrationScope(actor, '"registration"', bind),
      notFound: RegistrationErrorCode.NotFound,
    });
    this.durable = new DurableCommits(dataSource);
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
    challenge?: unknown,
  ): Promise<RegistrationReceipt> {
    try {
      const receipt = await this.registerOnce(actor, input, clientAddress, idempotencyKey, challenge);
      this.counters?.registrations.inc({ outcome: receipt.replacement ? 'replacement' : 'registered' });
      return receipt;
    } catch (error) {
      this.counters?.registrations.inc({ outcome: error instanceof AppError ? 'refused' : 'failed' });
      throw error;
    }
  }

  private async registerOnce(
    actor: Actor,
    input: unknown,
    clientAddress: string,
    idempotencyKey?: unknown,
    challenge?: unknown,
  ): Promise<RegistrationReceipt> {
    // The permission, not "is logged in": a lector's token is the public form's (issue 21).
    const privileged = mayPerform(actor?.role, 'registration.write');
    const limits = privileged ? undefined : this.limits;
    let values: RegistrationValues;
    let key: { idempotencyKey?: string | null };
    try {
      values = await validateInput(registrationSchema, input);
      key = await validateInput(idempotencySchema, { idempotencyKey });
    } catch (error) {
      // A malformed form counts from its address all the same (a flood of them is a flood).
      await limits?.fromAddress(clientAddress);
      throw error;
    }
    const address = await limits?.fromAddressForEmail(clientAddress, values.email);
    // A solution is checked whenever one is sent (a wrong one is refused), asked for when the address
    // is busy; taken (used once) in the transaction below.
    const solved = limits && challenge != null && challenge !== '' ? await limits.challenges.check(challenge) : null;
    if (limits && address?.busy && !solved) throw await limits.challenges.required();
    const sender = limits?.senderOf(clientAddress, values.email) ?? null;
    const send = idempotentSend(key.idempotencyKey, values);
    await limits?.challenges.ready();
    const receipt = await this.dataSource.transaction(async (manager) => {
      const earlierId = send && (await earlierSend(manager, send));
      if (earlierId) return this.receiptOf(manager, earlierId);
      if (solved) await limits?.challenges.take(manager, solved);
      // Before the course's lock, what needs no lock: the refusals of the course itself and the same
      // child's earlier registrations as they are now.
      const seen = await this.formTarget(manager, values);
      if (!seen || (!privileged && !seen.open)) throw this.unknownTarget(values.type);
      // The course continues a term whose families register first (issue 45): the public waits.
      if (!privileged && seen.priorityUntil)
        throw new AppError(RegistrationErrorCode.PriorityWindow, {
          params: { until: new Date(seen.priorityUntil).toISOString() },
        });
      this.checkAge(values.childBornYear, seen);

      // Under the lock only the capacity decision and the insert, in as few statements as may be: the
      // next parent for the course waits for this commit.
      const target = await this.lockTarget(manager, values);
      if (!target) throw this.unknownTarget(values.type);
      const source = privileged ? ConsentSource.staff : ConsentSource.form;
      let expected = seen.sameBirthDate;
      let earlier = this.earlierOfSameChild(expected, values);
      let registration: Inserted | null = null;
      // Twice at most: the second time under the lock on what the first found.
      for (let attempt = 0; !registration; attempt += 1) {
        if (attempt === 2) throw new AppError(RegistrationErrorCode.ChangedMeanwhile);
        const placed = await this.placeAndInsert(manager, values, target, expected, earlier, send, source, sender);
        // The sender's registrations to the course or camp, counted under its lock: a refusal rolls
        // back the registration the statement made.
        const limited = await limits?.forCourse(placed.senders, solved !== null);
        if (limited) throw limited;
        if (!placed.registration && placed.active >= target.maxCapacity) throw new AppError(RegistrationErrorCode.Full);
        // The same child's registrations changed before the lock: decided again on what is there now
        // (nothing changes it while the lock is held).
        if (placed.sameBirthDate !== expected) {
          expected = placed.sameBirthDate;
          earlier = this.earlierOfSameChild(expected, values);
        }
        // After the capacity and the limits, so a repeat meets every refusal a new registration would.
        if (earlier.fromSameEmail)
          return this.repeated(manager, earlier.fromSameEmail, values, target, placed.confirmed);
        registration = placed.registration;
      }
      if (values.type === RegistrationType.camp) await saveCampPaperwork(manager, registration.id, values);
      return this.receipt(manager, registration, target);
    });
    // The commit let the course's lock go without waiting for the disk (placeAndInsert): the answer
    // waits for it here, one flush for everyone who committed meanwhile (group commit).
    await this.durable.flushed();
    this.mailAfterBurst();
    return receipt;
  }

  /** A family continuing into the next term (reenrolment module), in the caller's transaction: a new
   * registration of `values` (the old one's child and parent) holding a place in its slot, with the
   * consents the family confirmed on its page, its own variable symbol and the confirmation e-mail
   * with the payment and its QR code. Null when the course has no free place. The caller awaits
   * `continued()` after its commit. */
  async insertContinuing(manager: EntityManager, values: RegistrationValues): Promise<Inserted | null> {
    const target = await this.lockTarget(manager, values);
    const seen = await this.formTarget(manager, values);
    if (!target || !seen) throw this.unknownTarget(values.type);
    const { confirmed } = await this.tally(manager, target, 0);
    if (confirmed >= target.capacity) return null;
    const earlier = this.earlierOfSameChild(seen.sameBirthDate, values);
    const placed = await this.placeAndInsert(
      manager,
      values,
      target,
      seen.sameBirthDate,
      { first: earlier.first, fromSameEmail: null },
      null,
      ConsentSource.form,
    );
    return placed.registration;
  }

  /** After the commit of insertContinuing: its flush to disk, then its e-mail. */
  async continued(): Promise<void> {
    await this.durable.flushed();
    this.mail?.kick();
  }

  private mailTimer: NodeJS.Timeout | null = null;
  private mailWaitingSince: number | null = null;

  /** The outbox is kicked once public registrations pause (MAIL_QUIET_MS), or MAIL_MAX_WAIT_MS after
   * the first e-mail left waiting: on an enrollment night composing and writing an e-mail per parent
   * (a QR code each) would take the CPU the next registrations wait for. The messages are in the
   * outbox already, so the sweep sends them all the same should this process stop. */
  private mailAfterBurst(): void {
    if (!this.mail) return;
    const now = Date.now();
    this.mailWaitingSince ??= now;
    if (this.mailTimer) clearTimeout(this.mailTimer);
    this.mailTimer = setTimeout(
      () => {
        this.mailTimer = null;
        this.mailWaitingSince = null;
        this.mail?.kick();
      },
      Math.max(0, Math.min(MAIL_QUIET_MS, this.mailWaitingSince + MAIL_MAX_WAIT_MS - now)),
    );
    this.mailTimer.unref();
  }

  /** Under the target's lock, in one statement: the registrations holding a place and those not
   * cancelled, the same child's candidates (SAME_BIRTH_DATE), and when there is room (below
   * maxCapacity), the candidates are still `expected` and `earlier` found no repeat among them, a new
   * registration of the form (a place below capacity, else the waiting list) with its parent's
   * customer record (customerUpsert), its consents from `source` and its e-mail in the outbox (sent
   * after the commit). Created at the moment of the insert, not the transaction's start: under the
   * lock, so the waiting list's order (created_at, id) is the order the places were given in. The
   * transaction then commits without waiting for the disk (DurableCommits): register() awaits it. */
  private async placeAndInsert(
    manager: EntityManager,
    values: RegistrationValues,
    target: Target,
    expected: string,
    earlier: { first: number | null; fromSameEmail: number | null },
    send: IdempotentSend | null,
    source: ConsentSource,
    sender: Sender | null = null,
  ): Promise<{
    confirmed: number;
    active: number;
    sameBirthDate: string;
    senders: SenderCounts;
    registration: Inserted | null;
  }> {
    const row: Record<string, unknown> = {
      ...this.columns(values),
      branchId: target.branchId,
      dueHaler: target.price * 100,
      possibleDuplicateOfId: earlier.first,
      idempotencyKey: send?.key ?? null,
      idempotencyHash: send?.hash ?? null,
      senderAddress: sender?.address ?? null,
      senderMailbox: sender?.mailbox ?? null,
    };
    const metadata = manager.connection.getMetadata(Registration);
    const keys = Object.keys(row).filter((key) => row[key] !== undefined);
    const columns = keys.map((key) => {
      const column = metadata.findColumnWithPropertyName(key);
      if (!column) throw new Error(`Registration has no column ${key}`);
      return `"${column.databaseName}"`;
    });
    const parameters = [
      ...customerValues(values),
      target.id,
      targetIdOf(values),
      values.childBornYear,
      !earlier.fromSameEmail,
      target.maxCapacity,
      expected,
      target.capacity,
      registrationConsentKinds(values.photoConsent),
      source,
      sender?.address ?? null,
      sender?.mailbox ?? null,
      COURSE_WINDOW_MS,
      ...keys.map((key) => row[key]),
    ];
    const mailKind = `CASE WHEN r.replacement THEN '${RegistrationMailKind.replacement}' ELSE '${RegistrationMailKind.confirmation}' END`;
    const [placed] = await manager.query(
      `WITH tally AS (
         SELECT count(*) FILTER (WHERE ${holdsPlace('r')})::int AS confirmed,
                count(*) FILTER (WHERE r.cancelled_at IS NULL)::int AS active,
                ${SAME_BIRTH_DATE[values.type]('$6', '$7').json} AS "sameBirthDate"
           FROM registration r WHERE ${OF_TARGET[target.kind]('$5')}
       ), senders AS (
         SELECT count(*) FILTER (WHERE r.sender_address = $14)::int AS "fromAddress",
                count(*) FILTER (WHERE r.sender_mailbox = $15)::int AS "forMailbox",
                extract(epoch FROM min(r.created_at) FILTER (WHERE r.sender_address = $14) + $16 * interval '1 millisecond' - now()) * 1000 AS "addressWaitMs",
                extract(epoch FROM min(r.created_at) FILTER (WHERE r.sender_mailbox = $15) + $16 * interval '1 millisecond' - now()) * 1000 AS "mailboxWaitMs"
           FROM registration r
          WHERE (r.sender_address = $14 OR r.sender_mailbox = $15)
            AND r.created_at > now() - $16 * interval '1 millisecond' AND ${OF_TARGET[target.kind]('$5')}
       ), go AS (
         SELECT confirmed FROM tally WHERE $8::boolean AND active < $9 AND "sameBirthDate" = $10
       ), customer AS (${customerUpsert('FROM go')}
       ), inserted AS (
         INSERT INTO registration (${columns.join(', ')}, replacement, customer_id, created_at)
         SELECT ${keys.map((_, index) => `$${index + 17}`).join(', ')}, go.confirmed >= $11, customer.id, clock_timestamp()
           FROM go, customer
         RETURNING id, variable_symbol::text AS "variableSymbol", replacement, email
       ), consents AS (${registrationConsentsSql('inserted', '$12', '$13')}
       )${this.mail ? `, mailed AS (${queueMailSql('inserted', mailKind)})` : ''}
       SELECT tally.*, row_to_json(senders) AS senders,
              json_build_object('id', inserted.id, 'variableSymbol', inserted."variableSymbol", 'replacement', inserted.replacement) AS registration,
              ${DurableCommits.ASYNC_COMMIT_SQL} AS "asyncCommit"
         FROM tally CROSS JOIN senders LEFT JOIN inserted ON true`,
      parameters,
    );
    const inserted: Omit<Inserted, 'discount'> | null =
      placed.registration.id === null
        ? null
        : { ...placed.registration, type: values.type, childFullName: values.childFullName };
    // A place taken gets its discount once, before the e-mail (queued above, written after the
    // commit) reads what is due.
    const discount = inserted && !inserted.replacement ? await applyDiscountOnPlace(manager, inserted.id, true) : null;
    return { ...placed, registration: inserted && { ...inserted, discount } };
  }

  /** The same child for the same slot or camp from the same e-mail address again. Whoever knows a
   * family's details could send that and learn from the answer the first registration's id, variable
   * symbol and place: so the sender gets what a new registration would get (an id and a variable
   * symbol drawn from their sequences, which no registration will ever have, and the place a new one
   * would take), no second registration is made, and the family hears of it at the stored e-mail. */
  private async repeated(
    manager: EntityManager,
    firstId: number,
    values: RegistrationValues,
    target: Target,
    confirmed: number,
  ): Promise<RegistrationReceipt> {
    await this.mail?.queue(manager, firstId, RegistrationMailKind.repeated);
    const [drawn]: { id: number; variableSymbol: string }[] = await manager.query(
      `SELECT nextval(pg_get_serial_sequence('registration', 'id'))::int AS id, nextval($1)::text AS "variableSymbol"`,
      [VARIABLE_SYMBOL_SEQUENCE],
    );
    return this.withPayment(manager, target, new Date(), {
      id: drawn!.id,
      type: values.type,
      replacement: confirmed >= target.capacity,
      variableSymbol: drawn!.variableSymbol,
      childFullName: values.childFullName,
      title: target.title,
      price: target.price,
      discount: null,
      alreadyRegistered: false,
    });
  }

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
    const slot = await ExportSlot.take(poolOf(this.dataSource));
    if (!slot) throw new AppError(RegistrationErrorCode.ExportsBusy);
    // A reader that stops reading is cut by the server's idle timeout; one that reads a trickle is cut
    // here, so no client holds a slot and its cursor for longer (closing the answer ends the export).
    const deadline = setTimeout(() => out.destroy(), EXPORT_MAX_MS);
    try {
      const shape = registrationExport(actor);
      const withMakeups = shape.columns.some((column) => column.key === 'makeups');
      await writeExport(format, shape, slot.batches(exportSql(where.sql, order, withMakeups), where.values), out);
    } finally {
      clearTimeout(deadline);
      await slot.release();
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
   * flag, under the same capacity rule. A place freed in the old course is offered to its first waiting replacement. */
  override async update(actor: Actor, id: number, input: unknown): Promise<Registration> {
    authorize(actor, this.options.write);
    const values = await validateInput(registrationUpdateSchema, input);
    const wantsReplacement = values.replacement;
    await this.dataSource.transaction(async (manager) => {
      const [registration, oldTarget] = await this.lockRegistration(manager, id, [values]);
      const newTarget = await this.targetOf(manager, values.type, values.scheduleId ?? values.campId ?? 0);
      if (!newTarget) throw this.unknownTarget(values.type);
      if (values.branchId != null && values.branchId !== newTarget.branchId) {
        throw new AppError(RegistrationErrorCode.BranchNotOfTarget, { field: 'branchId' });
      }
      this.checkAge(values.childBornYear, newTarget);
      const moved = newTarget.kind !== oldTarget.kind || newTarget.id !== oldTarget.id;
      const heldPlace = registration.cancelledAt === null && !registration.replacement;
      // A replacement offered a place holds it too; staff moving it or giving it the place end the offer.
      const offered =
        registration.cancelledAt === null &&
        registration.replacement &&
        (registration.heldUntil?.getTime() ?? 0) > Date.now();

      let replacement = wantsReplacement ?? (moved ? undefined : registration.replacement);
      if (registration.cancelledAt === null) {
        const { confirmed, active } = await this.tally(manager, newTarget, id);
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
        // The new course's or camp's price less the discount given is what is due now; what was paid
        // stays paid.
        ...(moved ? { dueHaler: Math.max(0, newTarget.price * 100 - registration.discountHaler) } : {}),
      });
      // Given a place now (by staff): its discount, once.
      if (registration.cancelledAt === null && registration.replacement && replacement === false)
        await applyDiscountOnPlace(manager, id);
      await recordPhotoConsentChange(manager, id, values.photoConsent, ConsentSource.staff);
      if (values.type === RegistrationType.camp) await saveCampPaperwork(manager, id, values);
      if (moved) await settleRegistrations(manager, [id]);
      if (offered && (moved || replacement === false)) {
        const state = moved ? WaitlistOfferState.withdrawn : WaitlistOfferState.accepted;
        await closeOpenOffer(manager, id, { state, byUserId: actor?.userId ?? null, byFamily: false });
      }
      if ((heldPlace && (moved || replacement === true)) || (offered && moved))
        await this.offerFreed(manager, oldTarget);
    });
    this.mail?.kick();
    return this.get(actor, id);
  }

  /** Cancels a registration (a paid one is refused); its place is offered to the first waiting replacement. The
   * parent is told in the same transaction, as of any other change to their child's place. */
  async cancel(actor: Actor, id: number): Promise<Registration> {
    authorize(actor, 'registration.cancel');
    await this.cancelNow(id, RegistrationErrorCode.PaidCannotBeCancelled, undefined, {
      state: WaitlistOfferState.withdrawn,
      byUserId: actor?.userId ?? null,
      byFamily: false,
    });
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
    return this.cancelNow(id, paidRefusal, record, {
      state: WaitlistOfferState.declined,
      byUserId: null,
      byFamily: true,
    });
  }

  private async cancelNow(
    id: number,
    paidRefusal: PlainErrorCode,
    record?: (manager: EntityManager) => Promise<void>,
    closing: OfferClosing = { state: WaitlistOfferState.withdrawn, byUserId: null, byFamily: false },
  ): Promise<boolean> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const [registration, target] = await this.lockRegistration(manager, id);
      // Money received is never dropped with a cancel: staff reverse or move the payments first.
      if (holdsPayment(registration.paymentState)) throw new AppError(paidRefusal);
      if (registration.cancelledAt !== null) return false;
      await manager.update(Registration, id, { cancelledAt: new Date() });
      await closeOpenOffer(manager, id, closing);
      await this.mail?.queue(manager, id, RegistrationMailKind.cancelled);
      await this.offerFreed(manager, target);
      await record?.(manager);
      return true;
    });
    this.mail?.kick();
    return cancelled;
  }

  override async delete(actor: Actor, id: number): Promise<boolean> {
    return (await this.deleteMany(actor, [id], true)) === 1;
  }

  /** Deletes registrations; freed places are offered to the first waiting replacements. Returns how many were
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
      // A replacement's held place (an open offer) is freed too: offered on.
      const freed = new Map<string, Target>();
      for (const { registration, target } of locked) {
        if (registration.cancelledAt === null) freed.set(`${target.kind}:${target.id}`, target);
      }
      await this.offerFreed(manager, ...freed.values());
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
    // The camp's paperwork lives in its own table (saveCampPaperwork).
    const {
      scheduleId,
      campId,
      pickupPersons: _pickupPersons,
      pickupParentsOnly: _pickupParentsOnly,
      leavesAlone: _leavesAlone,
      healthNotes: _healthNotes,
      insurer: _insurer,
      ...rest
    } = values;
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
            `SELECT 'camp' AS kind, ${TARGET_COLUMNS}, c.branch_id AS "branchId", ${campTermsColumns('c')}
               FROM camp c WHERE c.id = $1 ${forUpdate}`,
            [id],
          );
    return rows[0] ?? null;
  }

  /** The course (through the slot) or camp of a form, without locking, with the active registrations
   * of the slot or camp with its child's birth date (SAME_BIRTH_DATE). */
  private async formTarget(
    manager: EntityManager,
    values: RegistrationValues,
  ): Promise<(Target & { sameBirthDate: string; priorityUntil?: Date | null }) | null> {
    const { where, json } = SAME_BIRTH_DATE[values.type]('$1', '$2');
    const same = `(SELECT ${json} FROM registration r WHERE ${where}) AS "sameBirthDate"`;
    const rows: (Target & { sameBirthDate: string; priorityUntil?: Date | null })[] =
      values.type === RegistrationType.course
        ? await manager.query(
            // The course's priority window (issue 45) in the same read: the public waits until its end.
            `SELECT 'course' AS kind, ${TARGET_COLUMNS}, s.branch_id AS "branchId", ${same},
                    ${priorityUntilSql('c.id')} AS "priorityUntil"
               FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = $1`,
            [targetIdOf(values), values.childBornYear],
          )
        : await manager.query(
            `SELECT 'camp' AS kind, ${TARGET_COLUMNS}, c.branch_id AS "branchId", ${same} FROM camp c WHERE c.id = $1`,
            [targetIdOf(values), values.childBornYear],
          );
    return rows[0] ?? null;
  }

  private lockTarget(manager: EntityManager, values: RegistrationValues): Promise<Target | null> {
    return this.targetOf(manager, values.type, targetIdOf(values), true);
  }

  /** The registrations of a target holding a place and those not cancelled, but `except`. */
  private async tally(
    manager: EntityManager,
    target: Target,
    except: number,
  ): Promise<{ confirmed: number; active: number }> {
    const [row] = await manager.query(
      `SELECT count(*) FILTER (WHERE ${holdsPlace('r')})::int AS confirmed,
              count(*) FILTER (WHERE r.cancelled_at IS NULL)::int AS active
         FROM registration r WHERE ${OF_TARGET[target.kind]('$1')} AND r.id <> $2`,
      [target.id, except],
    );
    return row;
  }

  /** Offers the targets' freed places to their first waiting replacements (waitlist module, one
   * statement for them all): in the transaction that freed them, under the targets' locks, so a new
   * registration cannot take a place a replacement is owed an offer of. */
  private async offerFreed(manager: EntityManager, ...targets: Target[]): Promise<void> {
    await offerFreedPlacesOf(
      manager,
      targets,
      this.mail ? { offerKind: this.mail.known(WaitlistMailKind.waitlistOffer) } : null,
    );
  }

  /** Of the active registrations with the child's birth date for the same slot or camp (JSON from
   * SAME_BIRTH_DATE, checked under the target's lock, so two forms for one child cannot both miss
   * each other): the first of the same child (the name compared by nameKey), and the one from the
   * same e-mail address. The names are compared here, not in SQL, so the rule is the one in common/. */
  private earlierOfSameChild(
    sameBirthDate: string,
    values: RegistrationValues,
  ): { first: number | null; fromSameEmail: number | null } {
    const candidates: SameBirthDate[] = JSON.parse(sameBirthDate);
    const child = nameKey(values.childFullName);
    const same = candidates.filter((candidate) => nameKey(candidate.childFullName) === child);
    const fromSameEmail = same.find((candidate) => emailKey(candidate.email) === emailKey(values.email));
    return { first: same[0]?.id ?? null, fromSameEmail: fromSameEmail?.id ?? null };
  }

  /** The parent's customer record (customerUpsert). */
  private async customerOf(manager: EntityManager, values: RegistrationValues): Promise<number> {
    const [row] = await manager.query(customerUpsert(), customerValues(values));
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
   * registrations themselves, by id. Set-based: four statements however many there are (a bulk action
   * holds course locks meanwhile). Retries if one was moved in between. Changes that move no child on
   * or off a place (payments) lock only the registrations: lockRegistrationRows. */
  async lockRegistrations(
    manager: EntityManager,
    ids: number[],
    also: RegistrationValues[] = [],
  ): Promise<{ registration: Registration; target: Target }[]> {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    const slots = also.flatMap((form) =>
      form.type === RegistrationType.course && form.scheduleId ? [form.scheduleId] : [],
    );
    const alsoCamps = also.flatMap((form) => (form.type === RegistrationType.camp && form.campId ? [form.campId] : []));
    if (wanted.length === 0 && slots.length === 0 && alsoCamps.length === 0) return [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [where]: { courses: number[]; camps: number[] }[] = await manager.query(
        `SELECT array(SELECT s.course_id FROM registration r JOIN schedule s ON s.id = r.schedule_id WHERE r.id = ANY($1::int[])
                      UNION SELECT course_id FROM schedule WHERE id = ANY($2::int[])) AS courses,
                array(SELECT camp_id FROM registration WHERE id = ANY($1::int[]) AND camp_id IS NOT NULL
                      UNION SELECT unnest($3::int[])) AS camps`,
        [wanted, slots, alsoCamps],
      );
      const targets = await this.lockTargets(manager, where!.courses, where!.camps);
      if (wanted.length === 0) return [];
      const { entities, raw } = await manager
        .getRepository(Registration)
        .createQueryBuilder('registration')
        .leftJoin(Schedule, 'slot', 'slot.id = registration.scheduleId')
        .addSelect('slot.courseId', 'course_id')
        .where('registration.id = ANY(:ids)', { ids: wanted })
        .orderBy('registration.id')
        .setLock('pessimistic_write', undefined, ['registration'])
        .getRawAndEntities<{ registration_id: number; course_id: number | null }>();
      const courseOf = new Map(raw.map((row) => [row.registration_id, row.course_id]));
      const result: { registration: Registration; target: Target }[] = [];
      for (const registration of entities) {
        const course = courseOf.get(registration.id);
        const target = registration.scheduleId
          ? course != null && targets.get(`${RegistrationType.course}:${course}`)
          : registration.campId != null && targets.get(`${RegistrationType.camp}:${registration.campId}`);
        if (!target) break;
        result.push({ registration, target });
      }
      if (result.length === entities.length) return result;
    }
    throw new AppError(RegistrationErrorCode.ChangedMeanwhile);
  }

  /** Locks courses and then camps, each by id, answering them as targets by "kind:id". */
  private async lockTargets(
    manager: EntityManager,
    courses: readonly number[],
    camps: readonly number[],
  ): Promise<Map<string, Target>> {
    const locked: Target[] = [];
    for (const [kind, ids] of [
      [RegistrationType.course, courses],
      [RegistrationType.camp, camps],
    ] as const) {
      if (ids.length === 0) continue;
      // The branch of a course is its slot's: not read here (a form's target is read by targetOf).
      locked.push(
        ...(await manager.query(
          `SELECT '${kind}' AS kind, ${TARGET_COLUMNS}, ${kind === RegistrationType.camp ? 'c.branch_id' : 'NULL'} AS "branchId"
             FROM ${kind} c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE`,
          [[...ids]],
        )),
      );
    }
    return new Map(locked.map((target) => [`${target.kind}:${target.id}`, target]));
  }

  /** Locks these registrations alone, by id, for a change that moves no child on or off a place
   * (payments): it waits for a cancellation, a move or a deletion of them and they for it, but it
   * never holds a course, so registrations for the course go on meanwhile. Missing ids are left out. */
  async lockRegistrationRows(manager: EntityManager, ids: readonly number[]): Promise<Registration[]> {
    if (ids.length === 0) return [];
    return manager
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where('registration.id = ANY(:ids)', { ids: [...new Set(ids)] })
      .orderBy('registration.id')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** The answer a registration's first send got (with its current place or waiting-list state). */
  private async receiptOf(manager: EntityManager, id: number): Promise<RegistrationReceipt> {
    const registration = await manager.findOneByOrFail(Registration, { id });
    const target = await this.targetOf(manager, registration.type, registration.scheduleId ?? registration.campId ?? 0);
    if (!target) throw this.unknownTarget(registration.type);
    const discount =
      registration.discountName && registration.discountHaler > 0
        ? { amountHaler: registration.discountHaler, name: registration.discountName }
        : null;
    return this.receipt(manager, { ...registration, discount }, target, registration.createdAt);
  }

  private receipt(
    manager: EntityManager,
    registration: Inserted,
    target: Target,
    createdAt = new Date(),
  ): Promise<RegistrationReceipt> {
    return this.withPayment(manager, target, createdAt, {
      id: registration.id,
      type: registration.type,
      replacement: registration.replacement,
      variableSymbol: registration.variableSymbol,
      childFullName: registration.childFullName,
      title: target.title,
      price: target.price,
      discount: registration.discount && { ...registration.discount, reason: null },
      alreadyRegistered: false,
    });
  }

  /** With how to pay now; a camp with a deposit asks for the deposit and says when the balance is due. */
  private async withPayment(
    manager: EntityManager,
    target: Target,
    placedAt: Date,
    receipt: Omit<RegistrationReceipt, 'payment' | 'paymentPlan'>,
  ): Promise<RegistrationReceipt> {
    // Read with the camp under its lock (targetOf): no further query while the lock is held.
    const terms =
      target.kind !== RegistrationType.camp
        ? null
        : target.campFrom
          ? termsOf(target)
          : await campTerms(manager, target.id);
    const dueHaler = receipt.price * 100 - (receipt.discount?.amountHaler ?? 0);
    const paymentPlan = receipt.replacement
      ? null
      : planOf(terms, { dueHaler, receivedHaler: 0, placedOn: pragueDay(placedAt) });
    const payable = { ...receipt, paymentPlan };
    return { ...payable, payment: this.payee ? receiptPayment(this.payee.iban, payable) : null };
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
