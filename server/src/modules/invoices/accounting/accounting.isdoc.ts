// An issued invoice as ISDOC 6.0.2 (the Czech e-invoice most accounting programs import): the
// lines as on the PDF (the discount a negative line), the amount payable, and the payment by
// transfer with the variable symbol. Element order follows isdoc-invoice-6.0.2.xsd (kept in
// ../fixtures/xsd, where the tests validate against it).
import { createHash } from 'node:crypto';
import type { OperatorConfig } from '../../../core/config';
import { czechAccountNumber } from '../../mail/mail.qr-platba';
import {
  type AccountingInvoice,
  addressParts,
  decimal,
  invoiceLines,
  lineTotals,
  VAT_PERCENT,
  xmlText,
} from './accounting.invoice';

const ISDOC_NS = 'http://isdoc.cz/namespace/2013';

/** The same invoice always has the same UUID (a name-based UUID of the operator's IČO and the
 * number), so a program that already has it recognises it. */
export function isdocUuid(companyId: string, number: string): string {
  const hash = createHash('sha1').update(`kurzy-isdoc:${companyId}:${number}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** "Masarykova 12, 602 00 Brno": the street, its number, the town and the postcode. */
function postalAddress(address: string | null): string {
  const { street, zip, city } = addressParts(address ?? '');
  // The number is the street's last word when it starts with a digit ("12", "1234/5a").
  const space = street.lastIndexOf(' ');
  const numbered = space > 0 && /^\d/.test(street.slice(space + 1));
  return (
    '<PostalAddress>' +
    tag('StreetName', numbered ? street.slice(0, space) : street) +
    tag('BuildingNumber', numbered ? street.slice(space + 1) : '') +
    tag('CityName', city ?? '') +
    tag('PostalZone', zip ?? '') +
    '<Country><IdentificationCode>CZ</IdentificationCode><Name>Česká republika</Name></Country>' +
    '</PostalAddress>'
  );
}

function supplier(operator: OperatorConfig): string {
  return (
    '<AccountingSupplierParty><Party>' +
    `<PartyIdentification>${tag('ID', operator.companyId)}</PartyIdentification>` +
    `<PartyName>${tag('Name', operator.company)}</PartyName>` +
    postalAddress(operator.address) +
    (operator.vatPayer
      ? `<PartyTaxScheme>${tag('CompanyID', `CZ${operator.companyId}`)}<TaxScheme>VAT</TaxScheme></PartyTaxScheme>`
      : '') +
    `<Contact>${tag('Telephone', operator.phone)}${tag('ElectronicMail', operator.email)}</Contact>` +
    '</Party></AccountingSupplierParty>'
  );
}

function customer(invoice: AccountingInvoice): string {
  return (
    '<AccountingCustomerParty><Party>' +
    `<PartyIdentification>${tag('ID', invoice.customerCompanyId ?? '')}</PartyIdentification>` +
    `<PartyName>${tag('Name', invoice.customerName)}</PartyName>` +
    postalAddress(invoice.customerAddress) +
    `<Contact>${tag('ElectronicMail', invoice.customerEmail)}</Contact>` +
    '</Party></AccountingCustomerParty>'
  );
}

function payment(invoice: AccountingInvoice, payable: number): string {
  const local = czechAccountNumber(invoice.account);
  const [number, bank] = local ? (local.split('/') as [string, string]) : [invoice.account, ''];
  return (
    '<PaymentMeans><Payment>' +
    `<PaidAmount>${decimal(payable)}</PaidAmount><PaymentMeansCode>42</PaymentMeansCode>` +
    `<Details><PaymentDueDate>${invoice.dueOn}</PaymentDueDate>` +
    `${tag('ID', number)}${tag('BankCode', bank)}<Name/>${tag('IBAN', invoice.account)}<BIC/>` +
    `${tag('VariableSymbol', invoice.variableSymbol)}</Details>` +
    '</Payment></PaymentMeans>'
  );
}

export function isdocInvoice(invoice: AccountingInvoice, operator: OperatorConfig): string {
  const payer = operator.vatPayer;
  const lines = invoiceLines(invoice, payer);
  const totals = lineTotals(lines);
  const percent = payer ? VAT_PERCENT : 0;
  const category = `<Percent>${percent}</Percent>`;
  const invoiceLinesXml = lines
    .map(
      (line, index) =>
        '<InvoiceLine>' +
        `<ID>${index + 1}</ID><InvoicedQuantity unitCode="ks">1</InvoicedQuantity>` +
        `<LineExtensionAmount>${decimal(line.base)}</LineExtensionAmount>` +
        `<LineExtensionAmountTaxInclusive>${decimal(line.price)}</LineExtensionAmountTaxInclusive>` +
        `<LineExtensionTaxAmount>${decimal(line.vat)}</LineExtensionTaxAmount>` +
        `<UnitPrice>${decimal(line.base)}</UnitPrice><UnitPriceTaxInclusive>${decimal(line.price)}</UnitPriceTaxInclusive>` +
        // Computed from the price with VAT ("shora", 1); a non-payer has none (0 %, not applicable).
        `<ClassifiedTaxCategory>${category}<VATCalculationMethod>${payer ? 1 : 0}</VATCalculationMethod>` +
        `<VATApplicable>${payer}</VATApplicable></ClassifiedTaxCategory>` +
        `<Item>${tag('Description', line.text)}</Item>` +
        '</InvoiceLine>',
    )
    .join('');
  const base = decimal(totals.base);
  const vat = decimal(totals.vat);
  const price = decimal(totals.price);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Invoice xmlns="${ISDOC_NS}" version="6.0.2">` +
    '<DocumentType>1</DocumentType>' +
    tag('ID', invoice.number) +
    `<UUID>${isdocUuid(operator.companyId, invoice.number)}</UUID>` +
    `<IssueDate>${invoice.issuedOn}</IssueDate>` +
    (payer ? `<TaxPointDate>${invoice.issuedOn}</TaxPointDate>` : '') +
    `<VATApplicable>${payer}</VATApplicable>` +
    '<ElectronicPossibilityAgreementReference></ElectronicPossibilityAgreementReference>' +
    (payer ? '' : '<Note>Dodavatel není plátcem DPH.</Note>') +
    '<LocalCurrencyCode>CZK</LocalCurrencyCode><CurrRate>1</CurrRate><RefCurrRate>1</RefCurrRate>' +
    supplier(operator) +
    customer(invoice) +
    `<InvoiceLines>${invoiceLinesXml}</InvoiceLines>` +
    '<TaxTotal><TaxSubTotal>' +
    `<TaxableAmount>${base}</TaxableAmount><TaxAmount>${vat}</TaxAmount><TaxInclusiveAmount>${price}</TaxInclusiveAmount>` +
    '<AlreadyClaimedTaxableAmount>0</AlreadyClaimedTaxableAmount><AlreadyClaimedTaxAmount>0</AlreadyClaimedTaxAmount>' +
    '<AlreadyClaimedTaxInclusiveAmount>0</AlreadyClaimedTaxInclusiveAmount>' +
    `<DifferenceTaxableAmount>${base}</DifferenceTaxableAmount><DifferenceTaxAmount>${vat}</DifferenceTaxAmount>` +
    `<DifferenceTaxInclusiveAmount>${price}</DifferenceTaxInclusiveAmount>` +
    `<TaxCategory>${category}<VATApplicable>${payer}</VATApplicable></TaxCategory>` +
    `</TaxSubTotal><TaxAmount>${vat}</TaxAmount></TaxTotal>` +
    '<LegalMonetaryTotal>' +
    `<TaxExclusiveAmount>${base}</TaxExclusiveAmount><TaxInclusiveAmount>${price}</TaxInclusiveAmount>` +
    '<AlreadyClaimedTaxExclusiveAmount>0</AlreadyClaimedTaxExclusiveAmount>' +
    '<AlreadyClaimedTaxInclusiveAmount>0</AlreadyClaimedTaxInclusiveAmount>' +
    `<DifferenceTaxExclusiveAmount>${base}</DifferenceTaxExclusiveAmount>` +
    `<DifferenceTaxInclusiveAmount>${price}</DifferenceTaxInclusiveAmount>` +
    `<PaidDepositsAmount>0</PaidDepositsAmount><PayableAmount>${price}</PayableAmount>` +
    '</LegalMonetaryTotal>' +
    payment(invoice, totals.price) +
    '</Invoice>\n'
  );
}
