import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;
export const helperId = (id: string) => `${id}-helper`;

/** Label, control and its message, with the message tied to the control (aria-describedby) so a
 * screen reader reads the error with the field. */
export function FieldFrame({ id, label, required, error, helper, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <div>
        {children}
        {error ? (
          <div id={errorId(id)} className={`${styles.helper} ${styles.error}`}>
            {error}
          </div>
        ) : (
          helper && (
            <div id={helperId(id)} className={styles.helper}>
              {helper}
            </div>
          )
        )}
      </div>
    </div>
  );
}

export function describedBy(id: string, error: string | undefined, helper: ReactNode): string | undefined {
  if (error) return errorId(id);
  return helper ? helperId(id) : undefined;
}
