import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Keeps the controls inside a grid's cells out of the Tab order (tabindex -1), whoever renders
 * them and whenever they re-render (Blueprint puts a button's tabindex back when it is enabled
 * again): the grid is one Tab stop, its cells are reached with the arrow keys, and a click still
 * focuses a control. Cells carry `data-cell` and keep the tabindex the grid gives them. */
export function useContainedFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const contain = () => {
      for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (!element.hasAttribute('data-cell') && element.getAttribute('tabindex') !== '-1')
          element.setAttribute('tabindex', '-1');
      }
    };
    contain();
    const observer = new MutationObserver(contain);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [ref]);
}
