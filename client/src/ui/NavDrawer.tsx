import { Button, Classes, Drawer, Menu } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { DRAWER_WIDTH } from './breakpoints';
import { BrandLink } from './BrandLink';
import { DrawerNavGroup } from './DrawerNavGroup';
import styles from './NavDrawer.module.css';
import { NavMenuItem } from './NavMenuItem';
import { isNavGroup, PUBLIC_NAV } from './publicNav';

interface NavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The narrow-screen menu: a right-side drawer with every public entry. */
export function NavDrawer({ isOpen, onClose }: NavDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="right" size={DRAWER_WIDTH}>
      <div className={`${Classes.DRAWER_HEADER} ${styles.header}`}>
        <BrandLink logoSize={36} onNavigate={onClose} />
        <Button
          variant="minimal"
          size="large"
          icon={<CrossIcon />}
          aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
          onClick={onClose}
        />
      </div>
      <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className={styles.body}>
        <Menu role="list" size="large" className={styles.menu}>
          {PUBLIC_NAV.map((item) =>
            isNavGroup(item) ? (
              <DrawerNavGroup key={item.labelId} group={item} onNavigate={onClose} />
            ) : (
              <NavMenuItem key={item.labelId} item={item} roleStructure="listitem" onNavigate={onClose} />
            ),
          )}
        </Menu>
      </nav>
    </Drawer>
  );
}
