import { decodeQr, parseSpayd } from '../../test/mail';
import { czechAccountNumber, formatIban, qrPng, spayd, spaydMessage, SPAYD_MESSAGE_MAX } from './mail.qr-platba';

const IBAN = 'CZ6508000000192000145399';

describe('SPAYD', () => {
  it('carries the account, amount with two decimals, CZK, the variable symbol and the message', () => {
    const text = spayd({
      iban: 'cz65 0800 0000 1920 0014 5399',
      amount: 2400,
      variableSymbol: '1234567890',
      message: 'Balet - Anna Nováková',
    });
    expect(text).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:2400.00*CC:CZK*X-VS:1234567890*MSG:Balet - Anna Novakova',
    );
    const { header, fields } = parseSpayd(text);
    expect(header).toBe('SPD*1.0');
    expect(fields).toEqual({
      ACC: IBAN,
      AM: '2400.00',
      CC: 'CZK',
      'X-VS': '1234567890',
      MSG: 'Balet - Anna Novakova',
    });
  });

  it('keeps the message without diacritics, escapes stars and cuts it to 60 characters', () => {
    const message = spaydMessage(
      'Příliš žluťoučký kůň úpěl ďábelské ódy * 100 % – Šárka Čechová Řeháková z Ústí nad Labem',
    );
    expect(message.length).toBeLessThanOrEqual(SPAYD_MESSAGE_MAX);
    expect(message).toMatch(/^[\x20-\x7e]+$/);
    expect(message).not.toContain('*');
    expect(message.startsWith('Prilis zlutoucky kun upel dabelske ody %2A 100 %25')).toBe(true);
    // An escape is never cut in half.
    expect(spaydMessage(`${'x'.repeat(58)}*`)).toBe('x'.repeat(58));
    const { fields } = parseSpayd(spayd({ iban: IBAN, amount: 1, variableSymbol: '1', message: 'a*b*c' }));
    expect(fields.MSG).toBe('a%2Ab%2Ac');
  });

  it('refuses details a bank would refuse', () => {
    expect(() => spayd({ iban: 'CZ6608000000192000145399', amount: 10, variableSymbol: '1', message: '' })).toThrow();
    expect(() => spayd({ iban: IBAN, amount: 0, variableSymbol: '1', message: '' })).toThrow();
    expect(() => spayd({ iban: IBAN, amount: 10, variableSymbol: '12345678901', message: '' })).toThrow();
    expect(spayd({ iban: IBAN, amount: 10.5, variableSymbol: '7', message: '' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:10.50*CC:CZK*X-VS:7',
    );
  });

  it('draws a QR code that reads back to the same string', async () => {
    const text = spayd({ iban: IBAN, amount: 3500, variableSymbol: '42', message: 'Letní tábor - Jan Dvořák' });
    const png = await qrPng(text);
    expect(decodeQr(png)).toBe(text);
  });
});

describe('account formats', () => {
  it('prints a Czech IBAN as the local account number and in groups of four', () => {
    expect(czechAccountNumber(IBAN)).toBe('19-2000145399/0800');
    expect(czechAccountNumber('CZ4201000000000123456789')).toBe('123456789/0100');
    expect(czechAccountNumber('SK3112000000198742637541')).toBeNull();
    expect(formatIban(IBAN)).toBe('CZ65 0800 0000 1920 0014 5399');
  });
});
