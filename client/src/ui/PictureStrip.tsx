import { Picture } from './Picture';
import styles from './PictureStrip.module.css';

type StripPicture = Parameters<typeof Picture>[0]['picture'] & { id: number };

/** The pictures of a course or camp under its description: a grid of lazy thumbnails, nothing when
 * there are none. */
export function PictureStrip({ pictures, alt }: { pictures: readonly StripPicture[]; alt: string }) {
  if (pictures.length === 0) return null;
  return (
    <ul className={styles.strip}>
      {pictures.map((picture) => (
        <li key={picture.id}>
          <Picture picture={picture} alt={alt} sizes="(max-width: 600px) 100vw, 240px" />
        </li>
      ))}
    </ul>
  );
}
