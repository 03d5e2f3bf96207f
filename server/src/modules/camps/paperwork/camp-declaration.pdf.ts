// The family's copy of a signed health declaration: the text signed (its version), the typed name,
// the moment in Prague time, the child and the camp.
import { formatDateRange, type LegalBlock, parseLegalMarkup } from '@kurzy/common';
import type { OperatorConfig } from '../../../core/config';
import { operatorFooter, PAGE, startPdf } from '../../invoices/invoice.pdf-layout';

export interface DeclarationCopy {
  childFullName: string;
  birthDate: string;
  campTitle: string;
  campFrom: string;
  campTo: string;
  signerName: string;
  signedAt: Date;
  channel: string;
  version: number;
  body: string;
}

const inlineText = (block: LegalBlock) =>
  block.type === 'list'
    ? block.items.map((item) => `• ${item.map((part) => part.text).join('')}`).join('\n')
    : block.content.map((part) => part.text).join('');

/** A moment as Prague reads it: DD.MM.YYYY HH:MM. */
export function pragueMoment(moment: Date): string {
  // Swedish writes "2027-07-04 00:00": a fixed shape to rearrange.
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(moment);
  const [day = '', time = ''] = text.split(' ');
  return `${day.split('-').reverse().join('.')} ${time}`;
}

export function renderDeclarationPdf(copy: DeclarationCopy, operator: OperatorConfig): Promise<Buffer> {
  const title = 'Prohlášení o bezinfekčnosti';
  const { doc, done } = startPdf({
    title,
    author: operator.company,
    subject: `${copy.childFullName}, ${copy.campTitle}`,
  });
  const { left, width } = PAGE;
  doc.font('bold').fontSize(20).text(title, left, 50, { width });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(11)
    .text(`Dítě: ${copy.childFullName}, nar. ${copy.birthDate.split('-').reverse().join('.')}`, { width })
    .text(`Tábor: ${copy.campTitle}, ${formatDateRange(copy.campFrom, copy.campTo)}`, { width });
  doc.moveDown();
  for (const block of parseLegalMarkup(copy.body)) {
    doc
      .font(block.type === 'heading' ? 'bold' : 'regular')
      .fontSize(block.type === 'heading' ? 13 : 11)
      .text(inlineText(block), { width });
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc
    .font('bold')
    .fontSize(11)
    .text(`Podepsal(a): ${copy.signerName}`, { width })
    .font('regular')
    .text(`Kdy: ${pragueMoment(copy.signedAt)} (čas v Praze)`, { width })
    .text(
      copy.channel === 'paper'
        ? 'Papírovou kopii převzal a zapsal provozovatel.'
        : `Podepsáno na stránce přihlášek napsáním celého jména a potvrzením textu (verze ${copy.version}).`,
      { width },
    );
  operatorFooter(doc, operator);
  doc.end();
  return done;
}
