// Amounts are read as decimal text and turned into integer haléře digit by digit: 1234.35 or 0.29
// never pass through a binary fraction.

// Sign, whole part with optional groups of three split by spaces (also NBSP and narrow NBSP), then an
// optional decimal comma or point.
const DECIMAL = /^([+-]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?$/;

/** "1 234,50" → 123450, "-150.00" → -15000, "0.29" → 29; null when the text is not an amount in haléře. */
export function decimalToHaler(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  // Digits beyond haléře are allowed only as zeros ("1500.000"); anything else would be rounding.
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const haler = Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(haler)) return null;
  return sign === '-' && haler !== 0 ? -haler : haler;
}

/**
 * A JSON number (Fio's `column1`) as haléře. `JSON.parse` has already made it a double; its shortest
 * decimal form (String) gives back the digits the bank wrote for any amount of up to 15 significant
 * digits, which every real amount is. Exponent forms are refused rather than guessed.
 */
export function jsonAmountToHaler(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalToHaler(String(value)) : null;
  if (typeof value === 'string') return decimalToHaler(value);
  return null;
}
