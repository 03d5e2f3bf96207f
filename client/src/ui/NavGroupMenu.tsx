import { Button, Menu, PopoverNext, PopupKind } from '@blueprintjs/core';
import { CaretDownIcon } from '@blueprintjs/icons';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { NavMenuItem } from './NavMenuItem';
import { isGroupActive, type NavGroupItem } from './publicNav';

/** A wide-bar entry opening a dropdown of links (Nabídka, Info). */
export function NavGroupMenu({ group }: { group: NavGroupItem }) {
  const active = isGroupActive(useLocation(), group);
  const menu = (
    <Menu>
      {group.children.map((child) => (
        <NavMenuItem key={child.labelId} item={child} roleStructure="menuitem" />
      ))}
    </Menu>
  );
  return (
    <PopoverNext
      content={menu}
      placement="bottom"
      popupKind={PopupKind.MENU}
      arrow={false}
      // The button itself is the target (no wrapping span), so it lines up with its neighbours.
      renderTarget={({ isOpen, ...targetProps }) => (
        <Button
          {...targetProps}
          variant="minimal"
          size="large"
          active={active || isOpen}
          endIcon={<CaretDownIcon />}
          text={<FormattedMessage id={group.labelId} />}
        />
      )}
    />
  );
}
