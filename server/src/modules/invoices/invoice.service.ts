// Invoices for registrations: issued once (number from the yearly sequence, dates, item and
// amount fixed then), e-mailed as a PDF through the outbox, downloadable by staff.
import { errorMessage, InvoiceErrorCode, isIban, RegistrationErrorCode } from '@kurzy/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import type { OperatorConfig } from '../../core/config';
import { AppError } from '../../core/errors';
import { MailStatus } from '../mail/mail-message.entity';
import type { MailOutbox } from '../mail/mail.outbox';
import { loadRegistrationFacts, type LoadedFacts } from '../registrations/registration.mail';
import { Registration } from '../registrations/registration.entity';
import { assertRegistrationInScope } from '../registrations/registration.scope';
import { type InvoiceBuyer, loadInvoiceDocument, newInvoiceFields, previewInvoiceDocument } from './invoice.document';
import { InvoiceDraft } from './invoice.draft.types';
import { InvoiceMailKind } from './invoice.mail';
import { Invoice } from './invoice.entity';
import { renderInvoicePdf } from './invoice.pdf';

export { INVOICE_DUE_DAYS } from './invoice.document';

// The catalogue's texts under the names the tests compare answers with.
export const INVALID_ACCOUNT = errorMessage(InvoiceErrorCode.InvalidAccount);
export const NOT_ISSUED = errorMessage(InvoiceErrorCode.NotIssued);

