// Fio banka's CSV: from the API (plain preamble) and from internet banking (quoted, with a BOM, or
// older cp1250 ones with prose preambles and user-chosen columns). Research: bank-formats.md §3.4–3.5.
// The header is found by its names, columns are mapped by name, lines before the header are skipped.
import { decimalToHaler } from './statement.money';
import {
  cleanText,
  dateFromText,
  normaliseCounterAccount,
  normaliseCurrency,
  normaliseOwnAccount,
  normaliseSymbol,
} from './statement.fields';
import { isFioReversalType } from './statement.fio-json';
import { ParsedStatement, StatementError, StatementItem } from './statement';

interface Row {
  line: number;
  cells: string[];
}

type Column =
  'id' | 'date' | 'amount' | 'currency' | 'account' | 'name' | 'bank' | 'ks' | 'vs' | 'ss' | 'message' | 'type';

// Names without diacritics, lower case. `ID operace` is the internet banking's name of `ID pohybu`.
const COLUMNS: Record<string, Column> = {
  'id pohybu': 'id',
  'id operace': 'id',
  datum: 'date',
  objem: 'amount',
  mena: 'currency',
  protiucet: 'account',
  'nazev protiuctu': 'name',
  'kod banky': 'bank',
  ks: 'ks',
  vs: 'vs',
  ss: 'ss',
  'zprava pro prijemce': 'message',
  typ: 'type',
};

function normaliseName(cell: string): string {
  return cell.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * `;`-separated with `"…"` quoting (a doubled quote inside); quoted cells may span lines. One pass,
 * each character looked at once: a cell is cut out of the text by its bounds, never re-read or
 * trimmed while it grows (a cell of `a` and 400 KB of quotes once took 117 s, issue 38).
 */
function readRows(text: string): Row[] {
  const rows: Row[] = [];
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const length = text.length;
  const endRow = () => {
    rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (;;) {
    // A cell opens quoted when its first non-blank character is a quote.
    let start = i;
    while (start < length && (text[start] === ' ' || text[start] === '\t')) start++;
    let cell: string;
    if (text[start] === '"') {
      const parts: string[] = [];
      let from = start + 1;
      let closed = false;
      for (let j = from; j < length; j++) {
        const char = text.charCodeAt(j);
        if (char === 34 /* " */) {
          if (text.charCodeAt(j + 1) === 34) {
            parts.push(text.slice(from, j + 1));
            from = j + 2;
            j++;
          } else {
            parts.push(text.slice(from, j));
            i = j + 1;
            closed = true;
            break;
          }
        } else if (char === 10 || (char === 13 && text.charCodeAt(j + 1) !== 10)) {
          line++;
        }
      }
      if (!closed) throw new StatementError('malformed', rowLine, 'neukončené uvozovky');
      // Anything after the closing quote up to the separator belongs to the cell, as written.
      let end = i;
      while (end < length && text[end] !== ';' && text[end] !== '\n' && text[end] !== '\r') end++;
      cell = parts.join('') + text.slice(i, end);
      i = end;
    } else {
      let end = start;
      while (end < length && text[end] !== ';' && text[end] !== '\n' && text[end] !== '\r') end++;
      cell = text.slice(i, end);
      i = end;
    }
    cells.push(cell);
    if (i >= length) {
      if (cells.length > 1 || cell !== '') endRow();
      return rows;
    }
    if (text[i] === ';') {
      i++;
      continue;
    }
    // A line ends the row (\r\n, \n or \r).
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    endRow();
    line++;
    rowLine = line;
    if (i >= length) return rows;
  }
}

function isHeader(cells: string[]): boolean {
  const names = cells.map(normaliseName);
  return (
    (names.includes('id pohybu') || names.includes('id operace')) && names.includes('objem') && names.includes('datum')
  );
}

/** A CSV whose header (within the first lines) names Fio's columns. */
export function looksLikeFioCsv(text: string): boolean {
  return text
    .split(/\r\n|\n|\r/, 40)
    .some((line) => isHeader(line.split(';').map((cell) => cell.trim().replace(/^"|"$/g, ''))));
}

function preambleFacts(rows: Row[]): { account: string | null; currency: string | null } {
  const facts = new Map<string, string>();
  for (const row of rows) {
    const [key, value] = row.cells;
    if (key !== undefined && value !== undefined) facts.set(normaliseName(key), value.trim());
  }
  let account = normaliseOwnAccount(facts.get('accountid'));
  if (!account) {
    // Older exports open with prose: the account as "2000000018/2010" on the first line.
    const written = rows.map((row) => /(?:\d{1,6}-)?\d{2,10}\/\d{4}/.exec(row.cells.join(' '))?.[0]).find(Boolean);
    account = normaliseOwnAccount(written);
  }
  return { account, currency: normaliseCurrency(facts.get('currency')) };
}

export function parseFioCsv(text: string, maxItems: number): ParsedStatement {
  const rows = readRows(text);
  const headerAt = rows.findIndex((row) => isHeader(row.cells));
  if (headerAt < 0) throw new StatementError('unknown-format', null);
  const header = rows[headerAt] as Row;
  const { account, currency: statementCurrency } = preambleFacts(rows.slice(0, headerAt));
  const index = new Map<Column, number>();
  header.cells.forEach((cell, position) => {
    const column = COLUMNS[normaliseName(cell)];
    if (column && !index.has(column)) index.set(column, position);
  });
  if (!index.has('currency') && !statementCurrency) {
    throw new StatementError('malformed', header.line, 'chybí sloupec Měna');
  }

  const items: StatementItem[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const cell = (column: Column): string | null => {
      const position = index.get(column);
      return position === undefined ? null : cleanText(row.cells[position]);
    };
    // Totals ("Suma") close older exports and open the ones with user-chosen columns.
    if ([row.cells[0], cell('date')].some((value) => value?.trim().toLowerCase() === 'suma')) continue;
    if (row.cells.length <= Math.max(index.get('date') ?? 0, index.get('amount') ?? 0)) {
      throw new StatementError('short-line', row.line, `${row.cells.length} sloupců`);
    }
    const amountText = cell('amount') ?? '';
    const signed = decimalToHaler(amountText);
    if (signed === null) throw new StatementError('bad-amount', row.line, `„${amountText}“`);
    const dateText = cell('date') ?? '';
    const bookingDate = dateFromText(dateText);
    if (!bookingDate) throw new StatementError('bad-date', row.line, `„${dateText}“`);
    const currency = index.has('currency') ? normaliseCurrency(cell('currency')) : statementCurrency;
    if (!currency) throw new StatementError('malformed', row.line, `neznámá měna „${cell('currency') ?? ''}“`);
    items.push({
      line: row.line,
      transactionId: cell('id'),
      amountHaler: Math.abs(signed),
      direction: signed < 0 ? 'debit' : 'credit',
      reversal: isFioReversalType(cell('type')),
      currency,
      bookingDate,
      counterAccount: normaliseCounterAccount(cell('account'), cell('bank')),
      counterName: cell('name'),
      variableSymbol: normaliseSymbol(cell('vs')),
      specificSymbol: normaliseSymbol(cell('ss')),
      constantSymbol: normaliseSymbol(cell('ks')),
      message: cell('message'),
    });
    if (items.length > maxItems) throw new StatementError('too-large', null, `více než ${maxItems} položek`);
  }
  return { format: 'fio-csv', account, items };
}
