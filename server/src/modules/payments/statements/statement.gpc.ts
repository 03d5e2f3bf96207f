// ABO/GPC electronic statements (research: bank-formats.md §1). Fixed positions, 1-based in the
// comments and the spec; `field(text, from, to)` takes them as written there.
import {
  cleanText,
  dateFromDdMmYy,
  formatCzechAccount,
  isValidCzechAccount,
  normaliseSymbol,
  NUMERIC_CURRENCIES,
} from './statement.fields';
import { ParsedStatement, StatementError, StatementItem } from './statement';

export interface GpcOptions {
  /** Accounting codes of reversals: 4/5 at most banks, 3/4 at Česká spořitelna. Recognised when absent. */
  reversalCodes?: 'standard' | 'ceska-sporitelna';
  /** KB (always) and ČS (optionally) permute the 16 account digits. Recognised when absent. */
  accountLayout?: 'standard' | 'internal';
}

interface RawRecord {
  line: number;
  type: string;
  text: string;
}

const HEADER_MIN = 114; // the 074's data; its 14 filler spaces are often trimmed away
const ITEM_LENGTH = 128;

function field(text: string, from: number, to: number): string {
  return text.slice(from - 1, to);
}

/** A file whose first non-blank line is a 074 header of at least its data's length. */
export function looksLikeGpc(text: string): boolean {
  const first = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '');
  return first !== undefined && /^074\d{16}/.test(first) && first.length >= HEADER_MIN;
}

function readRecords(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  text.split(/\r\n|\n|\r/).forEach((content, index) => {
    const line = index + 1;
    // Blank lines and a DOS end-of-file mark carry nothing.
    if (content.replaceAll('\u001a', '').trim() === '') return;
    const type = content.slice(0, 3);
    const minimum = { '074': HEADER_MIN, '075': ITEM_LENGTH, '076': 35, '078': 4, '079': 4 }[type];
    if (minimum === undefined) throw new StatementError('malformed', line, `neznámý druh záznamu „${type}“`);
    if (content.length < minimum) {
      throw new StatementError('short-line', line, `${content.length} znaků místo ${minimum}`);
    }
    records.push({ line, type, text: content });
  });
  return records;
}

function accountDigits(record: RawRecord, from: number, to: number, what: string): string {
  const digits = field(record.text, from, to);
  if (/^\s*$/.test(digits)) return '0'.repeat(16);
  if (!/^\d{16}$/.test(digits)) throw new StatementError('malformed', record.line, `${what} není číslo`);
  return digits;
}

/** The 16 digits as prefix and number, reversing KB's internal permutation when asked. */
function splitAccount(digits: string, internal: boolean): { prefix: string; number: string } {
  if (!internal) return { prefix: digits.slice(0, 6), number: digits.slice(6) };
  const d = (position: number) => digits.charAt(position - 1);
  const number = [5, 6, 7, 8, 9, 4, 10, 2, 3, 1].map(d).join('');
  return { prefix: digits.slice(10), number };
}

/**
 * Internal layout when some account is a valid Czech account only after un-permuting and none only
 * as written. Every Czech account number passes the modulo-11 check, so a wrong layout shows.
 */
function detectInternalLayout(records: RawRecord[]): boolean {
  let standardOnly = 0;
  let internalOnly = 0;
  for (const record of records) {
    const fields: [number, number][] =
      record.type === '074'
        ? [[4, 19]]
        : record.type === '075'
          ? [
              [4, 19],
              [20, 35],
            ]
          : [];
    for (const [from, to] of fields) {
      const digits = accountDigits(record, from, to, 'číslo účtu');
      if (/^0+$/.test(digits)) continue;
      const standard = splitAccount(digits, false);
      const internal = splitAccount(digits, true);
      const standardValid = isValidCzechAccount(standard.prefix, standard.number);
      const internalValid = isValidCzechAccount(internal.prefix, internal.number);
      if (standardValid && !internalValid) standardOnly++;
      if (internalValid && !standardValid) internalOnly++;
    }
  }
  return internalOnly > 0 && standardOnly === 0;
}

/**
 * Česká spořitelna writes reversals as 3/4, the others as 4/5. Code 3, ČS's extended (longer) 075
 * records or its data type `11oo` at 119–122 mark a ČS file; code 5 marks the others.
 */
function detectSporitelna(items: RawRecord[]): boolean {
  const codes = new Set(items.map((item) => field(item.text, 61, 61)));
  const sporitelna =
    codes.has('3') || items.some((item) => item.text.length > ITEM_LENGTH || field(item.text, 119, 120) === '11');
  if (sporitelna && codes.has('5')) {
    const line = items.find((item) => field(item.text, 61, 61) === '5')?.line ?? null;
    throw new StatementError('bad-direction', line, 'kód účtování 5 v souboru České spořitelny');
  }
  return sporitelna;
}

