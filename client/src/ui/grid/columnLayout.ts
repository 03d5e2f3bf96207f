import { clampWidth } from './gridTable';

/** What a staff member chose for a grid's data columns, as it is stored: their order, the hidden
 * ones, and widths that differ from the default. */
export interface ColumnLayoutState {
  order: readonly string[];
  hidden: readonly string[];
  widths: Readonly<Record<string, number>>;
}

/** The grid's own columns: their default order and widths, and those that cannot be hidden. */
export interface ColumnSpec {
  order: readonly string[];
  widths: Readonly<Record<string, number>>;
  locked: ReadonlySet<string>;
  /** Hidden until the staff member shows them (a layout stored before keeps its own choice). */
  hidden?: readonly string[];
}

export const defaultLayout = (spec: ColumnSpec): ColumnLayoutState => ({
  order: spec.order,
  hidden: spec.hidden ?? [],
  widths: {},
});

/** A stored layout, from whatever browser storage holds (an older version, another app's value, a
 * hand edit): unknown columns are dropped, columns added since are appended, widths kept in bounds. */
export function parseLayout(raw: string | null, spec: ColumnSpec): ColumnLayoutState {
  if (!raw) return defaultLayout(spec);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultLayout(spec);
  }
  if (!value || typeof value !== 'object') return defaultLayout(spec);
  const stored = value as Record<string, unknown>;
  const known = (item: unknown): item is string => typeof item === 'string' && spec.order.includes(item);
  const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter(known) : []);
  const order = [...new Set(strings(stored.order))];
  for (const key of spec.order) if (!order.includes(key)) order.push(key);
  const widths: Record<string, number> = {};
  if (stored.widths && typeof stored.widths === 'object') {
    for (const [key, width] of Object.entries(stored.widths as Record<string, unknown>)) {
      if (known(key) && typeof width === 'number' && Number.isFinite(width)) widths[key] = clampWidth(width);
    }
  }
  return { order, hidden: strings(stored.hidden).filter((key) => !spec.locked.has(key)), widths };
}

/** The layout with these columns hidden (a locked column stays shown). */
export function withHidden(state: ColumnLayoutState, hidden: Iterable<string>, spec: ColumnSpec): ColumnLayoutState {
  return { ...state, hidden: [...new Set(hidden)].filter((key) => spec.order.includes(key) && !spec.locked.has(key)) };
}

/** The layout with the data columns in this order (pinned or unknown ids are left out). */
export function withOrder(state: ColumnLayoutState, order: Iterable<string>, spec: ColumnSpec): ColumnLayoutState {
  const next = [...new Set(order)].filter((key) => spec.order.includes(key));
  for (const key of spec.order) if (!next.includes(key)) next.push(key);
  return { ...state, order: next };
}

/** The layout with these widths, kept in bounds; a width equal to the default is not stored. */
export function withWidths(
  state: ColumnLayoutState,
  widths: Readonly<Record<string, number>>,
  spec: ColumnSpec,
): ColumnLayoutState {
  const next: Record<string, number> = {};
  for (const [key, width] of Object.entries(widths)) {
    const base = spec.widths[key];
    if (base === undefined || !Number.isFinite(width)) continue;
    const clamped = clampWidth(width);
    if (clamped !== base) next[key] = clamped;
  }
  return { ...state, widths: next };
}

/** `order` with `key` moved one place up (-1) or down (1). */
export function moved(order: readonly string[], key: string, by: -1 | 1): string[] {
  const next = [...order];
  const from = next.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

export const isDefaultLayout = (state: ColumnLayoutState, spec: ColumnSpec) =>
  JSON.stringify(state) === JSON.stringify(defaultLayout(spec));
