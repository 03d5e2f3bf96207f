import { useMutation } from '@apollo/client/react';
import {
  employerInvoiceSchema,
  holdsPayment,
  paidCancellationSchema,
  PARENT_REASON_MAX_LENGTH,
  type PaymentState,
} from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { TextField } from '../../ui/form/TextField';
import {
  CancelByParentDocument,
  RequestEmployerInvoiceDocument,
  RequestPaidCancellationDocument,
} from './ParentActions.generated';
import { ParentActionForm } from './ParentActionForm';
import { ParentExcuseForm } from './ParentExcuseForm';
import styles from './parents.module.css';

type Action = 'cancel' | 'paidCancel' | 'employer' | 'excuse';

/** What a parent can do with one registration: cancel it while it holds no money (the place goes to
 * the next replacement), or ask staff to cancel a paid one with a reason; ask for an invoice to
 * their employer. One panel at a time on the whole page (`active`), so its fields' ids are unique. */
export function ParentRegistrationActions(props: {
  token: string;
  registration: {
    id: number;
    childFullName: string;
    title: string;
    type: string;
    state: string;
    paymentState: `${PaymentState}`;
    pendingRequests: readonly string[];
  };
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { registration, token } = props;
  const [done, setDone] = useState<string | null>(null);
  const [cancel] = useMutation(CancelByParentDocument);
  const [askCancel] = useMutation(RequestPaidCancellationDocument);
  const [askInvoice] = useMutation(RequestEmployerInvoiceDocument);

  // A cancelled place has nothing left to do, but keeps the word that it was just cancelled.
  if (registration.state === 'cancelled')
    return done ? (
      <Callout intent="success" role="status" className={styles.actions}>
        {done}
      </Callout>
    ) : null;
  const key = (action: Action) => `${registration.id}:${action}`;
  const open = props.active?.startsWith(`${registration.id}:`) ? (props.active.split(':')[1] as Action) : null;
  const close = () => {
    const closing = props.active;
    props.onActive(null);
    // Back to the button that opened the panel (rendered again once the panel is gone).
    setTimeout(() => document.querySelector<HTMLElement>(`[data-opener="${closing}"]`)?.focus(), 0);
  };
  const finish = async (message: string) => {
    props.onActive(null);
    setDone(message);
    await props.onChanged();
  };
  const paid = holdsPayment(registration.paymentState);
  const cancelPending = registration.pendingRequests.includes('paid_cancellation');
  const invoicePending = registration.pendingRequests.includes('employer_invoice');
  const what = `${registration.childFullName} – ${registration.title}`;
  const openButton = (action: Action, text: string) => (
    <Button
      variant="outlined"
      data-opener={key(action)}
      onClick={() => {
        setDone(null);
        props.onActive(key(action));
      }}
      text={text}
    />
  );

  return (
    <section className={styles.actions} aria-label={intl.formatMessage({ id: 'parents.actions' })}>
      {done && (
        <Callout intent="success" role="status">
          {done}
        </Callout>
      )}
      {cancelPending && (
        <p className={styles.pending}>
          <FormattedMessage id="parents.cancelRequested" />
        </p>
      )}
      {invoicePending && (
        <p className={styles.pending}>
          <FormattedMessage id="parents.invoiceRequested" />
        </p>
      )}
      {open === 'excuse' && (
        <ParentExcuseForm
          token={token}
          registrationId={registration.id}
          what={what}
          onClose={close}
          onDone={(message) => {
            props.onActive(null);
            setDone(message);
          }}
        />
      )}
      {open === 'cancel' && (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.cancelQuestion' }, { what })}
          initialValues={{}}
          danger
          submitText={<FormattedMessage id="parents.cancelConfirm" />}
          onClose={close}
          onSubmit={async () => {
            await cancel({ variables: { token, registrationId: registration.id } });
            await finish(intl.formatMessage({ id: 'parents.cancelDone' }));
          }}
        >
          <p>
            <FormattedMessage
              id={registration.state === 'replacement' ? 'parents.cancelWaiting' : 'parents.cancelPlace'}
            />
          </p>
        </ParentActionForm>
      )}
      {open === 'paidCancel' && (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.paidCancelHeading' }, { what })}
          initialValues={{ reason: '' }}
          schema={paidCancellationSchema}
          submitText={<FormattedMessage id="parents.paidCancelSend" />}
          onClose={close}
          onSubmit={async ({ reason }) => {
            await askCancel({ variables: { token, registrationId: registration.id, reason } });
            await finish(intl.formatMessage({ id: 'parents.requestSent' }));
          }}
        >
          <p>
            <FormattedMessage id="parents.paidCancelLead" />
          </p>
          <TextField
            name="reason"
            multiline
            required
            label={<FormattedMessage id="parents.reason" />}
            helper={intl.formatMessage({ id: 'parents.reasonHelper' }, { max: PARENT_REASON_MAX_LENGTH })}
          />
        </ParentActionForm>
      )}
      {open === 'employer' && (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.employerHeading' }, { what })}
          initialValues={{ name: '', companyId: '', address: '', note: '' }}
          schema={employerInvoiceSchema}
          submitText={<FormattedMessage id="parents.employerSend" />}
          onClose={close}
          onSubmit={async (employer) => {
            await askInvoice({ variables: { token, registrationId: registration.id, employer } });
            await finish(intl.formatMessage({ id: 'parents.requestSent' }));
          }}
        >
          <TextField
            name="name"
            required
            autoComplete="organization"
            label={<FormattedMessage id="parents.employerName" />}
          />
          <TextField name="companyId" required label={<FormattedMessage id="parents.employerCompanyId" />} />
          <TextField name="address" required label={<FormattedMessage id="parents.employerAddress" />} />
          <TextField name="note" multiline label={<FormattedMessage id="parents.employerNote" />} />
        </ParentActionForm>
      )}
      {open === null && (
        <div className={styles.actionButtons}>
          {(registration.type === 'course' || registration.type === 'camp') &&
            !['replacement', 'offered'].includes(registration.state) &&
            openButton('excuse', intl.formatMessage({ id: 'parents.excuse' }))}
          {!paid &&
            registration.state !== 'offered' &&
            openButton('cancel', intl.formatMessage({ id: 'parents.cancel' }))}
          {paid && !cancelPending && openButton('paidCancel', intl.formatMessage({ id: 'parents.paidCancel' }))}
          {!invoicePending &&
            !['replacement', 'offered'].includes(registration.state) &&
            openButton('employer', intl.formatMessage({ id: 'parents.employerInvoice' }))}
        </div>
      )}
    </section>
  );
}
