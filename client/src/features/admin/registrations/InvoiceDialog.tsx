import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDay, spacedIban, invoiceAccountSchema, isIban } from '@kurzy/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../../ui/apiErrors';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { TextField } from '../common/fields';
import { validateWith } from '../common/forms';
import { toast } from '../common/toasts';
import { useDebounced } from '../common/useDebounced';
import { type InvoiceDraftQuery, InvoiceDraftDocument, SendInvoiceDocument } from './InvoiceDialog.generated';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { InvoiceIsdocButton } from './InvoiceIsdocButton';
import styles from './invoice.module.css';
import { fetchPdf, PdfError } from '../common/fetchPdf';
import { invoicePreviewPath } from './invoicePdf';

type Draft = InvoiceDraftQuery['invoiceDraft'];
type Values = { account: string };

export interface InvoiceTarget {
  id: number;
  childFullName: string;
  variableSymbol: string;
}

/** The invoice of one registration before it goes out: its PDF as it would be issued, the account
 * to pay to (the operator's or another IBAN), then send; a resend says so and asks once more. */
export function InvoiceDialog({
  target,
  onClose,
  onSent,
}: {
  target: InvoiceTarget;
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'admin.invoice.title' },
    { child: target.childFullName, vs: target.variableSymbol },
  );
  // Fresh each time: whether it was sent decides between "send" and "send again".
  const { data, error } = useQuery(InvoiceDraftDocument, {
    variables: { id: target.id },
    fetchPolicy: 'network-only',
  });
  const draft = data?.invoiceDraft;
  return draft ? (
    <InvoiceForm title={title} target={target} draft={draft} onClose={onClose} onSent={onSent} />
  ) : (
    <Dialog isOpen title={title} onClose={onClose} className={styles.dialog}>
      <DialogBody>
        {error ? (
          <Callout intent={Intent.DANGER}>{errorReason(error)}</Callout>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'admin.invoice.loading' })} />
        )}
      </DialogBody>
    </Dialog>
  );
}

function InvoiceForm({
  title,
  target,
  draft,
  onClose,
  onSent,
}: {
  title: string;
  target: InvoiceTarget;
  draft: Draft;
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const [send] = useMutation(SendInvoiceDocument);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const issued = draft.number ?? null;

  const deliver = async (values: Values, helpers: Pick<FormikHelpers<Values>, 'setErrors'>) => {
    try {
      const result = await send({ variables: { id: target.id, account: values.account } });
      const sent = result.data?.sendInvoice.invoiceSent === true;
      toast.success(intl.formatMessage({ id: sent ? 'admin.registrations.invoiceSent' : 'admin.invoice.queued' }));
      onSent();
      onClose();
    } catch (failure) {
      helpers.setErrors(fieldErrorsOf(failure));
      toast.error(intl.formatMessage({ id: 'admin.registrations.invoiceError' }), errorReason(failure));
    }
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // Sending again e-mails the parent a second time: that is asked once more.
    if (issued) setConfirming(values);
    else await deliver(values, helpers);
  };

  return (
    <Formik<Values>
      initialValues={{ account: spacedIban(draft.account) }}
      validate={validateWith(invoiceAccountSchema)}
      onSubmit={submit}
    >
      {({ isSubmitting, values, setErrors, setSubmitting }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          canOutsideClickClose={false}
          className={styles.dialog}
        >
          <Form noValidate aria-label={title}>
            <DialogBody className={styles.body}>
              {issued && (
                <Callout intent={Intent.WARNING} className={styles.callout}>
                  {draft.sentAt ? (
                    <FormattedMessage id="admin.invoice.alreadySent" values={{ date: formatDay(draft.sentAt) }} />
                  ) : (
                    <FormattedMessage id="admin.invoice.issuedNotSent" values={{ number: issued }} />
                  )}{' '}
                  <FormattedMessage id="admin.invoice.resendHelp" values={{ number: issued }} />
                </Callout>
              )}
              <TextField
                name="account"
                label={<FormattedMessage id="admin.invoice.account" />}
                helper={
                  <FormattedMessage
                    id="admin.invoice.accountHelp"
                    values={{ iban: spacedIban(draft.defaultAccount) }}
                  />
                }
                required
                autoComplete="off"
              />
              <Preview registrationId={target.id} account={values.account} title={title} />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  {issued && <InvoiceDownloadButton registrationId={target.id} number={issued} />}
                  {issued && <InvoiceIsdocButton registrationId={target.id} number={issued} />}
                  <Button
                    onClick={onClose}
                    disabled={isSubmitting}
                    text={<FormattedMessage id="admin.invoice.close" />}
                  />
                  <Button
                    type="submit"
                    intent={Intent.PRIMARY}
                    loading={isSubmitting}
                    text={<FormattedMessage id={issued ? 'admin.invoice.resend' : 'admin.invoice.send'} />}
                  />
                </>
              }
            />
          </Form>
          <ConfirmDialog
            isOpen={confirming !== null}
            title={intl.formatMessage({ id: 'admin.invoice.resendConfirmTitle' })}
            message={
              <FormattedMessage
                id={draft.sentAt ? 'admin.invoice.resendConfirmMessage' : 'admin.invoice.resendConfirmQueued'}
                values={{
                  number: issued,
                  date: draft.sentAt ? formatDay(draft.sentAt) : '',
                  account: confirming ? spacedIban(confirming.account) : '',
                }}
              />
            }
            confirmText={<FormattedMessage id="admin.invoice.resend" />}
            intent={Intent.PRIMARY}
            busy={isSubmitting}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              if (!confirming) return;
              setSubmitting(true);
              void deliver(confirming, { setErrors }).finally(() => {
                setSubmitting(false);
                setConfirming(null);
              });
            }}
          />
        </Dialog>
      )}
    </Formik>
  );
}

/** The outcome of the preview of one account; a state for another account than the one shown
 * means the new one is still loading. */
type PreviewState = { account: string } & ({ status: 'ready'; url: string } | { status: 'failed'; message: string });

/** The PDF as it would be issued to the account typed (once it is a valid IBAN), in a frame. */
function Preview({ registrationId, account, title }: { registrationId: number; account: string; title: string }) {
  const intl = useIntl();
  const settled = useDebounced(account.trim(), 400);
  // An account still being typed keeps the last good preview rather than flashing an error.
  const [previewed, setPreviewed] = useState(settled);
  if (settled !== previewed && isIban(settled)) setPreviewed(settled);
  const [state, setState] = useState<PreviewState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchPdf(invoicePreviewPath(registrationId, previewed), controller.signal, 'faktura.pdf').then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ account: previewed, status: 'ready', url });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = failure instanceof PdfError ? failure.message : String(failure);
        setState({ account: previewed, status: 'failed', message });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [registrationId, previewed]);

  if (state?.account === previewed && state.status === 'failed')
    return (
      <Callout intent={Intent.DANGER} title={intl.formatMessage({ id: 'admin.invoice.previewError' })}>
        {state.message}
      </Callout>
    );
  if (state?.account !== previewed || state.status !== 'ready')
    return (
      <div className={styles.preview}>
        <NonIdealState icon={<Spinner />} description={<FormattedMessage id="admin.invoice.loading" />} />
      </div>
    );
  return (
    <iframe
      className={styles.preview}
      src={state.url}
      title={intl.formatMessage({ id: 'admin.invoice.preview' }, { title })}
    />
  );
}
