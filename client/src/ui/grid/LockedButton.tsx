import { Button, type ButtonProps, Classes, Tooltip } from '@blueprintjs/core';
import { useId, useState } from 'react';
import styles from './grid.module.css';

type LockedButtonProps = Omit<ButtonProps, 'disabled' | 'onClick' | 'title'> & {
  /** Why the button does nothing now; none: an ordinary button. */
  locked?: string;
  /** What the button does, for an icon button: a tooltip shown on hover and on keyboard focus (a
   * title shows on hover only, late, and never to the keyboard). */
  tip?: string;
  onClick: () => void;
};

/** A button that may be off for a reason staff should learn (a paid registration cannot be cancelled).
 * Off, it stays focusable (`aria-disabled`, not `disabled`), so the keyboard reaches it; its reason is
 * its accessible description and shows beside it on focus, hover and a tap, not only in a title. */
export function LockedButton({ locked, tip, onClick, className, ...props }: LockedButtonProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  if (!locked && tip)
    return (
      <Tooltip content={tip} placement="top" compact openOnTargetFocus hoverOpenDelay={150}>
        <Button {...props} className={className} onClick={onClick} />
      </Tooltip>
    );
  if (!locked) return <Button {...props} className={className} onClick={onClick} />;
  return (
    <>
      <Tooltip content={locked} isOpen={open} placement="top" compact>
        <Button
          {...props}
          className={[className, Classes.DISABLED].filter(Boolean).join(' ')}
          aria-disabled
          aria-describedby={reasonId}
          onClick={() => setOpen(true)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </Tooltip>
      <span id={reasonId} className={styles.visuallyHidden}>
        {locked}
      </span>
    </>
  );
}
