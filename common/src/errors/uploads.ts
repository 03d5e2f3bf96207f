// The Czech refusals of an upload: the spec has messages for too large a file and too many files;
// the limits themselves are configuration.
import { formatFileSize, MAX_IMAGE_ASPECT_RATIO, MAX_IMAGE_SIDE } from '../validation/upload-limits';
import type { ErrorTable } from './kinds';

export enum UploadErrorCode {
  NoFiles = 'UPLOAD_NO_FILES',
  NotAnImage = 'UPLOAD_NOT_AN_IMAGE',
  UnreadableImage = 'UPLOAD_UNREADABLE_IMAGE',
  TooManyPixels = 'UPLOAD_TOO_MANY_PIXELS',
  SideTooLong = 'UPLOAD_SIDE_TOO_LONG',
  AspectRatio = 'UPLOAD_ASPECT_RATIO',
  FileTooLarge = 'UPLOAD_FILE_TOO_LARGE',
  TooManyFiles = 'UPLOAD_TOO_MANY_FILES',
  Malformed = 'UPLOAD_MALFORMED',
  TooManyUploads = 'UPLOAD_TOO_MANY_UPLOADS',
}

const pixels = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

/** 1 sekundu, 2 sekundy, 5 sekund: how long until the upload limit lets the next picture in. */
function seconds(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 1000));
  return `${count} ${count === 1 ? 'sekundu' : count <= 4 ? 'sekundy' : 'sekund'}`;
}

export const UPLOAD_ERRORS = {
  [UploadErrorCode.NoFiles]: { kind: 'VALIDATION', message: 'Vyberte alespoň jeden obrázek.' },
  [UploadErrorCode.NotAnImage]: {
    kind: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Soubor není obrázek ve formátu JPEG, PNG, WebP ani GIF.',
  },
  [UploadErrorCode.UnreadableImage]: {
    kind: 'VALIDATION',
    message: 'Obrázek se nepodařilo přečíst, soubor je nejspíš poškozený.',
  },
  [UploadErrorCode.TooManyPixels]: {
    kind: 'VALIDATION',
    message: ({ megapixels }: { megapixels: number }) => `Obrázek je příliš velký (nejvýše ${megapixels} megapixelů).`,
  },
  // Both are read from the picture's header, before any pixel is decoded (the refusal names the
  // field `files`); the message says what the file measures, so the lector knows what to crop.
  [UploadErrorCode.SideTooLong]: {
    kind: 'VALIDATION',
    message: ({ width, height }: { width: number; height: number }) =>
      `Obrázek má ${pixels.format(width)} × ${pixels.format(height)} px, ` +
      `každá jeho strana smí mít nejvýše ${pixels.format(MAX_IMAGE_SIDE)} px.`,
  },
  [UploadErrorCode.AspectRatio]: {
    kind: 'VALIDATION',
    message: ({ width, height }: { width: number; height: number }) =>
      `Obrázek má ${pixels.format(width)} × ${pixels.format(height)} px, příliš protáhlý tvar: ` +
      `delší strana smí být nejvýše ${MAX_IMAGE_ASPECT_RATIO}krát delší než kratší.`,
  },
  [UploadErrorCode.FileTooLarge]: {
    kind: 'PAYLOAD_TOO_LARGE',
    message: ({ maxBytes }: { maxBytes: number }) => `Soubor je příliš velký (nejvýše ${formatFileSize(maxBytes)}).`,
  },
  [UploadErrorCode.TooManyFiles]: {
    kind: 'PAYLOAD_TOO_LARGE',
    message: ({ maxFiles }: { maxFiles: number }) => `Příliš mnoho souborů najednou (nejvýše ${maxFiles}).`,
  },
  [UploadErrorCode.Malformed]: {
    kind: 'VALIDATION',
    message: 'Nahrávání souborů se nepodařilo, požadavek není úplný nebo platný.',
  },
  [UploadErrorCode.TooManyUploads]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ perMinute, retryAfterMs }: { perMinute: number; retryAfterMs: number }) =>
      `Nahráváte příliš mnoho obrázků najednou (nejvýše ${perMinute} za minutu). ` +
      `Zkuste to prosím znovu za ${seconds(retryAfterMs)}.`,
  },
} satisfies ErrorTable<UploadErrorCode>;

// The texts by name, for the REST shim's upload route and its tests, which compare them (until they
// name the codes).
export const NOT_AN_IMAGE = UPLOAD_ERRORS[UploadErrorCode.NotAnImage].message;
export const fileTooLarge = (maxBytes: number) => UPLOAD_ERRORS[UploadErrorCode.FileTooLarge].message({ maxBytes });
export const tooManyFiles = (maxFiles: number) => UPLOAD_ERRORS[UploadErrorCode.TooManyFiles].message({ maxFiles });
