// An issued invoice as the accountant's exports read it (Pohoda XML, ISDOC), and what both write the
// same way: its lines (the item and the discount as a negative line, as on the PDF), their VAT, and
// text that is safe inside XML.
import type { EntityManager } from 'typeorm';

/** An issued invoice with the registration's variable symbol; amounts in whole Kč, as issued. */
export interface AccountingInvoice {
  registrationId: number;
  number: string;
  issuedOn: string;
  dueOn: string;
  account: string;
  /** The total: the item less the discount. */
  amount: number;
  discountAmount: number;
  discountName: string | null;
  item: string;
  customerName: string;
  customerEmail: string;
  customerCompanyId: string | null;
  customerAddress: string | null;
  variableSymbol: string;
}

/** The columns of an AccountingInvoice from `invoice i JOIN registration r`. */
export const ACCOUNTING_INVOICE_COLUMNS = `i.registration_id AS "registrationId", i.number,
  to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn", i.account,
  i.amount, i.discount_amount AS "discountAmount", i.discount_name AS "discountName", i.item,
  i.customer_name AS "customerName", i.customer_email AS "customerEmail",
  i.customer_company_id AS "customerCompanyId", i.customer_address AS "customerAddress",
  r.variable_symbol::text AS "variableSymbol"`;

export async function loadAccountingInvoice(
  manager: EntityManager,
  registrationId: number,
): Promise<AccountingInvoice | null> {
  const [row] = await manager.query(
    `SELECT ${ACCOUNTING_INVOICE_COLUMNS} FROM invoice i JOIN registration r ON r.id = i.registration_id
      WHERE i.registration_id = $1`,
    [registrationId],
  );
  return row ?? null;
}

/** The basic Czech VAT rate; a VAT payer's prices include it (config OPERATOR_VAT_PAYER). */
export const VAT_PERCENT = 21;

export interface InvoiceLine {
  text: string;
  /** In Kč, VAT included; negative for the discount. */
  price: number;
  /** Without VAT and the VAT of it, in Kč to the haléř (0 VAT for a non-payer). */
  base: number;
  vat: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The item, and the discount as its own negative line when there is one: the PDF's lines. */
export function invoiceLines(
  invoice: Pick<AccountingInvoice, 'item' | 'amount' | 'discountAmount' | 'discountName'>,
  vatPayer: boolean,
): InvoiceLine[] {
  const line = (text: string, price: number): InvoiceLine => {
    const base = vatPayer ? round2((price * 100) / (100 + VAT_PERCENT)) : price;
    return { text, price, base, vat: round2(price - base) };
  };
  const lines = [line(invoice.item, invoice.amount + invoice.discountAmount)];
  if (invoice.discountAmount > 0) lines.push(line(invoice.discountName ?? 'Sleva', -invoice.discountAmount));
  return lines;
}

/** The sums of the lines, to the haléř. */
export function lineTotals(lines: InvoiceLine[]): { price: number; base: number; vat: number } {
  return {
    price: round2(lines.reduce((sum, line) => sum + line.price, 0)),
    base: round2(lines.reduce((sum, line) => sum + line.base, 0)),
    vat: round2(lines.reduce((sum, line) => sum + line.vat, 0)),
  };
}

/** An amount as XML decimals write it: "2500", "-300", "2066.12". */
export const decimal = (value: number) => String(round2(value));

/** A character XML 1.0 can carry: not the C0 controls but tab and line ends, not a lone surrogate,
 * not U+FFFE/U+FFFF. */
const xmlCharacter = (character: string) => {
  const point = character.codePointAt(0)!;
  return (
    point === 0x9 ||
    point === 0xa ||
    point === 0xd ||
    (point >= 0x20 && point <= 0xd7ff) ||
    (point >= 0xe000 && point <= 0xfffd) ||
    point >= 0x10000
  );
};
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element or an attribute, cut to `max` characters (a schema's limit) where given. */
export function xmlText(value: string, max?: number): string {
  const characters = [...value].filter(xmlCharacter);
  const clean = characters.join('').trim();
  const cut = max === undefined ? clean : [...clean].slice(0, max).join('');
  return cut.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** "Masarykova 12, 602 00 Brno" as its street, postcode and town; the whole text as the street when
 * it does not read so. */
export function addressParts(address: string): { street: string; zip: string | null; city: string | null } {
  const comma = address.lastIndexOf(',');
  const place = /^(\d{3} ?\d{2}) (\S.*)$/.exec(address.slice(comma + 1).trim());
  if (comma < 1 || !place) return { street: address.trim(), zip: null, city: null };
  return { street: address.slice(0, comma).trim(), zip: place[1]!, city: place[2]! };
}
