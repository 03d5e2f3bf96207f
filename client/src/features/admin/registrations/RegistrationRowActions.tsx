import { useMutation } from '@apollo/client/react';
import { Button, Intent } from '@blueprintjs/core';
import { BanCircleIcon, EditIcon, TickIcon } from '@blueprintjs/icons';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { MarkRegistrationPaidDocument } from './AdminRegistrations.generated';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';
import { InvoiceButton } from './InvoiceButton';
import {
  type RegistrationRowActionsFragment,
  RegistrationRowActionsFragmentDoc,
} from './RegistrationRowActions.generated';

/** What the page does for a row's buttons; given by context, so the grid's columns stay the same
 * objects from one render to the next. */
export interface RowActionHandlers {
  onInvoiceSent: () => void;
  /** Cancelling asks first (the page's confirmation). */
  onCancel: (row: RegistrationRowActionsFragment) => void;
  onEdit: (row: AdminRegistrationRowFragment) => void;
}

export const RowActionsContext = createContext<RowActionHandlers | null>(null);

/** One registration's buttons in the grid: mark paid, issue the invoice, cancel, edit. */
export function RegistrationRowActions({ registration }: { registration: AdminRegistrationRowFragment }) {
  const intl = useIntl();
  const handlers = useContext(RowActionsContext);
  const control = useGridControl();
  const row = getFragmentData(RegistrationRowActionsFragmentDoc, registration);
  const [markPaid, marking] = useMutation(MarkRegistrationPaidDocument);
  const who = { child: row.childFullName, vs: row.variableSymbol };
  const cancelled = row.cancelledAt !== null && row.cancelledAt !== undefined;
  const paid = row.paymentState === 'paid';
  // Why a button is off, where the server would refuse anyway: shown as its tooltip and read out.
  const payLocked = cancelled ? intl.formatMessage({ id: 'admin.registrations.cancelledPaymentLocked' }) : undefined;
  const cancelLocked =
    paid && !cancelled ? intl.formatMessage({ id: 'admin.registrations.paidCannotBeCancelled' }) : undefined;

  const onMarkPaid = async () => {
    try {
      await markPaid({ variables: { id: row.id } });
      toast.success(intl.formatMessage({ id: 'admin.registrations.markPaidDone' }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.markPaidError' }), errorReason(failure));
    }
  };

  if (!handlers) return null;
  return (
    <>
      <Button
        {...control}
        variant="minimal"
        size="small"
        icon={<TickIcon />}
        intent={Intent.SUCCESS}
        disabled={paid || cancelled}
        loading={marking.loading}
        aria-label={intl.formatMessage({ id: 'admin.registrations.markPaid' }, who)}
        aria-description={payLocked}
        title={payLocked ?? intl.formatMessage({ id: 'admin.registrations.markPaidTitle' })}
        onClick={() => void onMarkPaid()}
      />
      <InvoiceButton row={row} onSent={handlers.onInvoiceSent} />
      <Button
        {...control}
        variant="minimal"
        size="small"
        icon={<BanCircleIcon />}
        intent={Intent.WARNING}
        disabled={cancelled || paid}
        aria-label={intl.formatMessage({ id: 'admin.registrations.cancel' }, who)}
        aria-description={cancelLocked}
        title={cancelLocked ?? intl.formatMessage({ id: 'admin.registrations.cancelTitle' })}
        onClick={() => handlers.onCancel(row)}
      />
      <Button
        {...control}
        variant="minimal"
        size="small"
        icon={<EditIcon />}
        aria-label={intl.formatMessage({ id: 'admin.registrations.edit' }, who)}
        title={intl.formatMessage({ id: 'admin.action.edit' })}
        onClick={() => handlers.onEdit(registration)}
      />
    </>
  );
}
