// "Potvrzení o úhradě" (A4): what a health insurer or an employer (FKSP, cafeteria benefits) asks
// for before it refunds a child's course or camp: who organises it, which child, what, when and
// where, how much came and when, and room for the organiser's stamp and signature. For a family that
// registered in English or Ukrainian (issue 49) it is bilingual: the Czech a Czech insurer or employer
// reads, each heading and label with the family's language beside it; the values stay as in Czech.
import { formatDate, formatHaler, type Locale, RegistrationType } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import type { ReceivedPayment } from '../payments/payment.received';
import { factRows, operatorFooter, PAGE, startPdf } from './invoice.pdf-layout';

export const RECEIPT_TITLE = 'Potvrzení o úhradě';

export interface ReceiptDocument {
  childFullName: string;
  /** ISO date. */
  childBirthDate: string;
  parentName: string;
  type: RegistrationType;
  title: string;
  /** In words: the course's weekly slot with its first and last day, or the camp's days. */
  when: string;
  /** The course's location and the branch with its address. */
  where: string | null;
  /** Oldest first; what they pay together is the amount received. */
  payments: readonly ReceivedPayment[];
  variableSymbol: string;
  /** ISO date. */
  issuedOn: string;
  /** The language the family registered in; Czech when not given. */
  language?: Locale;
}

/** The receipt's Czech words (the spec's) and the family's language's, by the Czech. */
const BESIDE: Readonly<Record<Exclude<Locale, 'cs'>, Readonly<Record<string, string>>>> = {
  en: {
    [RECEIPT_TITLE]: 'Payment confirmation',
    intro: 'We confirm that we have received payment for the child’s participation in the {what} below.',
    course: 'course',
    camp: 'camp',
    Organizátor: 'Organiser',
    Název: 'Name',
    IČO: 'Company ID',
    Sídlo: 'Registered address',
    Kontakt: 'Contact',
    Dítě: 'Child',
    'Jméno a příjmení': 'Full name',
    'Datum narození': 'Date of birth',
    'Zákonný zástupce': 'Parent or guardian',
    Tábor: 'Camp',
    Kroužek: 'Course',
    Termín: 'Dates',
    'Místo konání': 'Venue',
    Úhrada: 'Payment',
    'Přijatá částka': 'Amount received',
    'Přijato dne': 'Received on',
    'Přijato ve dnech': 'Received on',
    'Variabilní symbol': 'Variable symbol',
    'Místo vystavení': 'Place of issue',
    'Datum vystavení': 'Date of issue',
    'Razítko a podpis': 'Stamp and signature',
  },
  uk: {
    [RECEIPT_TITLE]: 'Підтвердження оплати',
    intro: 'Підтверджуємо, що ми отримали оплату за участь дитини в {what}, зазначеному нижче.',
    course: 'гуртку',
    camp: 'таборі',
    Organizátor: 'Організатор',
    Název: 'Назва',
    IČO: 'Ідентифікаційний номер',
    Sídlo: 'Юридична адреса',
    Kontakt: 'Контакт',
    Dítě: 'Дитина',
    'Jméno a příjmení': 'Ім’я та прізвище',
    'Datum narození': 'Дата народження',
    'Zákonný zástupce': 'Законний представник',
    Tábor: 'Табір',
    Kroužek: 'Гурток',
    Termín: 'Термін',
    'Místo konání': 'Місце проведення',
    Úhrada: 'Оплата',
    'Přijatá částka': 'Отримана сума',
    'Přijato dne': 'Отримано',
    'Přijato ve dnech': 'Отримано',
    'Variabilní symbol': 'Варіабельний символ',
    'Místo vystavení': 'Місце видачі',
    'Datum vystavení': 'Дата видачі',
    'Razítko a podpis': 'Печатка та підпис',
  },
};

/** Where the receipt is issued: the town of the operator's address, which Czech addresses end with
 * after the postal code ("Masarykova 12, 602 00 Brno"); else the address's last part. */
export function placeOfIssue(address: string): string {
  const town = /\b\d{3} ?\d{2}\s+([^\s,\d][^,]*)$/.exec(address.trim())?.[1];
  return (town ?? address.split(',').at(-1) ?? address).trim();
}

export function receiptFilename(variableSymbol: string): string {
  return `potvrzeni-o-uhrade-${variableSymbol}.pdf`;
}

