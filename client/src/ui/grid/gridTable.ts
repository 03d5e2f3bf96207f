import {
  columnOrderingFeature,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  type ColumnDef,
  type ColumnPinningState,
  metaHelper,
  type ReactTable,
  rowSelectionFeature,
  rowSortingFeature,
  type TableOptions,
  tableFeatures,
  useTable,
  type RowData,
} from '@tanstack/react-table';
import { useMemo } from 'react';

/** What our markup reads of a column beside TanStack's model. */
export interface GridColumnMeta {
  /** The column's name for people: the header, the column chooser, accessible names. */
  label: string;
  /** The leading columns kept in sight (sticky): the row's checkbox and the row's buttons. */
  kind?: 'select' | 'actions';
  /** The column whose cell names the row (role="rowheader"); it can never be hidden. */
  rowHeader?: boolean;
  /** Cells that wrap onto a second line (tags) instead of ending in an ellipsis. */
  wrap?: boolean;
  /** Narrow columns (flags, counts) that never wrap, in the fluid layout. */
  compact?: boolean;
}

/** The parts of TanStack Table every staff grid uses: the column model (visibility, order, widths,
 * pinning), sorting (on the server) and row selection. Rendering and keyboard are ours (DataGrid). */
export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<GridColumnMeta>(),
});

export type GridFeatures = typeof gridFeatures;
export type GridTable<TData extends RowData> = ReactTable<GridFeatures, TData>;
export type GridColumn<TData extends RowData> = ColumnDef<GridFeatures, TData, unknown>;

/** A column can be dragged or typed between these widths (px). */
export const MIN_WIDTH = 60;
export const MAX_WIDTH = 600;

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
}

const EMPTY: readonly never[] = [];

type GridOptions<TData extends RowData> = Omit<TableOptions<GridFeatures, TData>, 'features' | 'columns' | 'data'> & {
  /** Stable (module constant or memo): a new array re-runs the table's models. */
  columns: readonly GridColumn<TData>[];
  data: readonly TData[];
};

/** A staff grid's table: the rows as the server ordered and paged them (manual sorting), the leading
 * select and actions columns pinned at the start, widths within bounds, one sort at a time. */
export function useGridTable<TData extends RowData>({
  columns,
  data,
  state,
  ...options
}: GridOptions<TData>): GridTable<TData> {
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({ start: columns.filter((column) => column.meta?.kind).map((column) => column.id ?? ''), end: [] }),
    [columns],
  );
  return useTable({
    features: gridFeatures,
    columns,
    // A fresh [] on every render would re-run the row model each time.
    data: data.length > 0 ? data : (EMPTY as readonly TData[]),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: MIN_WIDTH, maxSize: MAX_WIDTH },
    ...options,
    state: { columnPinning, ...state },
  });
}
