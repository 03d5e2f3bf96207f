import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LinkButton } from './Button';
import styles from './PublicHeader.module.css';
import { isLinkActive, type NavLinkItem, navTarget } from './publicNav';

/** A top-level entry of the wide header bar. */
export function NavButton({ item }: { item: NavLinkItem }) {
  const active = isLinkActive(useLocation(), item);
  return (
    <LinkButton
      to={navTarget(item)}
      variant="minimal"
      size="large"
      active={active}
      aria-current={active ? 'page' : undefined}
      className={styles.entry}
      text={<FormattedMessage id={item.labelId} />}
    />
  );
}
