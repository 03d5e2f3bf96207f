import { formatDate, formatDateRange, formatDay, formatHaler, formatPrice, formatTimeRange, pragueDay } from './format';
import { localeOfPath, localizedPath } from './locale';

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

  it('writes dates and money as a family reading English or Ukrainian expects (issue 49)', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDateRange('2026-07-06', '2026-07-10', 'en'))).toBe('6 Jul 2026–10 Jul 2026');
    expect(formatDateRange('2026-07-06', '2026-07-10', 'uk')).toBe('06.07.2026–10.07.2026');
    expect(plain(formatDay('2026-07-31T22:30:00Z', 'en'))).toBe('1 Aug 2026');
    expect(plain(formatPrice(1500, 'en'))).toBe('CZK 1,500');
    expect(plain(formatPrice(1500, 'uk'))).toBe('1 500 CZK');
    expect(plain(formatHaler(125_050, 'en'))).toBe('CZK 1,250.50');
    expect(plain(formatHaler(-125_050, 'uk'))).toBe('-1 250,50 CZK');
    expect(plain(formatHaler(125_050))).toBe('1 250,50 Kč');
  });

  it("finds a path's language and writes a Czech path in another", () => {
    expect(localeOfPath('/uk/courses')).toEqual({ locale: 'uk', path: '/courses' });
    expect(localeOfPath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(localeOfPath('/uk?vek=preschool')).toEqual({ locale: 'uk', path: '/?vek=preschool' });
    expect(localeOfPath('/ukazka')).toEqual({ locale: 'cs', path: '/ukazka' });
    expect(localizedPath('en', '/')).toBe('/en/');
    expect(localizedPath('uk', '/course/7')).toBe('/uk/course/7');
    expect(localizedPath('cs', '/course/7')).toBe('/course/7');
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
