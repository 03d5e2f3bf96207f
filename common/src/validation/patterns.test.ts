import { formatPhone, isCompanyId, isEmail, isIban, isPhone, isWebUrl, toE164Phone, URL_MAX_LENGTH } from './patterns';

describe('phone', () => {
  it.each(['777123456', '777 123 456', '+420777123456', '+420 777 123 456', '+1 777 123 456', '420 777 123 456'])(
    'accepts %s',
    (phone) => expect(isPhone(phone)).toBe(true),
  );
  it.each(['77712345', '777  123 456', '+42077 123 456 7', '+4201 777 123 456', '0 777 123 456', 'abc', ''])(
    'refuses %s',
    (phone) => expect(isPhone(phone)).toBe(false),
  );
  it.each(['777123456', '777 123 456', '420 777 123 456', '+420777123456', ' +420 777 123 456 '])(
    'stores %s as +420777123456 and shows it as +420 777 123 456',
    (phone) => {
      expect(toE164Phone(phone)).toBe('+420777123456');
      expect(formatPhone(toE164Phone(phone))).toBe('+420 777 123 456');
    },
  );
  it('keeps a foreign prefix, and leaves what is not a phone as it came', () => {
    expect(toE164Phone('+1 777 123 456')).toBe('+1777123456');
    expect(formatPhone('+1777123456')).toBe('+1 777 123 456');
    expect(toE164Phone('abc')).toBe('abc');
    expect(formatPhone('777 12 34 56')).toBe('777 12 34 56');
  });
});

describe('e-mail', () => {
  it.each(['jana.novakova@seznam.cz', 'a+b@skola.example.org'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['jana@seznam', 'jana@seznam.c', '@seznam.cz', 'jana seznam.cz', 'jana@@seznam.cz'])('refuses %s', (email) =>
    expect(isEmail(email)).toBe(false),
  );
});

describe('IBAN and company id', () => {
  it('checks the IBAN mod 97 digits', () => {
    expect(isIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isIban('CZ66 0800 0000 1920 0014 5399')).toBe(false);
  });
  it('checks the IČO check digit', () => {
    expect(isCompanyId('12345679')).toBe(true);
    expect(isCompanyId('12345678')).toBe(false);
    expect(isCompanyId('1234567')).toBe(false);
  });
});

describe('web address', () => {
  it.each([
    'https://www.youtube.com/watch?v=abc',
    'http://skola.example.org/krouzky/',
    'HTTPS://Vimeo.com/123#t=10',
    'https://www.sokol-brno.cz/?q=gymnastika&den=2',
    'http://192.168.1.10/akce',
    'https://[2001:db8::1]/',
    'https://příklad.cz/stránka',
  ])('accepts %s', (url) => expect(isWebUrl(url)).toBe(true));

  it.each([
    'youtube',
    'www.youtube.com',
    'http:youtube.com',
    'http:/youtube.com',
    'ftp://example.com',
    'javascript://example.com/%0aalert(1)',
    'data:text/html,<b>x</b>',
    'https://localhost/',
    'https://a..b/',
    'https://.example.com/',
    'https://banka.cz@podvod.example/',
    'https://user:heslo@example.com/',
    'https://example .com/',
    'https://example.com/ a',
    `https://example.com/${'a'.repeat(URL_MAX_LENGTH)}`,
  ])('refuses %s', (url) => expect(isWebUrl(url)).toBe(false));

  it('takes only the protocols asked for', () => {
    expect(isWebUrl('http://example.com', ['https:'])).toBe(false);
    expect(isWebUrl('https://example.com', ['https:'])).toBe(true);
  });

  it('refuses the shapes that made the old pattern backtrack, long or short', () => {
    for (const shape of [`http://${'a.'.repeat(50_000)}!`, `http://${'a.'.repeat(240)}!`, `http://${'-'.repeat(480)}`])
      expect(isWebUrl(shape)).toBe(false);
  });
});
