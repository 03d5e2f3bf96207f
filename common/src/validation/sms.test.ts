import { smsLength, toSmsNumber, withoutDiacritics } from './sms';

it('counts GSM-7 segments: 160 in one, 153 a part when longer; the extension table takes two', () => {
  expect(smsLength('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0 });
  expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
  expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
  expect(smsLength('a'.repeat(306)).segments).toBe(2);
  expect(smsLength('a'.repeat(307)).segments).toBe(3);
  expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
  expect(smsLength('Zítra é à ü: @ 8:15!').encoding).toBe('ucs2');
  expect(smsLength('Zitra v 8:15, Pepe é à ü').encoding).toBe('gsm7');
});

it('counts UCS-2 when a Czech letter is in the text: 70 in one, 67 a part', () => {
  expect(smsLength('č'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
  expect(smsLength(`${'a'.repeat(70)}č`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
  expect(smsLength('ř'.repeat(134)).segments).toBe(2);
  expect(smsLength('ř'.repeat(135)).segments).toBe(3);
});

it('takes the diacritics off ("bez diakritiky") so the text fits GSM-7', () => {
  const text = 'Příliš žluťoučký kůň úpěl ďábelské ódy. ŠČŘŽÝÁÍÉŮ';
  expect(withoutDiacritics(text)).toBe('Prilis zlutoucky kun upel dabelske ody. SCRZYAIEU');
  expect(smsLength(withoutDiacritics(text)).encoding).toBe('gsm7');
});

it('normalises a phone to the number gateways take: 420… without the plus', () => {
  expect(toSmsNumber('777 123 456')).toBe('420777123456');
  expect(toSmsNumber('+420 777 123 456')).toBe('420777123456');
  expect(toSmsNumber('420777123456')).toBe('420777123456');
  expect(toSmsNumber('+421 903 123 456')).toBe('421903123456');
  expect(toSmsNumber('12345')).toBeNull();
  expect(toSmsNumber('')).toBeNull();
  expect(toSmsNumber(null)).toBeNull();
});
