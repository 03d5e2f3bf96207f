import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { InvoiceButtonFragmentDoc, SendInvoiceDocument } from './InvoiceButton.generated';

/** Issues the invoice and e-mails it to the parent (to the operator's account); sending again
 * re-sends the same invoice number. */
export function InvoiceButton({
  onSent,
  ...props
}: {
  row: FragmentType<typeof InvoiceButtonFragmentDoc>;
  onSent: () => void;
}) {
  const intl = useIntl();
  const row = getFragmentData(InvoiceButtonFragmentDoc, props.row);
  const [send, { loading }] = useMutation(SendInvoiceDocument);
  const who = { child: row.childFullName, vs: row.variableSymbol };
  const label = intl.formatMessage({ id: 'admin.registrations.sendInvoice' }, who);
  const onClick = async () => {
    try {
      await send({ variables: { id: row.id } });
      toast.success(intl.formatMessage({ id: 'admin.registrations.invoiceSent' }));
      onSent();
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.invoiceError' }), errorReason(failure));
    }
  };
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<DocumentIcon />}
      intent={row.invoiceSent ? 'primary' : 'none'}
      loading={loading}
      disabled={row.cancelledAt !== null && row.cancelledAt !== undefined}
      aria-label={label}
      title={intl.formatMessage({
        id: row.invoiceSent ? 'admin.registrations.invoiceResend' : 'admin.registrations.invoiceTitle',
      })}
      onClick={() => void onClick()}
    />
  );
}
