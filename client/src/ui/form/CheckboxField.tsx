import { useField } from 'formik';
import type { ReactNode } from 'react';
import { errorId } from './FieldFrame';
import styles from './form.module.css';
import { useShownError } from './useShownError';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
}

/** A formik checkbox with its label; its error sits right under it. */
export function CheckboxField({ name, label, required }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const [error, markTyped] = useShownError(meta);
  const id = `field-${name}`;
  return (
    <div className={styles.checkbox}>
      <label className={styles.control} htmlFor={id}>
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={(event) => {
            markTyped();
            field.onChange(event);
          }}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        {label}
      </label>
      {error && (
        <div id={errorId(id)} className={`${styles.helper} ${styles.error}`}>
          {error}
        </div>
      )}
    </div>
  );
}
