import { customerSchema } from './content';
import { INVALID_NAME, isPersonName, NAME_MAX_LENGTH, personName } from './names';
import { registrationSchema } from './registration';

const fieldError = (schema: ReturnType<typeof personName>, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a person’s name', () => {
  it.each([
    'Jana',
    'Nováková',
    'Žofie Šťastná',
    'Anna-Marie Dvořáková',
    "O'Brien",
    'D’Artagnan',
    'J. R. Novák st.',
    'Straße',
    'Łukasz Wąsik',
    'Zoë Ångström',
    'Ильич',
    'Μαρία',
    'Tomáš Řehoř'.normalize('NFD'),
    'Ľubomír Ďurčo',
    'Ŕehák Ĺudovít',
    'Мар’яна Ковальчук',
    "Мар'яна Їжакевич",
    'Марʼяна Ґудзь',
    'Олексій Шевченко-Єрмоленко',
    'Ђорђе Јовановић',
    'Nguyễn Thị Minh Khai',
    'Trần Hưng Đạo',
    'Nguyễn Thị Minh Khai'.normalize('NFD'),
    'Jürgen Müller-Lüdenscheidt',
    'Małgorzata Żółkiewska-Szczęsna',
    'Erdős Pál',
    'Ștefan Țiriac',
    'Şükrü Yılmaz',
    'Þórunn Guðmundsdóttir',
    'Νίκος Παπαδόπουλος',
    'Anna Ковальчук',
  ])('takes %s', (name) => {
    expect(fieldError(personName(), name)).toBeNull();
  });

  it.each([
    ['the phishing text of the attack', 'Nezaplacená faktura – uhraďte na https://zlo.example/platba'],
    ['a URL', 'https://zlo.example'],
    ['a bare domain', 'Jana zlo.cz'],
    ['www.', 'www.zlo'],
    ['WWW. in capitals', 'Jana WWW.ZLO'],
    ['digits', 'Test 1'],
    ['an account number', 'Jana 123456789/0800'],
    ['a colon and slashes', 'Jana://'],
    ['an e-mail address', 'jana@zlo.cz'],
    ['a formula', '=HYPERLINK("x")'],
    ['angle brackets', '<b>Jana</b>'],
    ['a leading hyphen', '-Jana'],
    ['a Lisu letter as a dot (issue 38)', 'Zaplaťte na wwwꓸzloꓸcz'],
    ['a modifier colon and syllabics as slashes (issue 38)', 'httpsːᐟᐟzloꓸcz'],
    ['a modifier colon alone', 'Jana ː Novák'],
    ['a fraction slash', 'Jana⁄Novák'],
    ['a one dot leader', 'Jana․cz'],
    ['a Cyrillic а among Latin letters in one word', 'pаypal'],
    ['a Greek ο among Latin letters in one word', 'Nοvák'],
    ['another script', '李小龍'],
    ['a right-to-left script', 'محمد'],
  ])('refuses %s with the Czech field message', (_, name) => {
    expect(fieldError(personName(), name)).toBe(INVALID_NAME);
  });

  it('stays required and capped, with their own messages', () => {
    expect(fieldError(personName(), '   ')).toBe('Toto pole je povinné');
    expect(fieldError(personName(), 'a'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      `Text je příliš dlouhý (nejvýše ${NAME_MAX_LENGTH} znaků)`,
    );
    expect(isPersonName('a'.repeat(NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it('is checked in linear time on long hostile input', () => {
    // A pattern with nested quantifiers would take exponential time on these; ours answers at once.
    for (const hostile of [
      'a '.repeat(50_000) + '1',
      "a'".repeat(50_000) + '!',
      '.'.repeat(100_000) + 'a',
      'a'.repeat(100_000) + 'а',
      'a-'.repeat(50_000) + 'ꓸ',
    ])
      expect(isPersonName(hostile)).toBe(false);
  });

  it('is the rule of the registration form’s three names and of the customer’s two', () => {
    const errors = (schema: typeof registrationSchema | typeof customerSchema, values: object) => {
      try {
        schema.validateSync(values, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner: { path: string; message: string }[] }).inner;
        return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
      }
    };
    expect(
      errors(registrationSchema, {
        parentFirstName: 'Faktura 2024',
        parentLastName: 'www.zlo.cz',
        childFullName: 'https://zlo.cz',
      }),
    ).toMatchObject({ parentFirstName: INVALID_NAME, parentLastName: INVALID_NAME, childFullName: INVALID_NAME });
    expect(errors(customerSchema, { firstName: 'Jana 2', lastName: 'Novák.cz', email: 'a@b.cz' })).toEqual({
      firstName: INVALID_NAME,
      lastName: INVALID_NAME,
    });
  });
});
