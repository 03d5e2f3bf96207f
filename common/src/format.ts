// cs-CZ display formats (seed-spec section 9): dates DD.MM.YYYY, ranges joined by a dash, prices in Kč.

const pad = (value: number) => String(value).padStart(2, '0');

/** Accepts a Date or an ISO string ('2026-09-01' or a full timestamp); date-only strings are
 * taken as calendar dates, never shifted by the time zone. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
    value = new Date(value);
  }
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
}

export function formatDateRange(from: Date | string, to: Date | string): string {
  return `${formatDate(from)} - ${formatDate(to)}`;
}

const priceFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 });

/** 1500 -> '1 500 Kč' (with the non-breaking spaces Czech typography uses). */
export function formatPrice(amount: number): string {
  return `${priceFormat.format(amount)}\u00a0Kč`;
}
