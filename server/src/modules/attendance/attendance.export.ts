// The attendance matrix as files: an XLSX sheet (exceljs, as the other exports) and the paper
// register of one slot and month as a PDF (the shared A4 layout with Czech fonts).
import { AttendanceState } from '@kurzy/common';
import ExcelJS from 'exceljs';
import type { OperatorConfig } from '../../core/config';
import { operatorFooter, PAGE, startPdf } from '../invoices/invoice.pdf-layout';
import type { AttendanceMatrixData } from './attendance.matrix.data';
import { LessonStatusValue } from './attendance.types';

/** The letters of the paper register and the sheet: P přítomen, N nepřítomen, O omluven. */
export const MARK_LETTERS: Record<AttendanceState, string> = {
  [AttendanceState.present]: 'P',
  [AttendanceState.absent]: 'N',
  [AttendanceState.excused]: 'O',
};

const WEEKDAYS = ['', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'];
const czechDay = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${date}. ${month}.`;
};
const slotLine = (matrix: AttendanceMatrixData) =>
  `${WEEKDAYS[matrix.dayOfWeek] ?? ''} ${matrix.timeFrom}–${matrix.timeTo}`;

export const matrixFileName = (matrix: AttendanceMatrixData, extension: string) =>
  `dochazka-${matrix.scheduleId}-${matrix.from}-${matrix.to}.${extension}`;

/** One sheet: a child a row (frozen with the header), a lesson a column, then the counts. */
export async function matrixXlsx(matrix: AttendanceMatrixData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Docházka', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  const lessonHeaders = matrix.lessons.map(
    (lesson) =>
      `${czechDay(lesson.date)} ${lesson.from}${lesson.status === LessonStatusValue.cancelled ? ' (zrušeno)' : ''}`,
  );
  sheet.addRow(['Dítě', ...lessonHeaders, 'Přítomen', 'Nepřítomen', 'Omluven', 'Odučeno', 'Docházka', 'Chybí v řadě']);
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 28;
  for (const row of matrix.rows)
    sheet.addRow([
      row.childFullName,
      ...row.marks.map((mark) => (mark ? MARK_LETTERS[mark] : '')),
      row.present,
      row.absent,
      row.excused,
      row.held,
      row.rate === null ? '' : Math.round(row.rate * 1000) / 1000,
      row.flagged ? `${row.absentRun}× chybí` : '',
    ]);
  const rateColumn = sheet.getColumn(matrix.lessons.length + 6);
  rateColumn.numFmt = '0 %';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The paper register of a slot for one month: the children × the lesson days with P / N / O, an
 * empty box for a lesson not yet held, a dash for a cancelled one; a signature line. */
export async function attendanceSheetPdf(
  matrix: AttendanceMatrixData,
  month: string,
  operator: OperatorConfig,
): Promise<Buffer> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 15)),
  );
  const { doc, done } = startPdf({
    title: `Docházka – ${matrix.courseTitle} – ${monthName}`,
    author: operator.name,
    subject: 'Docházka',
  });
  doc.font('bold').fontSize(16).text('Docházka', PAGE.left, 50);
  doc.font('regular').fontSize(10);
  const facts: [string, string][] = [
    ['Kurz', matrix.courseTitle],
    ['Termín', slotLine(matrix)],
    ['Pobočka', matrix.branchTitle],
    ['Lektor', matrix.lectorName ?? '—'],
    ['Měsíc', monthName],
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc.font('regular').text(`${label}:`, PAGE.left, y, { width: 70 });
    doc.font('bold').text(value, PAGE.left + 70, y, { width: PAGE.width - 70 });
    y = doc.y + 4;
  }
  y += 10;
  const nameWidth = 190;
  const count = Math.max(matrix.lessons.length, 1);
  const cell = Math.min(50, (PAGE.width - nameWidth) / count);
  const rowHeight = 20;
  const header = () => {
    doc
      .font('bold')
      .fontSize(9)
      .text('Dítě', PAGE.left + 4, y + 6, { width: nameWidth - 8 });
    matrix.lessons.forEach((lesson, index) => {
      const x = PAGE.left + nameWidth + index * cell;
      doc.rect(x, y, cell, rowHeight).stroke();
      doc.text(czechDay(lesson.date), x, y + 6, { width: cell, align: 'center', lineBreak: false });
    });
    doc.rect(PAGE.left, y, nameWidth, rowHeight).stroke();
    y += rowHeight;
  };
  doc.lineWidth(0.5).strokeColor('#000');
  header();
  for (const row of matrix.rows) {
    if (y + rowHeight > 720) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.rect(PAGE.left, y, nameWidth, rowHeight).stroke();
    doc
      .font('regular')
      .fontSize(9)
      .text(row.childFullName, PAGE.left + 4, y + 6, {
        width: nameWidth - 8,
        lineBreak: false,
        ellipsis: true,
      });
    matrix.lessons.forEach((lesson, index) => {
      const x = PAGE.left + nameWidth + index * cell;
      doc.rect(x, y, cell, rowHeight).stroke();
      const mark = row.marks[index];
      const letter = lesson.status === LessonStatusValue.cancelled ? '–' : mark ? MARK_LETTERS[mark] : '';
      if (letter)
        doc
          .font('bold')
          .fontSize(10)
          .text(letter, x, y + 5, { width: cell, align: 'center', lineBreak: false });
    });
    y += rowHeight;
  }
  y += 16;
  doc
    .font('regular')
    .fontSize(8)
    .text('P = přítomen, N = nepřítomen, O = omluven, – = lekce zrušena', PAGE.left, y, { width: PAGE.width });
  y = Math.max(doc.y + 40, y + 50);
  doc
    .moveTo(PAGE.right - 200, y)
    .lineTo(PAGE.right, y)
    .stroke();
  doc.fontSize(9).text('Podpis lektora', PAGE.right - 200, y + 4, { width: 200, align: 'center' });
  operatorFooter(doc, operator);
  doc.end();
  return done;
}
