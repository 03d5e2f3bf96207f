// Pictures and their uploads: the owner a picture belongs to, and the Czech refusals of an upload
// (the spec has messages for too large a file and too many files; the limits are configuration).
import * as yup from 'yup';
import { PICTURE_OWNERS, PictureOwner } from '../enums';
import { flag, requiredId } from './fields';

export const INVALID_PICTURE_OWNER = 'Vyberte, k čemu obrázek patří';
export const NO_FILES = 'Vyberte alespoň jeden obrázek.';
export const NOT_AN_IMAGE = 'Soubor není obrázek ve formátu JPEG, PNG, WebP ani GIF.';
export const UNREADABLE_IMAGE = 'Obrázek se nepodařilo přečíst, soubor je nejspíš poškozený.';

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** 10485760 -> '10 MB', 204800 -> '200 kB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${bytes} B`;
}

export const fileTooLarge = (maxBytes: number) => `Soubor je příliš velký (nejvýše ${formatFileSize(maxBytes)}).`;
export const tooManyFiles = (maxFiles: number) => `Příliš mnoho souborů najednou (nejvýše ${maxFiles}).`;
export const tooManyPixels = (megapixels: number) => `Obrázek je příliš velký (nejvýše ${megapixels} megapixelů).`;

export const pictureOwner = () =>
  yup.mixed<PictureOwner>().oneOf(PICTURE_OWNERS, INVALID_PICTURE_OWNER).required(INVALID_PICTURE_OWNER);

/** Where uploaded pictures go: the owner and its id, and whether they become its illustration. */
export const pictureUploadSchema = yup.object({
  owner: pictureOwner(),
  ownerId: requiredId(),
  illustration: flag(false),
});

export type PictureUploadValues = yup.InferType<typeof pictureUploadSchema>;
