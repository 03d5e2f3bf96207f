import { Classes } from '@blueprintjs/core';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { errorId } from './FieldFrame';
import styles from './form.module.css';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
}

/** A formik checkbox in Blueprint's look; its error sits right under it. */
export function CheckboxField({ name, label, required }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = meta.touched ? meta.error : undefined;
  const id = `field-${name}`;
  return (
    <div className={styles.checkbox}>
      <label className={`${Classes.CONTROL} ${Classes.CHECKBOX} ${Classes.LARGE}`} htmlFor={id}>
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          className={Classes.CONTROL_INPUT}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        <span className={Classes.CONTROL_INDICATOR} />
        {label}
      </label>
      {error && (
        <div id={errorId(id)} className={`${Classes.FORM_HELPER_TEXT} ${styles.error}`}>
          {error}
        </div>
      )}
    </div>
  );
}
