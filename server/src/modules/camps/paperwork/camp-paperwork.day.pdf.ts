// The printable list of a camp day (issue 48, item 4): per child the declaration, the certificate's
// need, health notes and medication, who may collect the child, and boxes to tick on paper when the
// phone is flat. Special-category data: staff of that camp only (camp-paperwork.day.service.ts).
import { formatDateRange, formatPhone } from '@kurzy/common';
import type { OperatorConfig } from '../../../core/config';
import { operatorFooter, PAGE, startPdf } from '../../invoices/invoice.pdf-layout';
import type { CampDayChild } from './camp-paperwork.day.types';

const BOTTOM = 750;

const CERTIFICATE: Record<string, string> = {
  missing: '✗ chybí',
  uploaded: '? nahraný, ke kontrole',
  checked: '✓ zkontrolovaný',
  expired: '✗ propadlý',
};

/** Who may collect the child, as the door needs it. */
export function pickupLine(child: CampDayChild): string {
  const who = child.pickupMissing
    ? 'chybí – vyzvedávání neuvedeno'
    : child.pickupParentsOnly
      ? 'jen rodiče'
      : `rodiče, ${child.pickupPersons.map((person) => `${person.name} (${person.relation}, ${formatPhone(person.phone)})`).join(', ')}`;
  return child.leavesAloneFrom ? `${who}; odchází sám od ${child.leavesAloneFrom}` : who;
}

export function renderCampDayPdf(
  day: { title: string; from: string; to: string; day: string; branchTitle: string | null; lectorName: string | null },
  children: CampDayChild[],
  operator: OperatorConfig,
): Promise<Buffer> {
  const title = `${day.title} – ${day.day.split('-').reverse().join('.')}`;
  const { doc, done } = startPdf({ title, author: operator.company, subject: 'Denní seznam tábora' });
  const { left, width } = PAGE;
  doc.font('bold').fontSize(16).text(title, left, 50, { width });
  doc
    .font('regular')
    .fontSize(10)
    .text([formatDateRange(day.from, day.to), day.branchTitle, day.lectorName].filter(Boolean).join(' · '), { width });
  let y = doc.y + 14;
  children.forEach((child, index) => {
    const lines = [
      `Prohlášení o bezinfekčnosti: ${!child.declarationRequired ? 'nevyžaduje se' : child.declarationSigned ? '✓ podepsané' : '✗ chybí'}`,
      ...(child.certificateRequired
        ? [`Lékařský posudek: ${CERTIFICATE[child.certificate?.status ?? 'missing']}`]
        : []),
      `Zdraví, alergie, léky: ${child.healthNotes ?? '–'}`,
      `Vyzvedávání: ${pickupLine(child)}`,
      `Telefon rodiče: ${formatPhone(child.phone)}${child.photoConsent ? '' : ' · NEFOTIT'}`,
      'Příchod: ______   Odchod: ______   Vyzvedl(a): ____________________',
    ];
    const height = 18 + lines.length * 14;
    if (y + height > BOTTOM) {
      operatorFooter(doc, operator);
      doc.addPage();
      y = 50;
    }
    doc
      .font('bold')
      .fontSize(11)
      .text(`${index + 1}. ${child.childFullName}${child.replacement ? ' (náhradník)' : ''}`, left, y, { width });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(line, { width });
    y = doc.y + 8;
  });
  if (children.length === 0) doc.font('regular').fontSize(11).text('Na tábor není nikdo přihlášen.', left, y);
  operatorFooter(doc, operator);
  doc.end();
  return done;
}
