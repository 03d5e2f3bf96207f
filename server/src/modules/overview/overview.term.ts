// The term the overview speaks of. The data knows no terms, so they are the school's half-years by
// the day a registration came in: September to January (the first half-year) and February to August
// (the second with the summer camps after it).

/** A term and the one before it, as ISO days (inclusive), with the day the overview looks from. */
export interface Term {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  today: string;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The term that holds `today` (an ISO day, Prague's), and the previous one. */
export function termOf(today: string): Term {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month >= 9)
    return {
      from: iso(year, 9, 1),
      to: iso(year + 1, 1, 31),
      previousFrom: iso(year, 2, 1),
      previousTo: iso(year, 8, 31),
      today,
    };
  if (month === 1)
    return {
      from: iso(year - 1, 9, 1),
      to: iso(year, 1, 31),
      previousFrom: iso(year - 1, 2, 1),
      previousTo: iso(year - 1, 8, 31),
      today,
    };
  return {
    from: iso(year, 2, 1),
    to: iso(year, 8, 31),
    previousFrom: iso(year - 1, 9, 1),
    previousTo: iso(year, 1, 31),
    today,
  };
}
