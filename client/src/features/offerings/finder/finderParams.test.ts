import { activeCount, activeFields, EMPTY_FINDER, readFinder, serverFilter, writeFinder } from './finderParams';

describe('the finder in the address', () => {
  it('reads every filter and writes them back in a fixed order, keeping other parameters', () => {
    const finder = readFinder(
      new URLSearchParams('age=5&free=1&type=sport&day=2&branch=3&vek=preschool&level=beginner&language=english&x=y'),
    );
    expect(finder).toEqual({
      branch: 3,
      day: 2,
      type: 'sport',
      age: 5,
      level: 'beginner',
      free: true,
      category: 'preschool',
      declared: { language: 'english' },
    });
    expect(activeFields(finder)).toEqual(['branch', 'day', 'type', 'age', 'level', 'free', 'category']);
    expect(activeCount(finder)).toBe(8);
    expect(serverFilter(finder)).toMatchObject({ level: 'beginner', language: 'english' });
    expect(writeFinder(new URLSearchParams('x=y&age=9&language=czech'), finder).toString()).toBe(
      'x=y&branch=3&day=2&type=sport&age=5&level=beginner&free=1&vek=preschool&language=english',
    );
    expect(writeFinder(new URLSearchParams('age=5&free=1&language=czech'), EMPTY_FINDER).toString()).toBe('');
  });

  it('ignores values it does not offer', () => {
    for (const query of [
      'branch=0&day=8&type=SPORT&age=1&free=true&vek=adults&level=BEGINNER',
      'branch=-1&day=1.5&type=&age=05&free=0',
      'branch=1e3&day=%202&type=%3Cscript%3E&age=16&vek=&level=expert',
      'branch=99999999999&age=abc&day=',
      // A declared field's value is one of its declared values, exactly (no prototype's names either).
      'language=ENGLISH',
      'language=toString&language=',
      'language=klingon',
    ]) {
      expect(readFinder(new URLSearchParams(query))).toEqual(EMPTY_FINDER);
    }
  });
});
