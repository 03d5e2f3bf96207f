import { type FragmentType, getFragmentData } from '../gql/fragment-masking';
import { Picture } from './Picture';
import { PictureImageFragmentDoc } from './Picture.generated';
import styles from './PictureStrip.module.css';

type StripPicture = FragmentType<typeof PictureImageFragmentDoc>;

/** The pictures of a course or camp under its description: a grid of lazy thumbnails, nothing when
 * there are none. */
export function PictureStrip({ pictures, alt }: { pictures: readonly StripPicture[]; alt: string }) {
  if (pictures.length === 0) return null;
  return (
    <ul className={styles.strip}>
      {pictures.map((picture) => (
        <li key={getFragmentData(PictureImageFragmentDoc, picture).id}>
          <Picture picture={picture} alt={alt} sizes="(max-width: 600px) 100vw, 240px" />
        </li>
      ))}
    </ul>
  );
}
