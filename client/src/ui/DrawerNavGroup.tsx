import { Classes, Collapse, Menu } from '@blueprintjs/core';
import { CaretDownIcon, CaretRightIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styles from './NavDrawer.module.css';
import { NavMenuItem } from './NavMenuItem';
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
        className={`${Classes.MENU_ITEM} ${styles.groupToggle}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span className={Classes.FILL}>
          <FormattedMessage id={group.labelId} />
        </span>
        <Caret className={Classes.MENU_ITEM_ICON} />
      </button>
      <Collapse isOpen={expanded}>
        <Menu role="list" id={listId} className={styles.nested}>
          {group.children.map((child) => (
            <NavMenuItem key={child.labelId} item={child} roleStructure="listitem" onNavigate={onNavigate} />
          ))}
        </Menu>
      </Collapse>
    </li>
  );
}
