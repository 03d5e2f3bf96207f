// The invoice as a PDF (A4), on the layout every PDF of the app shares (invoice.pdf-layout.ts).
import { formatDate, formatHaler, formatPrice } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import { czechAccountNumber, formatIban } from '../mail/mail.qr-platba';
import { invoiceLines, lineTotals, VAT_PERCENT } from './accounting/accounting.invoice';
import { factRows, operatorFooter, PAGE, startPdf } from './invoice.pdf-layout';

export interface InvoiceDocument {
  /** null on the preview of an invoice not issued yet: numbers are taken only when issuing. */
  number: string | null;
  issuedOn: string;
  dueOn: string;
  account: string;
  /** The total, in Kč: the item less the discount. */
  amount: number;
  item: string;
  /** Kč taken off the item, shown as its own negative line (0 or absent: none). */
  discountAmount?: number;
  discountName?: string | null;
  customerName: string;
  customerEmail: string;
  /** An employer's invoice: its IČO and address. */
  customerCompanyId?: string | null;
  customerAddress?: string | null;
  variableSymbol: string;
  /** What is still owed (Kč): the total less the money received; the QR Platba's amount. */
  owed?: number;
  /** QR Platba for what is owed, or null when there is nothing to pay. */
  qrPng: Buffer | null;
  /** What sending would issue, shown before it is sent: watermarked so that a saved or forwarded
   * copy can never pass for the invoice itself. */
  preview?: boolean;
}

const PREVIEW_MARK = 'NÁHLED';

const title = (invoice: InvoiceDocument) =>
  invoice.number ? `Faktura ${invoice.number}` : `Faktura (${PREVIEW_MARK.toLowerCase()})`;

export function renderInvoicePdf(invoice: InvoiceDocument, operator: OperatorConfig): Promise<Buffer> {
  const { doc, done } = startPdf({ title: title(invoice), author: operator.company, subject: invoice.item });
  const { left, right, width } = PAGE;
  const column = left + width / 2 + 10;

  if (invoice.preview) {
    // Drawn first, so the invoice's text stays on top of it and readable.
    doc.save().rotate(-35, { origin: [297, 420] });
    doc.font('bold').fontSize(110).fillColor('#d8d8d8').text(PREVIEW_MARK, 0, 360, { width: 595, align: 'center' });
    doc.restore().fillColor('#000');
  }
  doc.font('bold').fontSize(22).text(title(invoice), left, 50);
  // OPERATOR_VAT_PAYER: the prices include VAT at the basic rate, as the accounting exports say.
  const vatId = `CZ${operator.companyId}`;
  const taxLine = operator.vatPayer ? `Daňový doklad. DIČ dodavatele: ${vatId}` : 'Dodavatel není plátcem DPH.';
  doc.font('regular').fontSize(10).fillColor('#555').text(taxLine, left, 80).fillColor('#000');

  const party = (x: number, y: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(11).text(heading, x, y);
    doc.font('regular').fontSize(10);
    for (const line of lines) doc.text(line, x, doc.y + 2, { width: width / 2 - 10 });
  };
  const partiesTop = 120;
  party(left, partiesTop, 'Dodavatel', [
    operator.company,
    operator.address,
    `IČO: ${operator.companyId}`,
    ...(operator.vatPayer ? [`DIČ: ${vatId}`] : []),
    operator.email,
    operator.phone,
  ]);
  const supplierBottom = doc.y;
  party(column, partiesTop, 'Odběratel', [
    invoice.customerName,
    ...(invoice.customerAddress ? [invoice.customerAddress] : []),
    ...(invoice.customerCompanyId ? [`IČO: ${invoice.customerCompanyId}`] : []),
    invoice.customerEmail,
  ]);
  let y = Math.max(supplierBottom, doc.y) + 30;

  const local = czechAccountNumber(invoice.account);
  const facts: [string, string][] = [
    ['Číslo faktury', invoice.number ?? 'přidělí se při odeslání'],
    ['Datum vystavení', formatDate(invoice.issuedOn)],
    ['Datum splatnosti', formatDate(invoice.dueOn)],
    ['Forma úhrady', 'převodem'],
    ['Číslo účtu', local ?? formatIban(invoice.account)],
    ...(local ? ([['IBAN', formatIban(invoice.account)]] as [string, string][]) : []),
    ['Variabilní symbol', invoice.variableSymbol],
  ];
  y = factRows(doc, facts, y) + 24;
  doc.moveTo(left, y).lineTo(right, y).stroke('#999');
  doc
    .font('bold')
    .fontSize(10)
    .text('Položka', left, y + 6, { width: width - 120 });
  doc.text('Částka', right - 120, y + 6, { width: 120, align: 'right' });
  y += 24;
  doc.moveTo(left, y).lineTo(right, y).stroke('#999');
  doc
    .font('regular')
    .fontSize(10)
    .text(invoice.item, left, y + 6, { width: width - 130 });
  const itemBottom = doc.y;
  const discount = invoice.discountAmount ?? 0;
  doc.text(formatPrice(invoice.amount + discount), right - 120, y + 6, { width: 120, align: 'right' });
  y = Math.max(itemBottom, doc.y) + 8;
  if (discount > 0) {
    doc.text(invoice.discountName ?? 'Sleva', left, y + 2, { width: width - 130 });
    doc.text(`−${formatPrice(discount)}`, right - 120, y + 2, { width: 120, align: 'right' });
    y = doc.y + 8;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke('#999');
  doc
    .font('bold')
    .fontSize(13)
    .text(`Celkem k úhradě: ${formatPrice(invoice.amount)}`, left, y + 12, { width, align: 'right' });
  if (operator.vatPayer) {
    const lines = invoiceLines(
      { ...invoice, discountAmount: discount, discountName: invoice.discountName ?? null },
      true,
    );
    const totals = lineTotals(lines);
    const haler = (value: number) => formatHaler(Math.round(value * 100));
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `Základ daně ${VAT_PERCENT} %: ${haler(totals.base)}, DPH ${VAT_PERCENT} %: ${haler(totals.vat)}`,
        left,
        doc.y + 4,
        {
          width,
          align: 'right',
        },
      );
  }
  y = doc.y + 30;

  if (invoice.qrPng) {
    doc.image(invoice.qrPng, left, y, { width: 130 });
    doc
      .font('regular')
      .fontSize(9)
      .text('QR Platba: naskenujte kód v aplikaci své banky.', left + 145, y + 50, { width: 250 });
  }

  operatorFooter(doc, operator);
  doc.end();
  return done;
}
