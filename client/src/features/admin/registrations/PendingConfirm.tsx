import { Intent } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { RegistrationActions } from './useRegistrationActions';

/** The confirmation of a delete (of the selected rows) or a cancel (of one row). */
export function PendingConfirm({ actions }: { actions: RegistrationActions }) {
  const intl = useIntl();
  const { pending } = actions;
  const cancelling = pending?.kind === 'cancel';
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={intl.formatMessage({
        id: cancelling ? 'admin.registrations.cancelConfirmTitle' : 'admin.registrations.deleteConfirmTitle',
      })}
      message={
        pending?.kind === 'cancel' ? (
          <FormattedMessage
            id="admin.registrations.cancelConfirmMessage"
            values={{ child: pending.row.childFullName }}
          />
        ) : (
          <FormattedMessage
            id="admin.registrations.deleteConfirmMessage"
            values={{ count: pending?.kind === 'delete' ? pending.ids.length : 0 }}
          />
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
