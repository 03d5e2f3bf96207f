// Composes an outbox message from the registration as it is at delivery time.
import {
  formatDateRange,
  INVITATION_PATH,
  INVITATION_VALID_HOURS,
  EMAIL_CHANGE_VALID_HOURS,
  PARENT_EMAIL_CHANGE_PATH,
  pragueToday,
  PaymentState,
  RegistrationType,
  withoutTrailingSlashes,
} from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import { dueDateFrom, loadInvoiceDocument } from '../invoices/invoice.document';
import { renderInvoicePdf } from '../invoices/invoice.pdf';
import { issueParentLink, parentCalendarUrl, parentPageUrl, parentTokenHash } from '../parents/parent-link.token';
import { MailKind } from './mail-message.entity';
import {
  cancelledMail,
  ComposedMail,
  confirmationMail,
  courseWhen,
  invitationMail,
  invoiceMail,
  LessonChangeFacts,
  lessonChangedMail,
  MailLinks,
  MoneyFacts,
  Payment,
  paymentPartialMail,
  paymentReceivedMail,
  parentLinkMail,
  emailChangeMail,
  paymentReminderMail,
  promotedMail,
  RegistrationFacts,
  repeatedMail,
  replacementMail,
} from './mail.templates';
import { qrPng, spayd } from './qr-platba';

/** Why a message is not sent at all: it no longer applies. */
export class MailNotApplicable extends Error {}

export class MailComposer {
  /** `publicUrl`: where the site is, for the links in the messages. */
  constructor(
    private readonly operator: OperatorConfig,
    private readonly publicUrl = '',
  ) {}

  /** `queuedOn` (ISO, Prague): the day the message was queued, which the due date and the first
   * lesson count from, so a retry days later says what the first attempt would have said. */
  async compose(
    manager: EntityManager,
    registrationId: number,
    kind: MailKind,
    queuedOn = pragueToday(),
    token: string | null = null,
    lessonId: number | null = null,
    /** Where the message goes (the address at queueing), which its personal link opens. */
    recipient: string | null = null,
  ): Promise<ComposedMail> {
    if (kind === MailKind.emailChange) return this.composeEmailChange(manager, token);
    const loaded = await loadRegistrationFacts(manager, registrationId);
    if (!loaded) throw new MailNotApplicable('Přihláška už neexistuje.');
    const facts = { ...loaded, firstDay: firstDay(loaded, queuedOn) };
    // Each message that goes out carries a fresh personal link (asked for only once the message
    // applies, so a skipped one leaves no link behind).
    const links = () => this.links(manager, facts, recipient ?? facts.email);
    if (kind === MailKind.parentLink) return parentLinkMail(this.operator, facts, await links());
    if (kind === MailKind.lessonChanged) {
      if (facts.cancelled) throw new MailNotApplicable('Přihláška byla mezitím zrušena.');
      const lesson = lessonId === null ? null : await loadLessonChange(manager, lessonId);
      if (!lesson) throw new MailNotApplicable('Lekce už neexistuje.');
      return lessonChangedMail(this.operator, facts, lesson, await links());
    }
    if (kind === MailKind.invoice) {
      const invoice = await loadInvoiceDocument(manager, registrationId);
      if (!invoice) throw new MailNotApplicable('Faktura nebyla vystavena.');
      const pdf = await renderInvoicePdf(invoice, this.operator);
      const payment: Payment | null = invoice.qrPng
        ? {
            iban: invoice.account,
            amount: invoice.amount,
            variableSymbol: invoice.variableSymbol,
            qrPng: invoice.qrPng,
            dueOn: invoice.dueOn,
          }
        : null;
      return invoiceMail(this.operator, facts, { number: invoice.number, pdf }, payment, await links());
    }
    if (kind === MailKind.cancelled) {
      // There is no way back from a cancellation; the check keeps a stray message from saying so.
      if (!facts.cancelled) throw new MailNotApplicable('Přihláška není zrušená.');
      return cancelledMail(this.operator, facts, await links());
    }
    if (facts.cancelled) throw new MailNotApplicable('Přihláška byla mezitím zrušena.');
    const money = await this.moneyMail(facts, kind, links);
    if (money) return money;
    if (kind === MailKind.replacement) return replacementMail(this.operator, facts, await links());
    if (kind === MailKind.repeated) return repeatedMail(this.operator, facts, await links());
    const payment = await this.payment(facts, queuedOn);
    return kind === MailKind.promoted
      ? promotedMail(this.operator, facts, payment, await links())
      : confirmationMail(this.operator, facts, payment, await links());
  }

