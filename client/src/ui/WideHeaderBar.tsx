import { useIntl } from 'react-intl';
import { BrandLink } from './BrandLink';
import { LanguageSwitch } from './LanguageSwitch';
import { NavButton } from './NavButton';
import { NavGroupMenu } from './NavGroupMenu';
import styles from './PublicHeader.module.css';
import { isNavGroup, NAV_AFTER_LOGO, NAV_BEFORE_LOGO, type NavItem } from './publicNav';

function NavEntries({ items, className }: { items: readonly NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.labelId}>{isNavGroup(item) ? <NavGroupMenu group={item} /> : <NavButton item={item} />}</li>
      ))}
    </ul>
  );
}

/** Wide screens: a horizontal bar with the logo in the middle, between gallery and registration. */
export function WideHeaderBar() {
  const intl = useIntl();
  return (
    <nav className={styles.wide} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <NavEntries items={NAV_BEFORE_LOGO} className={styles.before} />
      <BrandLink logoSize={72} showName={false} />
      <NavEntries items={NAV_AFTER_LOGO} className={styles.after} />
      <LanguageSwitch className={styles.languages} />
    </nav>
  );
}
