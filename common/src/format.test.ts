import { formatDate, formatDateRange, formatPrice } from './format';

describe('cs-CZ formatting', () => {
  it('formats a calendar date as DD.MM.YYYY without shifting it by the time zone', () => {
    expect(formatDate('2026-09-01')).toBe('01.09.2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
  });

  it('joins a range with a dash', () => {
    expect(formatDateRange('2026-07-06', '2026-07-10')).toBe('06.07.2026 - 10.07.2026');
  });

  it('formats prices in Kč with Czech digit grouping', () => {
    expect(formatPrice(1500).replace(/\s/g, ' ')).toBe('1 500 Kč');
    expect(formatPrice(0).replace(/\s/g, ' ')).toBe('0 Kč');
  });
});
