// Real pictures made on the spot for upload tests, and a look into the EXIF block of a result.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pixels with detail (noise over a gradient), so encoders cannot squeeze them to nothing. */
function pixels(width: number, height: number, seed = 1): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[index] = ((index / 3) % width) / 4 + (state % 64);
  }
  return data;
}

const image = (width: number, height: number, seed?: number) =>
  sharp(pixels(width, height, seed), { raw: { width, height, channels: 3 } });

/** A photo as a phone takes it: EXIF with the camera, the GPS position and orientation 6 (the
 * pixels are stored lying on their side: 300 wide, 200 high, to be shown 200 x 300). */
export const phoneJpeg = () =>
  image(300, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '49/1 11/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '16/1 36/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const png = (width = 120, height = 80) => image(width, height).png().toBuffer();
export const webp = (width = 120, height = 80) => image(width, height).webp().toBuffer();
export const jpeg = (width = 120, height = 80, seed?: number) => image(width, height, seed).jpeg().toBuffer();

/** A three-frame animation. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all([1, 2, 3].map((seed) => image(90, 60, seed).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

/** A large photo (several megabytes at high quality). */
export const bigJpeg = () => image(3000, 2000).jpeg({ quality: 95 }).toBuffer();

/** A JPEG of exactly `bytes` bytes: decoders ignore what follows the end-of-image marker. */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const base = await jpeg(64, 64);
  if (base.length > bytes) throw new Error(`A JPEG needs at least ${base.length} bytes`);
  return Buffer.concat([base, Buffer.alloc(bytes - base.length)]);
}

/** Whether an EXIF block (TIFF structure) points to a GPS directory (tag 0x8825 in IFD0). */
export function hasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const little = exif.subarray(start, start + 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(start + at) : exif.readUInt16BE(start + at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(start + at) : exif.readUInt32BE(start + at));
  const directory = u32(4);
  for (let entry = 0; entry < u16(directory); entry += 1) if (u16(directory + 2 + entry * 12) === 0x8825) return true;
  return false;
}

/** A valid greyscale PNG of any dimensions, written by hand and all black: its rows compress to
 * almost nothing, so 1 x 10,000,000 px is a file of about 20 kB (the shape of a decompression bomb
 * that fits under a megapixel limit). */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace 0
  // Each row: filter byte 0, then `width` zero bytes.
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
