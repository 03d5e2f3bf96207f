import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { registrationSchema } from '@kurzy/common';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminScheduleChoicesDocument, UpdateRegistrationDocument } from './AdminRegistrations.generated';
import type { RegistrationUpdateInput } from '../../../gql/types';
import styles from '../common/admin.module.css';
import ownStyles from './registrations.module.css';
import { useCampOptions, useEnumLabels } from '../common/choices';
import { errorReason, fieldErrors } from '../common/errors';
import { DateField, SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import { castWith, validateWith } from '../common/forms';
import { toast } from '../common/toasts';
import { contactFieldLabel } from './checks';
import type { Row } from './columns';

type Values = Record<string, unknown>;

function Fields() {
  const intl = useIntl();
  const enums = useEnumLabels();
  const { values } = useFormikContext<Values>();
  const camps = useCampOptions();
  const { data } = useQuery(AdminScheduleChoicesDocument);
  const slots = (data?.schedules ?? [])
    .map((slot) => ({
      value: slot.id,
      label: `${slot.course.title} – ${slot.branch.title}, ${enums.day(slot.dayOfWeek)} ${slot.from}–${slot.to}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'cs'));
  return (
    <>
      <div className={styles.formRow}>
        <TextField
          name="parentFirstName"
          label={<FormattedMessage id="admin.registrations.parentFirstName" />}
          required
        />
        <TextField
          name="parentLastName"
          label={<FormattedMessage id="admin.registrations.parentLastName" />}
          required
        />
      </div>
      <div className={styles.formRow}>
        <TextField name="email" type="email" label={<FormattedMessage id="admin.field.email" />} required />
        <TextField name="phone" type="tel" label={<FormattedMessage id="admin.field.phone" />} required />
      </div>
      <div className={styles.formRow}>
        <TextField name="childFullName" label={<FormattedMessage id="admin.registrations.child" />} required />
        <DateField name="childBornYear" label={<FormattedMessage id="admin.registrations.born" />} required />
      </div>
      <SelectField
        name="type"
        label={<FormattedMessage id="admin.registrations.type" />}
        options={[
          { value: 'course', label: intl.formatMessage({ id: 'admin.registrations.typeCourse' }) },
          { value: 'camp', label: intl.formatMessage({ id: 'admin.registrations.typeCamp' }) },
        ]}
        required
      />
      {values.type === 'camp' ? (
        <SelectField name="campId" label={<FormattedMessage id="admin.field.camp" />} options={camps} required />
      ) : (
        <SelectField
          name="scheduleId"
          label={<FormattedMessage id="admin.registrations.term" />}
          options={slots}
          required
        />
      )}
      <TextAreaField name="note" label={<FormattedMessage id="admin.registrations.note" />} rows={3} />
      <SwitchField name="replacement" label={<FormattedMessage id="admin.registrations.replacement" />} />
      <SwitchField name="photoConsent" label={<FormattedMessage id="admin.registrations.photoConsent" />} />
      <SwitchField
        name="personalDataConsent"
        label={<FormattedMessage id="admin.registrations.personalDataConsent" />}
      />
    </>
  );
}

/** What staff should know before editing: the contact details differ from the customer record, or
 * the same child came first from another e-mail address. */
function Checks({ row }: { row: Row }) {
  const intl = useIntl();
  const customer = row.customer;
  const stored: Record<string, string | null | undefined> = {
    parentFirstName: customer?.firstName,
    parentLastName: customer?.lastName,
    phone: customer?.phone,
  };
  return (
    <>
      {customer && row.contactDifferences.length > 0 && (
        <Callout
          intent={Intent.WARNING}
          title={intl.formatMessage({ id: 'admin.registrations.contactDiffersTitle' })}
          className={ownStyles.callout}
        >
          <FormattedMessage id="admin.registrations.contactDiffersHelp" values={{ email: row.email }} />
          <ul>
            {row.contactDifferences.map((field) => (
              <li key={field}>
                {contactFieldLabel(intl, field)}:{' '}
                {stored[field] || intl.formatMessage({ id: 'admin.registrations.notFilled' })}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {row.possibleDuplicateOf && (
        <Callout
          intent={Intent.WARNING}
          title={intl.formatMessage({ id: 'admin.registrations.possibleDuplicateTitle' })}
          className={ownStyles.callout}
        >
          <FormattedMessage
            id="admin.registrations.possibleDuplicateHelp"
            values={{ vs: row.possibleDuplicateOf.variableSymbol }}
          />
        </Callout>
      )}
    </>
  );
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : value);

/** Staff edit of one registration; a refused save keeps everything typed. */
export function RegistrationDialog({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const [update] = useMutation(UpdateRegistrationDocument);
  const [initialValues] = useState<Values>(() => ({
    parentFirstName: row.parentFirstName,
    parentLastName: row.parentLastName,
    email: row.email,
    phone: row.phone,
    childFullName: row.childFullName,
    childBornYear: row.childBornYear,
    note: text(row.note),
    type: row.type,
    scheduleId: text(row.scheduleId),
    campId: text(row.campId),
    replacement: row.replacement,
    photoConsent: row.photoConsent,
    personalDataConsent: row.personalDataConsent,
  }));

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = {
      ...castWith<RegistrationUpdateInput>(registrationSchema, values),
      replacement: values.replacement === true,
    };
    try {
      await update({ variables: { id: row.id, input } });
      toast.success(intl.formatMessage({ id: 'admin.saved' }));
      onSaved();
    } catch (failure) {
      helpers.setErrors(fieldErrors(failure));
      toast.error(intl.formatMessage({ id: 'admin.saveError' }), errorReason(failure));
    }
  };

  const title = intl.formatMessage({ id: 'admin.registrations.editTitle' }, { vs: row.variableSymbol });
  return (
    <Formik initialValues={initialValues} validate={validateWith(registrationSchema)} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          canOutsideClickClose={!dirty}
          className={styles.wideDialog}
        >
          <Form noValidate aria-label={title}>
            <DialogBody className={styles.formBody}>
              <Checks row={row} />
              <Fields />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button
                    onClick={onClose}
                    disabled={isSubmitting}
                    text={<FormattedMessage id="admin.action.cancel" />}
                  />
                  <Button
                    type="submit"
                    intent={Intent.PRIMARY}
                    loading={isSubmitting}
                    text={<FormattedMessage id="admin.action.save" />}
                  />
                </>
              }
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
