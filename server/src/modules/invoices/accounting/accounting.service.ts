// The accountant's exports (issue 47, item 4): the invoices issued in a period as one Pohoda XML file,
// one invoice as ISDOC, and the payments received in a period as CSV or XLSX. Administrators only
// (accounting.export). Each period is checked before the first byte; the files are written as they
// are read, a page at a time, so a year of invoices never sits in memory.
import {
  AccountingErrorCode,
  accountingFileName,
  checkAccountingRange,
  type AccountingRange,
  type ExportFormat,
  InvoiceErrorCode,
  RECEIVED_PAYMENT_LIST,
  RegistrationErrorCode,
  type ReceivedPaymentRow,
} from '@kurzy/common';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { type Actor, authorize } from '../../../core/actor';
import type { OperatorConfig } from '../../../core/config';
import { AppError } from '../../../core/errors';
import { writeExport } from '../../../core/export';
import { listExport } from '../../../core/list-fields';
import { Registration } from '../../registrations/registration.entity';
import { ACCOUNTING_INVOICE_COLUMNS, type AccountingInvoice, loadAccountingInvoice } from './accounting.invoice';
import { isdocInvoice } from './accounting.isdoc';
import { pohodaHead, pohodaItem, POHODA_TAIL } from './accounting.pohoda';

/** Rows read at once: one page of a keyset walk. */
const PAGE_ROWS = 1000;

/** A file written as it is read. */
export interface AccountingFile {
  filename: string;
  write: (out: Writable) => Promise<void>;
}

const RECEIVED_PAYMENTS = listExport(RECEIVED_PAYMENT_LIST, 'Přijaté platby');

export class AccountingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly operator: OperatorConfig,
  ) {}

  /** The invoices issued from `from` to `to` (both days included) as one Pohoda dataPack. Its first
   * page is read before answering: a period without invoices is refused (a dataPack holds one at least). */
  async pohoda(actor: Actor, from: unknown, to: unknown): Promise<AccountingFile> {
    authorize(actor, 'accounting.export');
    const range = checkedRange(from, to);
    const vatPayer = this.operator.vatPayer;
    const head = pohodaHead(this.operator, range.from, range.to);
    const pages = this.invoicePages(range);
    const first = await pages.next();
    if (first.done) throw new AppError(AccountingErrorCode.NoInvoices);
    return {
      filename: accountingFileName('pohoda-faktury', range, 'xml'),
      write: (out) =>
        // One page's text waiting at a time, whatever the reader's speed.
        pipeline(
          Readable.from(
            (async function* () {
              yield head;
              const write = (page: AccountingInvoice[]) =>
                page.map((invoice) => pohodaItem(invoice, vatPayer)).join('');
              yield write(first.value);
              for await (const page of pages) yield write(page);
              yield POHODA_TAIL;
            })(),
            { highWaterMark: 1 },
          ),
          out,
        ),
    };
  }

  /** One issued invoice as ISDOC 6.0.2; `registrationId` is the invoice's id (one per registration). */
  async isdoc(actor: Actor, registrationId: number): Promise<{ filename: string; content: Buffer }> {
    authorize(actor, 'accounting.export');
    const invoice = await loadAccountingInvoice(this.dataSource.manager, registrationId);
    if (!invoice) {
      const exists = await this.dataSource.getRepository(Registration).existsBy({ id: registrationId });
      throw new AppError(exists ? InvoiceErrorCode.NotIssued : RegistrationErrorCode.NotFound);
    }
    return {
      filename: `faktura-${invoice.number}.isdoc`,
      content: Buffer.from(isdocInvoice(invoice, this.operator), 'utf8'),
    };
  }

  /** The money received from `from` to `to` (the day the bank booked it, or the cash was taken): each
   * incoming payment once, paired or not, with the registrations it pays. */
  receivedPayments(actor: Actor, from: unknown, to: unknown, format: ExportFormat): AccountingFile {
    authorize(actor, 'accounting.export');
    const range = checkedRange(from, to);
    return {
      filename: accountingFileName('prijate-platby', range, format),
      write: (out) => writeExport(format, RECEIVED_PAYMENTS, this.paymentPages(range), out),
    };
  }

  /** The invoices of a period in pages, in the order of invoice_issued_on_idx. */
  private async *invoicePages(range: AccountingRange): AsyncGenerator<AccountingInvoice[]> {
    let after: [string, number] = ['0001-01-01', 0];
    for (;;) {
      const page: AccountingInvoice[] = await this.dataSource.query(
        `SELECT ${ACCOUNTING_INVOICE_COLUMNS}
           FROM invoice i JOIN registration r ON r.id = i.registration_id
          WHERE i.issued_on BETWEEN $1 AND $2 AND (i.issued_on, i.registration_id) > ($3::date, $4::int)
          ORDER BY i.issued_on, i.registration_id LIMIT ${PAGE_ROWS}`,
        [range.from, range.to, ...after],
      );
      if (page.length > 0) yield page;
      if (page.length < PAGE_ROWS) return;
      const last = page.at(-1)!;
      after = [last.issuedOn, last.registrationId];
    }
  }

  /** The received payments of a period in pages, in the order of payment_booked_on_idx: incoming CZK
   * credits (not a reversal, not a withdrawn manual one), each with the registrations it pays now. */
  private async *paymentPages(range: AccountingRange): AsyncGenerator<ReceivedPaymentRow[]> {
    let after: [string, number] = ['0001-01-01', 0];
    for (;;) {
      const page: (ReceivedPaymentRow & { id: number })[] = await this.dataSource.query(
        `SELECT p.id, to_char(p.booked_on, 'YYYY-MM-DD') AS "bookedOn", p.variable_symbol AS "variableSymbol",
                p.amount_haler::float8 AS "amountHaler", p.source AS method,
                coalesce((SELECT string_agg(r.child_full_name || ' (VS ' || r.variable_symbol || ')', ', ' ORDER BY r.id)
                            FROM payment_allocation a JOIN registration r ON r.id = a.registration_id
                           WHERE a.payment_id = p.id AND a.reversed_at IS NULL), '') AS registration
           FROM payment p
          WHERE p.pairable AND p.reversed_at IS NULL AND p.booked_on BETWEEN $1 AND $2
            AND (p.booked_on, p.id) > ($3::date, $4::int)
          ORDER BY p.booked_on, p.id LIMIT ${PAGE_ROWS}`,
        [range.from, range.to, ...after],
      );
      if (page.length > 0) yield page;
      if (page.length < PAGE_ROWS) return;
      const last = page.at(-1)!;
      after = [last.bookedOn, last.id];
    }
  }
}

/** The period, or a 400 naming the field at fault. */
function checkedRange(from: unknown, to: unknown): AccountingRange {
  const checked = checkAccountingRange(from, to);
  if ('from' in checked) return checked;
  if (checked.code === AccountingErrorCode.InvalidDate)
    throw new AppError(checked.code, { field: checked.field, params: { field: checked.field } });
  throw new AppError(checked.code, { field: checked.field });
}
