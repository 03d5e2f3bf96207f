// Builders of statement files in every format we read, for the tests (and for benchmarks that need
// a statement of 10,000 items). Each writes the bytes a bank would: fixed positions and Windows-1250
// for GPC, UTF-8 XML, Fio's JSON columns, both Fio CSV dialects.

// Node decodes Windows-1250 but has no encoder for it; Czech letters and the punctuation banks use.
const CP1250: Record<string, number> = {
  á: 0xe1, č: 0xe8, ď: 0xef, é: 0xe9, ě: 0xec, í: 0xed, ň: 0xf2, ó: 0xf3, ř: 0xf8, š: 0x9a, ť: 0x9d,
  ú: 0xfa, ů: 0xf9, ý: 0xfd, ž: 0x9e, Á: 0xc1, Č: 0xc8, Ď: 0xcf, É: 0xc9, Ě: 0xcc, Í: 0xcd, Ň: 0xd2,
  Ó: 0xd3, Ř: 0xd8, Š: 0x8a, Ť: 0x8d, Ú: 0xda, Ů: 0xd9, Ý: 0xdd, Ž: 0x8e, '„': 0x84, '“': 0x93,
  '–': 0x96, '\u00a0': 0xa0,
}; // prettier-ignore

export function encodeCp1250(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code < 0x80) return code;
      const byte = CP1250[char];
      if (byte === undefined) throw new Error(`no Windows-1250 byte for ${char}`);
      return byte;
    }),
  );
}

/** Digits right-aligned, zero-padded; refuses what would not fit (no silent truncation). */
function num(value: string | number, length: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > length) throw new Error(`${text} does not fit ${length} digits`);
  return text.padStart(length, '0');
}

function txt(value: string, length: number): string {
  if (value.length > length) throw new Error(`${value} is longer than ${length}`);
  return value.padEnd(length, ' ');
}

/** `19-2000145399` → the 16 digits of GPC's standard layout (prefix 6 + number 10). */
export function gpcAccount(account: string): string {
  const [prefix, number] = account.includes('-') ? account.split('-') : ['0', account];
  return num(prefix ?? '0', 6) + num(number ?? '0', 10);
}

/** KB's internal layout: for P1..P6 C1..C10 the digits C10 C8 C9 C6 C1 C2 C3 C4 C5 C7 P1..P6. */
export function gpcInternalAccount(account: string): string {
  const standard = gpcAccount(account);
  const p = standard.slice(0, 6);
  const c = (i: number) => standard.charAt(5 + i);
  return [10, 8, 9, 6, 1, 2, 3, 4, 5, 7].map(c).join('') + p;
}

export interface GpcHeader {
  account: string; // 16 digits, see gpcAccount
  name?: string;
  oldBalanceDate?: string; // DDMMYY
  postingDate?: string; // DDMMYY
  debitHaler?: number;
  creditHaler?: number;
}

export function gpcHeader(h: GpcHeader): string {
  const line =
    '074' +
    h.account +
    txt(h.name ?? 'KROUZKY Z S', 20) +
    (h.oldBalanceDate ?? '290224') +
    num(0, 14) +
    '+' +
    num(Math.max(0, (h.creditHaler ?? 0) - (h.debitHaler ?? 0)), 14) +
    '+' +
    num(h.debitHaler ?? 0, 14) +
    '0' +
    num(h.creditHaler ?? 0, 14) +
    '0' +
    '001' +
    (h.postingDate ?? '010324') +
    ' '.repeat(14);
  if (line.length !== 128) throw new Error(`074 of ${line.length} characters`);
  return line;
}

export interface GpcItem {
  account: string; // 16 digits
  counter?: string; // 16 digits
  id?: string | number;
  amountHaler: number;
  code: string; // accounting code: 1, 2, 4, 5 (3, 4 at Česká spořitelna)
  vs?: string;
  bank?: string;
  ks?: string;
  ss?: string;
  valueDate?: string;
  info?: string;
  dataType?: string; // 0203 = CZK at Fio
  dueDate?: string;
  /** Raw override of the 12 amount characters, for broken files. */
  amountField?: string;
}

export function gpcItem(i: GpcItem): string {
  const line =
    '075' +
    i.account +
    (i.counter ?? '0'.repeat(16)) +
    num(i.id ?? 0, 13) +
    (i.amountField ?? num(i.amountHaler, 12)) +
    i.code +
    num(i.vs ?? '0', 10) +
    '00' +
    num(i.bank ?? '0', 4) +
    num(i.ks ?? '0', 4) +
    num(i.ss ?? '0', 10) +
    (i.valueDate ?? '010324') +
    txt(i.info ?? '', 20) +
    '0' +
    (i.dataType ?? '0203') +
    (i.dueDate ?? '010324');
  if (line.length !== 128) throw new Error(`075 of ${line.length} characters`);
  return line;
}

