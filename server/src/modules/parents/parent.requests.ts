// What parents ask staff for from their page (cancelling a paid place, erasure, an employer's
// invoice) and how staff handle it. A parent's request is made by the page's link only; a second
// one of the same kind while the first is open answers PARENT_REQUEST_PENDING (the partial unique
// index decides, so a double click asks once). Handling an erasure as done erases the family's data
// (the privacy module) before the request is closed; an e-mail change done moves the family to the
// address it asks for (parent.family-move.ts), which has registrations of its own, so staff check
// with both first.
import {
  emailKey as emailKeyOf,
  employerInvoiceSchema,
  paidCancellationSchema,
  ParentActivityType,
  ParentErrorCode,
  ParentRequestState,
  ParentRequestType,
  PARENT_REQUEST_STATES,
  PARENT_REQUEST_TYPES,
  RegistrationErrorCode,
  RequestErrorCode,
  requestHandlingSchema,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { isRecordId } from '../../core/ids';
import { pageRequest, pagination } from '../../core/pagination';
import { validateInput } from '../../core/validation';
import { activityOf, recordActivity } from './parent.activity';
import type { ParentActivityEntry, ParentRequestPage, ParentRequestRow } from './parent-request.types';
import type { InvoiceBuyer } from '../invoices/invoice.document';
import type { InvoiceService } from '../invoices/invoice.service';
import type { ParentService } from './parent.service';
import type { MailOutbox } from '../mail/mail.outbox';
import { lockFamilies, moveFamily } from './parent.family-move';

export interface RequestListQuery {
  state?: ParentRequestState | null;
  type?: ParentRequestType | null;
  page?: number | null;
  limit?: number | null;
}

/** Erases a family's personal data (privacy module), connected once every module is built. */
export type FamilyEraser = (actor: Actor, emailKey: string) => Promise<unknown>;

export class ParentRequestService {
  private eraser: FamilyEraser | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'open' | 'familyRegistration'>,
    private readonly invoices: Pick<InvoiceService, 'send'>,
    private readonly mail: Pick<MailOutbox, 'queue' | 'kick'>,
  ) {}

  connectEraser(eraser: FamilyEraser): void {
    this.eraser = eraser;
  }

  /** "Požádat o zrušení": a paid place's cancellation, with the parent's reason. */
  async paidCancellation(token: string, address: string, registrationId: number, input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const { emailKey } = await this.parents.familyRegistration(token, address, registrationId);
    const { reason } = await validateInput(paidCancellationSchema, input);
    await this.create(emailKey, ParentRequestType.paid_cancellation, registrationId, { reason });
    return true;
  }

  /** "Požádat o výmaz" of the whole family's data. */
  async erasure(token: string, address: string): Promise<true> {
    authorize(null, 'parent.act');
    const emailKey = await this.parents.open(token, address);
    await this.create(emailKey, ParentRequestType.erasure, null, {});
    return true;
  }

  /** An invoice to the parent's employer, issued by staff with the existing invoices. */
  async employerInvoice(token: string, address: string, registrationId: number, input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const { emailKey } = await this.parents.familyRegistration(token, address, registrationId);
    const { note, ...employer } = await validateInput(employerInvoiceSchema, input);
    await this.create(emailKey, ParentRequestType.employer_invoice, registrationId, { reason: note, employer });
    return true;
  }

  private async create(
    emailKey: string,
    type: ParentRequestType,
    registrationId: number | null,
    content: { reason?: string | null; employer?: object },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [created]: { id: number }[] = await manager.query(
        `INSERT INTO parent_request (type, email_key, registration_id, reason, employer) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (type, email_key, COALESCE(registration_id, 0)) WHERE state = 'open' DO NOTHING RETURNING id`,
        [
          type,
          emailKey,
          registrationId,
          content.reason ?? null,
          content.employer ? JSON.stringify(content.employer) : null,
        ],
      );
      if (!created) throw new AppError(ParentErrorCode.RequestPending);
      await recordActivity(manager, {
        emailKey,
        registrationId,
        type: ParentActivityType.request_created,
        detail: { requestType: type, requestId: created.id },
      });
    });
  }

  /** What happened on the family's page about a registration, for the registration dialog. */
  async activity(actor: Actor, registrationId: number): Promise<ParentActivityEntry[]> {
    authorize(actor, 'request.read');
    const [found] = isRecordId(registrationId)
      ? await this.dataSource.query('SELECT 1 FROM registration WHERE id = $1', [registrationId])
      : [];
    if (!found) throw new AppError(RegistrationErrorCode.NotFound);
    return activityOf(this.dataSource, actor, registrationId);
  }

  /** The back-office list: open ones first (oldest first: they waited longest), then handled ones. */
  async list(actor: Actor, query: RequestListQuery): Promise<ParentRequestPage> {
    authorize(actor, 'request.read');
    const state = query.state ?? null;
    const type = query.type ?? null;
    if (state !== null && !PARENT_REQUEST_STATES.includes(state))
      throw new AppError(RequestErrorCode.InvalidInput, {
        params: { fields: ['state'] },
        fieldErrors: { state: 'Neznámý stav žádosti.' },
      });
    if (type !== null && !PARENT_REQUEST_TYPES.includes(type))
      throw new AppError(RequestErrorCode.InvalidInput, {
        params: { fields: ['type'] },
        fieldErrors: { type: 'Neznámý druh žádosti.' },
      });
    const { page, limit, offset } = pageRequest(query.page, query.limit);
    const where = `($1::varchar IS NULL OR q.state = $1) AND ($2::varchar IS NULL OR q.type = $2)`;
    const [counts]: { total: number; open: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM parent_request q WHERE ${where}) AS total,
              (SELECT count(*)::int FROM parent_request WHERE state = 'open') AS open`,
      [state, type],
    );
    const items = await this.rows(`WHERE ${where}`, [state, type], limit, offset);
    return { items, pagination: pagination(page, limit, counts?.total ?? 0), open: counts?.open ?? 0 };
  }

  /** Closes an open request as done or rejected, with staff's note. An erasure done erases first:
   * if that fails, the request stays open. */
  async handle(actor: Actor, id: number, input: unknown): Promise<ParentRequestRow> {
    authorize(actor, 'request.handle');
    if (!isRecordId(id)) throw new AppError(ParentErrorCode.RequestNotFound);
    const { state, note, issueInvoice } = await validateInput(requestHandlingSchema, input);
    const [request]: {
      type: ParentRequestType;
      state: ParentRequestState;
      emailKey: string;
      registrationId: number | null;
      employer: InvoiceBuyer | null;
      newEmail: string | null;
    }[] = await this.dataSource.query(
      `SELECT type, state, email_key AS "emailKey", registration_id AS "registrationId", employer,
              new_email AS "newEmail"
         FROM parent_request WHERE id = $1`,
      [id],
    );
    if (!request) throw new AppError(ParentErrorCode.RequestNotFound);
    if (request.state !== ParentRequestState.open) throw new AppError(ParentErrorCode.RequestHandled);
    if (request.type === ParentRequestType.erasure && state === ParentRequestState.done) {
      if (!this.eraser) throw new Error('No eraser connected');
      await this.eraser(actor, request.emailKey);
    }
    // The invoice first: refused (issued to the parent already, cancelled), the request stays open.
    if (
      issueInvoice &&
      request.type === ParentRequestType.employer_invoice &&
      state === ParentRequestState.done &&
      request.registrationId !== null &&
      request.employer
    )
      await this.invoices.send(actor, request.registrationId, null, request.employer);
    const move =
      request.type === ParentRequestType.email_change && state === ParentRequestState.done && request.newEmail
        ? { from: request.emailKey, toEmail: request.newEmail }
        : null;
    await this.dataSource.transaction(async (manager) => {
      if (move) await lockFamilies(manager, [move.from, emailKeyOf(move.toEmail)]);
      const [closed]: { emailKey: string; registrationId: number | null }[] = await manager.query(
        `WITH closed AS (
           UPDATE parent_request SET state = $2, handling_note = $3, handled_at = now(), handled_by_id = $4
            WHERE id = $1 AND state = 'open' RETURNING email_key, registration_id)
         SELECT email_key AS "emailKey", registration_id AS "registrationId" FROM closed`,
        [id, state, note ?? null, actor?.userId ?? null],
      );
      if (!closed) throw new AppError(ParentErrorCode.RequestHandled);
      await this.recordHandled(manager, actor, closed, id, request.type, state);
      // The family's old links end, the address's own stay (staff checked it is the same family).
      if (move)
        await moveFamily(manager, this.mail, { ...move, keepTargetLinks: true, actorId: actor?.userId ?? null });
    });
    if (move) this.mail.kick();
    const [row] = await this.rows('WHERE q.id = $1', [id], 1, 0);
    return row as ParentRequestRow;
  }

  private async recordHandled(
    manager: EntityManager,
    actor: Actor,
    closed: { emailKey: string; registrationId: number | null },
    id: number,
    type: ParentRequestType,
    state: ParentRequestState,
  ): Promise<void> {
    // An erased family keeps no activity: nothing to add it to.
    if (type === ParentRequestType.erasure && state === ParentRequestState.done) return;
    await recordActivity(manager, {
      emailKey: closed.emailKey,
      registrationId: closed.registrationId,
      type: ParentActivityType.request_handled,
      detail: { requestType: type, requestId: id, requestState: state },
      actorId: actor?.userId ?? null,
    });
  }

  /** Requests with what staff need to decide: the registration, its money and the family's size. */
  private rows(where: string, params: unknown[], limit: number, offset: number): Promise<ParentRequestRow[]> {
    const at = params.length;
    return this.dataSource.query(
      `SELECT q.id, q.type, q.state, q.created_at AS "createdAt", q.email_key AS email, q.reason, q.employer,
              q.new_email AS "newEmail", q.registration_id AS "registrationId", r.child_full_name AS "childFullName",
              COALESCE(c.title, camp.title) AS title, r.type AS "registrationType",
              r.variable_symbol::text AS "variableSymbol", r.payment_state AS "paymentState",
              r.received_haler::float8 AS "receivedHaler", r.cancelled_at AS "cancelledAt",
              (SELECT count(*)::int FROM registration f WHERE lower(f.email) = q.email_key) AS "familyRegistrations",
              q.handled_at AS "handledAt", u.name AS "handledByName", q.handling_note AS "handlingNote"
         FROM parent_request q
         LEFT JOIN registration r ON r.id = q.registration_id
         LEFT JOIN schedule s ON s.id = r.schedule_id
         LEFT JOIN course c ON c.id = s.course_id
         LEFT JOIN camp ON camp.id = r.camp_id
         LEFT JOIN "user" u ON u.id = q.handled_by_id
        ${where}
        ORDER BY q.state = 'open' DESC, CASE WHEN q.state = 'open' THEN q.created_at END ASC, q.handled_at DESC, q.id DESC
        LIMIT $${at + 1} OFFSET $${at + 2}`,
      [...params, limit, offset],
    );
  }
}
