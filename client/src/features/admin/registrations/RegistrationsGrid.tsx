import { Intent, Tag } from '@blueprintjs/core';
import { PAYMENT_INTENTS } from './status';
import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { actionsColumn, dataColumn, selectColumn } from '../../../ui/grid/columns';
import type { GridColumn } from '../../../ui/grid/gridTable';
import { useGridTable } from '../../../ui/grid/gridTable';
import { useColumnLayout } from '../../../ui/grid/useColumnLayout';
import type { Operation } from '@kurzy/common';
import type { RegistrationSortField } from '../../../gql/graphql';
import {
  GRID_COLUMNS,
  type Labels,
  ROW_HEADER_KEY,
  type RegistrationColumn,
  type Row,
  shownByDefault,
} from './columns';
import { RegistrationRowActions } from './RegistrationRowActions';
import styles from './registrations.module.css';
import { StatusCell } from './StatusCell';
import type { Sort } from './useRegistrationSearch';
import type { RegistrationSelection } from './useRegistrationSelection';

/** The four row buttons (payment, invoice, edit, cancel). */
const ACTIONS_WIDTH = 132;

const SORT_FIELDS = new Map(
  GRID_COLUMNS.flatMap((column) => (column.sortField ? [[column.key, column.sortField] as const] : [])),
);
const SORTED_COLUMNS = new Map([...SORT_FIELDS].map(([key, field]) => [field, key]));

/** What a cell shows beyond its text: tags for the status, payment, replacement and checks; a
 * cancelled registration's data struck through. */
function cellOf(column: RegistrationColumn, labels: Labels): (row: Row, text: string) => ReactNode {
  const struck = (row: Row, text: string) =>
    row.cancelledAt ? <span className={styles.cancelledCell}>{text}</span> : text;
  switch (column.key) {
    case 'status':
      return (row) => <StatusCell row={row} labels={labels} />;
    case 'payment':
      return (row, text) =>
        // Empty for those who may not read payments (the column is not theirs either).
        row.paymentState && (
          <Tag minimal intent={PAYMENT_INTENTS[row.paymentState]}>
            {text}
          </Tag>
        );
    case 'offer':
      return (row, text) =>
        row.waitlistOffer ? (
          <Tag minimal intent={OFFER_INTENTS[row.waitlistOffer.state] ?? Intent.NONE}>
            {text}
          </Tag>
        ) : (
          text
        );
    case 'replacement':
      return (row, text) =>
        row.replacement ? (
          <Tag minimal intent={Intent.PRIMARY}>
            {text}
          </Tag>
        ) : (
          struck(row, text)
        );
    case 'checks':
      return (row) =>
        labels.checks(row).map((note) => (
          <Tag key={note} minimal intent={Intent.WARNING} className={styles.checkTag}>
            {note}
          </Tag>
        ));
    default:
      return struck;
  }
}

/** An open offer waits on the family (amber); accepted is settled (green); the rest ended (grey). */
const OFFER_INTENTS: Record<string, Intent> = {
  offered: Intent.WARNING,
  accepted: Intent.SUCCESS,
  declined: Intent.NONE,
  expired: Intent.NONE,
  withdrawn: Intent.NONE,
};

function registrationColumns(
  intl: IntlShape,
  labels: Labels,
  withActions: boolean,
  may: (operation: Operation) => boolean,
): GridColumn<Row>[] {
  const who = (row: Row) => ({ child: row.childFullName, vs: row.variableSymbol });
  return [
    selectColumn<Row>(intl.formatMessage({ id: 'admin.grid.selectAll' }), (row) =>
      intl.formatMessage({ id: 'admin.registrations.selectRow' }, who(row)),
    ),
    ...(withActions
      ? [
          actionsColumn<Row>(intl.formatMessage({ id: 'admin.actions' }), ACTIONS_WIDTH, (row) => (
            <RegistrationRowActions registration={row} />
          )),
        ]
      : []),
    ...GRID_COLUMNS.filter((column) => !column.operation || may(column.operation)).map((column) =>
      dataColumn<Row>({
        id: column.key,
        label: intl.formatMessage({ id: column.header }),
        text: (row) => column.text(row, labels),
        cell: cellOf(column, labels),
        size: column.width,
        sortable: column.sortField !== undefined,
        rowHeader: column.key === ROW_HEADER_KEY,
        shown: shownByDefault(column.key),
      }),
    ),
  ];
}

interface RegistrationGridOptions {
  rows: readonly Row[];
  labels: Labels;
  /** The order in the address; the server sorts before paging. */
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  selection: RegistrationSelection;
  /** The row buttons, for a role that may use them. */
  withActions: boolean;
  /** Whether the staff member may perform an operation: the offer and make-up columns are for those
   * who may read them. */
  may: (operation: Operation) => boolean;
  /** Where the staff member's column layout is remembered (null: nowhere). */
  storageKey: string | null;
}

/** The registrations' table for the shared grid: a checkbox per row, the row's buttons and the child
 * (these three kept in sight), then the columns as the staff member arranged them; the header sorts on the server (the address's `sort`). */
export function useRegistrationGrid({
  rows,
  labels,
  sort,
  onSort,
  selection,
  withActions,
  may,
  storageKey,
}: RegistrationGridOptions) {
  const intl = useIntl();
  const columns = useMemo(() => registrationColumns(intl, labels, withActions, may), [intl, labels, withActions, may]);
  const layout = useColumnLayout(storageKey, columns);
  const sortedColumn = sort ? SORTED_COLUMNS.get(sort.field) : undefined;
  const descending = sort?.descending ?? false;
  const sorting = useMemo<SortingState>(
    () => (sortedColumn ? [{ id: sortedColumn, desc: descending }] : []),
    [sortedColumn, descending],
  );
  const table = useGridTable<Row>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    // The child stays in sight beside the checkbox and the buttons, however far staff scroll.
    pinRowHeader: true,
    state: { ...layout.state, sorting, rowSelection: selection.rowSelection },
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
    onColumnSizingChange: layout.onColumnSizingChange,
    onRowSelectionChange: selection.onRowSelectionChange,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      const field: RegistrationSortField | undefined = next ? SORT_FIELDS.get(next.id) : undefined;
      onSort(next && field ? { field, descending: next.desc } : null);
    },
  });
  return { table, layout };
}
