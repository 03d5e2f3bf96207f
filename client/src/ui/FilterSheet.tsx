import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './FilterSheet.module.css';

/**
 * Filters that fold on a phone: under 768 px one button ("Filtry (2)") opens them as a modal sheet from
 * the bottom (a native <dialog>: focus stays in it, Escape or the backdrop closes it); on wider screens
 * the same dialog element is shown in place, so the controls are rendered once. The public finder's
 * pattern (features/offerings/finder), here without its texts: the caller passes them.
 */
export function FilterSheet({
  title,
  openButton,
  closeButton,
  doneButton,
  children,
}: {
  title: string;
  /** The phone's button, given whether the sheet is open and how to open it. */
  openButton: (props: { open: () => void; expanded: boolean }) => ReactNode;
  /** The sheet's close (×) and confirm buttons, shown only while it is open. */
  closeButton: (close: () => void) => ReactNode;
  doneButton: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <div className={styles.phoneRow}>{openButton({ open: () => setOpen(true), expanded: open })}</div>
      <dialog
        ref={sheet}
        className={styles.sheet}
        aria-label={title}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.sheetHeader}>
            <h2 className={styles.sheetTitle}>{title}</h2>
            {closeButton(close)}
          </div>
          {children}
          <div className={styles.sheetFooter}>{doneButton(close)}</div>
        </div>
      </dialog>
    </>
  );
}
