import { CaretDownIcon } from './icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Button } from './Button';
import headerStyles from './PublicHeader.module.css';
import styles from './NavMenu.module.css';
import { isGroupActive, isLinkActive, type NavGroupItem, navTarget } from './publicNav';

/**
 * A wide-bar entry opening a dropdown of links (Nabídka, Info): the menu button pattern of WAI-ARIA.
 * Enter, Space or the arrows open it on an item; the arrows, Home and End move; Escape closes it and
 * returns to the button; Tab, a click elsewhere or choosing a link closes it.
 */
export function NavGroupMenu({ group }: { group: NavGroupItem }) {
  const location = useLocation();
  const active = isGroupActive(location, group);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = group.children.length;
    items.current[(index + count) % count]?.focus();
  };
  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  });
  // Navigating (a chosen link, the back button) closes the menu: noticed while rendering, so the
  // new page never paints with the menu still open.
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpen(false);
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(group.children.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: group.children.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={wrapper} className={styles.group}>
      <Button
        ref={button}
        variant="minimal"
        size="large"
        active={active || open}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={headerStyles.entry}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKey}
        endIcon={<CaretDownIcon />}
        text={<FormattedMessage id={group.labelId} />}
      />
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKey}>
          {group.children.map((child, index) => {
            const current = isLinkActive(location, child);
            return (
              <li key={child.labelId} role="none">
                <Link
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  to={navTarget(child)}
                  aria-current={current ? 'page' : undefined}
                  className={`${styles.item} ${current ? styles.active : ''}`}
                  onClick={() => setOpen(false)}
                >
                  <FormattedMessage id={child.labelId} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
