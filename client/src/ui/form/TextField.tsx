import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';
import styles from './form.module.css';
import { useShownError } from './useShownError';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  required?: boolean;
  autoComplete?: string;
  helper?: ReactNode;
  multiline?: boolean;
  max?: string;
  autoFocus?: boolean;
  /** 40 px tall with larger text (the login form). */
  large?: boolean;
}

/** A formik text input with its label and Czech error message. */
export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  helper,
  multiline,
  max,
  autoFocus,
  large,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const [error, markTyped] = useShownError(meta);
  const id = `field-${name}`;
  const common = {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      markTyped();
      field.onChange(event);
    },
    value: field.value ?? '',
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, error, helper),
    autoComplete,
    autoFocus,
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helper={helper}>
      {multiline ? (
        <textarea {...common} rows={3} className={styles.input} />
      ) : (
        <input {...common} type={type} max={max} className={`${styles.input} ${large ? styles.large : ''}`} />
      )}
    </FieldFrame>
  );
}
