// "Stáhnout moje údaje (PDF)": the export for people, on the layout of the app's other PDFs. Each
// section under its heading, each row as a table of label and value (a registration has too many
// columns for one line of A4).
import { formatDate, formatDay, formatHaler } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import { operatorFooter, PAGE, startPdf } from '../invoices/invoice.pdf-layout';
import type { PersonalDataExport } from './privacy.types';

const BOTTOM = 760;
const LABEL_WIDTH = 170;

/** A value as Czech reads it: days and moments as dates, haléře as Kč, yes and no in words. */
function readable(key: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (typeof value === 'number') return key.endsWith('Haler') ? formatHaler(value) : String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDay(value);
  return value;
}

export function renderPersonalDataPdf(data: PersonalDataExport, operator: OperatorConfig): Promise<Buffer> {
  const title = 'Vaše údaje';
  const { doc, done } = startPdf({ title, author: operator.company, subject: `Osobní údaje k adrese ${data.email}` });
  const { left, width } = PAGE;
  doc.font('bold').fontSize(22).text(title, left, 50);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text(
      `Vše, co o vás a vašich dětech vede ${operator.name} (${operator.company}) k e-mailové adrese ${data.email}, ` +
        `ke dni ${formatDay(data.exportedAt)}.`,
      left,
      80,
      { width },
    )
    .fillColor('#000');
  let y = doc.y + 20;
  const room = (needed: number) => {
    if (y + needed <= BOTTOM) return;
    operatorFooter(doc, operator);
    doc.addPage();
    y = 50;
  };
  for (const section of Object.values(data.sections)) {
    room(50);
    doc.font('bold').fontSize(14).text(section.title, left, y);
    y = doc.y + 6;
    if (section.rows.length === 0) {
      doc.font('regular').fontSize(10).fillColor('#555').text('Nic.', left, y).fillColor('#000');
      y = doc.y + 16;
      continue;
    }
    for (const row of section.rows) {
      for (const [key, label] of Object.entries(section.columns)) {
        const value = readable(key, row[key] ?? null);
        const height = Math.max(
          doc
            .font('regular')
            .fontSize(10)
            .heightOfString(label, { width: LABEL_WIDTH - 10 }),
          doc.font('bold').heightOfString(value, { width: width - LABEL_WIDTH }),
        );
        room(height + 4);
        doc
          .font('regular')
          .fontSize(10)
          .text(label, left, y, { width: LABEL_WIDTH - 10 });
        doc.font('bold').text(value, left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
        y += height + 4;
      }
      doc
        .moveTo(left, y + 2)
        .lineTo(left + width, y + 2)
        .stroke('#bbb');
      y += 10;
    }
    y += 10;
  }
  operatorFooter(doc, operator);
  doc.end();
  return done;
}
