import {
  type ColumnOrderState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  functionalUpdate,
  type Updater,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  type ColumnLayoutState,
  type ColumnSpec,
  defaultLayout,
  isDefaultLayout,
  parseLayout,
  withHidden,
  withOrder,
  withWidths,
} from './columnLayout';
import type { GridColumn } from './gridTable';

function load(key: string | null, spec: ColumnSpec): ColumnLayoutState {
  if (!key) return defaultLayout(spec);
  try {
    return parseLayout(window.localStorage.getItem(key), spec);
  } catch {
    // Storage refused (privacy settings): the default columns for this visit.
    return defaultLayout(spec);
  }
}

function store(key: string | null, state: ColumnLayoutState | null): void {
  if (!key) return;
  try {
    if (state) window.localStorage.setItem(key, JSON.stringify(state));
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered, still applied for this visit.
  }
}

function specOf<TData extends RowData>(columns: readonly GridColumn<TData>[]): ColumnSpec {
  const data = columns.filter((column) => !column.meta?.kind && column.id);
  return {
    order: data.map((column) => column.id as string),
    widths: Object.fromEntries(data.map((column) => [column.id as string, column.size ?? 150])),
    locked: new Set(data.filter((column) => column.enableHiding === false).map((column) => column.id as string)),
    hidden: data.filter((column) => column.meta?.hiddenByDefault).map((column) => column.id as string),
  };
}

/** A grid's data columns as the staff member arranged them (shown, order, widths), remembered in this
 * browser under `storageKey` (per user: another staff member at the same computer keeps their own;
 * null remembers nothing), as TanStack's controlled column state. */
export function useColumnLayout<TData extends RowData>(
  storageKey: string | null,
  columns: readonly GridColumn<TData>[],
) {
  const spec = useMemo(() => specOf(columns), [columns]);
  const [held, setHeld] = useState(() => ({ key: storageKey, layout: load(storageKey, spec) }));
  const layout = held.key === storageKey ? held.layout : load(storageKey, spec);
  if (held.key !== storageKey) setHeld({ key: storageKey, layout });

  const state = useMemo<{
    columnOrder: ColumnOrderState;
    columnVisibility: ColumnVisibilityState;
    columnSizing: ColumnSizingState;
  }>(
    () => ({
      columnOrder: [...layout.order],
      columnVisibility: Object.fromEntries(layout.hidden.map((key) => [key, false])),
      columnSizing: { ...layout.widths },
    }),
    [layout],
  );
  const change = (next: ColumnLayoutState) => {
    store(storageKey, next);
    setHeld({ key: storageKey, layout: next });
  };
  return {
    state,
    onColumnOrderChange: (updater: Updater<ColumnOrderState>) =>
      change(withOrder(layout, functionalUpdate(updater, state.columnOrder), spec)),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, state.columnVisibility);
      change(
        withHidden(
          layout,
          Object.keys(next).filter((key) => next[key] === false),
          spec,
        ),
      );
    },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      change(withWidths(layout, functionalUpdate(updater, state.columnSizing), spec)),
    isDefault: isDefaultLayout(layout, spec),
    reset: () => {
      store(storageKey, null);
      setHeld({ key: storageKey, layout: defaultLayout(spec) });
    },
  };
}

export type ColumnLayout = ReturnType<typeof useColumnLayout>;
