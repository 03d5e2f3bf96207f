// ISO 20022 camt.053 statements as Czech banks issue them (research: bank-formats.md §2), any
// namespace version: elements are read by local name.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decimalToHaler } from './statement.money';
import {
  cleanText,
  dateFromText,
  normaliseCounterAccount,
  normaliseCurrency,
  normaliseOwnAccount,
  normaliseSymbol,
} from './statement.fields';
import { ParsedStatement, StatementError, StatementItem } from './statement';

/* The parsed XML: objects keyed by local element name, attributes as `@Name`, text as `#text`. */
type Node = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'CdtrRefInf', 'Ustrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity expansion at all: a DOCTYPE is refused before parsing, and the five predefined
  // entities and character references are decoded by `text` below.
  processEntities: false,
  isArray: (name) => REPEATED.has(name),
  jPath: false, // no path strings built for every element: a third faster on large statements
});

export function looksLikeXml(text: string): boolean {
  return text.trimStart().startsWith('<');
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function decodeEntities(raw: string): string {
  return raw.replace(/&(?:#x([\da-f]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/gi, (whole, hex, dec, name) => {
    if (name) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[String(name).toLowerCase()] ?? whole;
    const code = hex ? parseInt(String(hex), 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function text(node: Node): string | null {
  if (node === undefined || node === null) return null;
  if (Array.isArray(node)) return text(node[0]);
  if (typeof node === 'object') return text(node['#text']);
  return cleanText(decodeEntities(String(node)));
}

function list(node: Node): Node[] {
  if (node === undefined || node === null || node === '') return [];
  return Array.isArray(node) ? node : [node];
}

type SymbolKind = 'VS' | 'SS' | 'KS';

function prefixed(kind: SymbolKind, value: string): string | null {
  // `VS:123`, `/VS123`, `/VS/123`, `VS 123`, also inside `VS0250117002/SS0000000000/KS0000`.
  const pattern = {
    VS: /(?<![a-z])VS[:/]?\s?(\d+)/i,
    SS: /(?<![a-z])SS[:/]?\s?(\d+)/i,
    KS: /(?<![a-z])KS[:/]?\s?(\d+)/i,
  }[kind];
  return normaliseSymbol(pattern.exec(value)?.[1]);
}

/** The first candidate that yields a valid symbol wins; bare digits count only where `bare` says so. */
function findSymbol(kind: SymbolKind, candidates: [string | null, boolean][]): string | null {
  for (const [value, bare] of candidates) {
    if (!value || /^NOTPROVIDED$/i.test(value)) continue;
    const found = prefixed(kind, value) ?? (bare ? normaliseSymbol(value) : null);
    if (found) return found;
  }
  return null;
}

function symbols(tx: Node): Pick<StatementItem, 'variableSymbol' | 'specificSymbol' | 'constantSymbol'> {
  const refs = list(tx?.RmtInf?.Strd)
    .flatMap((strd: Node) => list(strd?.CdtrRefInf))
    .map((info: Node) => text(info?.Ref));
  const endToEnd = text(tx?.Refs?.EndToEndId);
  const instruction = text(tx?.Refs?.InstrId);
  const paymentInfo = text(tx?.Refs?.PmtInfId);
  const free = list(tx?.RmtInf?.Ustrd).map(text);
  const only = (values: (string | null)[]) => values.map((value): [string | null, boolean] => [value, false]);
  return {
    // Czech banks put the VS in the structured reference or in EndToEndId, bare or prefixed.
    variableSymbol: findSymbol('VS', [
      ...refs.map((ref): [string | null, boolean] => [ref, true]),
      [endToEnd, true],
      ...only([instruction, paymentInfo, ...free]),
    ]),
    specificSymbol: findSymbol('SS', [...only(refs), [paymentInfo, true], ...only([endToEnd, instruction, ...free])]),
    constantSymbol: findSymbol('KS', [...only(refs), [instruction, true], ...only([endToEnd, paymentInfo, ...free])]),
  };
}

function counterParty(tx: Node, side: 'Dbtr' | 'Cdtr'): Pick<StatementItem, 'counterAccount' | 'counterName'> {
  const party = tx?.RltdPties?.[side];
  const account = tx?.RltdPties?.[`${side}Acct`]?.Id;
  const bank = text(tx?.RltdAgts?.[`${side}Agt`]?.FinInstnId?.ClrSysMmbId?.MmbId);
  return {
    counterName: text(party?.Nm) ?? text(party?.Pty?.Nm), // .02 / .08
    counterAccount: normaliseCounterAccount(text(account?.IBAN) ?? text(account?.Othr?.Id), bank),
  };
}

function amount(node: Node, entry: number): { amountHaler: number; currency: string } {
  const value = text(node);
  const haler = value === null ? null : decimalToHaler(value);
  if (haler === null || haler < 0) throw new StatementError('bad-amount', entry, value ?? 'chybí', 'entry');
  const currency = normaliseCurrency(node?.['@Ccy']);
  if (!currency) throw new StatementError('malformed', entry, 'chybí měna částky', 'entry');
  return { amountHaler: haler, currency };
}

function readEntry(ntry: Node, entry: number): StatementItem[] {
  const indicator = text(ntry.CdtDbtInd);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new StatementError('bad-direction', entry, `CdtDbtInd „${indicator ?? ''}“`, 'entry');
  }
  const direction = indicator === 'CRDT' ? 'credit' : 'debit';
  const reversal = /^(true|1)$/i.test(text(ntry.RvslInd) ?? '');
  const dateText = text(ntry.BookgDt?.Dt) ?? text(ntry.BookgDt?.DtTm);
  const bookingDate = dateText ? dateFromText(dateText) : null;
  if (!bookingDate) throw new StatementError('bad-date', entry, dateText ?? 'chybí', 'entry');
  // ISO: a reversal keeps the original parties, so the counter-party is the original one's side.
  const side = (direction === 'credit') !== reversal ? 'Dbtr' : 'Cdtr';
  const txs: Node[] = list(ntry.NtryDtls).flatMap((details: Node) => list(details?.TxDtls));
  // NtryRef is unique only within one statement; the servicer's reference is the bank's id.
  const entryRef = text(ntry.AcctSvcrRef);
  const item = (tx: Node, money: { amountHaler: number; currency: string }, id: string | null): StatementItem => ({
    line: entry,
    transactionId: id,
    ...money,
    direction,
    reversal,
    bookingDate,
    ...counterParty(tx, side),
    ...symbols(tx),
    message: cleanText(list(tx?.RmtInf?.Ustrd).map(text).join(' ')),
  });

  const txAmount = (tx: Node): Node => tx?.AmtDtls?.TxAmt?.Amt ?? tx?.Amt;
  if (txs.length > 1 && txs.every((tx) => txAmount(tx) !== undefined)) {
    // A batch booked as one entry: each payment is its own item (each may carry its own VS).
    return txs.map((tx, index) => {
      const txRef = text(tx?.Refs?.AcctSvcrRef);
      const id = txRef && txRef !== entryRef ? txRef : entryRef ? `${entryRef}/${index + 1}` : null;
      return item(tx, amount(txAmount(tx), entry), id);
    });
  }
  const tx = txs[0];
  return [item(tx, amount(ntry.Amt, entry), entryRef ?? text(tx?.Refs?.AcctSvcrRef))];
}

/**
 * Limits the XML is held to before it is parsed (issue 38, finding 3): a 10 MB file of empty
 * elements is 2.4 million of them and took the parser 5 s. A real statement of 10 MB (about 15,000
 * entries of some 30 elements and 2 attributes each, 450,000 elements) stays within them.
 */
export const XML_LIMITS = { elements: 1_000_000, attributes: 200_000, depth: 64 } as const;

/** One pass over the text counting start tags, attributes (`=` inside a tag) and nesting. */
function checkXmlLimits(xml: string): void {
  let elements = 0;
  let attributes = 0;
  let depth = 0;
  let inTag = false;
  let opening = false;
  for (let i = 0; i < xml.length; i++) {
    const char = xml.charCodeAt(i);
    if (char === 60 /* < */) {
      const next = xml.charCodeAt(i + 1);
      inTag = true;
      opening = next !== 47 /* / */ && next !== 33 /* ! */ && next !== 63; /* ? */
      if (opening && ++elements > XML_LIMITS.elements)
        throw new StatementError('too-large', null, `více než ${XML_LIMITS.elements} prvků XML`);
      if (next === 47) depth--;
    } else if (char === 62 /* > */ && inTag) {
      inTag = false;
      if (opening && xml.charCodeAt(i - 1) !== 47 && ++depth > XML_LIMITS.depth)
        throw new StatementError('too-large', null, `prvky XML vnořené hlouběji než ${XML_LIMITS.depth}`);
      opening = false;
    } else if (char === 61 /* = */ && inTag && opening && ++attributes > XML_LIMITS.attributes) {
      throw new StatementError('too-large', null, `více než ${XML_LIMITS.attributes} atributů XML`);
    }
  }
}

export function parseCamt053(xml: string, maxItems: number): ParsedStatement {
  const unsafe = /<!(?:DOCTYPE|ENTITY)/i.exec(xml);
  if (unsafe) throw new StatementError('unsafe-xml', lineAt(xml, unsafe.index));
  checkXmlLimits(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementError('malformed', valid.err.line, valid.err.msg);
  let document: Node;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new StatementError('malformed', null, error instanceof Error ? error.message : String(error));
  }
  const statements = document?.Document?.BkToCstmrStmt?.Stmt;
  if (statements === undefined) throw new StatementError('unknown-format', null);

  let account: string | null | undefined;
  let entry = 0;
  const items: StatementItem[] = [];
  for (const stmt of list(statements)) {
    const own = normaliseOwnAccount(text(stmt?.Acct?.Id?.IBAN) ?? text(stmt?.Acct?.Id?.Othr?.Id));
    if (account !== undefined && own !== account) throw new StatementError('several-accounts', null);
    account = own;
    for (const ntry of list(stmt?.Ntry)) {
      entry++;
      // Only booked movements are money; pending card holds (PDNG) and the like are not.
      const status = text(ntry?.Sts?.Cd) ?? text(ntry?.Sts);
      if (status !== null && status !== 'BOOK') continue;
      items.push(...readEntry(ntry, entry));
      if (items.length > maxItems) throw new StatementError('too-large', null, `více než ${maxItems} položek`);
    }
  }
  return { format: 'camt053', account: account ?? null, items };
}
