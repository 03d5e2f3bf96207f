import { contactDifferences, nameKey, normalizeName, phoneKey, sameName } from './registration-contact';

const NFC = 'Tomáš Řehoř';
const NFD = NFC.normalize('NFD');

describe('names', () => {
  it('are stored in NFC without invisible characters, with single spaces, letters as typed', () => {
    expect(NFD).not.toBe(NFC);
    expect(normalizeName(NFD)).toBe(NFC);
    expect(normalizeName(' Tomáš\u200B \u00A0 Ře\u200Dhoř\uFEFF\u2060 ')).toBe(NFC);
    expect(normalizeName('Tomáš\r\n\tŘehoř\u0000')).toBe(NFC);
    expect(normalizeName('\u202EŘehoř\u202C')).toBe('Řehoř');
  });

  it.each([
    ['decomposed (NFD)', NFD],
    ['zero-width space inside', 'Tomáš Ře\u200Bhoř'],
    ['zero-width joiner and non-joiner', 'To\u200Cmáš\u200D Řehoř'],
    ['word joiner, byte order mark, soft hyphen', '\uFEFFTo\u2060máš Ře\u00ADhoř'],
    ['other letter case', 'TOMÁŠ řehoř'],
    ['several and odd spaces', '  Tomáš \u00A0\t Řehoř '],
    ['full-width letters', 'Ｔｏｍáš Řehoř'],
  ])('compare equal when %s', (_, variant) => {
    expect(nameKey(variant)).toBe(nameKey(NFC));
    expect(sameName(variant, NFC)).toBe(true);
  });

  it('fold ß as full case folding does, and keep different names apart', () => {
    expect(sameName('Strauß', 'STRAUSS')).toBe(true);
    expect(sameName('Tomáš Řehoř', 'Tomas Rehor')).toBe(false);
    expect(sameName('Anna Nová', 'Anna Novák')).toBe(false);
    expect(sameName('AnnaNová', 'Anna Nová')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('compare by their digits without the Czech prefix', () => {
    for (const phone of ['+420 777 123 456', '00420777123456', '777123456', '777 123 456']) {
      expect(phoneKey(phone)).toBe('777123456');
    }
    expect(phoneKey('+1 777 123 456')).not.toBe(phoneKey('777 123 456'));
  });
});

describe('contact differences', () => {
  const customer = { parentFirstName: 'Jana', parentLastName: 'Nováková', phone: '+420 777 123 456' };

  it('are none when only the spelling of the same details differs', () => {
    expect(
      contactDifferences(
        { parentFirstName: 'JANA ', parentLastName: 'Nováková'.normalize('NFD'), phone: '777123456' },
        customer,
      ),
    ).toEqual([]);
  });

  it('name each field that differs', () => {
    expect(
      contactDifferences({ parentFirstName: 'Eva', parentLastName: 'Nováková', phone: '608 000 111' }, customer),
    ).toEqual(['parentFirstName', 'phone']);
    expect(contactDifferences({ ...customer, parentLastName: 'Malá' }, { ...customer, phone: null })).toEqual([
      'parentLastName',
      'phone',
    ]);
  });
});
