import { Button, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { functionalUpdate, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { actionsColumn, dataColumn } from '../../../ui/grid/columns';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { type GridColumn, useGridTable } from '../../../ui/grid/gridTable';
import type { Column } from './crudSection';

/** The order a list's search asks the server for. */
export interface GridSort {
  field: string;
  descending: boolean;
}

interface CrudTableProps<TItem extends { id: number }> {
  rows: readonly TItem[];
  columns: readonly Column<TItem>[];
  loading: boolean;
  /** The list's accessible name (the section's title). */
  label: string;
  /** How the buttons' names name the item. */
  itemLabel: (item: TItem) => string;
  rowActions?: (item: TItem) => ReactNode;
  /** The server's order (a column's sortField) and how a header click changes it. */
  sort?: GridSort | null;
  onSort?: (sort: GridSort | null) => void;
  /** Without them (a role that may not write) the rows have no edit and delete buttons. */
  onEdit?: (item: TItem) => void;
  onDelete?: (item: TItem) => void;
}

/** One item's edit and delete buttons, named after it; out of the Tab order like every control of
 * the grid (its cells are reached with the arrow keys). */
function EditDelete<TItem extends RowData>({
  item,
  name,
  onEdit,
  onDelete,
}: {
  item: TItem;
  name: string;
  onEdit?: (item: TItem) => void;
  onDelete?: (item: TItem) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {onEdit && (
        <Button
          tabIndex={-1}
          variant="minimal"
          size="small"
          icon={<EditIcon />}
          aria-label={intl.formatMessage({ id: 'admin.edit' }, { name })}
          title={intl.formatMessage({ id: 'admin.action.edit' })}
          onClick={() => onEdit(item)}
        />
      )}
      {onDelete && (
        <Button
          tabIndex={-1}
          variant="minimal"
          size="small"
          intent={Intent.DANGER}
          icon={<TrashIcon />}
          aria-label={intl.formatMessage({ id: 'admin.delete' }, { name })}
          title={intl.formatMessage({ id: 'admin.action.delete' })}
          onClick={() => onDelete(item)}
        />
      )}
    </>
  );
}

/** A section's rows in the shared grid: the row's buttons first (kept in sight beside the row's own
 * data), then its columns; the first column names the row. Enter on a cell or a double click edits. */
export function CrudTable<TItem extends { id: number }>({
  rows,
  columns,
  loading,
  label,
  itemLabel,
  rowActions,
  sort = null,
  onSort,
  onEdit,
  onDelete,
}: CrudTableProps<TItem>) {
  const intl = useIntl();
  // The page's handlers are new on each of its renders; the columns read the latest ones when
  // clicked, so the column model is built once.
  const handlers = useRef({ onEdit, onDelete });
  useLayoutEffect(() => {
    handlers.current = { onEdit, onDelete };
  });
  const canEdit = onEdit !== undefined;
  const canDelete = onDelete !== undefined;
  const canSort = onSort !== undefined;
  const gridColumns = useMemo<GridColumn<TItem>[]>(
    () => [
      ...(rowActions || canEdit || canDelete
        ? [
            actionsColumn<TItem>(intl.formatMessage({ id: 'admin.actions' }), 0, (item) => (
              <>
                {rowActions?.(item)}
                <EditDelete
                  item={item}
                  name={itemLabel(item)}
                  onEdit={canEdit ? (one) => handlers.current.onEdit?.(one) : undefined}
                  onDelete={canDelete ? (one) => handlers.current.onDelete?.(one) : undefined}
                />
              </>
            )),
          ]
        : []),
      ...columns.map((column, index) =>
        dataColumn<TItem>({
          id: column.key,
          label: typeof column.header === 'string' ? intl.formatMessage({ id: column.header }) : column.header.text,
          // The plain text a copy takes; the cell shows what the section renders.
          text: (item) => {
            const shown = column.render(item);
            return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
          },
          cell: (item) => column.render(item),
          rowHeader: index === columns.findIndex((one) => !one.compact),
          compact: column.compact,
          sortable: column.sortField !== undefined && canSort,
        }),
      ),
    ],
    [intl, columns, itemLabel, rowActions, canEdit, canDelete, canSort],
  );
  const sortedColumn = sort ? columns.find((column) => column.sortField === sort.field)?.key : undefined;
  const descending = sort?.descending ?? false;
  const sorting = useMemo<SortingState>(
    () => (sortedColumn ? [{ id: sortedColumn, desc: descending }] : []),
    [sortedColumn, descending],
  );
  const table = useGridTable<TItem>({
    columns: gridColumns,
    data: rows,
    getRowId: (item) => String(item.id),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      const field = next ? columns.find((column) => column.key === next.id)?.sortField : undefined;
      onSort?.(next && field ? { field, descending: next.desc } : null);
    },
  });
  return (
    <DataGrid
      table={table}
      label={label}
      loading={loading}
      fluid
      onOpenRow={onEdit ? (item) => handlers.current.onEdit?.(item) : undefined}
    />
  );
}
