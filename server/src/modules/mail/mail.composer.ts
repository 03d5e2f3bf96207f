// Composes an outbox message from the registration as it is at delivery time.
import { formatDateRange, RegistrationType } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import { loadInvoiceDocument } from '../invoices/invoice.document';
import { renderInvoicePdf } from '../invoices/invoice.pdf';
import { MailKind } from './mail-message.entity';
import {
  ComposedMail,
  confirmationMail,
  courseWhen,
  invoiceMail,
  Payment,
  promotedMail,
  RegistrationFacts,
  repeatedMail,
  replacementMail,
} from './mail.templates';
import { qrPng, spayd } from './qr-platba';

/** Why a message is not sent at all: it no longer applies. */
export class MailNotApplicable extends Error {}

export class MailComposer {
  constructor(private readonly operator: OperatorConfig) {}

  async compose(manager: EntityManager, registrationId: number, kind: MailKind): Promise<ComposedMail> {
    const facts = await loadRegistrationFacts(manager, registrationId);
    if (!facts) throw new MailNotApplicable('Přihláška už neexistuje.');
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
      return invoiceMail(this.operator, facts, { number: invoice.number, pdf }, payment);
    }
    if (facts.cancelled) throw new MailNotApplicable('Přihláška byla mezitím zrušena.');
    if (kind === MailKind.replacement) return replacementMail(this.operator, facts);
    if (kind === MailKind.repeated) return repeatedMail(this.operator, facts);
    const payment = await this.payment(facts);
    return kind === MailKind.promoted
      ? promotedMail(this.operator, facts, payment)
      : confirmationMail(this.operator, facts, payment);
  }

  /** Payment instructions for the place, with the QR Platba code; none when there is nothing to pay. */
  private async payment(facts: RegistrationFacts): Promise<Payment | null> {
    if (facts.price <= 0) return null;
    const details = {
      iban: this.operator.iban,
      amount: facts.price,
      variableSymbol: facts.variableSymbol,
      message: `${facts.title} - ${facts.childFullName}`,
    };
    return { ...details, qrPng: await qrPng(spayd(details)) };
  }
}

/** One query for everything an e-mail says about a registration: the course (through its slot)
 * or camp, when and where. */
export async function loadRegistrationFacts(
  manager: EntityManager,
  registrationId: number,
): Promise<RegistrationFacts | null> {
  const [row] = await manager.query(
    `SELECT r.id, r.email, r.parent_first_name || ' ' || r.parent_last_name AS "parentName", r.child_full_name AS "childFullName",
            r.type, r.replacement, r.cancelled_at IS NOT NULL AS cancelled, r.variable_symbol::text AS "variableSymbol",
            COALESCE(c.title, camp.title) AS title, COALESCE(c.price, camp.price) AS price,
            s.day_of_week AS "dayOfWeek", s."from"::text AS "slotFrom", s."to"::text AS "slotTo",
            to_char(c.start_date, 'YYYY-MM-DD') AS "courseStart", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd", c.location,
            to_char(camp."from", 'YYYY-MM-DD') AS "campFrom", to_char(camp."to", 'YYYY-MM-DD') AS "campTo",
            b.title AS "branchTitle", b.address AS "branchAddress"
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
  };
}
