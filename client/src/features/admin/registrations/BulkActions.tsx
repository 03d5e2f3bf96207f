import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { DollarIcon, DownloadIcon, DuplicateIcon, SelectionIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import { REGISTRATION_SELECTION_MAX } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaff } from '../common/staff';
import { WriteToFamilies } from '../messages';
import styles from './registrations.module.css';
import type { RegistrationActions } from './useRegistrationActions';
import type { RegistrationSelection } from './useRegistrationSelection';
import type { SelectAllMatching } from './useSelectAllMatching';

interface Props {
  selection: RegistrationSelection;
  matching: SelectAllMatching;
  actions: RegistrationActions;
  /** An export is running: one at a time. */
  exporting: boolean;
}

/** What can be done with the selected rows, how many are selected (on any pages), and "select all
 * N matching" the filter. */
export function BulkActions({ selection, matching, actions, exporting }: Props) {
  const intl = useIntl();
  const { may } = useStaff();
  const count = selection.selected.length;
  const none = count === 0;
  return (
    <div
      className={styles.bulk}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'admin.registrations.bulk' })}
      data-empty={none || undefined}
    >
      <span className={styles.selectedCount} aria-live="polite" data-testid="selection-count">
        {count === 0 && selection.dropped > 0 ? (
          <FormattedMessage id="admin.registrations.selectionDropped" values={{ count: selection.dropped }} />
        ) : matching.all && selection.beyondSight ? (
          <FormattedMessage id="admin.registrations.allMatchingSelected" values={{ count }} />
        ) : (
          <FormattedMessage id="admin.registrations.selected" values={{ count }} />
        )}
      </span>
      {matching.offered &&
        (matching.tooMany ? (
          <span className={styles.selectHint}>
            <FormattedMessage
              id="admin.registrations.selectAllTooMany"
              values={{
                total: intl.formatNumber(matching.total),
                max: intl.formatNumber(REGISTRATION_SELECTION_MAX),
              }}
            />
          </span>
        ) : (
          <Button
            variant="minimal"
            intent={Intent.PRIMARY}
            icon={<SelectionIcon />}
            loading={matching.loading}
            onClick={() => void matching.selectAll()}
            text={<FormattedMessage id="admin.registrations.selectAllMatching" values={{ total: matching.total }} />}
          />
        ))}
      {!none && (
        <Button
          variant="minimal"
          onClick={selection.clear}
          text={<FormattedMessage id="admin.registrations.clearSelection" />}
        />
      )}
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
        {!none && <WriteToFamilies audience={{ registrationIds: selection.selected.map((item) => item.id) }} />}
        <Button
          icon={<DuplicateIcon />}
          onClick={actions.copyEmails}
          text={<FormattedMessage id="admin.registrations.copyEmails" />}
        />
        <Button
          icon={<DownloadIcon />}
          disabled={none || exporting}
          onClick={actions.askExport}
          text={<FormattedMessage id="admin.registrations.exportSelected" />}
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
