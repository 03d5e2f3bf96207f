// Pictures and their uploads: the owner a picture belongs to (the refusals of an upload are in the
// error catalogue, common/src/errors/uploads.ts).
import * as yup from 'yup';
import { PICTURE_OWNERS, PictureOwner } from '../enums';
import { flag, requiredId } from './fields';

export const INVALID_PICTURE_OWNER = 'Vyberte, k čemu obrázek patří';

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** 10485760 -> '10 MB', 204800 -> '200 kB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${bytes} B`;
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
