import { type ReactNode, useEffect, useRef } from 'react';

/** Controls inside a table cell: the table selects rows on mousedown (a native listener on its body),
 * so a click on a checkbox or a button must not also replace the selection. */
export function Interactive({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    const stop = (event: MouseEvent) => event.stopPropagation();
    element?.addEventListener('mousedown', stop);
    return () => element?.removeEventListener('mousedown', stop);
  }, []);
  return (
    <span ref={ref} className={className}>
      {children}
    </span>
  );
}
