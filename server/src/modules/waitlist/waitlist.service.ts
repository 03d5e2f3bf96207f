// Waiting-list offers (issue 42): a family accepts or declines on its page; staff list offers, offer
// by hand (also beyond capacity), move a deadline, withdraw, raise a priority; the sweep ends lapsed
// offers and offers places nobody was offered (capacity raised). Every step locks the course or camp
// row first (RegistrationService.lockRegistrations), as every change of a place does.
import { applyDiscountOnPlace } from '../payments/pricing/discount.apply';
import {
  handOfferSchema,
  RegistrationType,
  offerDeadlineSchema,
  WAITLIST_OFFER_STATES,
  WaitlistErrorCode,
  WaitlistOfferState,
  type WaitlistPassReason,
  waitlistPrioritySchema,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize, type Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import type { MailOutbox } from '../mail/mail.outbox';
import { RegistrationEventType } from '../registrations/registration-event.entity';
import { holdsPlace, OF_TARGET } from '../registrations/registration.rules';
import type { RegistrationService, Target } from '../registrations/registration.service';
import { WaitlistMailKind } from './waitlist.mail';
import {
  DEADLINE_JOINS,
  DEADLINE_OK,
  DEADLINE_SQL,
  offerFreedPlaces,
  offerFreedPlacesOf,
  WAITING,
} from './waitlist.offers';

/** The sweep's job on the app's runner (every SWEEP_MS: a deadline moved into the past by staff takes
 * effect within a minute). */
export const WAITLIST_SWEEP_JOB = 'waitlist.sweep';
export const SWEEP_MS = 15_000;
/** Offers ended in one sweep round at most (the next round takes the rest). */
const SWEEP_BATCH = 500;

/** One offer, as staff and the REST door list it. `state` is as of now: an open offer past its
 * deadline reads `expired` before the sweep has recorded it. */
export interface OfferRow {
  id: number;
  registrationId: number;
  state: WaitlistOfferState;
  offeredAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  overCapacity: boolean;
  offeredById: number | null;
  decidedById: number | null;
  decidedByFamily: boolean;
  /** The staff members who offered it by hand and who ended it, by name (the history's "who"). */
  offeredByName: string | null;
  decidedByName: string | null;
}

/** Why a replacement next in line was last passed over (waitlist_pass). */
export interface WaitlistPassRow {
  registrationId: number;
  reason: WaitlistPassReason;
  at: Date;
}

export interface OfferListFilter {
  scheduleId?: number | null;
  campId?: number | null;
  registrationId?: number | null;
  state?: WaitlistOfferState | null;
}

const OFFER_COLUMNS = `o.id, o.registration_id AS "registrationId",
  CASE WHEN o.state = 'offered' AND o.expires_at <= now() THEN 'expired' ELSE o.state::text END AS state,
  o.offered_at AS "offeredAt", o.expires_at AS "expiresAt",
  CASE WHEN o.state = 'offered' AND o.expires_at <= now() THEN o.expires_at ELSE o.decided_at END AS "decidedAt",
  o.over_capacity AS "overCapacity", o.offered_by_id AS "offeredById", o.decided_by_id AS "decidedById",
  o.decided_by_family AS "decidedByFamily",
  (SELECT u.name FROM "user" u WHERE u.id = o.offered_by_id) AS "offeredByName",
  (SELECT u.name FROM "user" u WHERE u.id = o.decided_by_id) AS "decidedByName"`;

/** A change of a replacement's priority (waitlist_priority_change), with who made it. */
export interface PriorityChangeRow {
  id: number;
  registrationId: number;
  fromPriority: number;
  toPriority: number;
  changedAt: Date;
  changedById: number | null;
  changedByName: string | null;
}

/** Who took a step: a staff member, the family on its page, or the system (null, false). */
interface Step {
  byUserId: number | null;
  byFamily: boolean;
}

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registrations: Pick<RegistrationService, 'lockRegistrations'>,
    private readonly mail: Pick<MailOutbox, 'known' | 'kick'> | null,
  ) {}

  private get offerMail() {
    return this.mail ? { offerKind: this.mail.known(WaitlistMailKind.waitlistOffer) } : null;
  }

  // --- the family -----------------------------------------------------------------------------

  /** The family takes the offered place (the parents module has checked its link): the registration
   * holds it for good and gets its payment e-mail (the registrations' "promoted" message). After the
   * deadline, WAITLIST_OFFER_EXPIRED (410). Accepting twice is no error. */
  async accept(registrationId: number, record?: (manager: EntityManager) => Promise<void>): Promise<true> {
    authorize(null, 'parent.act');
    await this.decide(registrationId, async (manager, offer) => {
      if (offer.state === WaitlistOfferState.accepted) return;
      await manager.query(
        `UPDATE waitlist_offer SET state = 'accepted', decided_at = now(), decided_by_family = true WHERE id = $1`,
        [offer.id],
      );
      await manager.query('UPDATE registration SET replacement = false, held_until = NULL WHERE id = $1', [
        registrationId,
      ]);
      // The place is the family's now: its discount, once (before the e-mail reads what is due).
      await applyDiscountOnPlace(manager, registrationId);
      await manager.query('INSERT INTO registration_event (registration_id, type) VALUES ($1, $2)', [
        registrationId,
        RegistrationEventType.promoted,
      ]);
      await record?.(manager);
    });
    return true;
  }

  /** "Nemám zájem": the family leaves the waiting list (the registration is cancelled) and the place is
   * offered to the next family at once. */
  async decline(registrationId: number, record?: (manager: EntityManager) => Promise<void>): Promise<true> {
    authorize(null, 'parent.act');
    await this.decide(registrationId, async (manager, offer, target) => {
      if (offer.state !== WaitlistOfferState.offered) throw new AppError(WaitlistErrorCode.NoOpenOffer);
      await manager.query(
        `UPDATE waitlist_offer SET state = 'declined', decided_at = now(), decided_by_family = true WHERE id = $1`,
        [offer.id],
      );
      await manager.query('UPDATE registration SET cancelled_at = now(), held_until = NULL WHERE id = $1', [
        registrationId,
      ]);
      await offerFreedPlaces(manager, target, this.offerMail);
      await record?.(manager);
    });
    return true;
  }

  /** The registration's newest offer under the locks: open (its deadline ahead) or accepted goes to
   * `act`; one past its deadline, lapsed or withdrawn answers 410; none, 409. */
  private async decide(
    registrationId: number,
    act: (manager: EntityManager, offer: { id: number; state: WaitlistOfferState }, target: Target) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [locked] = await this.registrations.lockRegistrations(manager, [registrationId]);
      if (!locked) throw new AppError(WaitlistErrorCode.NoOpenOffer);
      const [offer]: { id: number; state: WaitlistOfferState; lapsed: boolean }[] = await manager.query(
        `SELECT id, state, expires_at <= now() AS lapsed FROM waitlist_offer WHERE registration_id = $1 ORDER BY id DESC LIMIT 1`,
        [registrationId],
      );
      if (!offer || offer.state === WaitlistOfferState.declined) throw new AppError(WaitlistErrorCode.NoOpenOffer);
      if (
        offer.state === WaitlistOfferState.expired ||
        offer.state === WaitlistOfferState.withdrawn ||
        (offer.state === WaitlistOfferState.offered && offer.lapsed)
      )
        throw new AppError(WaitlistErrorCode.OfferExpired);
      if (locked.registration.cancelledAt !== null) throw new AppError(WaitlistErrorCode.NoOpenOffer);
      await act(manager, offer, locked.target);
    });
    this.mail?.kick();
  }

  /** The open offers of these registrations of a family, for its page. */
  async openOffers(registrationIds: readonly number[]): Promise<Map<number, Date>> {
    if (registrationIds.length === 0) return new Map();
    const rows: { registrationId: number; expiresAt: Date }[] = await this.dataSource.query(
      `SELECT registration_id AS "registrationId", expires_at AS "expiresAt" FROM waitlist_offer
        WHERE registration_id = ANY($1::int[]) AND state = 'offered' AND expires_at > now()`,
      [[...registrationIds]],
    );
    return new Map(rows.map((row) => [row.registrationId, row.expiresAt]));
  }

  // --- staff ----------------------------------------------------------------------------------

  /** The newest offer of each of these registrations (the grid's offer column), state as of now. */
  async latestOffers(actor: Actor, registrationIds: readonly number[]): Promise<Map<number, OfferRow>> {
    authorize(actor, 'waitlist.read');
    if (registrationIds.length === 0) return new Map();
    const rows: OfferRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (o.registration_id) ${OFFER_COLUMNS} FROM waitlist_offer o
        WHERE o.registration_id = ANY($1::int[]) ORDER BY o.registration_id, o.id DESC`,
      [[...registrationIds]],
    );
    return new Map(rows.map((row) => [row.registrationId, row]));
  }

  /** Offers of a slot, a camp or a registration, newest first (at most 500). */
  async list(actor: Actor, filter: OfferListFilter): Promise<OfferRow[]> {
    authorize(actor, 'waitlist.read');
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replace('?', `$${values.length}`));
    };
    for (const [name, value] of Object.entries({
      scheduleId: filter.scheduleId,
      campId: filter.campId,
      registrationId: filter.registrationId,
    })) {
      if (value == null) continue;
      if (!isRecordId(value)) throw new AppError(WaitlistErrorCode.OfferNotFound);
      add(
        name === 'registrationId'
          ? 'o.registration_id = ?'
          : `r.${name === 'scheduleId' ? 'schedule_id' : 'camp_id'} = ?`,
        value,
      );
    }
    if (filter.state) {
      if (!WAITLIST_OFFER_STATES.includes(filter.state)) throw new AppError(WaitlistErrorCode.OfferNotFound);
      add(
        `CASE WHEN o.state = 'offered' AND o.expires_at <= now() THEN 'expired' ELSE o.state::text END = ?`,
        filter.state,
      );
    }
    return this.dataSource.query(
      `SELECT ${OFFER_COLUMNS} FROM waitlist_offer o JOIN registration r ON r.id = o.registration_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY o.id DESC LIMIT 500`,
      values,
    );
  }

  /** Why replacements of a slot, a camp or a registration next in line were last passed over by the
   * automatic offering (newest first, at most 500). */
  async passes(actor: Actor, filter: Omit<OfferListFilter, 'state'>): Promise<WaitlistPassRow[]> {
    authorize(actor, 'waitlist.read');
    const where: string[] = [];
    const values: unknown[] = [];
    for (const [column, value] of [
      ['p.registration_id', filter.registrationId],
      ['r.schedule_id', filter.scheduleId],
      ['r.camp_id', filter.campId],
    ] as const) {
      if (value == null) continue;
      if (!isRecordId(value)) throw new AppError(WaitlistErrorCode.OfferNotFound);
      values.push(value);
      where.push(`${column} = $${values.length}`);
    }
    return this.dataSource.query(
      `SELECT p.registration_id AS "registrationId", p.reason, p.at
         FROM waitlist_pass p JOIN registration r ON r.id = p.registration_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY p.at DESC LIMIT 500`,
      values,
    );
  }

  /** Offers a place to a waiting replacement by hand, out of turn; beyond the capacity only when
   * `overCapacity` says so. */
  async offer(actor: Actor, input: unknown): Promise<OfferRow> {
    authorize(actor, 'waitlist.write');
    const { registrationId, overCapacity } = await validateInput(handOfferSchema, input);
    const id = await this.dataSource.transaction(async (manager) => {
      const [locked] = await this.registrations.lockRegistrations(manager, [registrationId]);
      if (!locked) throw new AppError(WaitlistErrorCode.NotWaiting, { field: 'registrationId' });
      const { registration, target } = locked;
      if (registration.cancelledAt !== null || !registration.replacement)
        throw new AppError(WaitlistErrorCode.NotWaiting, { field: 'registrationId' });
      const [row]: { held: number; open: boolean; deadline: Date | null; ok: boolean }[] = await manager.query(
        `SELECT (SELECT count(*) FROM registration r WHERE ${OF_TARGET[target.kind]('$2')} AND ${holdsPlace('r')})::int AS held,
                NOT (${WAITING('r')}) AS open, ${DEADLINE_SQL} AS deadline, coalesce(${DEADLINE_OK(`(${DEADLINE_SQL})`)}, false) AS ok
           FROM registration r ${DEADLINE_JOINS} WHERE r.id = $1`,
        [registrationId, target.id],
      );
      if (row!.open) throw new AppError(WaitlistErrorCode.AlreadyOffered);
      if (row!.held >= target.capacity && !overCapacity)
        throw new AppError(WaitlistErrorCode.NoFreePlace, { field: 'overCapacity' });
      if (!row!.ok) throw new AppError(WaitlistErrorCode.TooLate);
      const [made]: { id: number }[] = await manager.query(
        `INSERT INTO waitlist_offer (registration_id, expires_at, over_capacity, offered_by_id)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [registrationId, row!.deadline, row!.held >= target.capacity, actor!.userId],
      );
      await manager.query('UPDATE registration SET held_until = $2 WHERE id = $1', [registrationId, row!.deadline]);
      await this.queue(manager, registrationId, WaitlistMailKind.waitlistOffer);
      return made!.id;
    });
    this.mail?.kick();
    return this.row(id);
  }

  /** Moves an open offer's deadline; one in the past ends it now, as a lapse (the family is told,
   * stays on the list behind everyone waiting, and the place is offered on). */
  async moveDeadline(actor: Actor, offerId: number, input: unknown): Promise<OfferRow> {
    authorize(actor, 'waitlist.write');
    const { expiresAt } = await validateInput(offerDeadlineSchema, input);
    await this.openOffer(offerId, async (manager, registrationId, target) => {
      const [{ past }] = await manager.query('SELECT $1::timestamptz <= now() AS past', [expiresAt]);
      if (past) {
        await this.endOffers(manager, [registrationId], WaitlistOfferState.expired, {
          byUserId: actor!.userId,
          byFamily: false,
        });
        await offerFreedPlaces(manager, target, this.offerMail);
        return;
      }
      await manager.query('UPDATE waitlist_offer SET expires_at = $2 WHERE id = $1', [offerId, expiresAt]);
      await manager.query('UPDATE registration SET held_until = $2 WHERE id = $1', [registrationId, expiresAt]);
    });
    return this.row(offerId);
  }

  /** Withdraws an open offer: the family is told and waits again behind everyone waiting now; the
   * place is offered on. */
  async withdraw(actor: Actor, offerId: number): Promise<OfferRow> {
    authorize(actor, 'waitlist.write');
    await this.openOffer(offerId, async (manager, registrationId, target) => {
      await this.endOffers(manager, [registrationId], WaitlistOfferState.withdrawn, {
        byUserId: actor!.userId,
        byFamily: false,
      });
      await offerFreedPlaces(manager, target, this.offerMail);
    });
    return this.row(offerId);
  }

  /** A replacement's priority in the queue (higher first, then by time); a real change is recorded
   * with who made it, for the registration's history. */
  async setPriority(actor: Actor, registrationId: number, input: unknown): Promise<number> {
    authorize(actor, 'waitlist.write');
    const { priority } = await validateInput(waitlistPrioritySchema, input);
    if (!isRecordId(registrationId)) throw new AppError(WaitlistErrorCode.NotWaiting);
    // `before` reads the row locked (a concurrent change waits, then sees this one's value).
    const updated: unknown[] = await this.dataSource.query(
      `WITH before AS (
         SELECT id, waitlist_priority FROM registration
          WHERE id = $1 AND replacement AND cancelled_at IS NULL FOR UPDATE
       ), changed AS (
         UPDATE registration r SET waitlist_priority = $2 FROM before WHERE r.id = before.id RETURNING r.id
       ), recorded AS (
         INSERT INTO waitlist_priority_change (registration_id, from_priority, to_priority, changed_by_id)
         SELECT id, waitlist_priority, $2, $3 FROM before WHERE waitlist_priority <> $2
       )
       SELECT id FROM changed`,
      [registrationId, priority, actor!.userId],
    );
    if (updated.length === 0) throw new AppError(WaitlistErrorCode.NotWaiting, { field: 'registrationId' });
    return priority;
  }

  /** The priority changes of a registration, newest first, with who made them. */
  async priorityChanges(actor: Actor, registrationId: number): Promise<PriorityChangeRow[]> {
    authorize(actor, 'waitlist.read');
    if (!isRecordId(registrationId)) return [];
    return this.dataSource.query(
      `SELECT p.id, p.registration_id AS "registrationId", p.from_priority AS "fromPriority",
              p.to_priority AS "toPriority", p.changed_at AS "changedAt", p.changed_by_id AS "changedById",
              u.name AS "changedByName"
         FROM waitlist_priority_change p LEFT JOIN "user" u ON u.id = p.changed_by_id
        WHERE p.registration_id = $1 ORDER BY p.id DESC LIMIT 500`,
      [registrationId],
    );
  }

  /** An open offer under the locks of its course or camp and registration; NOT_FOUND when there is no
   * such offer, 410 when it lapsed or ended. */
  private async openOffer(
    offerId: number,
    act: (manager: EntityManager, registrationId: number, target: Target) => Promise<void>,
  ): Promise<void> {
    if (!isRecordId(offerId)) throw new AppError(WaitlistErrorCode.OfferNotFound);
    await this.dataSource.transaction(async (manager) => {
      const [found]: { registrationId: number }[] = await manager.query(
        'SELECT registration_id AS "registrationId" FROM waitlist_offer WHERE id = $1',
        [offerId],
      );
      if (!found) throw new AppError(WaitlistErrorCode.OfferNotFound);
      const [locked] = await this.registrations.lockRegistrations(manager, [found.registrationId]);
      const [offer]: { open: boolean }[] = await manager.query(
        `SELECT state = 'offered' AND expires_at > now() AS open FROM waitlist_offer WHERE id = $1`,
        [offerId],
      );
      if (!locked || !offer?.open) throw new AppError(WaitlistErrorCode.OfferExpired);
      await act(manager, found.registrationId, locked.target);
    });
    this.mail?.kick();
  }

  // --- the sweep ------------------------------------------------------------------------------

  /** One round: ends the offers whose deadline passed (the families are told and wait again behind
   * everyone waiting now) and offers the places so freed to the next replacements. Answers how many
   * offers ended. */
  async sweep(): Promise<number> {
    const lapsed: { id: number }[] = await this.dataSource.query(
      `SELECT registration_id AS id FROM waitlist_offer WHERE state = 'offered' AND expires_at <= now()
        ORDER BY expires_at LIMIT ${SWEEP_BATCH}`,
    );
    let ended = 0;
    if (lapsed.length > 0) {
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.registrations.lockRegistrations(
          manager,
          lapsed.map(({ id }) => id),
        );
        ended = await this.endOffers(
          manager,
          locked.map(({ registration }) => registration.id),
          WaitlistOfferState.expired,
          { byUserId: null, byFamily: false },
        );
        // Every course and camp of the round counted and offered on in one statement.
        const targets = new Map(locked.map(({ target }) => [`${target.kind}:${target.id}`, target]));
        await offerFreedPlacesOf(manager, [...targets.values()], this.offerMail);
      });
    }
    if (ended > 0) this.mail?.kick();
    return ended;
  }

  /** Offers the free places of a course or camp whose places changed (capacity raised by staff). */
  async offerFreedOf(kind: RegistrationType, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [target]: { id: number; capacity: number }[] = await manager.query(
        `SELECT id, capacity FROM ${kind === RegistrationType.camp ? 'camp' : 'course'} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (target) await offerFreedPlaces(manager, { kind, ...target }, this.offerMail);
    });
    this.mail?.kick();
  }

  /** Ends the open offers of these registrations (locked) as `state`: lapsed or withdrawn, the family
   * waits again behind everyone waiting now (its priority dropped, its time now) and is e-mailed. Answers how many ended. */
  private async endOffers(
    manager: EntityManager,
    registrationIds: number[],
    state: WaitlistOfferState.expired | WaitlistOfferState.withdrawn,
    step: Step,
  ): Promise<number> {
    if (registrationIds.length === 0) return 0;
    // `before` sees the priorities as they were (every part of one statement reads the same snapshot):
    // a dropped priority is recorded as the step's, by whoever ended the offer (null: the system).
    const rows: { id: number }[] = await manager.query(
      `WITH before AS (
         SELECT id, waitlist_priority FROM registration WHERE id = ANY($1::int[]) AND waitlist_priority <> 0
       ), ended AS (
         UPDATE waitlist_offer SET state = $2, decided_at = now(), decided_by_id = $3, decided_by_family = $4
          WHERE registration_id = ANY($1::int[]) AND state = 'offered'
          RETURNING registration_id
       ), requeued AS (
         UPDATE registration r SET held_until = NULL, waitlist_priority = 0, waiting_since = clock_timestamp()
           FROM ended e WHERE r.id = e.registration_id AND r.cancelled_at IS NULL
          RETURNING r.id, r.email
       ), reprioritized AS (
         INSERT INTO waitlist_priority_change (registration_id, from_priority, to_priority, changed_by_id)
         SELECT b.id, b.waitlist_priority, 0, $3 FROM before b JOIN requeued q ON q.id = b.id
       )${this.mail ? `, mailed AS (INSERT INTO mail_message (registration_id, kind, recipient) SELECT q.id, $5, q.email FROM requeued q)` : ''}
       SELECT registration_id AS id FROM ended`,
      [
        registrationIds,
        state,
        step.byUserId,
        step.byFamily,
        ...(this.mail ? [this.mail.known(WaitlistMailKind.waitlistOfferEnded)] : []),
      ],
    );
    return rows.length;
  }

  private async queue(manager: EntityManager, registrationId: number, kind: string): Promise<void> {
    if (!this.mail) return;
    await manager.query(
      'INSERT INTO mail_message (registration_id, kind, recipient) SELECT id, $2, email FROM registration WHERE id = $1',
      [registrationId, this.mail.known(kind)],
    );
  }

  private async row(id: number): Promise<OfferRow> {
    const [row] = await this.dataSource.query(`SELECT ${OFFER_COLUMNS} FROM waitlist_offer o WHERE o.id = $1`, [id]);
    if (!row) throw new AppError(WaitlistErrorCode.OfferNotFound);
    return row;
  }
}
