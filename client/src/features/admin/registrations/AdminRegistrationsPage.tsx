import { H1 } from '@blueprintjs/core';
import type { Operation } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyList } from '../../../ui/EmptyList';
import { ColumnChooser } from '../../../ui/grid/ColumnChooser';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { PageTitle } from '../../../ui/PageTitle';
import { Pager } from '../common/Pager';
import { useStaff } from '../common/staff';
import { BulkActions } from './BulkActions';
import { ExportControls } from '../common/ExportControls';
import { type Row, useLabels } from './columns';
import { NoMatch } from './NoMatch';
import { PendingConfirm } from './PendingConfirm';
import { RegistrationDialog } from './RegistrationDialog';
import { RegistrationFilters } from './RegistrationFilters';
import { RowActionsContext } from './RegistrationRowActions';
import styles from './registrations.module.css';
import { useRegistrationGrid } from './RegistrationsGrid';
import { type ListExportOptions, useListExport } from '../common/useListExport';
import { useRegistrationActions } from './useRegistrationActions';
import { useRegistrationSearch } from './useRegistrationSearch';
import { useRegistrationSelection } from './useRegistrationSelection';
import { useSelectAllMatching } from './useSelectAllMatching';
import { getFragmentData } from '../../../gql/fragment-masking';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';

/** What the row buttons do (mark paid, invoice, cancel, edit): the administrators' (lectors only read). */
const ROW_OPERATIONS: readonly Operation[] = [
  'registration.pay',
  'invoice.send',
  'registration.cancel',
  'registration.write',
];

/** The registrations: filters, the selected rows' actions, the grid, paging, and the dialogs. */
/** The registrations' export (their columns are common's REGISTRATION_EXPORT_COLUMNS), counted in
 * registrations; it takes a selection too. */
const REGISTRATION_EXPORT = {
  path: '/api/registrations/export',
  file: 'prihlasky',
  messages: {
    exported: 'admin.registrations.exported',
    progressRows: 'admin.registrations.exportProgressRows',
    running: 'admin.registrations.exportRunning',
  },
} satisfies ListExportOptions;

export function AdminRegistrationsPage() {
  const intl = useIntl();
  const { staff, may } = useStaff();
  const labels = useLabels();
  // The offer column and filter: administrators (waitlist.read).
  const withOffers = may('waitlist.read');
  const search = useRegistrationSearch(withOffers, may('makeup.read'));
  // A new filter clears the selection; another page, order or page size keeps it.
  const selection = useRegistrationSelection(search.rows, JSON.stringify(search.variables.filter));
  const exporter = useListExport(REGISTRATION_EXPORT, search);
  const total = getFragmentData(AdminPaginationFragmentDoc, search.pagination)?.total ?? 0;
  const matching = useSelectAllMatching(search.variables.filter, total, selection);
  const actions = useRegistrationActions(selection, search.refetch, exporter, matching.stillMatching);
  const [editing, setEditing] = useState<Row | null>(null);
  const reload = () => void search.refetch();
  const withActions = ROW_OPERATIONS.every(may);
  const grid = useRegistrationGrid({
    rows: search.rows,
    labels,
    sort: search.sort,
    onSort: search.setSort,
    selection,
    withActions,
    may,
    // Per staff member: another one at the same computer keeps their own columns.
    storageKey: staff ? `kurzy.admin.registrations.columns.${staff.id}` : null,
  });

  const title = intl.formatMessage({ id: 'admin.tab.registrations' });
  return (
    <>
      <PageTitle page={title} />
      {/* Toasts start below it while it is in sight, so they never cover its buttons. */}
      <div className={styles.head} data-toast-below="">
        <H1 className={styles.title}>{title}</H1>
        <ColumnChooser table={grid.table} layout={grid.layout} className={styles.headTool} />
        <ExportControls exporter={exporter} disabled={search.rows.length === 0} />
      </div>
      <RegistrationFilters
        withOffers={withOffers}
        value={search.filterState}
        onChange={search.setFilter}
        onClear={search.clearFilter}
      />
      <BulkActions selection={selection} matching={matching} actions={actions} exporting={exporter.exporting} />
      {search.rows.length === 0 && search.filtered && !search.loading && !search.error ? (
        <NoMatch />
      ) : search.rows.length === 0 ? (
        <EmptyList loading={search.loading && !search.error} />
      ) : (
        <RowActionsContext.Provider
          value={{ onInvoiceSent: reload, onChanged: reload, onCancel: actions.askCancel, onEdit: setEditing }}
        >
          <DataGrid
            table={grid.table}
            label={title}
            loading={search.loading}
            onOpenRow={withActions ? setEditing : undefined}
          />
        </RowActionsContext.Provider>
      )}
      <Pager pagination={search.pagination} paging={search.paging} />
      <PendingConfirm actions={actions} />
      {editing && (
        <RegistrationDialog
          row={editing}
          onClose={() => setEditing(null)}
          onChanged={reload}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
