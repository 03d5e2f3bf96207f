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
import { useMemo, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../breakpoints';

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
  /** Left out of the default layout (the column chooser shows it). */
  hiddenByDefault?: boolean;
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
  /** The row header stays in sight too, after the checkbox and the buttons (the registrations: the
   * child). Off for the fluid lists, whose widths the columns' sizes do not give. On a phone the
   * buttons then scroll with the data: checkbox, buttons and child together would fill its screen. */
  pinRowHeader?: boolean;
};

const NARROW = `(max-width: ${BREAKPOINTS.sm}px)`;

/** Whether the screen is a phone's (server-side rendering: not). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** A staff grid's table: the rows as the server ordered and paged them (manual sorting), the leading
 * select and actions columns (and the row header when asked) pinned at the start, widths within bounds, one sort at a time. */
export function useGridTable<TData extends RowData>({
  columns,
  data,
  state,
  pinRowHeader = false,
  ...options
}: GridOptions<TData>): GridTable<TData> {
  const narrow = useNarrow();
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({
      start: columns
        .filter((column) =>
          pinRowHeader
            ? column.meta?.kind === 'select' || column.meta?.rowHeader || (!narrow && column.meta?.kind)
            : column.meta?.kind,
        )
        .map((column) => column.id ?? ''),
      end: [],
    }),
    [columns, pinRowHeader, narrow],
  );
  // The leading columns first in any order staff chose for the data columns (a phone's unpinned
  // buttons then stay at the start of the row, beside the child).
  const leading = useMemo(
    () => columns.filter((column) => column.meta?.kind).map((column) => column.id ?? ''),
    [columns],
  );
  const chosenOrder = state?.columnOrder;
  const columnOrder = useMemo(() => (chosenOrder ? [...leading, ...chosenOrder] : undefined), [leading, chosenOrder]);
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
    state: { columnPinning, ...state, ...(columnOrder ? { columnOrder } : {}) },
  });
}
