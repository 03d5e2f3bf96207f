import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { DollarIcon, DuplicateIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaff } from '../common/staff';
import styles from './registrations.module.css';
import type { RegistrationActions } from './useRegistrationActions';

/** What can be done with the selected rows, and how many are selected. */
export function BulkActions({ count, actions }: { count: number; actions: RegistrationActions }) {
  const intl = useIntl();
  const { may } = useStaff();
  const none = count === 0;
  return (
    <div className={styles.bulk} role="toolbar" aria-label={intl.formatMessage({ id: 'admin.registrations.bulk' })}>
      <span className={styles.selectedCount} aria-live="polite">
        <FormattedMessage id="admin.registrations.selected" values={{ count }} />
      </span>
      <ButtonGroup className={styles.bulkButtons}>
        {may('registration.pay') && (
          <>
            <Button
              icon={<DollarIcon />}
              disabled={none}
              loading={actions.busy === 'pay'}
              onClick={actions.pay}
              text={<FormattedMessage id="admin.registrations.paySelected" />}
            />
            <Button
              icon={<UndoIcon />}
              disabled={none}
              loading={actions.busy === 'unpay'}
              onClick={actions.unpay}
              text={<FormattedMessage id="admin.registrations.unpaySelected" />}
            />
          </>
        )}
        <Button
          icon={<DuplicateIcon />}
          onClick={actions.copyEmails}
          text={<FormattedMessage id="admin.registrations.copyEmails" />}
        />
        {may('registration.delete') && (
          <Button
            icon={<TrashIcon />}
            intent={Intent.DANGER}
            disabled={none}
            onClick={actions.askDelete}
            text={<FormattedMessage id="admin.registrations.deleteSelected" />}
          />
        )}
      </ButtonGroup>
    </div>
  );
}
