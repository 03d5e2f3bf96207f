import { MenuIcon } from './icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { BrandLink } from './BrandLink';
import { Button } from './Button';
import styles from './PublicHeader.module.css';

// The drawer's code loads when the menu button is first pointed at, focused or pressed.
const loadDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })));

/** Narrow screens: the logo and a menu button opening the drawer. */
export function NarrowHeaderBar() {
  const intl = useIntl();
  const { key } = useLocation();
  // Remember where the drawer was opened: any navigation (a link, the back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
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
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpenedAt(key);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={isOpen} onClose={() => setOpenedAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
