import { holdsPayment, isPaidInFull } from '@kurzy/common';
import { useMutation } from '@apollo/client/react';
import { Intent } from '@blueprintjs/core';
import { BanCircleIcon, EditIcon, TickIcon, UndoIcon } from '@blueprintjs/icons';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import type { MessageId } from '../../../i18n/messages';
import { LockedButton } from '../../../ui/grid/LockedButton';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { MarkRegistrationPaidDocument, UnpayRegistrationsDocument } from './AdminRegistrations.generated';
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
  /** The rows again from the server, after a change the row's own answer does not carry (unpaid). */
  onChanged: () => void;
  /** Cancelling asks first (the page's confirmation). */
  onCancel: (row: RegistrationRowActionsFragment) => void;
  onEdit: (row: AdminRegistrationRowFragment) => void;
}

export const RowActionsContext = createContext<RowActionHandlers | null>(null);

/** One registration's buttons in the grid: paid or not (each undone with one click), the invoice,
 * edit, and cancel last, away from the payment. A button that is off says why (LockedButton). */
export function RegistrationRowActions({ registration }: { registration: AdminRegistrationRowFragment }) {
  const intl = useIntl();
  const handlers = useContext(RowActionsContext);
  const control = useGridControl();
  const row = getFragmentData(RegistrationRowActionsFragmentDoc, registration);
  const [markPaid, marking] = useMutation(MarkRegistrationPaidDocument);
  const [unpay, unpaying] = useMutation(UnpayRegistrationsDocument);
  const who = { child: row.childFullName, vs: row.variableSymbol };
  const cancelled = row.cancelledAt !== null && row.cancelledAt !== undefined;
  // Paid in full: the ✓ undoes it. Partly paid: the ✓ records the rest; money held blocks a cancel.
  const paid = isPaidInFull(row.paymentState);
  const holdsMoney = holdsPayment(row.paymentState);
  const text = (id: MessageId) => intl.formatMessage({ id });
  // Why a button is off, where the server would refuse anyway.
  const payLocked = cancelled ? text('admin.registrations.cancelledPaymentLocked') : undefined;
  const cancelLocked = cancelled
    ? text('admin.registrations.alreadyCancelled')
    : holdsMoney
      ? text('admin.registrations.paidCannotBeCancelled')
      : undefined;

  const onUnpay = async () => {
    try {
      await unpay({ variables: { ids: [row.id] } });
      toast.success(text('admin.registrations.unpayDone'));
      handlers?.onChanged();
    } catch (failure) {
      toast.error(text('admin.registrations.unpayError'), errorReason(failure));
    }
  };
  const onMarkPaid = async () => {
    try {
      await markPaid({ variables: { id: row.id } });
      toast.undoable(text('admin.registrations.markPaidDone'), text('admin.registrations.undo'), () => void onUnpay());
    } catch (failure) {
      toast.error(text('admin.registrations.markPaidError'), errorReason(failure));
    }
  };

  if (!handlers) return null;
  return (
    <>
      {paid ? (
        <LockedButton
          {...control}
          variant="minimal"
          size="small"
          icon={<UndoIcon />}
          locked={payLocked}
          loading={unpaying.loading}
          aria-label={intl.formatMessage({ id: 'admin.registrations.unpay' }, who)}
          tip={text('admin.registrations.unpayTitle')}
          onClick={() => void onUnpay()}
        />
      ) : (
        <LockedButton
          {...control}
          variant="minimal"
          size="small"
          icon={<TickIcon />}
          intent={Intent.SUCCESS}
          locked={payLocked}
          loading={marking.loading}
          aria-label={intl.formatMessage({ id: 'admin.registrations.markPaid' }, who)}
          tip={text('admin.registrations.markPaidTitle')}
          onClick={() => void onMarkPaid()}
        />
      )}
      <InvoiceButton row={row} onSent={handlers.onInvoiceSent} />
      <LockedButton
        {...control}
        variant="minimal"
        size="small"
        icon={<EditIcon />}
        aria-label={intl.formatMessage({ id: 'admin.registrations.edit' }, who)}
        tip={text('admin.action.edit')}
        onClick={() => handlers.onEdit(registration)}
      />
      <LockedButton
        {...control}
        variant="minimal"
        size="small"
        icon={<BanCircleIcon />}
        intent={Intent.WARNING}
        locked={cancelLocked}
        aria-label={intl.formatMessage({ id: 'admin.registrations.cancel' }, who)}
        tip={text('admin.registrations.cancelTitle')}
        onClick={() => handlers.onCancel(row)}
      />
    </>
  );
}
