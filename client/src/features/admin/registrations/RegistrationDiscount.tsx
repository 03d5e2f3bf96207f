import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { formatHaler, registrationDiscountSchema } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../common/FormDialog';
import { TextAreaField, TextField } from '../common/fields';
import { SetRegistrationDiscountDocument } from './RegistrationDiscount.generated';
import styles from './registrations.module.css';

interface Discount {
  amountHaler: number;
  name: string;
  reason?: string | null;
}

/** The discount line of the registration dialog's money, and staff's change of it with a reason (the
 * price is what is due plus the discount: the server refuses a discount above it). */
export function RegistrationDiscount({
  registrationId,
  discount,
  onChanged,
}: {
  registrationId: number;
  discount: Discount | null | undefined;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [setDiscount] = useMutation(SetRegistrationDiscountDocument);
  return (
    <div className={styles.discountLine}>
      <span>
        {discount ? (
          <>
            {discount.name}: −{formatHaler(discount.amountHaler)}
            {discount.reason ? ` (${discount.reason})` : ''}
          </>
        ) : (
          <FormattedMessage id="admin.discounts.registration.none" />
        )}
      </span>
      <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
        <FormattedMessage id="admin.discounts.registration.change" />
      </Button>
      {editing && (
        <FormDialog
          title={intl.formatMessage({ id: 'admin.discounts.registration.title' })}
          schema={registrationDiscountSchema}
          initialValues={() => ({ amount: discount ? discount.amountHaler / 100 : 0, reason: '' })}
          save={(values: { amount: unknown; reason: string }) =>
            setDiscount({
              variables: { id: registrationId, input: registrationDiscountSchema.cast(values) },
            })
          }
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        >
          <TextField
            name="amount"
            type="number"
            label={<FormattedMessage id="admin.discounts.registration.amount" />}
            helper={<FormattedMessage id="admin.discounts.registration.amountHelper" />}
            required
          />
          <TextAreaField name="reason" label={<FormattedMessage id="admin.discounts.registration.reason" />} required />
        </FormDialog>
      )}
    </div>
  );
}
