import { pragueToday, RegistrationType } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { RegistrationFacts } from '../mail/mail.templates';
import { qrPng, spayd } from '../mail/mail.qr-platba';
import type { InvoiceDocument } from './invoice.pdf';

/** Days from issue to due date. */
export const INVOICE_DUE_DAYS = 14;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The due date of a payment asked for on `isoDate`: the invoice's rule, also in the confirmation
 * e-mail and on the thank-you screen. */
export const dueDateFrom = (isoDate: string) => addDays(isoDate, INVOICE_DUE_DAYS);

/** What an invoice issued today for this registration says (all but its number and account). One
 * place for it, so the preview shows exactly what sending would issue. */
/** Whom an invoice is made out to instead of the parent: an employer (FKSP, benefits). */
export interface InvoiceBuyer {
  name: string;
  companyId: string;
  address: string;
}

export function newInvoiceFields(facts: RegistrationFacts, buyer: InvoiceBuyer | null = null, today = pragueToday()) {
  const kind = facts.type === RegistrationType.camp ? 'Tábor' : 'Kroužek';
  return {
    issuedOn: today,
    dueOn: dueDateFrom(today),
    // The total: the item (the price) less the discount given with the place, its own line.
    amount: facts.price - (facts.discount?.amountHaler ?? 0) / 100,
    discountAmount: (facts.discount?.amountHaler ?? 0) / 100,
    discountName: facts.discount?.name ?? null,
    item: `${kind} ${facts.title} (${facts.when}) – ${facts.childFullName}`.slice(0, 500),
    customerName: buyer ? buyer.name.slice(0, 201) : facts.parentName,
    customerEmail: facts.email,
    customerCompanyId: buyer?.companyId ?? null,
    customerAddress: buyer?.address.slice(0, 300) ?? null,
  };
}

/** The QR Platba of an invoice for what is still owed (its total less the money received for the
 * registration, `receivedHaler`), or null when nothing is. */
async function withQr<T extends Omit<InvoiceDocument, 'qrPng'>>(
  document: T,
  receivedHaler = 0,
): Promise<T & { qrPng: Buffer | null; owed: number }> {
  const owed = (document.amount * 100 - receivedHaler) / 100;
  const qr =
    owed > 0
      ? await qrPng(
          spayd({
            iban: document.account,
            amount: owed,
            variableSymbol: document.variableSymbol,
            message: document.number ? `Faktura ${document.number}` : `VS ${document.variableSymbol}`,
          }),
        )
      : null;
  return { ...document, qrPng: qr, owed: Math.max(0, owed) };
}

/** The issued invoice of a registration with what its PDF needs, or null when none was issued. */
export async function loadInvoiceDocument(
  manager: EntityManager,
  registrationId: number,
): Promise<(InvoiceDocument & { number: string }) | null> {
  const [row] = await manager.query(
    `SELECT i.number, to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn",
            i.account, i.amount, i.item, i.customer_name AS "customerName", i.customer_email AS "customerEmail",
            i.customer_company_id AS "customerCompanyId", i.customer_address AS "customerAddress",
            i.discount_amount AS "discountAmount", i.discount_name AS "discountName",
            r.variable_symbol::text AS "variableSymbol", r.received_haler::float8 AS "receivedHaler"
       FROM invoice i JOIN registration r ON r.id = i.registration_id
      WHERE i.registration_id = $1`,
    [registrationId],
  );
  if (!row) return null;
  const { receivedHaler, ...document } = row;
  return withQr<Omit<InvoiceDocument, 'qrPng'> & { number: string }>(document, receivedHaler);
}

/** The invoice that sending it to this account would e-mail now: the issued one with the account
 * changed, or a new one without a number (numbers are taken only when an invoice is issued). */
export async function previewInvoiceDocument(
  manager: EntityManager,
  facts: RegistrationFacts & { receivedHaler: number },
  account: string,
): Promise<InvoiceDocument> {
  const issued = await loadInvoiceDocument(manager, facts.id);
  if (issued) return { ...(await withQr({ ...issued, account }, facts.receivedHaler)), preview: true };
  return {
    ...(await withQr(
      { ...newInvoiceFields(facts), number: null, account, variableSymbol: facts.variableSymbol },
      facts.receivedHaler,
    )),
    preview: true,
  };
}
