// Amounts as staff type them (Kč, Czech style: "1 250,50", "1250", "1 250 Kč") and back. Money is
// integer haléře everywhere else; the conversion is exact (no floating point: "0,29" is 29 h).

/** The largest amount a field takes: int4 haléře, far beyond any price. */
const MAX_HALER = 2_147_483_647;

/** Haléře from what staff typed, or null when it is no positive amount (empty, letters, a third
 * decimal, a minus). Spaces (also the non-breaking ones the formatter writes) group thousands; a comma
 * or a dot separates the haléře; a trailing "Kč" is allowed. */
export function parseCrowns(text: string): number | null {
  const compact = text
    .replace(/kč\s*$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const haler = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return haler > 0 && haler <= MAX_HALER ? haler : null;
}

/** Haléře as a field's value: "1250" or "1250,50" (no grouping, so it reads back as typed). */
export function crownsInput(haler: number): string {
  const whole = Math.floor(haler / 100);
  const cents = haler % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}
