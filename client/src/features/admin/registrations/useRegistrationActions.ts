import { useMutation } from '@apollo/client/react';
import { BULK_MAIL_ASK_ABOVE, isPaidInFull, type ExportFormat } from '@kurzy/common';
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
import type { useListExport } from '../common/useListExport';
import type { RegistrationSelection, SelectedRegistration } from './useRegistrationSelection';

/** An action waiting for the staff member's confirmation. A delete keeps the registrations, so that
 * the question can name one and say which of them were paid; the actions on the selection (pay,
 * unpay, e-mails, export) ask too when it reaches beyond the rows in sight, naming how many. */
export type Pending =
  | { kind: 'delete' | 'unpay' | 'copy'; items: SelectedRegistration[] }
  // `notify`: the families get their receipt; asked when more than a handful would (issue 41, item 11).
  | { kind: 'pay'; items: SelectedRegistration[]; notify: boolean }
  | { kind: 'export'; items: SelectedRegistration[]; format: ExportFormat }
  | { kind: 'cancel'; row: RegistrationRowActionsFragment };

type Exporter = Pick<ReturnType<typeof useListExport>, 'exportSelected'>;

/** The actions on the selected rows (payment, e-mails, export, delete) and on one row that needs
 * confirming (cancel); each tells its outcome in a toast and reloads the rows it changed. */
export function useRegistrationActions(
  selection: RegistrationSelection,
  refetch: () => Promise<unknown>,
  exporter: Exporter,
  stillMatching: () => Promise<ReadonlySet<number> | null>,
) {
  const intl = useIntl();
  // The rows' reload after a done action: its failure is the list's own ("Přihlášky se nepodařilo
  // načíst."), never a failure of the action the server has already carried out.
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  /** After an action changed rows: what the filter no longer matches leaves the selection, and the
   * toast says so, so that no button acts on rows the list does not show (issue 41, item 13). */
  const prune = async () => {
    if (selection.selected.length === 0) return;
    const matching = await stillMatching().catch(() => null);
    if (!matching) return;
    const gone = selection.selected.filter((item) => !matching.has(item.id)).length;
    if (gone === 0) return;
    selection.keepOnly((item) => matching.has(item.id));
    toast.success(intl.formatMessage({ id: 'admin.registrations.selectionPruned' }, { count: gone }));
  };
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

  /** What is held of the selection after a payment change the server made (rows out of sight are
   * not reloaded). */
  const markPaid = (ids: readonly number[], paid: boolean) => {
    const changed = new Set(ids);
    selection.update((item) =>
      changed.has(item.id) && !item.cancelled ? { ...item, paymentState: paid ? 'paid' : 'unpaid' } : item,
    );
  };

  const setPaid = (paid: boolean, items: readonly SelectedRegistration[], notify = true) =>
    run(paid ? 'pay' : 'unpay', async () => {
      const ids = items.map((item) => item.id);
      // What "Vrátit" puts back: the rows this click made paid, not those paid before.
      const changed = items
        .filter((item) => !isPaidInFull(item.paymentState) && !item.cancelled)
        .map((item) => item.id);
      try {
        const count = paid
          ? (await pay({ variables: { ids, notify } })).data?.payRegistrations
          : (await unpay({ variables: { ids } })).data?.unpayRegistrations;
        markPaid(ids, paid);
        const message = intl.formatMessage(
          { id: paid ? 'admin.registrations.paidDone' : 'admin.registrations.unpaidDone' },
          { count: count ?? ids.length },
        );
        if (paid && changed.length > 0)
          toast.undoable(message, intl.formatMessage({ id: 'admin.registrations.undo' }), () => void undoPaid(changed));
        else toast.success(message);
        await reload();
        await prune();
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.paymentError' }), errorReason(failure));
      }
    });

  const undoPaid = async (ids: number[]) => {
    try {
      const count = (await unpay({ variables: { ids } })).data?.unpayRegistrations;
      markPaid(ids, false);
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
      await prune();
    } catch (failure) {
      // A paid registration is refused with the server's message.
      toast.error(intl.formatMessage({ id: 'admin.registrations.cancelError' }), errorReason(failure));
    }
  };

  const copyEmails = async (items: readonly SelectedRegistration[]) => {
    const emails = distinctEmails(items);
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

  /** Carried out at once while every selected row is in sight; asked first otherwise. */
  const atOnceOrAsk = (kind: 'unpay' | 'copy', now: (items: SelectedRegistration[]) => void) => () => {
    if (selection.beyondSight) setPending({ kind, items: selection.selected });
    else now(selection.selected);
  };

  /** "Zaplaceno" asks too when more than a handful of families would get the receipt: how many, and
   * whether to e-mail them at all. */
  const payOrAsk = () => {
    if (selection.beyondSight || mailedFamilies(selection.selected) > BULK_MAIL_ASK_ABOVE)
      setPending({ kind: 'pay', items: selection.selected, notify: true });
    else void setPaid(true, selection.selected);
  };

  return {
    busy,
    pending,
    /** Some selected rows are out of sight: the questions say so. */
    beyondSight: selection.beyondSight,
    pay: payOrAsk,
    chooseNotify: (notify: boolean) =>
      setPending((current) => (current?.kind === 'pay' ? { ...current, notify } : current)),
    unpay: atOnceOrAsk('unpay', (items) => void setPaid(false, items)),
    copyEmails: atOnceOrAsk('copy', (items) => void copyEmails(items)),
    askExport: () => setPending({ kind: 'export', items: selection.selected, format: 'csv' }),
    chooseExportFormat: (format: ExportFormat) =>
      setPending((current) => (current?.kind === 'export' ? { ...current, format } : current)),
    askDelete: () => setPending({ kind: 'delete', items: selection.selected }),
    askCancel: (row: RegistrationRowActionsFragment) => setPending({ kind: 'cancel', row }),
    dismiss: () => setPending(null),
    confirm: () =>
      void run('confirm', async () => {
        if (!pending) return;
        if (pending.kind === 'cancel') await cancelRow(pending.row);
        else if (pending.kind === 'delete') await deleteSelected(pending.items.map((item) => item.id));
        else if (pending.kind === 'copy') await copyEmails(pending.items);
        else if (pending.kind === 'export') {
          setPending(null);
          await exporter.exportSelected(
            pending.format,
            pending.items.map((item) => item.id),
          );
        } else {
          setPending(null);
          // A cancelled registration's payment cannot change: the question said they are left out.
          const payable = pending.items.filter((item) => !item.cancelled);
          if (payable.length > 0)
            await setPaid(pending.kind === 'pay', payable, pending.kind === 'pay' ? pending.notify : true);
        }
        setPending(null);
      }),
  };
}

/** The families "Zaplaceno" would send a receipt: those of the rows it makes paid. */
export function mailedFamilies(items: readonly SelectedRegistration[]): number {
  return distinctEmails(items.filter((item) => !isPaidInFull(item.paymentState) && !item.cancelled)).length;
}

/** Each parent's address once, as typed (a family with two children is one address). */
export function distinctEmails(items: readonly SelectedRegistration[]): string[] {
  return [...new Set(items.map((item) => item.email.trim()).filter(Boolean))];
}

export type RegistrationActions = ReturnType<typeof useRegistrationActions>;
