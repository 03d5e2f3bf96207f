import { CaretDownIcon } from '../icons';
import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';
import styles from './form.module.css';
import { useShownError } from './useShownError';

export interface Option {
  value: string;
  label: string;
  /** Shown but not choosable; its label says why. */
  disabled?: boolean;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  placeholder: string;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  /** Extra work when the choice changes (e.g. clear a dependent field). */
  onChange?: (value: string) => void;
}

/** A native select (best on phones) with its own arrow, bound to formik. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  helper,
  disabled,
  onChange,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [error, markTyped] = useShownError(meta);
  const id = `field-${name}`;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    markTyped();
    void helpers.setValue(event.target.value);
    onChange?.(event.target.value);
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helper={helper}>
      <div className={styles.select}>
        <select
          id={id}
          name={field.name}
          value={field.value ?? ''}
          onChange={change}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, helper)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <CaretDownIcon className={styles.selectIcon} />
      </div>
    </FieldFrame>
  );
}