function direction(code: string, sporitelna: boolean, line: number): Pick<StatementItem, 'direction' | 'reversal'> {
  // A reversed debit brings the money back (credit); a reversed credit takes it away (debit).
  const codes: Record<string, Pick<StatementItem, 'direction' | 'reversal'>> = sporitelna
    ? {
        '1': { direction: 'debit', reversal: false },
        '2': { direction: 'credit', reversal: false },
        '3': { direction: 'credit', reversal: true },
        '4': { direction: 'debit', reversal: true },
      }
    : {
        '1': { direction: 'debit', reversal: false },
        '2': { direction: 'credit', reversal: false },
        '4': { direction: 'credit', reversal: true },
        '5': { direction: 'debit', reversal: true },
      };
  const found = codes[code];
  if (!found) throw new StatementError('bad-direction', line, `kód účtování „${code}“`);
  return found;
}

function date(record: RawRecord, from: number, to: number): string | null {
  const text = field(record.text, from, to);
  if (text === '000000' || text.trim() === '') return null;
  const iso = dateFromDdMmYy(text);
  if (!iso) throw new StatementError('bad-date', record.line, `„${text}“`);
  return iso;
}

function currency(dataType: string): string {
  // Fio and ČSOB write 0 + the ISO numeric code; ČS and KB their own data type codes there, on
  // statements that are in CZK by definition ("výpis v Kč"). An unknown ISO code is never CZK.
  if (/^0\d{3}$/.test(dataType)) return NUMERIC_CURRENCIES[dataType.slice(1)] ?? 'XXX';
  return 'CZK';
}

export function parseGpc(text: string, maxItems: number, options: GpcOptions = {}): ParsedStatement {
  const records = readRecords(text);
  const itemRecords = records.filter((record) => record.type === '075');
  if (itemRecords.length > maxItems) {
    throw new StatementError('too-large', null, `více než ${maxItems} položek`);
  }
  const internal = options.accountLayout ? options.accountLayout === 'internal' : detectInternalLayout(records);
  const sporitelna = options.reversalCodes
    ? options.reversalCodes === 'ceska-sporitelna'
    : detectSporitelna(itemRecords);

  let account: string | null | undefined;
  let postingDate: string | null = null;
  let current: { item: StatementItem; avText: string } | null = null;
  const items: StatementItem[] = [];
  const finish = () => {
    if (current) {
      if (current.avText) current.item.message = cleanText(current.avText);
      items.push(current.item);
      current = null;
    }
  };

  for (const record of records) {
    if (record.type === '074') {
      finish();
      const own = splitAccount(accountDigits(record, 4, 19, 'číslo účtu'), internal);
      const number = formatCzechAccount(own.prefix, own.number, null);
      if (account !== undefined && account !== number) throw new StatementError('several-accounts', record.line);
      account = number;
      postingDate = date(record, 109, 114);
      continue;
    }
    if (account === undefined) throw new StatementError('malformed', record.line, 'položka před hlavičkou 074');
    if (record.type === '075') {
      finish();
      current = { item: readItem(record, internal, sporitelna, postingDate), avText: '' };
      continue;
    }
    if (!current) throw new StatementError('malformed', record.line, `záznam ${record.type} bez položky 075`);
    if (record.type === '076') {
      current.item.counterName = cleanText(field(record.text, 36, 127)) ?? current.item.counterName;
    } else {
      // 078 holds lines 1–2 of the payer's message (2 × 35), 079 lines 3–4; padded, so lines that
      // were filled separately stay apart and a text split mid-word joins up again.
      current.avText += field(record.text, 4, 73).padEnd(70, ' ');
    }
  }
  finish();
  if (account === undefined) throw new StatementError('malformed', null, 'chybí hlavička 074');
  return { format: 'gpc', account, items };
}

function readItem(
  record: RawRecord,
  internal: boolean,
  sporitelna: boolean,
  postingDate: string | null,
): StatementItem {
  const { line } = record;
  const amountText = field(record.text, 49, 60);
  if (!/^\d{12}$/.test(amountText)) throw new StatementError('bad-amount', line, `„${amountText}“`);
  const bankText = field(record.text, 74, 77);
  const bank = /^\d{4}$/.test(bankText) && bankText !== '0000' ? bankText : null;
  const counterDigits = accountDigits(record, 20, 35, 'číslo protiúčtu');
  const counter = splitAccount(counterDigits, internal);
  const documentNumber = field(record.text, 36, 48).trim();
  const valueDate = date(record, 92, 97);
  const dueDate = date(record, 123, 128);
  const bookingDate = dueDate ?? valueDate ?? postingDate;
  if (!bookingDate) throw new StatementError('bad-date', line, 'položka nemá žádné datum');
  return {
    line,
    transactionId: /^0*$/.test(documentNumber) ? null : cleanText(documentNumber.replace(/^0+(?=\w)/, '')),
    amountHaler: Number(amountText),
    ...direction(field(record.text, 61, 61), sporitelna, line),
    currency: currency(field(record.text, 119, 122)),
    bookingDate,
    counterAccount: /^0+$/.test(counterDigits) ? null : formatCzechAccount(counter.prefix, counter.number, bank),
    counterName: cleanText(field(record.text, 98, 117)),
    variableSymbol: normaliseSymbol(field(record.text, 62, 71)),
    specificSymbol: normaliseSymbol(field(record.text, 82, 91)),
    constantSymbol: normaliseSymbol(field(record.text, 78, 81)),
    message: null,
  };
}
