import { Classes, Intent } from '@blueprintjs/core';
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

/** Label, control and its message, laid out like Blueprint's FormGroup but with the message tied
 * to the control (aria-describedby) so a screen reader reads the error with the field. */
export function FieldFrame({ id, label, required, error, helper, children }: FieldFrameProps) {
  return (
    <div className={`${Classes.FORM_GROUP} ${error ? Classes.intentClass(Intent.DANGER) : ''} ${styles.field}`}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <div className={Classes.FORM_CONTENT}>
        {children}
        {error ? (
          <div id={errorId(id)} className={`${Classes.FORM_HELPER_TEXT} ${styles.error}`}>
            {error}
          </div>
        ) : (
          helper && (
            <div id={helperId(id)} className={Classes.FORM_HELPER_TEXT}>
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
