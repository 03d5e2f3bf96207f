import { GRID_COLUMNS, type RegistrationColumn, ROW_HEADER_KEY } from './columns';

/** What a staff member chose: the order of the grid's columns, the hidden ones, and widths that
 * differ from the default. */
export interface ColumnLayoutState {
  order: readonly string[];
  hidden: readonly string[];
  widths: Readonly<Record<string, number>>;
}

export interface LaidOutColumn {
  column: RegistrationColumn;
  width: number;
  visible: boolean;
  /** The row header cannot be hidden: without it a row's buttons name a child nobody sees. */
  locked: boolean;
}

export const MIN_WIDTH = 60;
export const MAX_WIDTH = 600;

export const DEFAULT_LAYOUT: ColumnLayoutState = {
  order: GRID_COLUMNS.map((column) => column.key),
  hidden: [],
  widths: {},
};

const KNOWN = new Map(GRID_COLUMNS.map((column) => [column.key, column]));

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && KNOWN.has(item)) : [];

/** A stored layout, from whatever browser storage holds (an older version, another app's value, a
 * hand edit): unknown columns are dropped, columns added since are appended, widths kept in bounds. */
export function parseLayout(raw: string | null): ColumnLayoutState {
  if (!raw) return DEFAULT_LAYOUT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_LAYOUT;
  }
  if (!value || typeof value !== 'object') return DEFAULT_LAYOUT;
  const stored = value as Record<string, unknown>;
  const order = [...new Set(strings(stored.order))];
  for (const key of DEFAULT_LAYOUT.order) if (!order.includes(key)) order.push(key);
  const widths: Record<string, number> = {};
  if (stored.widths && typeof stored.widths === 'object') {
    for (const [key, width] of Object.entries(stored.widths as Record<string, unknown>)) {
      if (KNOWN.has(key) && typeof width === 'number' && Number.isFinite(width)) widths[key] = clampWidth(width);
    }
  }
  return { order, hidden: strings(stored.hidden).filter((key) => key !== ROW_HEADER_KEY), widths };
}

/** Every column in the chosen order, with its width and whether it shows. */
export function layOut(state: ColumnLayoutState): LaidOutColumn[] {
  return state.order.flatMap((key) => {
    const column = KNOWN.get(key);
    if (!column) return [];
    return [
      {
        column,
        width: state.widths[key] ?? column.width,
        visible: !state.hidden.includes(key),
        locked: key === ROW_HEADER_KEY,
      },
    ];
  });
}

export function toggleColumn(state: ColumnLayoutState, key: string): ColumnLayoutState {
  if (key === ROW_HEADER_KEY) return state;
  const hidden = state.hidden.includes(key) ? state.hidden.filter((other) => other !== key) : [...state.hidden, key];
  return { ...state, hidden };
}

export function moveColumn(state: ColumnLayoutState, key: string, by: -1 | 1): ColumnLayoutState {
  const order = [...state.order];
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return state;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...state, order };
}

export function resizeColumn(state: ColumnLayoutState, key: string, width: number | null): ColumnLayoutState {
  const widths = { ...state.widths };
  const column = KNOWN.get(key);
  if (!column) return state;
  if (width === null || clampWidth(width) === column.width) delete widths[key];
  else widths[key] = clampWidth(width);
  return { ...state, widths };
}
