import '@blueprintjs/table/lib/css/table.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, ButtonGroup, Checkbox, H1, HotkeysProvider, Intent, Menu, MenuItem, Tag } from '@blueprintjs/core';
import {
  BanCircleIcon,
  DollarIcon,
  DownloadIcon,
  DuplicateIcon,
  EditIcon,
  SortAscIcon,
  SortDescIcon,
  TickIcon,
  TrashIcon,
  UndoIcon,
} from '@blueprintjs/icons';
import { Cell, Column, ColumnHeaderCell, type Region, Regions, SelectionModes, Table2 } from '@blueprintjs/table';
import { MAX_LIMIT, spreadsheetText } from '@kurzy/common';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { unmask } from '../common/fragments';
import { AdminPaginationFragmentDoc } from '../common/Pagination.generated';
import {
  AdminRegistrationRowFragmentDoc,
  AdminRegistrationsDocument,
  CancelRegistrationDocument,
  DeleteRegistrationsDocument,
  MarkRegistrationPaidDocument,
  PayRegistrationsDocument,
  UnpayRegistrationsDocument,
} from './AdminRegistrations.generated';
import { EmptyList } from '../../../ui/EmptyList';
import { PageTitle } from '../../../ui/PageTitle';
import { useEnumLabels } from '../common/choices';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { Pager } from '../common/Pager';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import { useDebounced } from '../common/useDebounced';
import { copyText } from './clipboard';
import { registrationChecks } from './checks';
import { COLUMNS, type Labels, type Row } from './columns';
import type { RegistrationSort, RegistrationSortField } from '../../../gql/types';
import { download, registrationsCsv } from './csv';
import { Interactive } from './Interactive';
import { InvoiceButton } from './InvoiceButton';
import { RegistrationDialog } from './RegistrationDialog';
import { EMPTY_FILTER, type FilterState, RegistrationFilters, toRegistrationFilter } from './RegistrationFilters';
import styles from './registrations.module.css';
import { rowRegions, selectedRows } from './selection';

const ROW_HEIGHT = 32;

type Sort = { field: RegistrationSortField; descending: boolean } | null;
type Pending = { kind: 'delete'; ids: number[] } | { kind: 'cancel'; row: Row } | null;

export function AdminRegistrationsPage() {
  return (
    <HotkeysProvider>
      <RegistrationsScreen />
    </HotkeysProvider>
  );
}

