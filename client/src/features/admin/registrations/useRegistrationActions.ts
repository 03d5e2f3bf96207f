import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import {
  CancelRegistrationDocument,
  DeleteRegistrationsDocument,
  PayRegistrationsDocument,
  UnpayRegistrationsDocument,
} from './AdminRegistrations.generated';
import { copyText } from '../../../ui/clipboard';
import type { RegistrationRowActionsFragment } from './RegistrationRowActions.generated';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';
import type { RegistrationSelection } from './useRegistrationSelection';

/** An action waiting for the staff member's confirmation; a delete keeps the rows, so that the
 * question can name one registration and say which of them were paid. */
export type Pending =
  { kind: 'delete'; rows: AdminRegistrationRowFragment[] } | { kind: 'cancel'; row: RegistrationRowActionsFragment };

/** The actions on the selected rows (payment, e-mails, delete) and on one row that needs confirming
 * (cancel); each tells its outcome in a toast and reloads the rows it changed. */
export function useRegistrationActions(selection: RegistrationSelection, refetch: () => Promise<unknown>) {
  const intl = useIntl();
  // The rows' reload after a done action: its failure is the list's own ("Přihlášky se nepodařilo
  // načíst."), never a failure of the action the server has already carried out.
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  const [busy, setBusy] = useState<'pay' | 'unpay' | 'confirm' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pay] = useMutation(PayRegistrationsDocument);
  const [unpay] = useMutation(UnpayRegistrationsDocument);
  const [remove] = useMutation(DeleteRegistrationsDocument);
  const [cancel] = useMutation(CancelRegistrationDocument);

  const run = async (key: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const setPaid = (paid: boolean) =>
    run(paid ? 'pay' : 'unpay', async () => {
      const ids = selection.selected.map((row) => row.id);
      // What "Vrátit" puts back: the rows this click made paid, not those paid before.
      const changed = selection.selected
        .filter((row) => row.paymentState !== 'paid' && !row.cancelledAt)
        .map((row) => row.id);
      try {
        const count = paid
          ? (await pay({ variables: { ids } })).data?.payRegistrations
          : (await unpay({ variables: { ids } })).data?.unpayRegistrations;
        const message = intl.formatMessage(
          { id: paid ? 'admin.registrations.paidDone' : 'admin.registrations.unpaidDone' },
          { count: count ?? ids.length },
        );
        if (paid && changed.length > 0)
          toast.undoable(message, intl.formatMessage({ id: 'admin.registrations.undo' }), () => void undoPaid(changed));
        else toast.success(message);
        await reload();
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.paymentError' }), errorReason(failure));
      }
    });

  const undoPaid = async (ids: number[]) => {
    try {
      const count = (await unpay({ variables: { ids } })).data?.unpayRegistrations;
      toast.success(intl.formatMessage({ id: 'admin.registrations.unpaidDone' }, { count: count ?? ids.length }));
      await reload();
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.paymentError' }), errorReason(failure));
    }
  };

  const deleteSelected = async (ids: number[]) => {
    try {
      const result = await remove({ variables: { ids } });
      const count = result.data?.deleteRegistrations ?? ids.length;
      toast.deleted(intl.formatMessage({ id: 'admin.registrations.deleted' }, { count }));
      selection.clear();
      await reload();
    } catch (failure) {
      toast.deleteFailed(
        intl.formatMessage({ id: 'admin.registrations.deleteError' }, { count: ids.length }),
        errorReason(failure),
      );
    }
  };

  const cancelRow = async (row: RegistrationRowActionsFragment) => {
    try {
      await cancel({ variables: { id: row.id } });
      toast.success(intl.formatMessage({ id: 'admin.registrations.cancelDone' }));
      await reload();
    } catch (failure) {
      // A paid registration is refused with the server's message.
      toast.error(intl.formatMessage({ id: 'admin.registrations.cancelError' }), errorReason(failure));
    }
  };

  const copyEmails = async () => {
    const emails = [...new Set(selection.selected.map((row) => row.email.trim()).filter(Boolean))];
    if (emails.length === 0) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.noEmails' }));
      return;
    }
    try {
      await copyText(emails.join('; '));
      toast.success(intl.formatMessage({ id: 'admin.registrations.emailsCopied' }, { count: emails.length }));
    } catch {
      toast.error(intl.formatMessage({ id: 'admin.registrations.emailsCopyError' }));
    }
  };

  return {
    busy,
    pending,
    pay: () => void setPaid(true),
    unpay: () => void setPaid(false),
    copyEmails: () => void copyEmails(),
    askDelete: () => setPending({ kind: 'delete', rows: selection.selected }),
    askCancel: (row: RegistrationRowActionsFragment) => setPending({ kind: 'cancel', row }),
    dismiss: () => setPending(null),
    confirm: () =>
      void run('confirm', async () => {
        if (pending?.kind === 'delete') await deleteSelected(pending.rows.map((row) => row.id));
        else if (pending?.kind === 'cancel') await cancelRow(pending.row);
        setPending(null);
      }),
  };
}

export type RegistrationActions = ReturnType<typeof useRegistrationActions>;
