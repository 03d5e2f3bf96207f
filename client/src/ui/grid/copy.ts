import { spreadsheetText } from '@kurzy/common';

/** Cells as a spreadsheet pastes them (a tab between cells, a line per row), each with the CSV's
 * formula guard: parents typed these texts. */
export function spreadsheetRows(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) => cells.map((cell) => spreadsheetText(cell).replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
}