function RegistrationsScreen() {
  const intl = useIntl();
  const client = useApolloClient();
  const { isAdmin } = useStaff();
  const enums = useEnumLabels();
  const [filterState, setFilterState] = useState<FilterState>(EMPTY_FILTER);
  const text = useDebounced(filterState.text.trim());
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [sort, setSort] = useState<Sort>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const filter = toRegistrationFilter(filterState, text);
  const order: RegistrationSort | null = sort
    ? { field: sort.field, direction: sort.descending ? 'desc' : 'asc' }
    : null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminRegistrationsDocument, {
    variables: { filter, page, limit, sort: order },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) toast.error(intl.formatMessage({ id: 'admin.registrations.loadError' }), errorReason(error));
  }, [error, intl]);
  // A new page or filter starts with nothing selected: a bulk action only touches rows in sight.
  const filterKey = JSON.stringify([filter, page, limit, order]);
  const [selectionKey, setSelectionKey] = useState(filterKey);
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelectedIds(new Set());
  }

  const shown = error ? undefined : (data ?? (loading ? previousData : undefined));
  const result = shown?.searchRegistrations;
  const labels: Labels = {
    day: enums.day,
    yes: intl.formatMessage({ id: 'admin.yes' }),
    no: intl.formatMessage({ id: 'admin.no' }),
    paid: intl.formatMessage({ id: 'admin.registrations.paid' }),
    unpaid: intl.formatMessage({ id: 'admin.registrations.unpaid' }),
    course: intl.formatMessage({ id: 'admin.registrations.typeCourse' }),
    camp: intl.formatMessage({ id: 'admin.registrations.typeCamp' }),
    checks: (row) => registrationChecks(intl, row),
  };

  // The server sorts before paging (newest first unless a column is chosen).
  const rows = unmask(AdminRegistrationRowFragmentDoc, result?.items ?? []);

  const selectedRowSet = new Set(rows.flatMap((row, index) => (selectedIds.has(row.id) ? [index] : [])));
  const selected = rows.filter((row) => selectedIds.has(row.id));
  const regions = rowRegions(selectedRowSet);

  const onSelection = (next: Region[]) => {
    const indexes = selectedRows(next, rows.length);
    setSelectedIds(
      new Set([...indexes].map((index) => rows[index]?.id).filter((id): id is number => id !== undefined)),
    );
  };
  const toggleRow = (row: Row) => {
    const next = new Set(selectedIds);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    setSelectedIds(next);
  };
  const allSelected = rows.length > 0 && selected.length === rows.length;

  const [pay] = useMutation(PayRegistrationsDocument);
  const [unpay] = useMutation(UnpayRegistrationsDocument);
  const [remove] = useMutation(DeleteRegistrationsDocument);
  const [markPaid] = useMutation(MarkRegistrationPaidDocument);
  const [cancel] = useMutation(CancelRegistrationDocument);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const bulkPayment = (paid: boolean) =>
    run(paid ? 'pay' : 'unpay', async () => {
      const ids = selected.map((row) => row.id);
      try {
        const result = paid ? await pay({ variables: { ids } }) : await unpay({ variables: { ids } });
        const count = paid
          ? ((result.data as { payRegistrations?: number } | undefined)?.payRegistrations ?? ids.length)
          : ((result.data as { unpayRegistrations?: number } | undefined)?.unpayRegistrations ?? ids.length);
        toast.success(
          intl.formatMessage(
            { id: paid ? 'admin.registrations.paidDone' : 'admin.registrations.unpaidDone' },
            { count },
          ),
        );
        await refetch();
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.paymentError' }), errorReason(failure));
      }
    });

  const confirmPending = () =>
    run('confirm', async () => {
      if (pending?.kind === 'delete') {
        try {
          const result = await remove({ variables: { ids: pending.ids } });
          const count = result.data?.deleteRegistrations ?? pending.ids.length;
          toast.deleted(intl.formatMessage({ id: 'admin.registrations.deleted' }, { count }));
          setSelectedIds(new Set());
          await refetch();
        } catch (failure) {
          toast.deleteFailed(
            intl.formatMessage({ id: 'admin.registrations.deleteError' }, { count: pending.ids.length }),
            errorReason(failure),
          );
        }
      } else if (pending?.kind === 'cancel') {
        try {
          await cancel({ variables: { id: pending.row.id } });
          toast.success(intl.formatMessage({ id: 'admin.registrations.cancelDone' }));
          await refetch();
        } catch (failure) {
          // A paid registration is refused with the server's message.
          toast.error(intl.formatMessage({ id: 'admin.registrations.cancelError' }), errorReason(failure));
        }
      }
      setPending(null);
    });

  const markRowPaid = (row: Row) =>
    run(`paid-${row.id}`, async () => {
      try {
        await markPaid({ variables: { id: row.id } });
        toast.success(intl.formatMessage({ id: 'admin.registrations.markPaidDone' }));
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.markPaidError' }), errorReason(failure));
      }
    });

  const copyEmails = async () => {
    const emails = [...new Set(selected.map((row) => row.email.trim()).filter(Boolean))];
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

  const exportCsv = () =>
    run('csv', async () => {
      try {
        const all: Row[] = [];
        for (let next = 1; ; next += 1) {
          const { data: exported } = await client.query({
            query: AdminRegistrationsDocument,
            variables: { filter, page: next, limit: MAX_LIMIT, sort: order },
            fetchPolicy: 'network-only',
          });
          const chunk = exported?.searchRegistrations;
          if (!chunk) throw new Error('no data');
          all.push(...unmask(AdminRegistrationRowFragmentDoc, chunk.items));
          if (!unmask(AdminPaginationFragmentDoc, chunk.pagination).hasNext) break;
        }
        const headers = COLUMNS.map((column) => intl.formatMessage({ id: column.header }));
        const today = new Date().toISOString().slice(0, 10);
        download(registrationsCsv(all, COLUMNS, headers, labels), `prihlasky-${today}.csv`);
        toast.success(intl.formatMessage({ id: 'admin.registrations.exported' }, { count: all.length }));
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.exportError' }), errorReason(failure));
      }
    });

  const title = intl.formatMessage({ id: 'admin.tab.registrations' });
  const headerCell = (column: (typeof COLUMNS)[number]) => {
    const name = intl.formatMessage({ id: column.header });
    const field = column.sortField;
    if (!field) return <ColumnHeaderCell name={name} />;
    const active = sort?.field === field;
    const sortBy = (descending: boolean) => {
      setSort({ field, descending });
      setPage(1);
    };
    return (
      <ColumnHeaderCell
        name={active ? `${name} ${sort.descending ? '↓' : '↑'}` : name}
        menuRenderer={() => (
          <Menu>
            <MenuItem
              icon={<SortAscIcon />}
              text={<FormattedMessage id="admin.registrations.sortAsc" />}
              onClick={() => sortBy(false)}
            />
            <MenuItem
              icon={<SortDescIcon />}
              text={<FormattedMessage id="admin.registrations.sortDesc" />}
              onClick={() => sortBy(true)}
            />
            {active && (
              <MenuItem
                text={<FormattedMessage id="admin.registrations.sortNone" />}
                onClick={() => {
                  setSort(null);
                  setPage(1);
                }}
              />
            )}
          </Menu>
        )}
      />
    );
  };

  return (
    <>
      <PageTitle page={title} />
      <div className={styles.head}>
        <H1 className={styles.title}>{title}</H1>
        <Button
          icon={<DownloadIcon />}
          loading={busy === 'csv'}
          disabled={!result || result.items.length === 0}
          onClick={() => void exportCsv()}
          text={<FormattedMessage id="admin.registrations.export" />}
        />
      </div>
      <RegistrationFilters
        value={filterState}
        onChange={(next) => {
          setFilterState(next);
          setPage(1);
        }}
      />
      <div className={styles.bulk} role="toolbar" aria-label={intl.formatMessage({ id: 'admin.registrations.bulk' })}>
        <span className={styles.selectedCount} aria-live="polite">
          <FormattedMessage id="admin.registrations.selected" values={{ count: selected.length }} />
        </span>
        <ButtonGroup className={styles.bulkButtons}>
          {isAdmin && (
            <>
              <Button
                icon={<DollarIcon />}
                disabled={selected.length === 0}
                loading={busy === 'pay'}
                onClick={() => void bulkPayment(true)}
                text={<FormattedMessage id="admin.registrations.paySelected" />}
              />
              <Button
                icon={<UndoIcon />}
                disabled={selected.length === 0}
                loading={busy === 'unpay'}
                onClick={() => void bulkPayment(false)}
                text={<FormattedMessage id="admin.registrations.unpaySelected" />}
              />
            </>
          )}
          <Button
            icon={<DuplicateIcon />}
            onClick={() => void copyEmails()}
            text={<FormattedMessage id="admin.registrations.copyEmails" />}
          />
          {isAdmin && (
            <Button
              icon={<TrashIcon />}
              intent={Intent.DANGER}
              disabled={selected.length === 0}
              onClick={() => setPending({ kind: 'delete', ids: selected.map((row) => row.id) })}
              text={<FormattedMessage id="admin.registrations.deleteSelected" />}
            />
          )}
        </ButtonGroup>
      </div>
      {rows.length === 0 ? (
        <EmptyList loading={loading && !error} />
      ) : (
        <div
          className={styles.tableWrap}
          aria-busy={loading}
          // As tall as its rows, up to most of the screen; the table scrolls inside beyond that.
          style={{ height: `min(70vh, ${rows.length * ROW_HEIGHT + ROW_HEIGHT + 8}px)` }}
        >
          <Table2
            numRows={rows.length}
            defaultRowHeight={ROW_HEIGHT}
            columnWidths={[40, ...(isAdmin ? [130] : []), ...COLUMNS.map((column) => column.width)]}
            numFrozenColumns={isAdmin ? 2 : 1}
            enableRowHeader={false}
            enableMultipleSelection
            selectionModes={SelectionModes.ROWS_AND_CELLS}
            selectedRegions={regions}
            selectedRegionTransform={(region) =>
              region.rows ? Regions.row(region.rows[0], region.rows[1]) : Regions.row(0, rows.length - 1)
            }
            onSelection={onSelection}
            enableFocusedCell={false}
            cellRendererDependencies={[rows, selectedIds, busy, isAdmin]}
            // Copied cells are pasted into spreadsheets too: the same formula guard as the CSV.
            getCellClipboardData={(row, col) => {
              const item = rows[row];
              const column = COLUMNS[col - (isAdmin ? 2 : 1)];
              return item && column ? spreadsheetText(column.text(item, labels)) : '';
            }}
          >
            {[
              <Column
                key="select"
                columnHeaderCellRenderer={() => (
                  <ColumnHeaderCell>
                    <Interactive className={styles.checkCell}>
                      <Checkbox
                        checked={allSelected}
                        indeterminate={selected.length > 0 && !allSelected}
                        aria-label={intl.formatMessage({ id: 'admin.registrations.selectAll' })}
                        onChange={() => setSelectedIds(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                      />
                    </Interactive>
                  </ColumnHeaderCell>
                )}
                cellRenderer={(index) => {
                  const row = rows[index];
                  return (
                    <Cell interactive>
                      {row && (
                        <Interactive className={styles.checkCell}>
                          <Checkbox
                            checked={selectedIds.has(row.id)}
                            aria-label={intl.formatMessage(
                              { id: 'admin.registrations.selectRow' },
                              { child: row.childFullName, vs: row.variableSymbol },
                            )}
                            onChange={() => toggleRow(row)}
                          />
                        </Interactive>
                      )}
                    </Cell>
                  );
                }}
              />,
              ...(isAdmin
                ? [
                    <Column
                      key="actions"
                      name={intl.formatMessage({ id: 'admin.actions' })}
                      cellRenderer={(index) => {
                        const row = rows[index];
                        if (!row) return <Cell />;
                        const who = { child: row.childFullName, vs: row.variableSymbol };
                        return (
                          <Cell interactive>
                            <Interactive className={styles.rowActions}>
                              <Button
                                variant="minimal"
                                size="small"
                                icon={<TickIcon />}
                                intent={Intent.SUCCESS}
                                disabled={row.paymentState === 'paid'}
                                loading={busy === `paid-${row.id}`}
                                aria-label={intl.formatMessage({ id: 'admin.registrations.markPaid' }, who)}
                                title={intl.formatMessage({ id: 'admin.registrations.markPaidTitle' })}
                                onClick={() => void markRowPaid(row)}
                              />
                              <InvoiceButton row={row} onSent={() => void refetch()} />
                              <Button
                                variant="minimal"
                                size="small"
                                icon={<BanCircleIcon />}
                                intent={Intent.WARNING}
                                disabled={row.cancelledAt !== null && row.cancelledAt !== undefined}
                                aria-label={intl.formatMessage({ id: 'admin.registrations.cancel' }, who)}
                                title={intl.formatMessage({ id: 'admin.registrations.cancelTitle' })}
                                onClick={() => setPending({ kind: 'cancel', row })}
                              />
                              <Button
                                variant="minimal"
                                size="small"
                                icon={<EditIcon />}
                                aria-label={intl.formatMessage({ id: 'admin.registrations.edit' }, who)}
                                title={intl.formatMessage({ id: 'admin.action.edit' })}
                                onClick={() => setEditing(row)}
                              />
                            </Interactive>
                          </Cell>
                        );
                      }}
                    />,
                  ]
                : []),
              ...COLUMNS.map((column) => (
                <Column
                  key={column.key}
                  columnHeaderCellRenderer={() => headerCell(column)}
                  cellRenderer={(index) => {
                    const row = rows[index];
                    if (!row) return <Cell />;
                    if (column.key === 'payment') {
                      return (
                        <Cell>
                          <Tag minimal intent={row.paymentState === 'paid' ? Intent.SUCCESS : Intent.WARNING}>
                            {column.text(row, labels)}
                          </Tag>
                        </Cell>
                      );
                    }
                    if (column.key === 'checks') {
                      const notes = labels.checks(row);
                      return (
                        <Cell tooltip={notes.join('\n')}>
                          {notes.map((note) => (
                            <Tag key={note} minimal intent={Intent.WARNING} className={styles.checkTag}>
                              {note}
                            </Tag>
                          ))}
                        </Cell>
                      );
                    }
                    if (column.key === 'replacement' && row.replacement) {
                      return (
                        <Cell>
                          <Tag minimal intent={Intent.PRIMARY}>
                            {column.text(row, labels)}
                          </Tag>
                        </Cell>
                      );
                    }
                    return (
                      <Cell
                        className={row.cancelledAt ? styles.cancelledCell : undefined}
                        tooltip={column.text(row, labels)}
                      >
                        {column.text(row, labels)}
                      </Cell>
                    );
                  }}
                />
              )),
            ]}
          </Table2>
        </div>
      )}
      <Pager
        info={result ? unmask(AdminPaginationFragmentDoc, result.pagination) : undefined}
        page={page}
        limit={limit}
        onPage={setPage}
        onLimit={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={intl.formatMessage({
          id:
            pending?.kind === 'cancel'
              ? 'admin.registrations.cancelConfirmTitle'
              : 'admin.registrations.deleteConfirmTitle',
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
        confirmText={
          <FormattedMessage
            id={pending?.kind === 'cancel' ? 'admin.registrations.cancelAction' : 'admin.action.delete'}
          />
        }
        intent={pending?.kind === 'cancel' ? Intent.WARNING : Intent.DANGER}
        busy={busy === 'confirm'}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      />
      {editing && (
        <RegistrationDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}
