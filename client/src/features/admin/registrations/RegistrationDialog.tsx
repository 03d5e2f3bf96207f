import { useMutation, useQuery } from '@apollo/client/react';
import { Callout, Intent } from '@blueprintjs/core';
import { formatPhone, formatTimeRange, registrationSchema } from '@kurzy/common';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import type { RegistrationUpdateInput } from '../../../gql/graphql';
import styles from '../common/admin.module.css';
import { useCampOptions, useEnumLabels } from '../common/choices';
import { DateField, SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import { FormDialog } from '../common/FormDialog';
import { castWith, formValue } from '../common/forms';
import { useStaff } from '../common/staff';
import { contactFieldLabel } from './checks';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { InvoiceIsdocButton } from './InvoiceIsdocButton';
import { UpdateRegistrationDocument } from './AdminRegistrations.generated';
import {
  AdminScheduleChoicesDocument,
  type RegistrationEditFragment,
  RegistrationEditFragmentDoc,
} from './RegistrationDialog.generated';
import ownStyles from './invoice.module.css';
import { RegistrationActivity } from './RegistrationActivity';
import { RegistrationConsents } from './RegistrationConsents';
import { RegistrationMakeups } from './RegistrationMakeups';
import { RegistrationOffers } from './RegistrationOffers';
import { RegistrationPayments } from './RegistrationPayments';
import registrationStyles from './registrations.module.css';

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
      label: `${slot.course.title} – ${slot.branch.title}, ${enums.day(slot.dayOfWeek)} ${formatTimeRange(slot.from, slot.to)}`,
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
function Checks({ row }: { row: RegistrationEditFragment }) {
  const intl = useIntl();
  const customer = row.customer;
  const stored: Record<string, string | null | undefined> = {
    parentFirstName: customer?.firstName,
    parentLastName: customer?.lastName,
    phone: customer?.phone ? formatPhone(customer.phone) : customer?.phone,
  };
  return (
    <>
      {customer && row.contactDifferences.length > 0 && (
        <Callout
          intent={Intent.WARNING}
          title={intl.formatMessage({ id: 'admin.registrations.contactDiffersTitle' })}
          className={registrationStyles.callout}
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
          className={registrationStyles.callout}
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

/** Staff edit of one registration; a refused save keeps everything typed. */
export function RegistrationDialog({
  onClose,
  onSaved,
  onChanged,
  ...props
}: {
  row: FragmentType<typeof RegistrationEditFragmentDoc>;
  onClose: () => void;
  onSaved: () => void;
  /** Something changed beside the form (an offer step): the grid reads its rows again. */
  onChanged: () => void;
}) {
  const intl = useIntl();
  const row = getFragmentData(RegistrationEditFragmentDoc, props.row);
  const [update] = useMutation(UpdateRegistrationDocument);
  // Money is for administrators: lectors' dialogs never ask for it.
  const { may } = useStaff();

  const save = async (values: Values) => {
    const input = {
      ...castWith<RegistrationUpdateInput>(registrationSchema, values),
      replacement: values.replacement === true,
    };
    await update({ variables: { id: row.id, input } });
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.registrations.editTitle' }, { vs: row.variableSymbol })}
      initialValues={() => ({
        parentFirstName: row.parentFirstName,
        parentLastName: row.parentLastName,
        email: row.email,
        phone: formatPhone(row.phone),
        childFullName: row.childFullName,
        childBornYear: row.childBornYear,
        note: formValue(row.note),
        type: row.type,
        scheduleId: formValue(row.scheduleId),
        campId: formValue(row.campId),
        replacement: row.replacement,
        photoConsent: row.photoConsent,
        personalDataConsent: row.personalDataConsent,
      })}
      schema={registrationSchema}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      wide
    >
      {row.invoiceNumber && (
        <div className={ownStyles.invoiceLine}>
          <FormattedMessage id="admin.registrations.invoiceIssued" values={{ number: row.invoiceNumber }} />
          <span className={ownStyles.invoiceButtons}>
            <InvoiceDownloadButton registrationId={row.id} number={row.invoiceNumber} />
            <InvoiceIsdocButton registrationId={row.id} number={row.invoiceNumber} />
          </span>
        </div>
      )}
      <Checks row={row} />
      {may('waitlist.read') && (
        <RegistrationOffers
          registrationId={row.id}
          waiting={row.replacement && !row.cancelledAt}
          priority={row.waitlistPriority}
          onChanged={onChanged}
        />
      )}
      {may('payment.read') && <RegistrationPayments registrationId={row.id} />}
      {may('makeup.read') && row.type === 'course' && <RegistrationMakeups registrationId={row.id} />}
      {may('consent.read') && <RegistrationConsents registrationId={row.id} />}
      {may('request.read') && <RegistrationActivity registrationId={row.id} />}
      <Fields />
    </FormDialog>
  );
}
