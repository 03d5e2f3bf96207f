import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * href + click handler that make any Blueprint anchor (AnchorButton, MenuItem) navigate inside the
 * app like a router <Link>, while ctrl/middle-click still open a new tab.
 */
export function useRouterLink(to: To, onNavigate?: () => void) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    handleClick(event);
    if (event.defaultPrevented) onNavigate?.();
  };
  return { href, onClick };
}
