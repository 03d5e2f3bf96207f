import { isCompanyId, isEmail, isIban, isPhone } from './patterns';

describe('phone', () => {
  it.each(['777123456', '777 123 456', '+420777123456', '+420 777 123 456', '+1 777 123 456'])('accepts %s', (phone) =>
    expect(isPhone(phone)).toBe(true),
  );
  it.each(['77712345', '777  123 456', '+42077 123 456 7', '+4201 777 123 456', 'abc', ''])('refuses %s', (phone) =>
    expect(isPhone(phone)).toBe(false),
  );
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
