// What every PDF the app prints shares (the invoice, "Potvrzení o úhradě"): an A4 page with DejaVu
// Sans, which ships with the app (an npm package): PDF's standard Helvetica cannot print č, ř or ů,
// and a system font may be missing on a fresh machine. And the operator's line at the foot.
import PDFDocument from 'pdfkit';
import type { OperatorConfig } from '../../core/config';

const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The printable area of the A4 page (points). */
export const PAGE = { left: 50, right: 545, width: 495 } as const;

export interface StartedPdf {
  doc: PDFKit.PDFDocument;
  /** The finished file, once `doc.end()` was called. */
  done: Promise<Buffer>;
}

/** A new A4 document with the fonts `regular` and `bold` registered. */
export function startPdf(info: { title: string; author: string; subject: string }): StartedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    font: REGULAR,
    lang: 'cs-CZ',
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Label and value rows from `y`, the value bold; answers the y below the last row (a long value
 * wraps within its width and moves the next row down). */
export function factRows(
  doc: PDFKit.PDFDocument,
  facts: readonly (readonly [string, string])[],
  y: number,
  { labelWidth = 140, valueWidth = PAGE.width / 2 }: { labelWidth?: number; valueWidth?: number } = {},
): number {
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(10).text(label, PAGE.left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('bold').text(value, PAGE.left + labelWidth, y, { width: valueWidth });
    y = Math.max(y + 16, labelBottom + 2, doc.y + 2);
  }
  return y;
}

/** The operator in one small line at the foot of the page. */
export function operatorFooter(doc: PDFKit.PDFDocument, operator: OperatorConfig): void {
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(`${operator.name} · ${operator.company} · IČO ${operator.companyId} · ${operator.address}`, PAGE.left, 780, {
      width: PAGE.width,
      align: 'center',
      lineBreak: false,
    });
}
