// The content decides what a file is: its first bytes must be those of a JPEG, PNG, WebP or GIF
// and the decoder must agree. Every accepted picture is re-encoded (turned upright, metadata such as
// EXIF GPS positions dropped: children's photos must not say where they were taken) in two sizes.
import { UploadErrorCode } from '@kurzy/common';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../core/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const WEB_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;
/** Larger photos are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const MAX_MEGAPIXELS = 50;

// Each upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

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

/** Refuses what is not a real picture of an accepted format, with a Czech message; otherwise
 * returns its web size and thumbnail. Sharp writes no metadata unless asked, so EXIF, XMP and
 * ICC blocks of the original are all left behind. */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  const format = detectImageFormat(data);
  if (!format) throw new AppError(UploadErrorCode.NotAnImage);
  const limitInputPixels = MAX_MEGAPIXELS * 1_000_000;
  let pages: number;
  try {
    const metadata = await sharp(data, { limitInputPixels }).metadata();
    if (metadata.format !== format) throw new AppError(UploadErrorCode.NotAnImage);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > limitInputPixels)
      throw new AppError(UploadErrorCode.TooManyPixels, { params: { megapixels: MAX_MEGAPIXELS } });
    pages = metadata.pages ?? 1;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(UploadErrorCode.UnreadableImage);
  }
  const variant = async (size: number, animated: boolean): Promise<ImageVariant> => {
    const image = sharp(data, { limitInputPixels, animated, failOn: 'error' })
      .autoOrient()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
    const { data: output, info } = await encode(image, format).toBuffer({ resolveWithObject: true });
    // For an animation, info.height is the height of all frames stacked.
    return { data: output, width: info.width, height: info.pageHeight ?? info.height };
  };
  try {
    return {
      format,
      extension: EXTENSIONS[format],
      web: await variant(WEB_SIZE, pages > 1),
      thumbnail: await variant(THUMBNAIL_SIZE, false),
    };
  } catch {
    throw new AppError(UploadErrorCode.UnreadableImage);
  }
}
