import { DocumentIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { LockedButton } from '../../../ui/grid/LockedButton';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { InvoiceButtonFragmentDoc } from './InvoiceButton.generated';
import { InvoiceDialog } from './InvoiceDialog';

/** Opens the invoice dialog of one registration (preview, account, send, download); named after
 * the child so that staff and screen readers know whose invoice it is. */
export function InvoiceButton({
  onSent,
  ...props
}: {
  row: FragmentType<typeof InvoiceButtonFragmentDoc>;
  onSent: () => void;
}) {
  const intl = useIntl();
  const row = getFragmentData(InvoiceButtonFragmentDoc, props.row);
  const [open, setOpen] = useState(false);
  const control = useGridControl();
  const who = { child: row.childFullName, vs: row.variableSymbol };
  const label = intl.formatMessage({ id: 'admin.registrations.sendInvoice' }, who);
  const cancelled = row.cancelledAt !== null && row.cancelledAt !== undefined;
  return (
    <>
      <LockedButton
        {...control}
        variant="minimal"
        size="small"
        icon={<DocumentIcon />}
        intent={row.invoiceSent ? 'primary' : 'none'}
        locked={cancelled ? intl.formatMessage({ id: 'admin.registrations.cancelledInvoiceLocked' }) : undefined}
        aria-label={label}
        aria-haspopup={cancelled ? undefined : 'dialog'}
        tip={intl.formatMessage(
          { id: row.invoiceSent ? 'admin.registrations.invoiceResend' : 'admin.registrations.invoiceTitle' },
          who,
        )}
        onClick={() => setOpen(true)}
      />
      {open && (
        <InvoiceDialog
          target={{ id: row.id, childFullName: row.childFullName, variableSymbol: row.variableSymbol }}
          onClose={() => setOpen(false)}
          onSent={onSent}
        />
      )}
    </>
  );
}
