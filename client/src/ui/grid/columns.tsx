import { Checkbox } from '@blueprintjs/core';
import type { CellContext, RowData } from '@tanstack/react-table';
import type { ChangeEvent, ReactNode } from 'react';
import type { GridColumn, GridFeatures } from './gridTable';
import styles from './grid.module.css';

type Context<TData extends RowData> = CellContext<GridFeatures, TData, unknown>;

/** A cell's value as text (data columns hold text; a number reads as itself). */
export const cellText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const SELECT_COLUMN = 'select';
export const ACTIONS_COLUMN = 'actions';

interface DataColumnOptions<TData extends RowData> {
  id: string;
  label: string;
  /** Plain text: what the cell shows unless `cell` draws more, and what a copy takes. */
  text: (row: TData) => string;
  /** Richer content (tags); the text stays the cell's value. */
  cell?: (row: TData, text: string) => ReactNode;
  size?: number;
  /** Sorted by the server when its header is used; off unless asked for. */
  sortable?: boolean;
  rowHeader?: boolean;
  wrap?: boolean;
  compact?: boolean;
  /** Shown in the default layout (others wait in the column chooser). */
  shown?: boolean;
}

/** A column of data: its value is the cell's text (copied and sorted by), its cell may draw more. */
export function dataColumn<TData extends RowData>({
  id,
  label,
  text,
  cell,
  size,
  sortable = false,
  rowHeader = false,
  wrap = false,
  compact = false,
  shown = true,
}: DataColumnOptions<TData>): GridColumn<TData> {
  return {
    id,
    header: label,
    accessorFn: text,
    // Without its own drawing a cell shows its text.
    cell: (context: Context<TData>) => {
      const text = cellText(context.getValue());
      return cell ? cell(context.row.original, text) : text;
    },
    ...(size === undefined ? {} : { size }),
    enableSorting: sortable,
    // The row header names the row for the buttons beside it: never hidden.
    enableHiding: !rowHeader,
    meta: { label, rowHeader, wrap, compact, hiddenByDefault: !shown && !rowHeader },
  };
}

/** The rows' checkboxes, and "all on this page" in the header. `rowLabel` names what a checkbox
 * selects ("Vybrat přihlášku Anna Nováková (VS 100059)"). */
export function selectColumn<TData extends RowData>(
  label: string,
  rowLabel: (row: TData) => string,
): GridColumn<TData> {
  return {
    id: SELECT_COLUMN,
    header: ({ table }) => (
      <Checkbox
        className={styles.check}
        tabIndex={-1}
        checked={table.getIsAllRowsSelected()}
        // Of the rows in the table: a selection may hold rows of other pages too.
        indeterminate={!table.getIsAllRowsSelected() && table.getRowModel().rows.some((row) => row.getIsSelected())}
        aria-label={label}
        onChange={() => table.toggleAllRowsSelected()}
      />
    ),
    cell: ({ row }: Context<TData>) => (
      <Checkbox
        className={styles.check}
        tabIndex={-1}
        checked={row.getIsSelected()}
        aria-label={rowLabel(row.original)}
        // React's change event keeps the click's Shift: a range from the last ticked row.
        onChange={(event: ChangeEvent<HTMLInputElement>) => row.getToggleSelectedHandler()(event)}
      />
    ),
    size: 40,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    meta: { label, kind: 'select' },
  };
}

/** The row's buttons, kept at the start of the row beside its data. Their controls take
 * `tabIndex={-1}` (useGridControl): the grid is one Tab stop, its cells reached with the arrows. */
export function actionsColumn<TData extends RowData>(
  label: string,
  size: number,
  render: (row: TData) => ReactNode,
): GridColumn<TData> {
  return {
    id: ACTIONS_COLUMN,
    header: label,
    cell: ({ row }: Context<TData>) => <span className={styles.rowActions}>{render(row.original)}</span>,
    size,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    meta: { label, kind: 'actions' },
  };
}
