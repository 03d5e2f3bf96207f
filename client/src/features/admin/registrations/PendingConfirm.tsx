import { useApolloClient } from '@apollo/client/react';
import { Callout, Intent } from '@blueprintjs/core';
import { formatPrice } from '@kurzy/common';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RegistrationPaidAmountDocument } from './PendingConfirm.generated';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';
import type { RegistrationActions } from './useRegistrationActions';

/** The confirmation of a delete (of the selected rows) or a cancel (of one row). */
export function PendingConfirm({ actions }: { actions: RegistrationActions }) {
  const intl = useIntl();
  const { pending } = actions;
  const cancelling = pending?.kind === 'cancel';
  const deleting = pending?.kind === 'delete' ? pending.rows : [];
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={intl.formatMessage(
        { id: cancelling ? 'admin.registrations.cancelConfirmTitle' : 'admin.registrations.deleteConfirmTitle' },
        { count: deleting.length },
      )}
      message={
        pending?.kind === 'cancel' ? (
          <FormattedMessage
            id="admin.registrations.cancelConfirmMessage"
            values={{ child: pending.row.childFullName }}
          />
        ) : (
          <DeleteMessage rows={deleting} />
        )
      }
      confirmText={<FormattedMessage id={cancelling ? 'admin.registrations.cancelAction' : 'admin.action.delete'} />}
      // "Zrušit" beside "Zrušit přihlášku" would read as the same action.
      cancelText={cancelling ? <FormattedMessage id="admin.registrations.keep" /> : undefined}
      intent={cancelling ? Intent.WARNING : Intent.DANGER}
      busy={actions.busy === 'confirm'}
      onConfirm={actions.confirm}
      onCancel={actions.dismiss}
    />
  );
}

/** Which registrations go, and what is lost with them: a paid one takes its payment record along. */
function DeleteMessage({ rows }: { rows: readonly AdminRegistrationRowFragment[] }) {
  const [only] = rows;
  const paid = rows.filter((row) => row.paymentState === 'paid');
  const amount = usePaidAmount(paid.map((row) => row.id));
  return (
    <>
      <p>
        {rows.length === 1 && only ? (
          <FormattedMessage
            id="admin.registrations.deleteOneMessage"
            values={{ child: only.childFullName, vs: only.variableSymbol }}
          />
        ) : (
          <FormattedMessage id="admin.registrations.deleteConfirmMessage" values={{ count: rows.length }} />
        )}
      </p>
      {paid.length > 0 && (
        // Said at once; the amount follows when it is known ("…" until then).
        <Callout intent={Intent.WARNING}>
          {rows.length === 1 ? (
            <FormattedMessage id="admin.registrations.deletePaidOne" values={{ amount: amount ?? '…' }} />
          ) : (
            <FormattedMessage
              id="admin.registrations.deletePaidMany"
              values={{ paid: paid.length, amount: amount ?? '…' }}
            />
          )}
        </Callout>
      )}
    </>
  );
}

/** What the given paid registrations were paid for together (the invoice's amount, else the
 * course's or camp's price), formatted; null until known or when it could not be read. The grid's
 * rows do not carry prices. */
function usePaidAmount(ids: readonly number[]): string | null {
  const client = useApolloClient();
  const key = ids.join(',');
  const [result, setResult] = useState<{ key: string; amount: string | null } | null>(null);
  useEffect(() => {
    if (key === '') return;
    let current = true;
    Promise.all(
      key.split(',').map((id) =>
        client.query({
          query: RegistrationPaidAmountDocument,
          variables: { id: Number(id) },
          fetchPolicy: 'network-only',
        }),
      ),
    ).then(
      (answers) => {
        const amount = answers.reduce((sum, { data }) => {
          const registration = data?.registration;
          return sum + (registration?.invoice?.amount ?? registration?.camp?.price ?? registration?.course?.price ?? 0);
        }, 0);
        if (current) setResult({ key, amount: formatPrice(amount) });
      },
      // Without the amount the warning still stands.
      () => current && setResult({ key, amount: null }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return result?.key === key ? result.amount : null;
}
