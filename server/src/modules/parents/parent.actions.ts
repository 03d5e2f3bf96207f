// What a parent does on their page by its link: cancel a place that is not paid (the rules and the
// e-mails of a staff cancellation), correct the phone, and move the family to a new e-mail address
// once that mailbox confirms it (to an address with registrations only through staff:
// parent.family-move.ts). Each is recorded in the page's activity for staff.
import { randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_VALID_HOURS,
  emailKey as keyOf,
  ParentActivityType,
  ParentEmailChangeOutcome,
  ParentErrorCode,
  parentEmailSchema,
  ParentRequestType,
  parentPhoneSchema,
  RequestErrorCode,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import type { Limit, RateLimiter } from '../../core/rate-limit';
import { validateInput } from '../../core/validation';
import type { MailOutbox } from '../mail/mail.outbox';
import type { RegistrationService } from '../registrations/registration.service';
import type { WaitlistService } from '../waitlist/waitlist.service';
import { recordActivity } from './parent.activity';
import { hasRegistrations, lockFamilies, moveFamily } from './parent.family-move';
import { ParentMailKind } from './parent.mail';
import { parentTokenHash } from './parent-link.token';
import type { ParentService } from './parent.service';

/** Confirmation e-mails per family: nobody sends a stranger's mailbox a stream of them. */
export const EMAIL_CHANGE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };

