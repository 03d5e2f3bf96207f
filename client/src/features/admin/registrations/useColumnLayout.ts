import { useState } from 'react';
import { useStaff } from '../common/staff';
import {
  type ColumnLayoutState,
  DEFAULT_LAYOUT,
  layOut,
  moveColumn,
  parseLayout,
  resizeColumn,
  toggleColumn,
} from './columnLayout';

const storageKey = (userId: number | string) => `kurzy.admin.registrations.columns.${userId}`;

function load(key: string | null): ColumnLayoutState {
  if (!key) return DEFAULT_LAYOUT;
  try {
    return parseLayout(window.localStorage.getItem(key));
  } catch {
    // Storage refused (privacy settings): the default columns for this visit.
    return DEFAULT_LAYOUT;
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

/** The registrations grid's columns as the logged-in staff member arranged them, remembered in this
 * browser per user (another staff member at the same computer keeps their own). */
export function useColumnLayout() {
  const { staff } = useStaff();
  const key = staff ? storageKey(staff.id) : null;
  const [state, setState] = useState(() => ({ key, layout: load(key) }));
  const current = state.key === key ? state.layout : load(key);
  if (state.key !== key) setState({ key, layout: current });

  const change = (next: ColumnLayoutState) => {
    store(key, next);
    setState({ key, layout: next });
  };
  const all = layOut(current);
  return {
    /** Every column, in order, shown or not (the chooser's list). */
    all,
    /** The columns the grid shows, in order. */
    visible: all.filter((entry) => entry.visible),
    isDefault: JSON.stringify(current) === JSON.stringify(DEFAULT_LAYOUT),
    toggle: (column: string) => change(toggleColumn(current, column)),
    move: (column: string, by: -1 | 1) => change(moveColumn(current, column, by)),
    /** A width in pixels (kept within bounds), or null for the column's default. */
    resize: (column: string, width: number | null) => change(resizeColumn(current, column, width)),
    reset: () => {
      store(key, null);
      setState({ key, layout: DEFAULT_LAYOUT });
    },
  };
}

export type ColumnLayout = ReturnType<typeof useColumnLayout>;