  /** The confirmation of a parent's new address, while it is still waiting for it: naming the
   * children who would move and whether the address has registrations already (then confirming asks
   * staff instead), as they are when it goes out. */
  private async composeEmailChange(manager: EntityManager, token: string | null): Promise<ComposedMail> {
    if (!token) throw new MailNotApplicable('Změna e-mailu už neplatí.');
    const [change]: { children: string[]; joinsFamily: boolean }[] = await manager.query(
      `SELECT ARRAY(SELECT r.child_full_name FROM registration r WHERE lower(r.email) = c.email_key
                     GROUP BY r.child_full_name ORDER BY min(r.created_at), r.child_full_name) AS children,
              EXISTS (SELECT 1 FROM registration r WHERE lower(r.email) = lower(trim(c.new_email))) AS "joinsFamily"
         FROM parent_email_change c WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now()`,
      [parentTokenHash(token)],
    );
    if (!change || change.children.length === 0) throw new MailNotApplicable('Změna e-mailu už neplatí.');
    const link = `${withoutTrailingSlashes(this.publicUrl)}${PARENT_EMAIL_CHANGE_PATH}${encodeURIComponent(token)}`;
    return emailChangeMail(this.operator, link, EMAIL_CHANGE_VALID_HOURS, change);
  }

  /** A staff member's invitation with the link of its token (which only the outbox row holds until
   * delivery); not sent once the invitation was used, expired or replaced by a newer one. */
  async composeInvitation(manager: EntityManager, invitationId: number, token: string | null): Promise<ComposedMail> {
    const [row]: { name: string; username: string; invitedBy: string | null; valid: boolean }[] = await manager.query(
      `SELECT u.name, u.username, inviter.name AS "invitedBy", (i.used_at IS NULL AND i.expires_at > now()) AS valid
         FROM user_invitation i
         JOIN "user" u ON u.id = i.user_id
         LEFT JOIN "user" inviter ON inviter.id = i.created_by_id
        WHERE i.id = $1`,
      [invitationId],
    );
    if (!row || !row.valid || !token) throw new MailNotApplicable('Pozvánka už neplatí.');
    const link = `${withoutTrailingSlashes(this.publicUrl)}${INVITATION_PATH}${encodeURIComponent(token)}`;
    return invitationMail(this.operator, {
      name: row.name,
      username: row.username,
      invitedBy: row.invitedBy,
      link,
      validHours: INVITATION_VALID_HOURS,
    });
  }

  /** The payment e-mails, each only while the state it speaks of holds at delivery. */
  private async moneyMail(
    facts: LoadedFacts,
    kind: MailKind,
    links: () => Promise<MailLinks>,
  ): Promise<ComposedMail | null> {
    const owing = facts.dueHaler - facts.receivedHaler;
    const rest = async () => {
      const details = {
        iban: this.operator.iban,
        amount: owing / 100,
        variableSymbol: facts.variableSymbol,
        message: `${facts.title} - ${facts.childFullName}`,
      };
      return { ...details, qrPng: await qrPng(spayd(details)) };
    };
    if (kind === MailKind.paymentReceived) {
      if (facts.paymentState !== PaymentState.paid && facts.paymentState !== PaymentState.overpaid)
        throw new MailNotApplicable('Přihláška už není zaplacená.');
      return paymentReceivedMail(this.operator, facts, await links());
    }
    if (kind === MailKind.paymentPartial) {
      if (facts.paymentState !== PaymentState.partially_paid)
        throw new MailNotApplicable('Přihláška už není zaplacená jen zčásti.');
      return paymentPartialMail(this.operator, facts, await rest(), await links());
    }
    if (kind === MailKind.paymentReminder) {
      if (owing <= 0 || facts.replacement) throw new MailNotApplicable('Za přihlášku už nic nezbývá zaplatit.');
      return paymentReminderMail(this.operator, facts, await rest(), await links(), facts.reminderStep);
    }
    return null;
  }

  /** Payment instructions for the place, with the QR Platba code and the due date the invoice would
   * have; none when there is nothing to pay. */
  private async payment(facts: RegistrationFacts, queuedOn: string): Promise<Payment | null> {
    if (facts.price <= 0) return null;
    const details = {
      iban: this.operator.iban,
      amount: facts.price,
      variableSymbol: facts.variableSymbol,
      message: `${facts.title} - ${facts.childFullName}`,
    };
    return { ...details, qrPng: await qrPng(spayd(details)), dueOn: dueDateFrom(queuedOn) };
  }

  /** The site's paths (client/src/routes/site.ts: courseDetail, campDetail, conditions, parentPage),
   * the parent's page with a new personal link for the address the message goes to (a message queued
   * before the registration moved to another address must not give the old mailbox the new
   * address's family, issue 38 finding 1), and the
   * registration's calendar by the same link. The link's row is
   * written outside the outbox's claim (with `manager`, autocommit): a message whose sending then
   * fails leaves a link nobody holds, harmless and expiring like any other. */
  private async links(manager: EntityManager, facts: RegistrationFacts, recipient: string): Promise<MailLinks> {
    const base = withoutTrailingSlashes(this.publicUrl);
    const offering = facts.type === RegistrationType.camp ? `/camp/${facts.campId}` : `/course/${facts.courseId}`;
    const token = await issueParentLink(manager, recipient);
    return {
      offering: `${base}${offering}`,
      conditions: `${base}/conditions`,
      parentPage: parentPageUrl(this.publicUrl, token),
      calendar: parentCalendarUrl(this.publicUrl, token, facts.id),
    };
  }
}

