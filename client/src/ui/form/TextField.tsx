import { Classes, Intent } from '@blueprintjs/core';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  autoComplete?: string;
  helper?: ReactNode;
  multiline?: boolean;
  max?: string;
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
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const id = `field-${name}`;
  const common = {
    ...field,
    value: field.value ?? '',
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, error, helper),
    autoComplete,
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helper={helper}>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          className={`${Classes.INPUT} ${Classes.FILL} ${error ? Classes.intentClass(Intent.DANGER) : ''}`}
        />
      ) : (
        <div className={`${Classes.INPUT_GROUP} ${error ? Classes.intentClass(Intent.DANGER) : ''}`}>
          <input {...common} type={type} max={max} className={Classes.INPUT} />
        </div>
      )}
    </FieldFrame>
  );
}
