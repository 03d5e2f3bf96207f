import { csvLine } from '@kurzy/common';
import type { Labels, RegistrationColumn, Row } from './columns';

/** Czech spreadsheet programs split columns on semicolons (the comma is the decimal separator). */
const SEPARATOR = ';';

/** UTF-8 with a byte order mark, so Excel opens the Czech letters correctly. Parents' input is in
 * these cells: csvLine keeps a typed formula from running when staff open the file. */
export function registrationsCsv(
  rows: readonly Row[],
  columns: readonly RegistrationColumn[],
  headers: readonly string[],
  labels: Labels,
): Blob {
  const lines = [
    csvLine(headers, SEPARATOR),
    ...rows.map((row) =>
      csvLine(
        columns.map((column) => column.text(row, labels)),
        SEPARATOR,
      ),
    ),
  ];
  return new Blob(['\uFEFF', lines.join('\r\n'), '\r\n'], { type: 'text/csv;charset=utf-8' });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
