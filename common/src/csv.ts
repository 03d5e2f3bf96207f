// CSV for spreadsheets. A cell that starts like a formula is run as one by Excel, LibreOffice and
// Google Sheets, whoever typed it (OWASP "CSV injection"): public input reaches these files.

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = new Set(['=', '+', '-', '@']);
/** Where a spreadsheet may start a new cell when it guesses another separator than ours: a note
 * `Alergie,=HYPERLINK(…)` is two cells in a comma-separated locale, the second a formula. */
const CELL_BREAKS = new Set([',', ';', '\t', '\r', '\n', '|']);

/** The value as a spreadsheet shows it, never as a formula: a formula character that starts the
 * value, or that follows a possible cell break (and spaces), gets an apostrophe before it, which
 * spreadsheets read as "this is text"; so does a tab or CR that starts the value (it hides what
 * follows). One pass over the text. */
export function spreadsheetText(value: string): string {
  let safe = value.startsWith('\t') || value.startsWith('\r') ? "'" : '';
  let cellStart = true;
  for (const char of value) {
    if (cellStart && FORMULA_START.has(char)) safe += "'";
    safe += char;
    if (CELL_BREAKS.has(char)) cellStart = true;
    else if (char !== ' ') cellStart = false;
  }
  return safe;
}

/** One CSV line: each value made formula-safe, then quoted, every cell (RFC 4180: a quote inside is
 * doubled), so no separator, line break or quote inside a value ends its cell. */
export function csvLine(values: readonly string[], separator: string): string {
  return values.map((value) => `"${spreadsheetText(value).replaceAll('"', '""')}"`).join(separator);
}
