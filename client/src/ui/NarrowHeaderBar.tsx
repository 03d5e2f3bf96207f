import { Button } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { BrandLink } from './BrandLink';
import { NavDrawer } from './NavDrawer';
import styles from './PublicHeader.module.css';

/** Narrow screens: the logo and a menu button opening the drawer. */
export function NarrowHeaderBar() {
  const intl = useIntl();
  const { key } = useLocation();
  // Remember where the drawer was opened: any navigation (a link, the back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === key;
  return (
    <div className={styles.narrow}>
      <BrandLink logoSize={44} />
      <Button
        variant="minimal"
        size="large"
        icon={<MenuIcon size={20} />}
        aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
        aria-expanded={isOpen}
        onClick={() => setOpenedAt(key)}
      />
      <NavDrawer isOpen={isOpen} onClose={() => setOpenedAt(null)} />
    </div>
  );
}
