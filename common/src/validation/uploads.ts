// Pictures and their uploads: the owner a picture belongs to (the refusals of an upload are in the
// error catalogue, common/src/errors/uploads.ts).
import * as yup from 'yup';
import { PICTURE_OWNERS, PictureOwner } from '../enums';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './control-characters';
import { flag, optionalText, requiredId } from './fields';

export const INVALID_PICTURE_OWNER = 'Vyberte, k čemu obrázek patří';
export const INVALID_PICTURE_POSITION = 'Pořadí obrázku začíná jedničkou';

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** 10485760 -> '10 MB', 204800 -> '200 kB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
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

export const pictureOwner = () =>
  yup.mixed<PictureOwner>().oneOf(PICTURE_OWNERS, INVALID_PICTURE_OWNER).required(INVALID_PICTURE_OWNER);

/** Where uploaded pictures go: the owner and its id, and whether they become its illustration. */
export const pictureUploadSchema = yup.object({
  owner: pictureOwner(),
  ownerId: requiredId(),
  illustration: flag(false),
});

export type PictureUploadValues = yup.InferType<typeof pictureUploadSchema>;

/** Alt text is read aloud after the page's own words: a sentence, not an essay. */
export const MAX_PICTURE_CAPTION = 200;

/** A picture's caption, its alt text on the public pages; empty means none (the page then names
 * the course, camp or gallery). Control characters are refused here too, so the back-office form
 * says so before the request is sent. */
export const pictureCaptionSchema = yup.object({
  caption: optionalText(MAX_PICTURE_CAPTION).test(
    'control-characters',
    CONTROL_CHARACTERS_MESSAGE,
    (value) => !value || !hasControlCharacters(value),
  ),
});

export type PictureCaptionValues = yup.InferType<typeof pictureCaptionSchema>;

/** Where a picture moves among its owner's pictures: 1 is first; past the end means last. */
export const picturePositionSchema = yup.object({
  position: requiredId().min(1, INVALID_PICTURE_POSITION),
});
