import { useMutation } from '@apollo/client/react';
import { Button, Intent } from '@blueprintjs/core';
import { BanCircleIcon, EditIcon, TickIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { InvoiceButton } from './InvoiceButton';
import {
  MarkRegistrationPaidDocument,
  type RegistrationRowActionsFragment,
  RegistrationRowActionsFragmentDoc,
} from './RegistrationRowActions.generated';

interface RegistrationRowActionsProps {
  row: FragmentType<typeof RegistrationRowActionsFragmentDoc>;
  onInvoiceSent: () => void;
  /** Cancelling asks first (the page's confirmation). */
  onCancel: (row: RegistrationRowActionsFragment) => void;
  onEdit: () => void;
}

/** One registration's buttons in the grid: mark paid, issue the invoice, cancel, edit. */
export function RegistrationRowActions({ onInvoiceSent, onCancel, onEdit, ...props }: RegistrationRowActionsProps) {
  const intl = useIntl();
  const row = getFragmentData(RegistrationRowActionsFragmentDoc, props.row);
  const [markPaid, marking] = useMutation(MarkRegistrationPaidDocument);
  const who = { child: row.childFullName, vs: row.variableSymbol };

  const onMarkPaid = async () => {
    try {
      await markPaid({ variables: { id: row.id } });
      toast.success(intl.formatMessage({ id: 'admin.registrations.markPaidDone' }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.markPaidError' }), errorReason(failure));
    }
  };

  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={<TickIcon />}
        intent={Intent.SUCCESS}
        disabled={row.paymentState === 'paid'}
        loading={marking.loading}
        aria-label={intl.formatMessage({ id: 'admin.registrations.markPaid' }, who)}
        title={intl.formatMessage({ id: 'admin.registrations.markPaidTitle' })}
        onClick={() => void onMarkPaid()}
      />
      <InvoiceButton row={row} onSent={onInvoiceSent} />
      <Button
        variant="minimal"
        size="small"
        icon={<BanCircleIcon />}
        intent={Intent.WARNING}
        disabled={row.cancelledAt !== null && row.cancelledAt !== undefined}
        aria-label={intl.formatMessage({ id: 'admin.registrations.cancel' }, who)}
        title={intl.formatMessage({ id: 'admin.registrations.cancelTitle' })}
        onClick={() => onCancel(row)}
      />
      <Button
        variant="minimal"
        size="small"
        icon={<EditIcon />}
        aria-label={intl.formatMessage({ id: 'admin.registrations.edit' }, who)}
        title={intl.formatMessage({ id: 'admin.action.edit' })}
        onClick={onEdit}
      />
    </>
  );
}
