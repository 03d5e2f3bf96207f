import { hasControlCharacters, pathsWithControlCharacters } from './control-characters';

describe('control characters', () => {
  it('are NUL, the other C0 controls and DEL, but not tab, line ends, zero-width or accented letters', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f', '\u000b', '\u000c'])
      expect(hasControlCharacters(bad)).toBe(true);
    for (const good of ['Jan Novák', 'řádek\r\ndruhý\tsloupec', 'Jan\u200bNovák', 'Ne\u0301mec', ''])
      expect(hasControlCharacters(good)).toBe(false);
  });

  it('are found anywhere in a request, each by its path', () => {
    expect(
      pathsWithControlCharacters({
        input: { note: 'a\u0000', names: ['ok', 'b\u0007'] },
        page: 1,
        ok: 'x',
        none: null,
      }),
    ).toEqual(['input.note', 'input.names.1']);
    expect(pathsWithControlCharacters('\u0000')).toEqual(['']);
    expect(pathsWithControlCharacters(42)).toEqual([]);
  });
});
