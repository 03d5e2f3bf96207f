// Bank statements in, plain items out: the format is recognised from the content (never the file
// name), parsed whole or refused whole with the line that broke it. No matching, no database.
import { createHash } from 'node:crypto';
import { looksLikeXml, parseCamt053 } from './statement.camt053';
import { decodeStatementText } from './statement.encoding';
import { looksLikeFioCsv, parseFioCsv } from './statement.fio-csv';
import { looksLikeJson, parseFioJson } from './statement.fio-json';
import { GpcOptions, looksLikeGpc, parseGpc } from './statement.gpc';
import { ParsedStatement, StatementError, StatementItem } from './statement';

export type { GpcOptions } from './statement.gpc';
export {
  StatementError,
  statementPlace,
  statementProblemText,
  type ParsedStatement,
  type StatementFormat,
  type StatementItem,
  type StatementPlace,
  type StatementProblem,
} from './statement';

/** Files above this are refused before they are read: 10,000 camt.053 entries take about 20 MB. */
export const MAX_STATEMENT_BYTES = 32 * 1024 * 1024;
/** Fio's API refuses more than 50,000 movements at once; no statement we accept holds more. */
export const MAX_STATEMENT_ITEMS = 50_000;

export interface ParseStatementOptions {
  maxItems?: number;
  maxBytes?: number;
  /** Overrides GPC's recognition of the bank's reversal codes and account layout. */
  gpc?: GpcOptions;
}

export function parseStatement(file: Uint8Array, options: ParseStatementOptions = {}): ParsedStatement {
  const maxBytes = options.maxBytes ?? MAX_STATEMENT_BYTES;
  const maxItems = options.maxItems ?? MAX_STATEMENT_ITEMS;
  if (file.byteLength > maxBytes) {
    throw new StatementError('too-large', null, `${file.byteLength} bajtů, nejvýše ${maxBytes}`);
  }
  const text = decodeStatementText(file);
  if (looksLikeXml(text)) return parseCamt053(text, maxItems);
  if (looksLikeJson(text)) return parseFioJson(text, maxItems);
  if (looksLikeGpc(text)) return parseGpc(text, maxItems, options.gpc);
  if (looksLikeFioCsv(text)) return parseFioCsv(text, maxItems);
  throw new StatementError('unknown-format', null);
}

/**
 * SHA-256 of what identifies a movement when the bank gives no id: the account, date, direction,
 * amount, currency, counter-account, symbols and message. Not the line (overlapping statements
 * number differently) nor the counter-party's name (banks shorten it differently). Two genuinely
 * identical movements of one file differ by `occurrence` (see `statementFingerprints`).
 */
export function itemFingerprint(account: string | null, item: StatementItem, occurrence = 1): string {
  const fields = [
    account,
    item.bookingDate,
    item.direction,
    item.reversal,
    item.amountHaler,
    item.currency,
    item.counterAccount,
    item.variableSymbol,
    item.specificSymbol,
    item.constantSymbol,
    item.message,
    occurrence,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * The fingerprints of a statement's items in order; the second of two identical movements (a parent
 * who paid twice the same day) is occurrence 2, so it is not taken for a re-import of the first.
 */
export function statementFingerprints(statement: ParsedStatement): string[] {
  return [...fingerprintsOf(statement)];
}

/** As statementFingerprints, one at a time: a caller on the event loop can pause between them. */
export function* fingerprintsOf(statement: ParsedStatement): Generator<string, void, undefined> {
  const seen = new Map<string, number>();
  for (const item of statement.items) {
    const first = itemFingerprint(statement.account, item);
    const occurrence = (seen.get(first) ?? 0) + 1;
    seen.set(first, occurrence);
    yield occurrence === 1 ? first : itemFingerprint(statement.account, item, occurrence);
  }
}
