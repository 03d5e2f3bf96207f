import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styles from './NavDrawer.module.css';
import menuStyles from './NavMenu.module.css';
import { isLinkActive, type NavLinkItem, navTarget } from './publicNav';

/** One link of the drawer; the current page's is highlighted. */
export function DrawerLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  const active = isLinkActive(useLocation(), item);
  return (
    <li>
      <Link
        to={navTarget(item)}
        aria-current={active ? 'page' : undefined}
        className={`${menuStyles.item} ${styles.item} ${active ? menuStyles.active : ''}`}
        onClick={onNavigate}
      >
        <FormattedMessage id={item.labelId} />
      </Link>
    </li>
  );
}