export function renderReceiptPdf(receipt: ReceiptDocument, operator: OperatorConfig): Promise<Buffer> {
  const camp = receipt.type === RegistrationType.camp;
  const beside = receipt.language && receipt.language !== 'cs' ? BESIDE[receipt.language] : null;
  /** A Czech heading or label, with the family's language's word beside it. */
  const w = (czech: string) => (beside?.[czech] ? `${czech} / ${beside[czech]}` : czech);
  const { doc, done } = startPdf({
    title: RECEIPT_TITLE,
    author: operator.company,
    subject: `${receipt.title} – ${receipt.childFullName}`,
  });
  const { left, right, width } = PAGE;
  const valueWidth = width - 150;
  const rows = (facts: [string, string][], y: number) =>
    factRows(
      doc,
      facts.map(([label, value]) => [w(label), value]),
      y,
      { labelWidth: 150, valueWidth },
    );
  const heading = (text: string, y: number) => {
    doc.font('bold').fontSize(12).text(w(text), left, y);
    return doc.y + 6;
  };

  doc.font('bold').fontSize(22).text(RECEIPT_TITLE, left, 50);
  if (beside)
    doc
      .font('regular')
      .fontSize(14)
      .text(beside[RECEIPT_TITLE] ?? '', left, doc.y + 2);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text(
      `Potvrzujeme, že jsme přijali úhradu za účast dítěte ${camp ? 'na táboře' : 'v kroužku'} uvedeném níže.`,
      left,
      doc.y + 6,
      { width },
    );
  if (beside)
    doc.text((beside.intro ?? '').replace('{what}', beside[camp ? 'camp' : 'course'] ?? ''), left, doc.y + 2, {
      width,
    });
  doc.fillColor('#000');

  let y = heading('Organizátor', doc.y + 20);
  y = rows(
    [
      // The company the IČO is of, with the name families know the operator by.
      [
        'Název',
        operator.name && operator.name !== operator.company
          ? `${operator.company} (${operator.name})`
          : operator.company,
      ],
      ['IČO', operator.companyId],
      ['Sídlo', operator.address],
      ['Kontakt', [operator.email, operator.phone].filter(Boolean).join(', ')],
    ],
    y,
  );

  y = heading('Dítě', y + 14);
  y = rows(
    [
      ['Jméno a příjmení', receipt.childFullName],
      ['Datum narození', formatDate(receipt.childBirthDate)],
      ['Zákonný zástupce', receipt.parentName],
    ],
    y,
  );

  y = heading(camp ? 'Tábor' : 'Kroužek', y + 14);
  y = rows(
    [
      ['Název', receipt.title],
      ['Termín', receipt.when],
      ...(receipt.where ? ([['Místo konání', receipt.where]] as [string, string][]) : []),
    ],
    y,
  );

  const received = receipt.payments.reduce((sum, payment) => sum + payment.amountHaler, 0);
  const [only, ...more] = receipt.payments;
  const dates =
    only && more.length === 0
      ? formatDate(only.bookedOn)
      : receipt.payments
          .map((payment) => `${formatDate(payment.bookedOn)} (${formatHaler(payment.amountHaler)})`)
          .join('\n');
  y = heading('Úhrada', y + 14);
  y = rows(
    [
      ['Přijatá částka', formatHaler(received)],
      [more.length === 0 ? 'Přijato dne' : 'Přijato ve dnech', dates],
      ['Variabilní symbol', receipt.variableSymbol],
    ],
    y,
  );

  // The place and date on the left, the box for the stamp and signature beside them, as on paper forms.
  const box = { width: 200, height: 100 };
  y += 24;
  if (y + box.height + 40 > 770) {
    doc.addPage();
    y = 50;
  }
  factRows(
    doc,
    [
      [w('Místo vystavení'), placeOfIssue(operator.address)],
      [w('Datum vystavení'), formatDate(receipt.issuedOn)],
    ],
    y,
    { labelWidth: 150, valueWidth: width - 150 - box.width - 20 },
  );
  const boxTop = y;
  doc
    .rect(right - box.width, boxTop, box.width, box.height)
    .lineWidth(0.8)
    .stroke('#777');
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555')
    .text(w('Razítko a podpis'), right - box.width, boxTop + box.height + 4, { width: box.width, align: 'center' })
    .fillColor('#000');

  operatorFooter(doc, operator);
  doc.end();
  return done;
}
