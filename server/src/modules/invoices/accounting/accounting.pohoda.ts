// Invoices as Stormware Pohoda imports them (XML 2.0: one dat:dataPack, one dat:dataPackItem per
// invoice). The ids are the invoice numbers, and each invoice asks for its own number with
// checkDuplicity, so importing an overlapping period again skips what Pohoda already has. Element
// order and lengths follow Stormware's data.xsd / invoice.xsd / type.xsd (kept in ../fixtures/xsd,
// where the tests validate every export against them).
import type { OperatorConfig } from '../../../core/config';
import { czechAccountNumber } from '../../mail/mail.qr-platba';
import { type AccountingInvoice, addressParts, decimal, invoiceLines, lineTotals, xmlText } from './accounting.invoice';

const NS = {
  dat: 'http://www.stormware.cz/schema/version_2/data.xsd',
  inv: 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  typ: 'http://www.stormware.cz/schema/version_2/type.xsd',
};

/** The id of an export: the same period gives the same id. */
export const pohodaPackId = (from: string, to: string) => `kurzy-faktury-${from}-${to}`;

/** The envelope's opening: `ico` makes Pohoda refuse the file in another company's books. */
export function pohodaHead(operator: OperatorConfig, from: string, to: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<dat:dataPack xmlns:dat="${NS.dat}" xmlns:inv="${NS.inv}" xmlns:typ="${NS.typ}" version="2.0"` +
    ` id="${xmlText(pohodaPackId(from, to), 64)}" ico="${xmlText(operator.companyId, 15)}"` +
    ` application="${xmlText(operator.name, 100)}" note="${xmlText(`Faktury vystavené ${from} až ${to}`)}">\n`
  );
}

export const POHODA_TAIL = '</dat:dataPack>\n';

const element = (name: string, value: string | null | undefined, max?: number) =>
  value === null || value === undefined || value.trim() === '' ? '' : `<${name}>${xmlText(value, max)}</${name}>`;

function partner(invoice: AccountingInvoice): string {
  const employer = invoice.customerCompanyId !== null;
  const place = invoice.customerAddress ? addressParts(invoice.customerAddress) : null;
  return (
    '<inv:partnerIdentity><typ:address>' +
    (employer ? element('typ:company', invoice.customerName, 255) : element('typ:name', invoice.customerName, 64)) +
    element('typ:city', place?.city, 45) +
    element('typ:street', place?.street, 64) +
    element('typ:zip', place?.zip, 15) +
    element('typ:ico', invoice.customerCompanyId, 15) +
    element('typ:email', invoice.customerEmail, 98) +
    '</typ:address></inv:partnerIdentity>'
  );
}

function account(iban: string): string {
  const local = czechAccountNumber(iban);
  if (!local) return '';
  const [number, bank] = local.split('/') as [string, string];
  return `<inv:account><typ:accountNo>${number}</typ:accountNo><typ:bankCode>${bank}</typ:bankCode></inv:account>`;
}

/** One invoice as a dat:dataPackItem. A VAT payer's prices include VAT at the basic rate. */
export function pohodaItem(invoice: AccountingInvoice, vatPayer: boolean): string {
  const lines = invoiceLines(invoice, vatPayer);
  const totals = lineTotals(lines);
  const rate = vatPayer ? 'high' : 'none';
  const items = lines
    .map(
      (line) =>
        '<inv:invoiceItem>' +
        element('inv:text', line.text, 90) +
        '<inv:quantity>1</inv:quantity>' +
        (vatPayer ? '<inv:payVAT>true</inv:payVAT>' : '') +
        `<inv:rateVAT>${rate}</inv:rateVAT>` +
        `<inv:homeCurrency><typ:unitPrice>${decimal(line.price)}</typ:unitPrice></inv:homeCurrency>` +
        '</inv:invoiceItem>',
    )
    .join('');
  const summary = vatPayer
    ? `<typ:priceHigh>${decimal(totals.base)}</typ:priceHigh><typ:priceHighVAT>${decimal(totals.vat)}</typ:priceHighVAT>` +
      `<typ:priceHighSum>${decimal(totals.price)}</typ:priceHighSum>`
    : `<typ:priceNone>${decimal(totals.price)}</typ:priceNone>`;
  return (
    `<dat:dataPackItem version="2.0" id="${xmlText(invoice.number, 64)}">` +
    '<inv:invoice version="2.0"><inv:invoiceHeader>' +
    '<inv:invoiceType>issuedInvoice</inv:invoiceType>' +
    `<inv:number><typ:numberRequested checkDuplicity="true">${xmlText(invoice.number, 20)}</typ:numberRequested></inv:number>` +
    element('inv:symVar', invoice.variableSymbol, 20) +
    `<inv:date>${invoice.issuedOn}</inv:date>` +
    (vatPayer ? `<inv:dateTax>${invoice.issuedOn}</inv:dateTax>` : '') +
    `<inv:dateAccounting>${invoice.issuedOn}</inv:dateAccounting>` +
    `<inv:dateDue>${invoice.dueOn}</inv:dateDue>` +
    element('inv:text', invoice.item, 240) +
    partner(invoice) +
    '<inv:paymentType><typ:paymentType>draft</typ:paymentType></inv:paymentType>' +
    account(invoice.account) +
    '</inv:invoiceHeader>' +
    `<inv:invoiceDetail>${items}</inv:invoiceDetail>` +
    '<inv:invoiceSummary><inv:roundingDocument>none</inv:roundingDocument>' +
    `<inv:homeCurrency>${summary}</inv:homeCurrency></inv:invoiceSummary>` +
    '</inv:invoice></dat:dataPackItem>\n'
  );
}
