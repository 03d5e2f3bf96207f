import { ErrorIcon } from './icons';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Callout.module.css';

type CalloutProps = HTMLAttributes<HTMLDivElement> & {
  intent: 'success' | 'warning' | 'danger';
  /** Leading icon; a danger callout shows an error sign unless given null. */
  icon?: ReactNode;
};

/** A tinted box for a message (Blueprint's Callout look). */
export function Callout({ intent, icon, className, children, ...props }: CalloutProps) {
  const shown = icon === undefined && intent === 'danger' ? <ErrorIcon size={16} /> : icon;
  return (
    <div
      {...props}
      className={`${styles.callout} ${styles[intent]} ${shown ? styles.withIcon : ''} ${className ?? ''}`}
    >
      {shown}
      {children}
    </div>
  );
}
