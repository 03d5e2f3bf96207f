import { formatDate, parseCzechDate } from '@kurzy/common';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { describedBy, FieldFrame } from '../../ui/form/FieldFrame';
import formStyles from '../../ui/form/form.module.css';
import { useShownError } from '../../ui/form/useShownError';

/**
 * A date typed as DD.MM.RRRR like every date of the site, whatever the browser's language (a native
 * date input would follow it: mm/dd/yyyy in an English browser). Typed only, no calendar: a birth date
 * is years back, which is quicker to type than to page to, and a picker would cost the form's
 * JavaScript budget. 3.5.2016 is accepted and shown as 03.05.2016 when the field is left.
 */
export function BirthDateField({ name, label, helper }: { name: string; label: ReactNode; helper: ReactNode }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const [error, markTyped] = useShownError(meta);
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required error={error} helper={helper}>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type="text"
        inputMode="numeric"
        placeholder={intl.formatMessage({ id: 'registration.birthDatePlaceholder' })}
        autoComplete="off"
        maxLength={14}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy(id, error, helper)}
        className={formStyles.input}
        onChange={(event) => {
          markTyped();
          field.onChange(event);
        }}
        onBlur={(event) => {
          const date = parseCzechDate(event.target.value);
          if (date && formatDate(date) !== event.target.value) void helpers.setValue(formatDate(date), false);
          field.onBlur(event);
        }}
      />
    </FieldFrame>
  );
}
