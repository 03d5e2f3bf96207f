// Field normalisation shared by the parsers: payment symbols, Czech account numbers, dates, text.

/** Digits only, leading zeros stripped; null when empty, zero, not digits or longer than 10 digits. */
export function normaliseSymbol(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return null;
  const digits = text.replace(/^0+/, '');
  return digits === '' || digits.length > 10 ? null : digits;
}

// Control characters other than white space (NUL above all, which PostgreSQL refuses in text), and
// lone UTF-16 surrogates, say nothing a person wrote: they are dropped.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Trimmed text with runs of white space collapsed and control characters dropped; null when nothing is left. */
export function cleanText(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

// --- accounts ---------------------------------------------------------------------------------------

const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];

function mod11(digits: string, weights: number[]): boolean {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum % 11 === 0;
}

/** A Czech account is 6 + 10 digits, each part passing the weighted modulo-11 check. */
export function isValidCzechAccount(prefix: string, number: string): boolean {
  return mod11(prefix.padStart(6, '0'), PREFIX_WEIGHTS) && mod11(number.padStart(10, '0'), NUMBER_WEIGHTS);
}

/** `prefix-number/bank` without leading zeros, the prefix only when non-zero; null for an all-zero number. */
export function formatCzechAccount(prefix: string, number: string, bank: string | null): string | null {
  const p = prefix.replace(/^0+/, '');
  const n = number.replace(/^0+/, '');
  if (n === '') return null;
  return (p ? `${p}-${n}` : n) + (bank ? `/${bank}` : '');
}

function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    rest = Number(`${rest}${value}`) % 97;
  }
  return rest === 1;
}

interface CzechAccount {
  prefix: string;
  number: string;
  bank: string | null;
}

/** `19-2000145399/0800`, `2000145399`, `CZ65 0800 0000 1920 0014 5399` → its parts; null otherwise. */
export function parseCzechAccount(raw: string): CzechAccount | null {
  const text = raw.replace(/[\s\u00a0]/g, '').toUpperCase();
  const iban = /^CZ\d{22}$/.test(text) && ibanChecks(text);
  if (iban) return { bank: text.slice(4, 8), prefix: text.slice(8, 14), number: text.slice(14) };
  const local = /^(?:(\d{1,6})-)?(\d{1,10})(?:\/(\d{4}))?$/.exec(text);
  if (!local) return null;
  return { prefix: local[1] ?? '', number: local[2] ?? '', bank: local[3] ?? null };
}

/** A counter-account: Czech ones (IBAN or domestic) as `prefix-number/bank`, anything else as given. */
export function normaliseCounterAccount(raw: unknown, bankCode?: unknown): string | null {
  const text = cleanText(raw);
  if (!text) return null;
  const czech = parseCzechAccount(text);
  if (!czech) return text.replace(/\s/g, '').toUpperCase();
  const bank = czech.bank ?? (typeof bankCode === 'string' && /^\d{4}$/.test(bankCode.trim()) ? bankCode.trim() : null);
  return formatCzechAccount(czech.prefix, czech.number, bank);
}

/**
 * The statement's own account as `prefix-number` without the bank, so the same account read from GPC
 * (which has no bank code), camt.053 (an IBAN) or Fio's exports gives one string.
 */
export function normaliseOwnAccount(raw: unknown): string | null {
  const text = cleanText(raw);
  if (!text) return null;
  const czech = parseCzechAccount(text);
  if (!czech) return text.replace(/\s/g, '').toUpperCase();
  return formatCzechAccount(czech.prefix, czech.number, null);
}

// --- dates --------------------------------------------------------------------------------------------

/** yyyy-mm-dd when the parts make a calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `010324` → 2024-03-01 (GPC's DDMMYY; every statement is from this century). */
export function dateFromDdMmYy(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  return match ? isoDate(2000 + Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** `01.03.2024`, `1.3.2024` or `2024-03-01` (the first ten characters of an ISO date or date-time). */
export function dateFromText(text: string): string | null {
  const trimmed = text.trim();
  const czech = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(trimmed);
  if (czech) return isoDate(Number(czech[3]), Number(czech[2]), Number(czech[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T+\-Z ])/.exec(trimmed);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

const pragueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Epoch milliseconds as the calendar date in Prague, where the bank books. */
export function dateFromEpochMs(ms: number): string | null {
  // Beyond ±8.64e15 ms there is no Date at all (Intl throws a RangeError).
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const parts = Object.fromEntries(pragueDate.formatToParts(ms).map((part) => [part.type, part.value]));
  return isoDate(Number(parts.year), Number(parts.month), Number(parts.day));
}

// --- currencies -------------------------------------------------------------------------------------

/** ISO 4217 numeric → alphabetic, for GPC's data-type field (Fio, ČSOB write `0` + the numeric code). */
export const NUMERIC_CURRENCIES: Readonly<Record<string, string>> = {
  '203': 'CZK',
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
  '985': 'PLN',
  '348': 'HUF',
  '946': 'RON',
  '975': 'BGN',
  '191': 'HRK',
  '752': 'SEK',
  '578': 'NOK',
  '208': 'DKK',
  '124': 'CAD',
  '036': 'AUD',
  '554': 'NZD',
  '392': 'JPY',
  '156': 'CNY',
  '949': 'TRY',
  '980': 'UAH',
  '643': 'RUB',
  '376': 'ILS',
  '710': 'ZAR',
  '484': 'MXN',
};

export function normaliseCurrency(raw: unknown): string | null {
  const text = cleanText(raw)?.toUpperCase();
  return text && /^[A-Z]{3}$/.test(text) ? text : null;
}