/** `078`/`079`: the payer's message, lines of 35 characters, two per record. */
export function gpcMessage(type: '078' | '079', lines: [string, string?]): string {
  return type + txt(lines[0], 35) + txt(lines[1] ?? '', 35);
}

export function gpcFile(lines: string[], eol = '\r\n'): Buffer {
  return encodeCp1250(lines.map((line) => line + eol).join(''));
}

// --- camt.053 -----------------------------------------------------------------------------------------

/** A Czech IBAN with correct check digits. */
export function czIban(bank: string, account: string): string {
  const bban = bank + gpcAccount(account);
  const digits = `${bban}123500`; // C = 12, Z = 35, then 00
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return `CZ${String(98 - rest).padStart(2, '0')}${bban}`;
}

export interface CamtEntry {
  amount: string; // as written, e.g. "1500.00"
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  reversal?: boolean;
  date?: string;
  dateTime?: boolean;
  status?: string;
  ref?: string;
  endToEndId?: string;
  instrId?: string;
  pmtInfId?: string;
  references?: string[];
  message?: string;
  party?: { side: 'Dbtr' | 'Cdtr'; name?: string; iban?: string; other?: string; bank?: string };
  /** Several payments booked as one entry. */
  batch?: { amount: string; endToEndId?: string; ref?: string }[];
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function camtTx(e: CamtEntry, version: number, amount?: string): string {
  const party = e.party;
  const name =
    party?.name === undefined
      ? ''
      : version >= 8
        ? `<Pty><Nm>${esc(party.name)}</Nm></Pty>`
        : `<Nm>${esc(party.name)}</Nm>`;
  const accountId = party?.iban
    ? `<IBAN>${party.iban}</IBAN>`
    : party?.other
      ? `<Othr><Id>${party.other}</Id></Othr>`
      : '';
  return [
    '<TxDtls>',
    '<Refs>',
    e.ref ? `<AcctSvcrRef>${e.ref}</AcctSvcrRef>` : '',
    e.pmtInfId ? `<PmtInfId>${esc(e.pmtInfId)}</PmtInfId>` : '',
    e.instrId ? `<InstrId>${esc(e.instrId)}</InstrId>` : '',
    e.endToEndId ? `<EndToEndId>${esc(e.endToEndId)}</EndToEndId>` : '',
    '</Refs>',
    amount ? `<AmtDtls><TxAmt><Amt Ccy="${e.currency ?? 'CZK'}">${amount}</Amt></TxAmt></AmtDtls>` : '',
    party ? `<RltdPties><${party.side}>${name}</${party.side}>` : '',
    party && accountId ? `<${party.side}Acct><Id>${accountId}</Id></${party.side}Acct>` : '',
    party ? '</RltdPties>' : '',
    party?.bank
      ? `<RltdAgts><${party.side}Agt><FinInstnId><ClrSysMmbId><MmbId>${party.bank}</MmbId></ClrSysMmbId></FinInstnId></${party.side}Agt></RltdAgts>`
      : '',
    e.message || e.references
      ? `<RmtInf>${e.message ? `<Ustrd>${esc(e.message)}</Ustrd>` : ''}${(e.references ?? [])
          .map((ref) => `<Strd><CdtrRefInf><Ref>${esc(ref)}</Ref></CdtrRefInf></Strd>`)
          .join('')}</RmtInf>`
      : '',
    '</TxDtls>',
  ].join('');
}

function camtEntry(e: CamtEntry, version: number): string {
  const status = e.status ?? 'BOOK';
  const date = e.date ?? '2024-03-01';
  const details = e.batch
    ? e.batch.map((part) => camtTx({ ...e, endToEndId: part.endToEndId, ref: part.ref }, version, part.amount)).join('')
    : camtTx(e, version);
  return [
    '<Ntry>',
    e.ref ? `<NtryRef>${e.ref}</NtryRef>` : '',
    `<Amt Ccy="${e.currency ?? 'CZK'}">${e.amount}</Amt>`,
    `<CdtDbtInd>${e.direction ?? 'CRDT'}</CdtDbtInd>`,
    e.reversal ? '<RvslInd>true</RvslInd>' : '',
    version >= 8 ? `<Sts><Cd>${status}</Cd></Sts>` : `<Sts>${status}</Sts>`,
    `<BookgDt>${e.dateTime ? `<DtTm>${date}T10:15:00+01:00</DtTm>` : `<Dt>${date}</Dt>`}</BookgDt>`,
    e.ref ? `<AcctSvcrRef>${e.ref}</AcctSvcrRef>` : '',
    `<NtryDtls>${details}</NtryDtls>`,
    '</Ntry>',
  ].join('\n');
}

/** A camt.053 document; `prefix` writes every element with a namespace prefix (`ns2:Ntry`). */
export function camtXml(options: { iban: string; entries: CamtEntry[]; version?: number; prefix?: string }): Buffer {
  const version = options.version ?? 2;
  const ns = `urn:iso:std:iso:20022:tech:xsd:camt.053.001.0${version}`;
  const body = `<Document xmlns="${ns}">
<BkToCstmrStmt>
<GrpHdr><MsgId>1</MsgId><CreDtTm>2024-03-01T20:00:00</CreDtTm></GrpHdr>
<Stmt>
<Id>1</Id>
<Acct><Id><IBAN>${options.iban}</IBAN></Id><Ccy>CZK</Ccy></Acct>
${options.entries.map((entry) => camtEntry(entry, version)).join('\n')}
</Stmt>
</BkToCstmrStmt>
</Document>
`;
  const prefix = options.prefix;
  const named = prefix
    ? body.replace(/<(\/?)([A-Za-z])/g, `<$1${prefix}:$2`).replace('xmlns=', `xmlns:${prefix}=`)
    : body;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${named}`, 'utf8');
}

// --- Fio API JSON ---------------------------------------------------------------------------------------

const FIO_NAMES: Record<number, string> = {
  0: 'Datum', 1: 'Objem', 2: 'Protiúčet', 3: 'Kód banky', 4: 'KS', 5: 'VS', 6: 'SS', 7: 'Uživatelská identifikace',
  8: 'Typ', 9: 'Provedl', 10: 'Název protiúčtu', 12: 'Název banky', 14: 'Měna', 16: 'Zpráva pro příjemce',
  17: 'ID pokynu', 18: 'Upřesnění', 22: 'ID pohybu', 25: 'Komentář', 26: 'BIC', 27: 'Reference plátce',
}; // prettier-ignore

/** One movement: column number → value (undefined or null makes the column `null`, as Fio does). */
export type FioMovement = Partial<Record<number, string | number | null>>;

export function fioJson(accountId: string, movements: FioMovement[], raw?: (json: string) => string): Buffer {
  const transaction = movements.map((movement) =>
    Object.fromEntries(
      Object.entries(FIO_NAMES).map(([id, name]) => {
        const value = movement[Number(id)];
        return [`column${id}`, value === undefined || value === null ? null : { value, name, id: Number(id) }];
      }),
    ),
  );
  const json = JSON.stringify(
    {
      accountStatement: {
        info: { accountId, bankId: '2010', currency: 'CZK', iban: czIban('2010', accountId), bic: 'FIOBCZPPXXX' },
        transactionList: { transaction },
      },
    },
    null,
    1,
  );
  return Buffer.from(raw ? raw(json) : json, 'utf8');
}

// --- Fio CSV --------------------------------------------------------------------------------------------

const API_HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;' +
  'Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu';

/** The API's CSV: UTF-8, no BOM, a plain `key;value` preamble, rows as given (already joined by `;`). */
export function fioApiCsv(accountId: string, rows: string[]): Buffer {
  const preamble = [`accountId;${accountId}`, 'bankId;2010', 'currency;CZK', `iban;${czIban('2010', accountId)}`];
  return Buffer.from([...preamble, 'idLastDownload;', API_HEADER, ...rows].map((l) => `${l}\r\n`).join(''), 'utf8');
}

const BANKING_HEADER = [
  'ID operace', 'Datum', 'Objem', 'Měna', 'Protiúčet', 'Název protiúčtu', 'Kód banky', 'Název banky', 'KS', 'VS',
  'SS', 'Poznámka', 'Zpráva pro příjemce', 'Typ', 'Provedl', 'Upřesnění', 'Poznámka', 'BIC', 'ID pokynu',
]; // prettier-ignore

const quote = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';');

/** Internet banking's current export: UTF-8 with a BOM, everything quoted, `ID operace`, a blank line. */
export function fioBankingCsv(accountId: string, rows: string[][]): Buffer {
  const lines = [
    quote(['accountId', accountId]),
    quote(['bankId', '2010']),
    quote(['currency', 'CZK']),
    quote(['openingBalance', '18 204,70']),
    '',
    quote(BANKING_HEADER),
    ...rows.map(quote),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'utf8')]);
}

/** An older export in Windows-1250: a prose preamble, columns the user chose in their order, a `Suma` row. */
export function fioOldCsv(account: string, header: string[], rows: string[][]): Buffer {
  const lines = [
    `"Výpis z účtu ${account}"`,
    '"Krouzky z.s."',
    '',
    '"Období: 01.03.2024 - 31.03.2024"',
    '',
    quote(header),
    quote(['Suma', ...header.slice(1).map(() => '')]),
    ...rows.map(quote),
  ];
  return encodeCp1250(lines.map((l) => `${l}\r\n`).join(''));
}
