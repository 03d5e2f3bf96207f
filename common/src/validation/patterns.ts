// Formats of seed-spec section 5, as plain patterns so the server, the client and the config agree.

/** Optional leading plus with up to 3 digits of country prefix, then three groups of 3 digits,
 * each separated by at most one space. */
export const PHONE_PATTERN = /^(\+\d{1,3} ?)?\d{3} ?\d{3} ?\d{3}$/;

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
