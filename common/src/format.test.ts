import { formatDate, formatDateRange, formatDay, formatPrice, formatTimeRange, pragueDay } from './format';

describe('cs-CZ formatting', () => {
  it('formats a calendar date as DD.MM.YYYY without shifting it by the time zone', () => {
    expect(formatDate('2026-09-01')).toBe('01.09.2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
  });

  it('joins a range with a dash', () => {
    expect(formatDateRange('2026-07-06', '2026-07-10')).toBe('06.07.2026–10.07.2026');
    expect(formatTimeRange('15:30', '17:00:00')).toBe('15:30–17:00');
  });

  it('formats prices in Kč with Czech digit grouping', () => {
    expect(formatPrice(1500).replace(/\s/g, ' ')).toBe('1 500 Kč');
    expect(formatPrice(0).replace(/\s/g, ' ')).toBe('0 Kč');
  });

  it('finds the Prague day of a moment as the time zone database does, across summer time changes', () => {
    const prague = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' });
    const hour = 60 * 60 * 1000;
    const moments: number[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2036, 0, 1); time += hour) moments.push(time);
    // Around each change of the clocks (the last Sundays of March and October, 01:00 UTC), to the millisecond.
    for (let year = 2000; year < 2036; year += 1)
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        moments.push(change - 1, change, change + 1, change + 22 * hour - 1, change + 22 * hour);
      }
    const wrong = moments.filter((time) => pragueDay(new Date(time)) !== prague.format(time));
    expect(wrong.map((time) => new Date(time).toISOString())).toEqual([]);
    expect(formatDay('2026-03-28T23:30:00Z')).toBe('29.03.2026');
    expect(formatDay('2026-07-31T22:30:00Z')).toBe('01.08.2026');
  });
});
