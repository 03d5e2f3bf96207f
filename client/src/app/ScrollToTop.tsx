import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at its top; the back and forward buttons leave the browser's own scroll
 * restoration alone, and a link to a section (#hash) scrolls there instead (useScrollToHash). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo(0, 0);
    // Only a change of page counts: a filter in the query string keeps the position, and the hash
    // and navigation type are read as they were when the page changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
