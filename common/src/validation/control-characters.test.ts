import { nonTeachingDaySchema } from './attendance';
import { branchSchema, campSchema, courseSchema, gallerySchema, newsSchema, userSchema, videoSchema } from './content';
import {
  hasControlCharacters,
  isSingleLine,
  pathsWithControlCharacters,
  SINGLE_LINE_MESSAGE,
} from './control-characters';
import { supporterSchema } from './supporters';

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

describe('single-line staff texts (issue 38, finding 7)', () => {
  it('hold no line break, tab or other control character, nor a Unicode line separator', () => {
    for (const bad of ['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u0000', 'x\u007f'])
      expect(isSingleLine(bad)).toBe(false);
    for (const good of ['Keramika pro předškoláky', 'Pobočka Brno-střed, Palackého 1', 'Ne\u0301mec', ''])
      expect(isSingleLine(good)).toBe(true);
  });

  const hostile = 'Keramika\r\nEND:VEVENT\r\nBEGIN:VEVENT';
  const valid = {
    title: 'Keramika',
    capacity: 10,
    maxCapacity: 12,
    price: 1500,
    type: 'sport',
    category: 'uncategorized',
  };
  it.each([
    ['a branch’s title', branchSchema, { title: hostile, address: 'Palackého 1' }, 'title'],
    ['a branch’s address', branchSchema, { title: 'Brno', address: 'Palackého 1\nBrno' }, 'address'],
    ['a course’s title', courseSchema, { ...valid, title: hostile }, 'title'],
    ['a course’s place', courseSchema, { ...valid, location: 'Tělocvična\n2. patro' }, 'location'],
    ['a course’s time', courseSchema, { ...valid, time: 'Po\t16:00' }, 'time'],
    ['a camp’s title', campSchema, { ...valid, title: hostile, from: '2027-07-05', to: '2027-07-09' }, 'title'],
    ['a news item’s title', newsSchema, { title: hostile, text: 'Dva\nřádky smí text mít.' }, 'title'],
    ['a video’s title', videoSchema, { title: hostile, url: 'https://example.com/v' }, 'title'],
    ['a gallery’s title', gallerySchema, { title: hostile }, 'title'],
    ['a user’s name', userSchema, { username: 'eva', name: 'Eva\nNováková', role: 'lector' }, 'name'],
    ['a day off’s title', nonTeachingDaySchema, { from: '2027-03-15', to: '2027-03-19', title: hostile }, 'title'],
    ['a supporter’s name', supporterSchema, { name: hostile, url: 'https://example.com' }, 'name'],
  ])('refuse it in %s with a Czech message', (_, schema, values, field) => {
    let errors: Record<string, string> = {};
    try {
      (schema as typeof branchSchema).validateSync(values, { abortEarly: false });
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      errors = Object.fromEntries(inner.map(({ path, message }) => [path, message]));
    }
    expect(errors[field]).toBe(SINGLE_LINE_MESSAGE);
  });

  it('leave multi-line texts alone (descriptions, a news item’s text)', () => {
    expect(() => newsSchema.validateSync({ title: 'Novinka', text: 'První řádek\nDruhý řádek' })).not.toThrow();
    expect(() => gallerySchema.validateSync({ title: 'Galerie', description: 'Řádek\r\nřádek' })).not.toThrow();
  });
});
