import { crownsInput, parseCrowns } from './money';

describe('parseCrowns: Kč as staff type them, to haléře', () => {
  test.each([
    ['1250', 125000],
    ['1 250', 125000],
    ['1\u00a0250,50 Kč', 125050],
    ['1250.5', 125050],
    ['0,29', 29],
    ['  3200kč ', 320000],
    ['0,01', 1],
  ])('%j is %d h', (text, haler) => expect(parseCrowns(text)).toBe(haler));

  test.each(['', 'abc', '12,345', '-100', '0', '0,00', '1,2,3', '1 250 Kč 3', '999999999'])('%j is no amount', (text) =>
    expect(parseCrowns(text)).toBeNull(),
  );

  test('a field value reads back as the same amount', () => {
    for (const haler of [1, 29, 100, 125050, 320000]) expect(parseCrowns(crownsInput(haler))).toBe(haler);
    expect(crownsInput(125050)).toBe('1250,50');
    expect(crownsInput(320000)).toBe('3200');
  });
});
