import type { Labels, RegistrationColumn, Row } from './columns';

/** Czech spreadsheet programs split columns on semicolons (the comma is the decimal separator). */
const SEPARATOR = ';';

const quote = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** UTF-8 with a byte order mark, so Excel opens the Czech letters correctly. */
export function registrationsCsv(
  rows: readonly Row[],
  columns: readonly RegistrationColumn[],
  headers: readonly string[],
  labels: Labels,
): Blob {
  const lines = [
    headers.map(quote).join(SEPARATOR),
    ...rows.map((row) => columns.map((column) => quote(column.text(row, labels))).join(SEPARATOR)),
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
