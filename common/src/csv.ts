// CSV for spreadsheets. A cell that starts like a formula is run as one by Excel, LibreOffice and
// Google Sheets, whoever typed it (OWASP "CSV injection"): public input reaches these files.

/** The characters a spreadsheet reads as the start of a formula (or that hide one: tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The value as a spreadsheet shows it, never as a formula: such cells get a leading apostrophe,
 * which spreadsheets read as "this is text". */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** By separator: the characters that make a cell need quotes (an export writes 100,000 lines). */
const needsQuotes = new Map<string, RegExp>();

/** One CSV line: each value made formula-safe, then quoted when it holds a quote, the separator or a
 * line break (RFC 4180). */
export function csvLine(values: readonly string[], separator: string): string {
  const special = needsQuotes.get(separator) ?? new RegExp(`["\\r\\n${separator.replace(/[\\\]^-]/g, '\\$&')}]`);
  needsQuotes.set(separator, special);
  return values
    .map(spreadsheetText)
    .map((value) => (special.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
    .join(separator);
}
