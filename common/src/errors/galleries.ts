import type { ErrorTable } from './kinds';

/** Galleries and the pictures of everything that has some. */
export enum GalleryErrorCode {
  NotFound = 'GALLERY_NOT_FOUND',
  PictureNotFound = 'GALLERY_PICTURE_NOT_FOUND',
  OwnerGone = 'GALLERY_PICTURE_OWNER_GONE',
  IllustrationFlagMissing = 'GALLERY_PICTURE_ILLUSTRATION_FLAG_MISSING',
}

export const GALLERY_ERRORS = {
  [GalleryErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Galerie nebyla nalezena.' },
  [GalleryErrorCode.PictureNotFound]: { kind: 'NOT_FOUND', message: 'Obrázek nebyl nalezen.' },
  [GalleryErrorCode.OwnerGone]: {
    kind: 'NOT_FOUND',
    message: 'Položka, ke které jste obrázky nahrávali, byla mezitím smazána.',
  },
  [GalleryErrorCode.IllustrationFlagMissing]: {
    kind: 'VALIDATION',
    message: 'Zadejte, zda je obrázek ilustrací.',
    fieldMessage: 'Zadejte true nebo false.',
  },
} satisfies ErrorTable<GalleryErrorCode>;
