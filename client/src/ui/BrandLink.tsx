import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './BrandLink.module.css';
import { Logo } from './Logo';
import { PATHS } from '../routes/site';

interface BrandLinkProps {
  logoSize: number;
  /** Show the name beside the mark (narrow header, drawer) or the mark alone (wide header). */
  showName?: boolean;
  onNavigate?: () => void;
}

/** The logo linking to the home page. */
export function BrandLink({ logoSize, showName = true, onNavigate }: BrandLinkProps) {
  const intl = useIntl();
  return (
    <Link
      to={PATHS.home}
      className={styles.brand}
      // The mark alone needs a name; with the name beside it, the visible text is the name.
      aria-label={showName ? undefined : intl.formatMessage({ id: 'brand.homeLink' })}
      onClick={onNavigate}
    >
      <Logo size={logoSize} />
      {showName && (
        <span className={styles.text}>
          <span className={styles.name}>{intl.formatMessage({ id: 'brand.name' })}</span>
          <span className={styles.tagline}>{intl.formatMessage({ id: 'brand.tagline' })}</span>
        </span>
      )}
    </Link>
  );
}
