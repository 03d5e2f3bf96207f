// QR Platba: the Czech banks' Short Payment Descriptor (SPAYD 1.0) and its QR image, so a parent
// pays from a banking app without typing the account, amount or variable symbol.
import { isIban } from '@kurzy/common';
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export interface PaymentDetails {
  iban: string;
  /** In Kč. */
  amount: number;
  variableSymbol: string;
  /** Message for the payee; diacritics are dropped and it is cut to fit. */
  message: string;
}

/** The longest message (MSG) the format allows. */
export const SPAYD_MESSAGE_MAX = 60;

/** Letters without their accents: 'Žluťoučký kůň' -> 'Zlutoucky kun'. */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** '*' separates the fields, so a value carries it percent-encoded (%2A), as the format says; '%'
 * itself is encoded too, so that a reader decodes exactly what was written. */
function escapeValue(text: string): string {
  return text.replace(/%/g, '%25').replace(/\*/g, '%2A');
}

/** The message as SPAYD carries it: printable ASCII without diacritics, escaped, at most 60
 * characters counted after escaping, never cut inside an escape. */
export function spaydMessage(text: string): string {
  const plain = withoutDiacritics(text)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  let message = '';
  for (const char of plain) {
    const escaped = escapeValue(char);
    if (message.length + escaped.length > SPAYD_MESSAGE_MAX) break;
    message += escaped;
  }
  return message.trimEnd();
}

/** `SPD*1.0*ACC:<IBAN>*AM:<amount>*CC:CZK*X-VS:<vs>*MSG:<text>`. Throws on details a bank would
 * refuse: that is a programming or configuration error, never the parent's. */
export function spayd({ iban, amount, variableSymbol, message }: PaymentDetails): string {
  const account = iban.replace(/\s+/g, '').toUpperCase();
  if (!isIban(account)) throw new Error(`QR Platba: invalid IBAN ${iban}`);
  const am = amount.toFixed(2);
  if (!(amount > 0) || am.length > 10) throw new Error(`QR Platba: invalid amount ${amount}`);
  if (!/^\d{1,10}$/.test(variableSymbol)) throw new Error(`QR Platba: invalid variable symbol ${variableSymbol}`);
  const fields = ['SPD', '1.0', `ACC:${account}`, `AM:${am}`, 'CC:CZK', `X-VS:${variableSymbol}`];
  const msg = spaydMessage(message);
  if (msg) fields.push(`MSG:${msg}`);
  return fields.join('*');
}

/** The QR code of a SPAYD string as a PNG, with error correction level M as the format asks for
 * printed codes. The qrcode library builds the symbol; it is written here as a 1-bit PNG (about 1 kB)
 * because the library's own PNG output goes through pngjs's per-pixel filters, which are slow
 * under jest and heavier than a two-colour image needs. */
export async function qrPng(text: string, scale = 6, margin = 4): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 2 * margin) * scale;
  const rowBytes = Math.ceil(size / 8);
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = raw.subarray(y * (rowBytes + 1), (y + 1) * (rowBytes + 1));
    const moduleY = Math.floor(y / scale) - margin;
    if (y % scale !== 0) {
      // Every pixel row of a module row is the same: copy the first one.
      raw.copy(row, 0, (y - 1) * (rowBytes + 1), y * (rowBytes + 1));
      continue;
    }
    // Filter byte 0, then 1 bit per pixel, 1 = white.
    for (let x = 0; x < size; x += 1) {
      const moduleX = Math.floor(x / scale) - margin;
      const inside = moduleX >= 0 && moduleY >= 0 && moduleX < modules.size && moduleY < modules.size;
      const dark = inside && modules.get(moduleY, moduleX) === 1;
      if (!dark) row[1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The QR code of a SPAYD string as SVG path data (one unit per module, the quiet zone included),
 * for a page to draw in an <svg viewBox="0 0 size size">. */
export function qrSvgPath(text: string, margin = 4): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      // Runs of dark modules in a row as one rectangle each.
      if (modules.get(y, x) !== 1 || (x > 0 && modules.get(y, x - 1) === 1)) continue;
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run) === 1) run += 1;
      parts.push(`M${x + margin} ${y + margin}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + 2 * margin, path: parts.join('') };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'ascii');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** A Czech IBAN as the account number people know: 'CZ65 0800 0000 1920 0014 5399' ->
 * '19-2000145399/0800'; null for other countries. */
export function czechAccountNumber(iban: string): string | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban.replace(/\s+/g, '').toUpperCase());
  if (!match) return null;
  const [, bank, prefix, number] = match as unknown as [string, string, string, string];
  const strip = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  return `${Number(prefix) > 0 ? `${strip(prefix)}-` : ''}${strip(number)}/${bank}`;
}

/** An IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
