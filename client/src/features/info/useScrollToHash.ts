import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Lazy pages render after the router's own hash scroll: scroll to (and focus) the section again
 * once the page is there, so /aboutUs#security lands on Bezpečnost. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }, [hash]);
}
