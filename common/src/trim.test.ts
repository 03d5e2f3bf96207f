import { trimEndWhile, trimWhile, withoutTrailingSlashes } from './trim';

describe('trimming in one pass', () => {
  it('drops trailing slashes only', () => {
    expect(withoutTrailingSlashes('https://example.cz//')).toBe('https://example.cz');
    expect(withoutTrailingSlashes('/courses/')).toBe('/courses');
    expect(withoutTrailingSlashes('////')).toBe('');
    expect(withoutTrailingSlashes('/a/b')).toBe('/a/b');
  });

  it('trims what the test accepts at either end, by code point', () => {
    const digit = (char: string) => /\d/.test(char);
    expect(trimWhile('12heslo34', digit)).toBe('heslo');
    expect(trimWhile('1234', digit)).toBe('');
    expect(trimWhile('😀heslo😀', (char) => char === '😀')).toBe('heslo');
    expect(trimEndWhile('ahoj...', (char) => char === '.')).toBe('ahoj');
  });

  it('walks a long hostile run once', () => {
    const run = `${'/'.repeat(1_000_000)}x`;
    expect(withoutTrailingSlashes(run)).toBe(run);
  });
});
