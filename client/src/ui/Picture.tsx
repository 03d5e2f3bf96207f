import { type FragmentType, getFragmentData } from '../gql/fragment-masking';
import { PictureImageFragmentDoc } from './Picture.generated';

interface PictureProps {
  picture: FragmentType<typeof PictureImageFragmentDoc>;
  /** Said when the picture has no caption of its own (staff write captions as alt text). */
  alt: string;
  /** CSS sizes: how wide the picture is drawn, so the browser picks the thumbnail when it fits. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/** Thumbnails are at most this many pixels on the longer side (the server's THUMBNAIL_SIZE). */
const THUMBNAIL_SIZE = 400;

export const pictureUrl = (path: string) => `/public/${path}`;

/** An uploaded picture: lazy, sized to its box, thumbnail or web size as the screen needs. */
export function Picture({ alt, sizes, className, eager = false, ...props }: PictureProps) {
  const picture = getFragmentData(PictureImageFragmentDoc, props.picture);
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(picture.width, picture.height));
  const thumbWidth = Math.round(picture.width * scale);
  const srcSet =
    scale < 1
      ? `${pictureUrl(picture.thumbnailPath)} ${thumbWidth}w, ${pictureUrl(picture.path)} ${picture.width}w`
      : undefined;
  return (
    <img
      src={pictureUrl(picture.path)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.caption ?? alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
