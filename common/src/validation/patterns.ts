// Formats of seed-spec section 5, as plain patterns so the server, the client and the config agree.

/** Optional leading plus with up to 3 digits of country prefix, then three groups of 3 digits,
 * each separated by at most one space. */
export const PHONE_PATTERN = /^(\+\d{1,3} ?)?\d{3} ?\d{3} ?\d{3}$/;

/** local-part@domain with a top-level part of at least 2 letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

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
