import type { SiteInfoQuery } from './SiteInfo.generated';
import styles from './SupporterLogos.module.css';

/** The supporters' logos, each linking to the supporter's site (a new tab); one without a logo yet
 * shows its name. A logo is drawn small, so its thumbnail is all it needs. */
export function SupporterLogos({
  supporters,
  large = false,
}: {
  supporters: SiteInfoQuery['supporters'];
  large?: boolean;
}) {
  if (supporters.length === 0) return null;
  return (
    <ul className={large ? `${styles.logos} ${styles.large}` : styles.logos}>
      {supporters.map(({ id, name, url, logo }) => (
        <li key={id}>
          <a href={url} target="_blank" rel="noopener noreferrer external" className={styles.link}>
            {logo ? (
              <img
                src={`/public/${logo.thumbnailPath}`}
                width={logo.width}
                height={logo.height}
                alt={name}
                loading="lazy"
                decoding="async"
              />
            ) : (
              name
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
