// A small formik <-> Blueprint adapter: each field reads and writes its formik value and shows its
// Czech error where the field is (FormGroup intent + helper text), once touched or after a submit.
import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';
import { formatDate } from '@kurzy/common';
import { useCzechDateInput } from '../../../ui/czechDates';
import styles from './fields.module.css';

interface FieldProps {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

function useFieldState(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, helpers, error };
}

function Group({
  id,
  label,
  helper,
  required,
  error,
  children,
  inline,
}: {
  id: string;
  label: ReactNode;
  helper?: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
  inline?: boolean;
}) {
  return (
    <FormGroup
      className={inline ? styles.switchGroup : undefined}
      label={inline ? undefined : label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? helper}
    >
      {children}
    </FormGroup>
  );
}

/** A form value as the text of an input: numbers and text as they are, nothing for anything else. */
const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function TextField({
  name,
  label,
  helper,
  required,
  disabled,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'time'; autoComplete?: string }) {
  const id = useId();
  const { field, error } = useFieldState(name);
  return (
    <Group id={id} label={label} helper={helper} required={required} error={error}>
      <InputGroup
        id={id}
        name={name}
        type={type}
        value={asText(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        intent={error ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        fill
      />
    </Group>
  );
}

export function TextAreaField({ name, label, helper, required, disabled, rows = 4 }: FieldProps & { rows?: number }) {
  const id = useId();
  const { field, error } = useFieldState(name);
  return (
    <Group id={id} label={label} helper={helper} required={required} error={error}>
      <TextArea
        id={id}
        name={name}
        value={asText(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        intent={error ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        rows={rows}
        aria-invalid={error ? true : undefined}
        fill
      />
    </Group>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField({
  name,
  label,
  helper,
  required,
  disabled,
  options,
  emptyLabel,
}: FieldProps & { options: readonly Option[]; /** Offer "nothing chosen" with this text. */ emptyLabel?: string }) {
  const id = useId();
  const { field, helpers, error } = useFieldState(name);
  return (
    <Group id={id} label={label} helper={helper} required={required} error={error}>
      <HTMLSelect
        id={id}
        name={name}
        value={asText(field.value)}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        fill
      >
        {(emptyLabel !== undefined || field.value === '' || field.value === null) && (
          <option value="">{emptyLabel ?? ''}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </Group>
  );
}

export function SwitchField({ name, label, disabled }: Omit<FieldProps, 'required' | 'helper'>) {
  const id = useId();
  const { field, helpers, error } = useFieldState(name);
  return (
    <Group id={id} label={label} error={error} inline>
      <Switch
        id={id}
        name={name}
        label={typeof label === 'string' ? label : undefined}
        labelElement={typeof label === 'string' ? undefined : label}
        checked={field.value === true}
        onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
        disabled={disabled}
      />
    </Group>
  );
}

/** ISO 'YYYY-MM-DD' in the form, DD.MM.YYYY on screen, a Czech calendar to pick from. */
export function DateField({ name, label, helper, required, disabled }: FieldProps) {
  const id = useId();
  const { field, helpers, error } = useFieldState(name);
  const czechDates = useCzechDateInput();
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Group id={id} label={label} helper={helper} required={required} error={error}>
      <DateInput
        {...czechDates}
        value={value}
        onChange={(next) => {
          void helpers.setValue(next ? next.slice(0, 10) : '');
          void helpers.setTouched(true, false);
        }}
        minDate={new Date(1990, 0, 1)}
        maxDate={new Date(new Date().getFullYear() + 5, 11, 31)}
        disabled={disabled}
        fill
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id,
          onBlur: field.onBlur,
          name,
          intent: error ? Intent.DANGER : Intent.NONE,
          'aria-invalid': error ? true : undefined,
        }}
      />
    </Group>
  );
}

/** A date for display, tolerant of empty values. */
export const showDate = (value: string | null | undefined) => (value ? formatDate(value) : '');
