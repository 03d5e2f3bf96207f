// The numbers behind a chart of the overview as a file: the columns of common's OVERVIEW_COLUMNS,
// CSV as the registrations export writes it (`;`, UTF-8 with a BOM, formula-safe), or one XLSX sheet
// with numbers as numbers. The tables are small (a row per slot, day or week): made whole in memory.
import {
  CSV_BOM,
  CSV_SEPARATOR,
  csvLine,
  OVERVIEW_COLUMNS,
  type ExportFormat,
  type OverviewColumn,
  type OverviewRows,
  type OverviewTable,
} from '@kurzy/common';
import ExcelJS from 'exceljs';

const SHEET_NAMES: Record<OverviewTable, string> = {
  occupancy: 'Obsazenost',
  registrations: 'Přihlášky po dnech',
  money: 'Platby po pobočkách',
  outstanding: 'Největší dluhy',
  received: 'Přijato po týdnech',
};

/** A number as Czech spreadsheets read it in CSV: the decimal comma. */
const csvCell = (value: string | number) => (typeof value === 'number' ? String(value).replace('.', ',') : value);

export async function overviewFile<T extends OverviewTable>(
  table: T,
  rows: readonly OverviewRows[T][],
  format: ExportFormat,
): Promise<Buffer> {
  const columns = OVERVIEW_COLUMNS[table] as readonly OverviewColumn<OverviewRows[T]>[];
  const headers = columns.map((column) => column.header);
  if (format === 'csv') {
    const lines = [headers, ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
    return Buffer.from(`${CSV_BOM}${lines.map((line) => csvLine(line, CSV_SEPARATOR)).join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[table], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: Math.max(12, column.header.length + 2) }));
  sheet.addRow(headers);
  // Text cells stay text (exceljs writes a string as a string, never a formula).
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
