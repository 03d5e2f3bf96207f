// The content decides what a file is: its first bytes must be those of a JPEG, PNG, WebP or GIF
// and the decoder must agree. Every accepted picture is re-encoded (turned upright, metadata such as
// EXIF GPS positions dropped: children's photos must not say where they were taken) in two sizes.
// Its header is read first and a hostile shape refused before a pixel is decoded; then it is decoded
// once, and both sizes are made from those pixels. All of it waits its turn in a small queue.
import { imageShapeProblem, UploadErrorCode } from '@kurzy/common';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../core/errors';
import { WorkQueue } from './upload.work-queue';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const WEB_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;
/** Larger photos are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const MAX_MEGAPIXELS = 50;
const LIMIT_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** Pictures worked on at once in this process. sharp runs each operation on one of libuv's threads
 * (4 unless UV_THREADPOOL_SIZE says otherwise), the threads that static files, the server rendering's
 * file reads, argon2 and DNS lookups need too, and holds it until the operation ends: four uploads at
 * once once kept every page waiting. One at a time leaves the others free. */
export const IMAGE_CONCURRENCY = 1;

// One libvips thread per picture (sharp's default is one per core on some platforms): the pixels
// get one core, the event loop keeps the other.
sharp.concurrency(1);
// Each upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

const imageQueue = new WorkQueue(IMAGE_CONCURRENCY);

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format by the file's signature; null for anything else (SVG, HTML, text, executables...). */
export function detectImageFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  /** File extension of both variants. */
  extension: string;
  /** At most WEB_SIZE px on its longer side; animations kept. */
  web: ImageVariant;
  /** At most THUMBNAIL_SIZE px on its longer side; the first frame of an animation. */
  thumbnail: ImageVariant;
}

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'gif':
      return image.gif();
  }
}

const inside = (size: number) => ({ width: size, height: size, fit: 'inside', withoutEnlargement: true }) as const;

/** Refuses what is not a real picture of an accepted format, with a Czech message; otherwise
 * returns its web size and thumbnail. Sharp writes no metadata unless asked, so EXIF, XMP and
 * ICC blocks of the original are all left behind. The work waits for its turn in the image queue. */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  const format = detectImageFormat(data);
  if (!format) throw new AppError(UploadErrorCode.NotAnImage);
  return imageQueue.run(async () => variants(data, format, await readHeader(data, format)));
}

/** The header alone (no pixel decoded): the format must be the one the signature says, and the
 * dimensions must be those of a photo. */
async function readHeader(data: Buffer, format: ImageFormat): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixel, so sharp's pixel limit stays off here: with it on, a
    // picture over the limit was refused as unreadable instead of as too large (checked below).
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(UploadErrorCode.UnreadableImage);
  }
  if (metadata.format !== format) throw new AppError(UploadErrorCode.NotAnImage);
  const { width, height } = metadata;
  if (!width || !height) throw new AppError(UploadErrorCode.UnreadableImage);
  // A decoder also pays per row: 1 x 10,000,000 px is only 10 megapixels, yet took about a second
  // to decode and resize (issue 21).
  const shape = imageShapeProblem(width, height);
  if (shape === 'side') throw new AppError(UploadErrorCode.SideTooLong, { params: { width, height }, field: 'files' });
  if (shape === 'aspectRatio')
    throw new AppError(UploadErrorCode.AspectRatio, { params: { width, height }, field: 'files' });
  if (width * height > LIMIT_INPUT_PIXELS)
    throw new AppError(UploadErrorCode.TooManyPixels, { params: { megapixels: MAX_MEGAPIXELS } });
  return metadata;
}

/** The picture upright; `animated`: with every frame, else the first one only. */
const decoder = (data: Buffer, animated: boolean) =>
  sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, animated, failOn: 'error' }).autoOrient();

async function variants(data: Buffer, format: ImageFormat, metadata: Metadata): Promise<ProcessedImage> {
  try {
    const { web, thumbnail } =
      (metadata.pages ?? 1) > 1 ? await animationVariants(data, format) : await stillVariants(data, format);
    return { format, extension: EXTENSIONS[format], web, thumbnail };
  } catch {
    throw new AppError(UploadErrorCode.UnreadableImage);
  }
}

type Variants = Pick<ProcessedImage, 'web' | 'thumbnail'>;

/** A still picture (every photo) is decoded once, to its pixels at the web size (a JPEG shrinks
 * while it decodes: an eighth of the work for a phone photo); both sizes are encoded from those
 * pixels, at most 1600 x 1600 x 4 bytes. */
async function stillVariants(data: Buffer, format: ImageFormat): Promise<Variants> {
  const { data: pixels, info } = await decoder(data, false)
    .resize(inside(WEB_SIZE))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const web = await encode(sharp(pixels, { raw }), format).toBuffer();
  const thumbnail = await encode(sharp(pixels, { raw }).resize(inside(THUMBNAIL_SIZE)), format).toBuffer({
    resolveWithObject: true,
  });
  return {
    web: { data: web, width: info.width, height: info.height },
    thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
  };
}

/** An animation's frames are never held as pixels (a few hundred frames would be hundreds of
 * megabytes): libvips streams them from the decoder to the encoder, and the thumbnail decodes the
 * first frame alone. */
async function animationVariants(data: Buffer, format: ImageFormat): Promise<Variants> {
  const web = await encode(decoder(data, true).resize(inside(WEB_SIZE)), format).toBuffer({ resolveWithObject: true });
  const thumbnail = await encode(decoder(data, false).resize(inside(THUMBNAIL_SIZE)), format).toBuffer({
    resolveWithObject: true,
  });
  return {
    // For an animation, info.height is the height of all frames stacked.
    web: { data: web.data, width: web.info.width, height: web.info.pageHeight ?? web.info.height },
    thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
  };
}
