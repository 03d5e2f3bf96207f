// SMS to families (issue 43): how many segments a text takes and the number a gateway takes. The
// server counts them before sending and the "Zprávy" screen shows the same count while staff type.
import { isPhone, toE164Phone } from './patterns';

/** GSM 03.38's basic set: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: two septets each (an escape, then the character). */
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** One SMS holds 160 GSM-7 characters or 70 UCS-2 ones; a longer text goes in parts of 153 or 67
 * (each part keeps room for the header that joins them). One character outside GSM-7 (any Czech
 * letter with a háček or čárka but é) makes the whole text UCS-2. */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM7_BASIC.has(character)) septets += 1;
    else if (GSM7_EXTENDED.has(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: segmentsOf(septets, 160, 153) };
  return { encoding: 'ucs2', units: text.length, segments: segmentsOf(text.length, 70, 67) };
}

const segmentsOf = (units: number, single: number, part: number) =>
  units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);

/** The text "bez diakritiky": Czech (and other Latin) accents taken off, so it fits GSM-7. */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** The number as SMS gateways take it: digits with the country code, no plus ('777 123 456' and
 * '+420 777 123 456' are '420777123456'); null for what is not a phone. */
export function toSmsNumber(phone: string | null | undefined): string | null {
  if (!phone || !isPhone(phone)) return null;
  return toE164Phone(phone).slice(1);
}
