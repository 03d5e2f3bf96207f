import { CaretDownIcon, CaretRightIcon } from './icons';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { DrawerLink } from './DrawerLink';
import styles from './NavDrawer.module.css';
import menuStyles from './NavMenu.module.css';
import { isGroupActive, type NavGroupItem } from './publicNav';

interface DrawerNavGroupProps {
  group: NavGroupItem;
  onNavigate: () => void;
}

/** A collapsible section of the drawer; starts open when it holds the current page. */
export function DrawerNavGroup({ group, onNavigate }: DrawerNavGroupProps) {
  const location = useLocation();
  const [expanded, setExpanded] = useState(() => isGroupActive(location, group));
  const listId = useId();
  const Caret = expanded ? CaretDownIcon : CaretRightIcon;
  return (
    <li>
      <button
        type="button"
        className={`${menuStyles.item} ${styles.item}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span className={styles.fill}>
          <FormattedMessage id={group.labelId} />
        </span>
        <Caret />
      </button>
      <ul id={listId} className={styles.nested} hidden={!expanded}>
        {group.children.map((child) => (
          <DrawerLink key={child.labelId} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
