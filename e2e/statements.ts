// Bank statements as a bank writes them, for the browser tests: ABO/GPC lines of 128 characters
// (positions from ../shared/research/bank-formats.md §1). Written here, not imported from the server:
// the browser tests see the app only from outside.

const digits = (value: string | number, length: number) => {
  const text = String(value);
  if (!/^\d*$/.test(text) || text.length > length) throw new Error(`${text} does not fit ${length} digits`);
  return text.padStart(length, '0');
};
const text = (value: string, length: number) => value.slice(0, length).padEnd(length, ' ');

/** An account "prefix-number" as GPC's 16 digits: prefix (6) and number (10). */
export function gpcAccount(account: string): string {
  const [prefix, number] = account.includes('-') ? account.split('-') : ['0', account];
  return digits(prefix ?? '0', 6) + digits(number ?? '0', 10);
}

/** The `074` statement header. */
export function gpcHeader({
  account,
  creditHaler = 0,
  debitHaler = 0,
}: {
  account: string;
  creditHaler?: number;
  debitHaler?: number;
}): string {
  return (
    '074' +
    account +
    text('KROUZKY Z S', 20) +
    '010324' +
    digits(0, 14) +
    '+' +
    digits(Math.max(0, creditHaler - debitHaler), 14) +
    '+' +
    digits(debitHaler, 14) +
    '0' +
    digits(creditHaler, 14) +
    '0' +
    '001' +
    '010324' +
    ' '.repeat(14)
  );
}

/** A `075` movement: code 1 outgoing, 2 incoming. ASCII names only (the file is Windows-1250). */
export function gpcItem(item: {
  account: string;
  id: number;
  amountHaler: number;
  code: '1' | '2';
  vs?: string;
  info?: string;
}): string {
  return (
    '075' +
    item.account +
    '0'.repeat(16) +
    digits(item.id, 13) +
    digits(item.amountHaler, 12) +
    item.code +
    digits(item.vs ?? '0', 10) +
    '00' +
    digits(0, 4) +
    digits(0, 4) +
    digits(0, 10) +
    '010324' +
    text(item.info ?? '', 20) +
    '0' +
    '0203' +
    '010324'
  );
}

/** The file: every record ended by CR LF. */
export function gpcFile(lines: string[]): Buffer {
  for (const line of lines) if (line.length !== 128) throw new Error(`a GPC line of ${line.length} characters`);
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'latin1');
}
