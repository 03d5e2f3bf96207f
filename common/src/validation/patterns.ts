// Formats of seed-spec section 5, as plain patterns so the server, the client and the config agree.

/** Optional leading plus with up to 3 digits of country prefix, then three groups of 3 digits,
 * each separated by at most one space. The plus is optional before the prefix too, as the spec
 * says ("420 777 123 456"); a prefix never starts with 0 (no country code does). */
export const PHONE_PATTERN = /^(\+?[1-9]\d{0,2} ?)?\d{3} ?\d{3} ?\d{3}$/;

/** The Czech country code, taken when a number is typed without one. */
const CZECH_PREFIX = '420';

/** local-part@domain with a top-level part of at least 2 letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Longest web address any field keeps. */
export const URL_MAX_LENGTH = 500;

/** A web address people can open: http(s) (or only the given protocols), written out with `//`, a
 * host name of at least two labels of letters, digits and hyphens (after IDNA; or an IP address), no
 * credentials, no spaces. Parsed by the WHATWG URL
 * parser, which is linear, after a length cap: yup's url() pattern backtracks exponentially, and 60
 * characters of `http://a.a.a…!` held the event loop for seconds (issue 21). */
export function isWebUrl(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const written = value.slice(0, url.protocol.length + 2).toLowerCase();
  const labels = url.hostname.split('.');
  const hostIsNamed =
    url.hostname.startsWith('[') || (labels.length >= 2 && labels.every((label) => /^[a-z0-9_-]+$/.test(label)));
  return (
    protocols.includes(url.protocol) &&
    written === `${url.protocol}//` &&
    url.username === '' &&
    url.password === '' &&
    hostIsNamed
  );
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** A valid phone as stored (E.164): '777 123 456', '420 777 123 456' and '+420777123456' are all
 * '+420777123456'. Anything that is not a phone is returned as it came, for the validation to refuse. */
export function toE164Phone(value: string): string {
  if (!isPhone(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `+${CZECH_PREFIX}${digits}` : `+${digits}`;
}

/** A stored phone the Czech way: the prefix, then three groups of three ('+420 777 123 456'). A value
 * that is not E.164 (typed before phones were normalised) is shown as it is. */
export function formatPhone(value: string): string {
  const match = /^\+([1-9]\d{0,2})(\d{3})(\d{3})(\d{3})$/.exec(value);
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : value;
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** IBAN check per ISO 13616: country, check digits, then mod 97 of the rearranged number is 1. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Czech company id (IČO): 8 digits, the last one a weighted mod 11 check digit. */
export function isCompanyId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((acc, digit, index) => acc + digit * (8 - index), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === digits[7];
}

/** A Czech domestic account number ('19-2000145399/0800', spaces allowed): the prefix (up to 6
 * digits) and the number (2-10) each pass the weighted mod 11 check of ČNB's decree 169/2011, the
 * bank code has 4 digits. Null when it is not one. */
export function parseCzechAccount(value: string): { prefix: string; number: string; bank: string } | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return null;
  const [, prefix = '', number = '', bank = ''] = match;
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const valid = (digits: string) =>
    [...digits].reverse().reduce((sum, digit, index) => sum + Number(digit) * weights[index]!, 0) % 11 === 0;
  if (!valid(prefix) || !valid(number) || /^0+$/.test(number)) return null;
  return { prefix: prefix.replace(/^0+/, ''), number: number.replace(/^0+(?=\d)/, ''), bank };
}

/** The account as people write it: '19-2000145399/0800', without the prefix when there is none. */
export function formatCzechAccount(account: { prefix: string; number: string; bank: string }): string {
  return `${account.prefix ? `${account.prefix}-` : ''}${account.number}/${account.bank}`;
}
