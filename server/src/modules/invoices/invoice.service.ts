// Invoices for registrations: issued once (number from the yearly sequence, dates, item and
// amount fixed then), e-mailed as a PDF through the outbox, downloadable by staff.
import {
  errorMessage,
  InvoiceErrorCode,
  isIban,
  pragueToday,
  RegistrationErrorCode,
  RegistrationType,
} from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import type { OperatorConfig } from '../../core/config';
import { AppError } from '../../core/errors';
import { MailKind } from '../mail/mail-message.entity';
import { loadRegistrationFacts } from '../mail/mail.composer';
import type { MailOutbox } from '../mail/mail.outbox';
import { Registration } from '../registrations/registration.entity';
import { loadInvoiceDocument } from './invoice.document';
import { Invoice } from './invoice.entity';
import { renderInvoicePdf } from './invoice.pdf';

/** Days from issue to due date. */
export const INVOICE_DUE_DAYS = 14;

// The catalogue's texts under the names the tests compare answers with.
export const INVALID_ACCOUNT = errorMessage(InvoiceErrorCode.InvalidAccount);
export const NOT_ISSUED = errorMessage(InvoiceErrorCode.NotIssued);

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly operator: OperatorConfig,
  ) {}

  /** Issues the invoice of a registration if it has none, stores the account it asks to pay to
   * (the given IBAN, else the operator's), queues the e-mail with the PDF and tries to send it at
   * once. `invoiceSent` of the answer says whether it went out; if not, it stays queued. */
  async send(actor: Actor, registrationId: number, account?: string | null): Promise<Registration> {
    authorize(actor, 'invoice.send');
    const iban = this.account(account);
    const messageId = await this.dataSource.transaction(async (manager) => {
      const [registration] = await manager.query(
        `SELECT id, invoice_number AS "invoiceNumber", replacement, cancelled_at IS NOT NULL AS cancelled
           FROM registration WHERE id = $1 FOR UPDATE`,
        [registrationId],
      );
      if (!registration) throw new AppError(RegistrationErrorCode.NotFound);
      if (registration.cancelled) throw new AppError(InvoiceErrorCode.RegistrationCancelled);
      if (registration.replacement) throw new AppError(InvoiceErrorCode.RegistrationIsReplacement);
      const issued = await manager.findOneBy(Invoice, { registrationId });
      if (issued) {
        await manager.update(Invoice, { registrationId }, { account: iban });
      } else {
        const facts = await loadRegistrationFacts(manager, registrationId);
        if (!facts) throw new AppError(RegistrationErrorCode.NotFound);
        const today = pragueToday();
        const number: string =
          registration.invoiceNumber ??
          (await manager.query('SELECT next_invoice_number($1) AS number', [Number(today.slice(0, 4))]))[0].number;
        const kind = facts.type === RegistrationType.camp ? 'Tábor' : 'Kroužek';
        await manager.insert(Invoice, {
          registrationId,
          number,
          issuedOn: today,
          dueOn: addDays(today, INVOICE_DUE_DAYS),
          account: iban,
          amount: facts.price,
          item: `${kind} ${facts.title} (${facts.when}) – ${facts.childFullName}`.slice(0, 500),
          customerName: facts.parentName,
          customerEmail: facts.email,
        });
      }
      const invoice = await manager.findOneByOrFail(Invoice, { registrationId });
      await manager.update(Registration, registrationId, { invoiceNumber: invoice.number, invoiceAccount: iban });
      return this.outbox.queue(manager, registrationId, MailKind.invoice);
    });
    await this.outbox.deliverNow(messageId);
    return this.dataSource.getRepository(Registration).findOneByOrFail({ id: registrationId });
  }

  /** The issued invoice of a registration, or null (staff). */
  async invoiceOf(actor: Actor, registrationId: number): Promise<Invoice | null> {
    authorize(actor, 'invoice.read');
    return this.dataSource.getRepository(Invoice).findOneBy({ registrationId });
  }

  /** The PDF of an issued invoice (staff). */
  async pdf(actor: Actor, registrationId: number): Promise<{ filename: string; content: Buffer }> {
    authorize(actor, 'invoice.read');
    const invoice = await loadInvoiceDocument(this.dataSource.manager, registrationId);
    if (!invoice) {
      const exists = await this.dataSource.getRepository(Registration).existsBy({ id: registrationId });
      throw new AppError(exists ? InvoiceErrorCode.NotIssued : RegistrationErrorCode.NotFound);
    }
    return { filename: `faktura-${invoice.number}.pdf`, content: await renderInvoicePdf(invoice, this.operator) };
  }

  private account(account: string | null | undefined): string {
    if (account === null || account === undefined || account.trim() === '') return this.operator.iban;
    if (!isIban(account)) throw new AppError(InvoiceErrorCode.InvalidAccount, { field: 'account' });
    return account.replace(/\s+/g, '').toUpperCase();
  }
}
