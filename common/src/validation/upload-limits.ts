// How large and how shaped an upload may be, and how its size is written: no yup here, so the error
// catalogue that quotes them (errors/uploads.ts, on every page of the site) does not bring the schemas.
// A formatter is made on first use, not at import, for the same reason.
let sizeFormat: Intl.NumberFormat | undefined;

/** 10485760 -> '10 MB', 204800 -> '200 kB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  sizeFormat ??= new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${bytes} B`;
}

/** Longest side of an uploaded picture, read from its header before a pixel is decoded. A decoder
 * works row by row, so a thin picture (1 x 10,000,000 px is a 20 kB PNG) costs as much as a huge
 * one; a phone photo has 4,000-8,000 px on its long side, and the site shows at most 1,600. */
export const MAX_IMAGE_SIDE = 10_000;
/** The largest bank statement file imported (a year of a busy account in camt.053 is a few MB). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Long side to short side: a phone's sweep panorama is about 4-8 : 1, a full 360° strip about 10 : 1;
 * thinner than 20 : 1 is a line, not a photo (and its thumbnail would be a few pixels high). */
export const MAX_IMAGE_ASPECT_RATIO = 20;

/** What is wrong with a picture of these dimensions, before decoding it: a side longer than
 * MAX_IMAGE_SIDE, or sides further apart than MAX_IMAGE_ASPECT_RATIO; null when neither. */
export function imageShapeProblem(width: number, height: number): 'side' | 'aspectRatio' | null {
  if (Math.max(width, height) > MAX_IMAGE_SIDE) return 'side';
  if (Math.max(width, height) > MAX_IMAGE_ASPECT_RATIO * Math.min(width, height)) return 'aspectRatio';
  return null;
}
