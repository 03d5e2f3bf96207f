import { usernameFromName } from './username';

describe('usernameFromName', () => {
  it.each([
    ['Jana Nováková', 'jana.novakova'],
    ['Žofie Řeháčková-Šťastná', 'zofie.rehackova.stastna'],
    ['  Petr   ÚLEHLA ', 'petr.ulehla'],
    ['Michał Łukasiewicz', 'michal.lukasiewicz'],
    ["Renée O'Brien", 'renee.o.brien'],
    ['Bo', 'bo.lektor'],
    ['Ян', 'lektor'],
    ['', 'lektor'],
  ])('%j → %j', (name, username) => {
    expect(usernameFromName(name)).toBe(username);
    expect(username).toMatch(/^[A-Za-z0-9._-]{3,100}$/);
  });

  it('leaves room for the number that makes it unique', () => {
    expect(usernameFromName('Dlouhé '.repeat(40)).length).toBeLessThanOrEqual(90);
  });
});