export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly operator: OperatorConfig,
  ) {}

  /** Issues the invoice of a registration if it has none, stores the account it asks to pay to
   * (the given IBAN, else the operator's), queues the e-mail with the PDF and tries to send it at
   * once. `invoiceSent` of the answer says whether it went out; if not, it stays queued. */
  async send(
    actor: Actor,
    registrationId: number,
    account?: string | null,
    /** An employer to make a new invoice out to (a parent's request); an issued invoice stays whose it is. */
    buyer: InvoiceBuyer | null = null,
  ): Promise<Registration> {
    authorize(actor, 'invoice.send');
    const iban = this.account(account);
    const messageId = await this.dataSource.transaction(async (manager) => {
      const [registration] = await manager.query(
        `SELECT id, invoice_number AS "invoiceNumber", replacement, cancelled_at IS NOT NULL AS cancelled
           FROM registration WHERE id = $1 FOR UPDATE`,
        [registrationId],
      );
      if (!registration) throw new AppError(RegistrationErrorCode.NotFound);
      const issued = await manager.findOneBy(Invoice, { registrationId });
      if (issued) {
        invoiceable(registration);
        if (buyer && issued.customerCompanyId !== buyer.companyId) throw new AppError(InvoiceErrorCode.IssuedToOther);
        await manager.update(Invoice, { registrationId }, { account: iban });
      } else {
        const facts = await invoiceableFacts(manager, registrationId);
        const fields = newInvoiceFields(facts, buyer);
        const number: string =
          registration.invoiceNumber ??
          (await manager.query('SELECT next_invoice_number($1) AS number', [Number(fields.issuedOn.slice(0, 4))]))[0]
            .number;
        await manager.insert(Invoice, { registrationId, number, account: iban, ...fields });
      }
      const invoice = await manager.findOneByOrFail(Invoice, { registrationId });
      await manager.update(Registration, registrationId, { invoiceNumber: invoice.number, invoiceAccount: iban });
      return this.outbox.queue(manager, registrationId, InvoiceMailKind.invoice);
    });
    await this.outbox.deliverNow(messageId);
    return this.dataSource.getRepository(Registration).findOneByOrFail({ id: registrationId });
  }

  /** The PDF that sending the invoice to this account would e-mail now, watermarked as a preview.
   * Reads only: no number is taken, nothing is stored (administrators, as sending is). */
  async preview(
    actor: Actor,
    registrationId: number,
    account?: string | null,
  ): Promise<{ filename: string; content: Buffer }> {
    authorize(actor, 'invoice.send');
    const iban = this.account(account);
    const manager = this.dataSource.manager;
    const facts = await invoiceableFacts(manager, registrationId);
    const document = await previewInvoiceDocument(manager, facts, iban);
    return {
      filename: `nahled-faktury-${facts.variableSymbol}.pdf`,
      content: await renderInvoicePdf(document, this.operator),
    };
  }

  /** What the invoice dialog starts from: the account to offer and whether (and when) the invoice
   * already went out, so that sending again is asked as a resend. */
  async draft(actor: Actor, registrationId: number): Promise<InvoiceDraft> {
    authorize(actor, 'invoice.send');
    const [row] = await this.dataSource.query(
      `SELECT r.id, i.number, i.account,
              (SELECT max(m.sent_at) FROM mail_message m
                WHERE m.registration_id = r.id AND m.kind = $2 AND m.status = $3) AS "sentAt"
         FROM registration r LEFT JOIN invoice i ON i.registration_id = r.id
        WHERE r.id = $1`,
      [registrationId, InvoiceMailKind.invoice, MailStatus.sent],
    );
    if (!row) throw new AppError(RegistrationErrorCode.NotFound);
    return {
      registrationId,
      defaultAccount: this.operator.iban,
      account: row.account ?? this.operator.iban,
      number: row.number ?? null,
      sentAt: row.sentAt ?? null,
    };
  }

  /** The issued invoice of a registration, or null (staff). */
  async invoiceOf(actor: Actor, registrationId: number): Promise<Invoice | null> {
    authorize(actor, 'invoice.read');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    return this.dataSource.getRepository(Invoice).findOneBy({ registrationId });
  }

  /** The PDF of an issued invoice (staff). */
  async pdf(actor: Actor, registrationId: number): Promise<{ filename: string; content: Buffer }> {
    authorize(actor, 'invoice.read');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    const pdf = await this.issuedPdf(registrationId);
    if (!pdf) {
      const exists = await this.dataSource.getRepository(Registration).existsBy({ id: registrationId });
      throw new AppError(exists ? InvoiceErrorCode.NotIssued : RegistrationErrorCode.NotFound);
    }
    return pdf;
  }

  /** The PDF of the issued invoice, or null when none was issued. For a caller that has checked who
   * asks: staff above, the family by its personal link (parents/parent.documents.ts). */
  async issuedPdf(registrationId: number): Promise<{ filename: string; content: Buffer } | null> {
    // An erased family's invoice is the document archived as issued (invoice.personal-data.ts).
    const [archived]: { number: string; pdf: Buffer }[] = await this.dataSource.query(
      'SELECT number, archived_pdf AS pdf FROM invoice WHERE registration_id = $1 AND archived_pdf IS NOT NULL',
      [registrationId],
    );
    if (archived) return { filename: `faktura-${archived.number}.pdf`, content: archived.pdf };
    const invoice = await loadInvoiceDocument(this.dataSource.manager, registrationId);
    if (!invoice) return null;
    return { filename: `faktura-${invoice.number}.pdf`, content: await renderInvoicePdf(invoice, this.operator) };
  }

  private account(account: string | null | undefined): string {
    if (account === null || account === undefined || account.trim() === '') return this.operator.iban;
    if (!isIban(account)) throw new AppError(InvoiceErrorCode.InvalidAccount, { field: 'account' });
    return account.replace(/\s+/g, '').toUpperCase();
  }
}

/** Only a registration holding a place gets an invoice. */
function invoiceable(registration: { cancelled: boolean; replacement: boolean }): void {
  if (registration.cancelled) throw new AppError(InvoiceErrorCode.RegistrationCancelled);
  if (registration.replacement) throw new AppError(InvoiceErrorCode.RegistrationIsReplacement);
}

async function invoiceableFacts(manager: EntityManager, registrationId: number): Promise<LoadedFacts> {
  const facts = await loadRegistrationFacts(manager, registrationId);
  if (!facts) throw new AppError(RegistrationErrorCode.NotFound);
  invoiceable(facts);
  return facts;
}
