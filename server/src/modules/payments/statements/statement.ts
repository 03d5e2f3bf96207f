// The shape every statement parser returns, and the one error they throw. Parsers only read: what
// pays what is decided by the payments service.

export type StatementFormat = 'gpc' | 'camt053' | 'fio-json' | 'fio-csv';

export interface StatementItem {
  /** 1-based line of the file (GPC, CSV); for XML and JSON the 1-based ordinal of the entry. */
  line: number;
  /** The bank's own id of the movement, unique per account; null when the format carries none. */
  transactionId: string | null;
  /** Absolute amount in haléře. */
  amountHaler: number;
  /** Which way the money moved on the account in this booking (a reversed credit is a debit). */
  direction: 'credit' | 'debit';
  reversal: boolean;
  /** ISO 4217 alphabetic code; `XXX` when the file names a currency we do not know. */
  currency: string;
  /** yyyy-mm-dd, the bank's calendar date (never shifted through UTC). */
  bookingDate: string;
  /** `prefix-number/bank` (prefix only when non-zero) for Czech accounts, a foreign IBAN as given. */
  counterAccount: string | null;
  counterName: string | null;
  /** Digits only, leading zeros stripped; null when empty or zero. */
  variableSymbol: string | null;
  specificSymbol: string | null;
  constantSymbol: string | null;
  message: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The statement's own account as `prefix-number` (no bank: GPC does not carry it), or a foreign IBAN. */
  account: string | null;
  items: StatementItem[];
  /** Each item's key (statements/statement.keys.ts), in order, when computed where the file was parsed: a large
   * file's on the worker thread. Absent, the import computes them. */
  keys?: string[];
}

export type StatementProblem =
  | 'unknown-format'
  | 'too-large'
  | 'unsafe-xml'
  | 'malformed'
  | 'short-line'
  | 'bad-amount'
  | 'bad-date'
  | 'bad-direction'
  | 'several-accounts';

/** Where a problem is: a line of the file, or (XML, JSON) the ordinal of an entry. */
export type StatementPlace = 'line' | 'entry';

const problemTexts: Record<StatementProblem, string> = {
  'unknown-format': 'soubor není bankovní výpis ve známém formátu (ABO/GPC, camt.053, Fio JSON nebo Fio CSV).',
  'too-large': 'soubor je příliš velký.',
  'unsafe-xml': 'soubor XML obsahuje DOCTYPE nebo ENTITY; takové soubory z bezpečnostních důvodů nepřijímáme.',
  malformed: 'soubor je poškozený nebo neúplný.',
  'short-line': 'řádek je kratší, než formát předepisuje.',
  'bad-amount': 'částka není číslo.',
  'bad-date': 'datum není platné.',
  'bad-direction': 'není poznat, zda jde o příjem, nebo výdej.',
  'several-accounts': 'soubor obsahuje výpisy více účtů; nahrajte každý účet zvlášť.',
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Řádek 12: částka není číslo." — the Czech text shown to staff, naming the line when there is one. */
export function statementProblemText(
  problem: StatementProblem,
  line: number | null,
  place: StatementPlace = 'line',
  detail?: string,
): string {
  const text = problemTexts[problem] + (detail ? ` (${detail})` : '');
  if (line === null) return capitalise(text);
  return `${place === 'line' ? 'Řádek' : 'Položka'} ${line}: ${text}`;
}

/** How a format's `StatementItem.line` is to be labelled in a summary. */
export function statementPlace(format: StatementFormat): StatementPlace {
  return format === 'gpc' || format === 'fio-csv' ? 'line' : 'entry';
}

export class StatementError extends Error {
  constructor(
    readonly reason: StatementProblem,
    readonly line: number | null,
    /** Czech, shown in brackets after the problem's text. */
    readonly detail?: string,
    readonly place: StatementPlace = 'line',
  ) {
    super(statementProblemText(reason, line, place, detail));
    this.name = 'StatementError';
  }
}
