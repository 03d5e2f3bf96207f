// Pictures and their uploads: the owner a picture belongs to (the refusals of an upload are in the
// error catalogue, common/src/errors/uploads.ts).
import * as yup from 'yup';
import { PICTURE_OWNERS, PictureOwner } from '../enums';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './control-characters';
import { flag, optionalText, requiredId } from './fields';

export const INVALID_PICTURE_OWNER = 'Vyberte, k čemu obrázek patří';
export const INVALID_PICTURE_POSITION = 'Pořadí obrázku začíná jedničkou';

// The limits and their wording live apart, without yup: the error catalogue (on every page) uses them.
export {
  formatFileSize,
  imageShapeProblem,
  MAX_IMAGE_ASPECT_RATIO,
  MAX_IMAGE_SIDE,
  STATEMENT_MAX_BYTES,
} from './upload-limits';

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
