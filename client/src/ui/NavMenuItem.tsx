import { MenuItem } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isLinkActive, type NavLinkItem, navTarget } from './publicNav';
import { useRouterLink } from './useRouterLink';

interface NavMenuItemProps {
  item: NavLinkItem;
  /** 'menuitem' inside a dropdown menu, 'listitem' inside the drawer's link list. */
  roleStructure: 'menuitem' | 'listitem';
  onNavigate?: () => void;
}

export function NavMenuItem({ item, roleStructure, onNavigate }: NavMenuItemProps) {
  const link = useRouterLink(navTarget(item), onNavigate);
  const active = isLinkActive(useLocation(), item);
  return (
    <MenuItem
      {...link}
      roleStructure={roleStructure}
      active={active}
      aria-current={active ? 'page' : undefined}
      text={<FormattedMessage id={item.labelId} />}
    />
  );
}