export class ParentActionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'open' | 'familyRegistration'>,
    private readonly registrations: Pick<RegistrationService, 'cancelForParent'>,
    private readonly waitlist: Pick<WaitlistService, 'accept' | 'decline'>,
    private readonly mail: Pick<MailOutbox, 'queue' | 'kick'>,
    private readonly limiter: RateLimiter,
  ) {}

  /** Cancels a place that holds no money; a paid one answers PARENT_CANCEL_PAID (the page offers
   * the request to staff instead). Cancelling twice is no error. */
  async cancel(token: string, address: string, registrationId: number): Promise<true> {
    authorize(null, 'parent.act');
    const { emailKey } = await this.parents.familyRegistration(token, address, registrationId);
    await this.registrations.cancelForParent(registrationId, ParentErrorCode.CancelPaid, (manager) =>
      recordActivity(manager, { emailKey, registrationId, type: ParentActivityType.cancelled }),
    );
    return true;
  }

  /** "Přijmout místo": the family takes the place offered to its replacement (waitlist module);
   * WAITLIST_OFFER_EXPIRED (410) after the deadline. */
  async acceptOffer(token: string, address: string, registrationId: number): Promise<true> {
    authorize(null, 'parent.act');
    const { emailKey } = await this.parents.familyRegistration(token, address, registrationId);
    return this.waitlist.accept(registrationId, (manager) =>
      recordActivity(manager, { emailKey, registrationId, type: ParentActivityType.offer_accepted }),
    );
  }

  /** "Nemám zájem": the family leaves the waiting list; the place is offered to the next one. */
  async declineOffer(token: string, address: string, registrationId: number): Promise<true> {
    authorize(null, 'parent.act');
    const { emailKey } = await this.parents.familyRegistration(token, address, registrationId);
    return this.waitlist.decline(registrationId, (manager) =>
      recordActivity(manager, { emailKey, registrationId, type: ParentActivityType.offer_declined }),
    );
  }

  /** The phone of every registration of the family (and of its customer record). */
  async correctPhone(token: string, address: string, input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const emailKey = await this.parents.open(token, address);
    const { phone } = await validateInput(parentPhoneSchema, input);
    await this.dataSource.transaction(async (manager) => {
      const [newest]: { phone: string }[] = await manager.query(
        'SELECT phone FROM registration WHERE lower(email) = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE',
        [emailKey],
      );
      if (!newest || newest.phone === phone) return;
      await manager.query('UPDATE registration SET phone = $2 WHERE lower(email) = $1', [emailKey, phone]);
      await manager.query('UPDATE customer SET phone = $2 WHERE lower(email) = $1', [emailKey, phone]);
      await recordActivity(manager, {
        emailKey,
        type: ParentActivityType.contact_changed,
        detail: { from: newest.phone, to: phone },
      });
    });
    return true;
  }

  /** Asks the new address to confirm: nothing changes until it does. Counted per family. */
  async requestEmailChange(token: string, address: string, input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const emailKey = await this.parents.open(token, address);
    const { email } = await validateInput(parentEmailSchema, input);
    if (keyOf(email) === emailKey) return true;
    await this.dataSource.transaction(async (manager) => {
      const limit: Limit = {
        bucket: `parent:email-change:${parentTokenHash(emailKey).toString('hex')}`,
        ...EMAIL_CHANGE_LIMIT,
      };
      const [answer] = await this.limiter.attemptIn(manager, [limit]);
      if (!answer?.allowed)
        throw new AppError(RequestErrorCode.TooManyRequests, { params: { retryAfterMs: answer?.retryAfterMs ?? 0 } });
      const confirmation = randomBytes(32).toString('base64url');
      await manager.query(
        `INSERT INTO parent_email_change (email_key, new_email, token_hash, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 hour')`,
        [emailKey, email, parentTokenHash(confirmation), EMAIL_CHANGE_VALID_HOURS],
      );
      // About the family's newest registration, to the new address; the token rides in the outbox
      // row until the message is sent, as an invitation's does.
      await manager.query(
        `INSERT INTO mail_message (registration_id, kind, recipient, token)
         SELECT id, $2, $3, $4 FROM registration WHERE lower(email) = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [emailKey, ParentMailKind.emailChange, email, confirmation],
      );
      await recordActivity(manager, {
        emailKey,
        type: ParentActivityType.email_change_requested,
        detail: { to: email },
      });
    });
    this.mail.kick();
    return true;
  }

  /** The new mailbox confirms. An address without registrations takes the family: every earlier
   * link ends and a fresh one is e-mailed to the new address (never answered to the browser, which
   * holds only the confirmation's link). An address with registrations of its own becomes a request
   * for staff (two families must not be joined by a click), and nothing moves. */
  async confirmEmailChange(confirmation: string): Promise<ParentEmailChangeOutcome> {
    authorize(null, 'parent.act');
    const hash = parentTokenHash(confirmation);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [found]: { emailKey: string; newEmail: string }[] = await manager.query(
        `SELECT email_key AS "emailKey", new_email AS "newEmail" FROM parent_email_change WHERE token_hash = $1`,
        [hash],
      );
      if (!found) throw new AppError(ParentErrorCode.EmailChangeInvalid);
      await lockFamilies(manager, [found.emailKey, keyOf(found.newEmail)]);
      // Read again under the locks: another change of the family may have moved it meanwhile.
      const [change]: { id: number; emailKey: string; newEmail: string }[] = await manager.query(
        `SELECT id, email_key AS "emailKey", new_email AS "newEmail" FROM parent_email_change
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
        [hash],
      );
      if (!change) throw new AppError(ParentErrorCode.EmailChangeInvalid);
      await manager.query('UPDATE parent_email_change SET used_at = now() WHERE id = $1', [change.id]);
      if (await hasRegistrations(manager, keyOf(change.newEmail))) {
        await this.askStaff(manager, change.emailKey, change.newEmail);
        return ParentEmailChangeOutcome.staff_review;
      }
      await moveFamily(manager, this.mail, { from: change.emailKey, toEmail: change.newEmail, keepTargetLinks: false });
      return ParentEmailChangeOutcome.changed;
    });
    this.mail.kick();
    return outcome;
  }

  /** A request for staff to move the family to an address with registrations; one open at a time
   * per family (a newer confirmation replaces the address it asks for). */
  private async askStaff(manager: EntityManager, emailKey: string, newEmail: string): Promise<void> {
    const [request]: { id: number }[] = await manager.query(
      `INSERT INTO parent_request (type, email_key, new_email) VALUES ($1, $2, $3)
       ON CONFLICT (type, email_key, COALESCE(registration_id, 0)) WHERE state = 'open'
       DO UPDATE SET new_email = EXCLUDED.new_email RETURNING id`,
      [ParentRequestType.email_change, emailKey, newEmail],
    );
    await recordActivity(manager, {
      emailKey,
      type: ParentActivityType.request_created,
      detail: { requestType: ParentRequestType.email_change, requestId: request?.id ?? null, to: newEmail },
    });
  }
}