/** A lesson as a lesson_changed e-mail tells it, as it is at delivery. */
async function loadLessonChange(manager: EntityManager, lessonId: number): Promise<LessonChangeFacts | null> {
  const [row] = await manager.query(
    `SELECT to_char(l.original_date, 'YYYY-MM-DD') AS "plannedDate", to_char(s."from", 'HH24:MI') AS "plannedFrom",
            to_char(l.date, 'YYYY-MM-DD') AS date, to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from",
            to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to", l.cancelled_at IS NOT NULL AS cancelled,
            l.cancel_reason AS reason
       FROM lesson l JOIN schedule s ON s.id = l.schedule_id
      WHERE l.id = $1`,
    [lessonId],
  );
  return (row as LessonChangeFacts | undefined) ?? null;
}

const ISO_DAY = 86_400_000;

/** The camp's first day, or the first lesson of the slot on or after `onOrAfter` and the course's
 * start (null after the course's end). */
export function firstDay(facts: LoadedFacts, onOrAfter: string): string | null {
  if (facts.type === RegistrationType.camp) return facts.campFrom;
  if (!facts.dayOfWeek) return null;
  const from = facts.courseStart && facts.courseStart > onOrAfter ? facts.courseStart : onOrAfter;
  const date = new Date(`${from}T00:00:00Z`);
  const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
  const days = (facts.dayOfWeek - isoWeekday + 7) % 7;
  const first = new Date(date.getTime() + days * ISO_DAY).toISOString().slice(0, 10);
  return facts.courseEnd && first > facts.courseEnd ? null : first;
}

/** The facts with what the first day is worked out from. */
type LoadedFacts = RegistrationFacts &
  MoneyFacts & {
    paymentState: PaymentState;
    /** Reminders sent before this one and this (1 or 2). */
    reminderStep: 1 | 2;
    dayOfWeek: number | null;
    courseStart: string | null;
    courseEnd: string | null;
    campFrom: string | null;
  };

/** One query for everything an e-mail says about a registration: the course (through its slot)
 * or camp, when and where. */
export async function loadRegistrationFacts(
  manager: EntityManager,
  registrationId: number,
): Promise<LoadedFacts | null> {
  const [row] = await manager.query(
    `SELECT r.id, r.email, r.parent_first_name || ' ' || r.parent_last_name AS "parentName", r.child_full_name AS "childFullName",
            r.type, r.replacement, c.id AS "courseId", camp.id AS "campId", r.cancelled_at IS NOT NULL AS cancelled, r.variable_symbol::text AS "variableSymbol",
            COALESCE(c.title, camp.title) AS title, COALESCE(c.price, camp.price) AS price,
            s.day_of_week AS "dayOfWeek", s."from"::text AS "slotFrom", s."to"::text AS "slotTo",
            to_char(c.start_date, 'YYYY-MM-DD') AS "courseStart", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd", c.location,
            to_char(camp."from", 'YYYY-MM-DD') AS "campFrom", to_char(camp."to", 'YYYY-MM-DD') AS "campTo",
            b.title AS "branchTitle", b.address AS "branchAddress",
            r.due_haler AS "dueHaler", r.received_haler AS "receivedHaler", r.payment_state AS "paymentState",
            (SELECT count(*) FROM mail_message m WHERE m.registration_id = r.id AND m.kind = 'payment_reminder'
                AND m.status = 'sent')::int AS "remindersSent"
       FROM registration r
       LEFT JOIN schedule s ON s.id = r.schedule_id
       LEFT JOIN course c ON c.id = s.course_id
       LEFT JOIN camp ON camp.id = r.camp_id
       LEFT JOIN branch b ON b.id = COALESCE(s.branch_id, camp.branch_id, r.branch_id)
      WHERE r.id = $1`,
    [registrationId],
  );
  if (!row) return null;
  const when =
    row.type === RegistrationType.camp
      ? formatDateRange(row.campFrom, row.campTo)
      : courseWhen(row.dayOfWeek, row.slotFrom, row.slotTo, row.courseStart, row.courseEnd);
  const place = row.branchTitle ? `${row.branchTitle}, ${row.branchAddress}` : null;
  const where = [row.location, place].filter(Boolean).join(' – ') || null;
  return {
    id: row.id,
    email: row.email,
    parentName: row.parentName,
    childFullName: row.childFullName,
    type: row.type,
    replacement: row.replacement,
    cancelled: row.cancelled,
    variableSymbol: row.variableSymbol,
    title: row.title,
    price: row.price,
    when,
    where,
    courseId: row.courseId,
    campId: row.campId,
    dayOfWeek: row.dayOfWeek,
    courseStart: row.courseStart,
    courseEnd: row.courseEnd,
    campFrom: row.campFrom,
    dueHaler: Number(row.dueHaler),
    receivedHaler: Number(row.receivedHaler),
    paymentState: row.paymentState,
    reminderStep: row.remindersSent >= 1 ? 2 : 1,
  };
}
