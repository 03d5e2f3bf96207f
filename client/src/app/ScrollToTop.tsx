import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at its top; the back and forward buttons leave the browser's own scroll
 * restoration alone, and a link to a section (#hash) scrolls there instead (useScrollToHash). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a change of page counts: a filter in the query string keeps the position.
  }, [pathname]);
  return null;
}
