import { CrossIcon } from './icons';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BrandLink } from './BrandLink';
import { Button } from './Button';
import { DrawerLink } from './DrawerLink';
import { DrawerNavGroup } from './DrawerNavGroup';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './NavDrawer.module.css';
import { isNavGroup, PUBLIC_NAV } from './publicNav';

interface NavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The narrow-screen menu: a modal dialog from the right with every public entry. Escape, the close
 * button, a click on the backdrop or navigating closes it; focus returns to the menu button.
 */
export function NavDrawer({ isOpen, onClose }: NavDrawerProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={intl.formatMessage({ id: 'nav.label' })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
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
          <ul className={styles.menu}>
            {PUBLIC_NAV.map((item) =>
              isNavGroup(item) ? (
                <DrawerNavGroup key={item.labelId} group={item} onNavigate={onClose} />
              ) : (
                <DrawerLink key={item.labelId} item={item} onNavigate={onClose} />
              ),
            )}
          </ul>
          <LanguageSwitch full className={styles.languages} />
        </nav>
      </div>
    </dialog>
  );
}
