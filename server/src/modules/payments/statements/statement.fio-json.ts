// Fio banka's API statement in JSON (research: bank-formats.md §3.2–3.3). Columns are read by their
// key `columnN`, never by `name` (Fio's own examples misspell names).
import { jsonAmountToHaler } from './statement.money';
import {
  cleanText,
  dateFromEpochMs,
  dateFromText,
  normaliseCounterAccount,
  normaliseCurrency,
  normaliseOwnAccount,
  normaliseSymbol,
} from './statement.fields';
import { ParsedStatement, StatementError, StatementItem } from './statement';

/** Fio's movement types that undo an earlier movement. */
export function isFioReversalType(type: string | null): boolean {
  return type !== null && /storno|opravn/i.test(type);
}

export function looksLikeJson(text: string): boolean {
  return text.trimStart().startsWith('{');
}

function lineAtPosition(text: string, message: string): number | null {
  const position = /position (\d+)/.exec(message);
  if (!position) return null;
  return text.slice(0, Number(position[1])).split('\n').length;
}

function value(transaction: Record<string, unknown>, column: number): unknown {
  const cell = transaction[`column${column}`];
  return cell && typeof cell === 'object' ? (cell as { value?: unknown }).value : undefined;
}

function stringValue(transaction: Record<string, unknown>, column: number): string | null {
  const found = value(transaction, column);
  return typeof found === 'string' || typeof found === 'number' ? cleanText(String(found)) : null;
}

function bookingDate(raw: unknown, entry: number): string {
  // `2024-03-01+0100`: the Prague date as written, never moved through UTC; or epoch milliseconds.
  const date = typeof raw === 'string' ? dateFromText(raw) : typeof raw === 'number' ? dateFromEpochMs(raw) : null;
  if (!date)
    throw new StatementError(
      'bad-date',
      entry,
      typeof raw === 'string' || typeof raw === 'number' ? String(raw) : 'chybí',
      'entry',
    );
  return date;
}

export function parseFioJson(text: string, maxItems: number): ParsedStatement {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StatementError('malformed', lineAtPosition(text, message), 'neplatný JSON');
  }
  const statement = (document as { accountStatement?: unknown } | null)?.accountStatement as
    { info?: Record<string, unknown>; transactionList?: { transaction?: unknown } | null } | undefined;
  if (!statement || typeof statement !== 'object' || !('transactionList' in statement)) {
    throw new StatementError('unknown-format', null);
  }
  const list = statement.transactionList?.transaction ?? [];
  if (!Array.isArray(list)) throw new StatementError('malformed', null, 'transactionList.transaction není seznam');
  if (list.length > maxItems) throw new StatementError('too-large', null, `více než ${maxItems} položek`);

  const items = list.map((transaction: unknown, index): StatementItem => {
    const entry = index + 1;
    if (!transaction || typeof transaction !== 'object') {
      throw new StatementError('malformed', entry, 'pohyb není objekt', 'entry');
    }
    const row = transaction as Record<string, unknown>;
    const signed = jsonAmountToHaler(value(row, 1));
    if (signed === null) throw new StatementError('bad-amount', entry, String(value(row, 1)), 'entry');
    const currency = normaliseCurrency(value(row, 14));
    if (!currency) throw new StatementError('malformed', entry, 'chybí měna', 'entry');
    const id = value(row, 22);
    return {
      line: entry,
      transactionId: typeof id === 'number' || typeof id === 'string' ? cleanText(String(id)) : null,
      amountHaler: Math.abs(signed),
      direction: signed < 0 ? 'debit' : 'credit',
      reversal: isFioReversalType(stringValue(row, 8)),
      currency,
      bookingDate: bookingDate(value(row, 0), entry),
      counterAccount: normaliseCounterAccount(stringValue(row, 2), stringValue(row, 3)),
      counterName: stringValue(row, 10),
      variableSymbol: normaliseSymbol(stringValue(row, 5)),
      specificSymbol: normaliseSymbol(stringValue(row, 6)),
      constantSymbol: normaliseSymbol(stringValue(row, 4)),
      message: stringValue(row, 16),
    };
  });
  return { format: 'fio-json', account: normaliseOwnAccount(statement.info?.accountId), items };
}
