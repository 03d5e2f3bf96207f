import type { Column, Row, RowData } from '@tanstack/react-table';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { copyText } from '../clipboard';
import { cellText } from './columns';
import { spreadsheetRows } from './copy';
import type { GridFeatures, GridTable } from './gridTable';
import { type Bounds, clampPosition, moveTarget, type Position } from './keyboard';

/** Controls a cell may hold: Enter uses or enters them, a click on them is theirs, not the row's. A
 * file input is opened by its own button, never stepped to. */
export const CONTROLS = 'button:not(:disabled), input:not(:disabled):not([type="file"]), a[href]';

interface GridKeysOptions<TData extends RowData> {
  table: GridTable<TData>;
  rows: Row<GridFeatures, TData>[];
  columns: Column<GridFeatures, TData, unknown>[];
  tableRef: RefObject<HTMLTableElement | null>;
  /** The cell holding the Tab stop (clamped to the grid), and how to move it. */
  current: Position;
  setActive: (position: Position) => void;
  bounds: Bounds;
  /** Rows PageUp and PageDown move. */
  pageRows: () => number;
  onOpenRow?: (row: TData) => void;
}

const positionOf = (cell: HTMLElement): Position => {
  const [row, col] = (cell.dataset.cell ?? '0:0').split(':').map(Number) as [number, number];
  return { row, col };
};

/** The grid's keyboard and mouse: a roving tabindex over `data-cell` cells, selection by Space and
 * clicks (TanStack's row selection, its Shift ranges included), Enter into a cell's controls, copy. */
export function useGridKeys<TData extends RowData>({
  table,
  rows,
  columns,
  tableRef,
  current,
  setActive,
  bounds,
  pageRows,
  onOpenRow,
}: GridKeysOptions<TData>) {
  const pendingFocus = useRef<Position | null>(null);
  // The cell whose buttons Enter opens: focus moves in on the key's release, since a button focused
  // while Enter is still down takes the same press as its own click (and would mark a row paid).
  const entering = useRef<HTMLElement | null>(null);
  const selectable = columns.some((column) => column.columnDef.meta?.kind === 'select');
  const dataColumns = columns.filter((column) => !column.columnDef.meta?.kind);

  const cellAt = ({ row, col }: Position) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? null;
  /** Focuses a cell; one out of view is drawn first (it becomes the kept row) and focused then. */
  const focusCell = (position: Position) => {
    const next = clampPosition(position, bounds);
    const cell = cellAt(next);
    if (cell) cell.focus();
    else {
      pendingFocus.current = next;
      setActive(next);
    }
  };
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    const cell = target && cellAt(target);
    if (!cell) return;
    pendingFocus.current = null;
    cell.focus();
  });

  // Whether the keyboard is in the grid: set when focus enters, cleared when it leaves on purpose.
  // A focused element the grid itself removes (a row leaving the window of drawn rows) drops the
  // focus to the page; the grid then takes it back to its active cell.
  const hasFocus = useRef(false);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const enter = () => {
      hasFocus.current = true;
    };
    // Leaving on purpose moves the focus somewhere (Tab, a click on a control): `relatedTarget`
    // names it. Focus that goes nowhere was dropped (a drawn row removed, which Chromium may report
    // before the node is gone, or the window resized) and is taken back.
    const leave = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next !== null && !table.contains(next)) hasFocus.current = false;
    };
    table.addEventListener('focusin', enter);
    table.addEventListener('focusout', leave);
    return () => {
      table.removeEventListener('focusin', enter);
      table.removeEventListener('focusout', leave);
    };
  }, [tableRef]);
  useLayoutEffect(() => {
    if (!hasFocus.current || pendingFocus.current) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    cellAt(current)?.focus();
  });

  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    'aria-colindex': col + 1,
    tabIndex: current.row === row && current.col === col ? 0 : -1,
  });

  /** Space on a row: ticks or unticks it; with Shift every row from the last one ticked. */
  const pick = (row: Row<GridFeatures, TData>, range: boolean) =>
    row.getToggleSelectedHandler()({ target: { checked: range || !row.getIsSelected() }, shiftKey: range });

  const copy = (at: Position) => {
    const chosen = table.getSelectedRowModel().rows;
    const values = (row: Row<GridFeatures, TData>, shown: typeof dataColumns) =>
      shown.map((column) => cellText(row.getValue(column.id)));
    const row = rows[at.row - 1];
    const column = columns[at.col];
    const text =
      chosen.length > 0
        ? spreadsheetRows(chosen.map((one) => values(one, dataColumns)))
        : row && column && !column.columnDef.meta?.kind
          ? spreadsheetRows([values(row, [column])])
          : '';
    if (text) void copyText(text).catch(() => undefined);
  };

  /** Enter on a cell: its one control is used, several (the row's buttons) are entered; a plain data
   * cell opens the row. */
  const activate = (cell: HTMLElement, at: Position) => {
    const controls = [...cell.querySelectorAll<HTMLElement>(CONTROLS)];
    const row = rows[at.row - 1];
    if (controls.length === 1) controls[0]?.click();
    else if (controls.length > 1) entering.current = cell;
    else if (row && onOpenRow) onOpenRow(row.original);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const at = positionOf(cell);
    if (target !== cell) {
      // Inside a cell's control: Escape or up/down go back to moving between cells; left/right step
      // between the cell's buttons.
      const controls = [...cell.querySelectorAll<HTMLElement>(CONTROLS)];
      const index = controls.indexOf(target);
      if (event.key === 'Escape') cell.focus();
      else if (event.key === 'ArrowUp') focusCell({ ...at, row: at.row - 1 });
      else if (event.key === 'ArrowDown') focusCell({ ...at, row: at.row + 1 });
      else if (event.key === 'ArrowLeft' && index > 0) controls[index - 1]?.focus();
      else if (event.key === 'ArrowRight' && index >= 0 && index < controls.length - 1) controls[index + 1]?.focus();
      else return;
      event.preventDefault();
      return;
    }
    const command = event.ctrlKey || event.metaKey;
    const move = moveTarget(event.key, command, at, { ...bounds, page: pageRows() });
    const row = rows[at.row - 1];
    if (move) focusCell(move);
    else if (event.key === ' ') {
      if (!selectable) return;
      if (row) pick(row, event.shiftKey);
      else if (columns[at.col]?.columnDef.meta?.kind === 'select') table.toggleAllRowsSelected();
    } else if (event.key === 'Enter') activate(cell, at);
    else if (command && (event.key === 'a' || event.key === 'A')) {
      if (!selectable) return;
      table.toggleAllRowsSelected(true);
    } else if (command && (event.key === 'c' || event.key === 'C')) {
      // Text the staff member selected with the mouse copies as the browser does.
      if ((window.getSelection()?.toString() ?? '') !== '') return;
      copy(at);
    } else return;
    event.preventDefault();
  };

  const onKeyUp = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = entering.current;
    entering.current = null;
    if (event.key === 'Enter' && cell && cell === document.activeElement)
      cell.querySelector<HTMLElement>(CONTROLS)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const at = positionOf(cell);
    if (at.row !== current.row || at.col !== current.col) setActive(at);
  };

  /** A click on a row (not on its controls) selects that row alone; Ctrl adds or removes it, Shift a
   * range: as in a spreadsheet. */
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row<GridFeatures, TData>) => {
    const target = event.target as HTMLElement;
    if (!selectable || target.closest(CONTROLS) || target.closest('label')) return;
    if (event.shiftKey) pick(row, true);
    else if (event.ctrlKey || event.metaKey) pick(row, false);
    else {
      table.resetRowSelection(true);
      pick(row, false);
    }
  };

  return { selectable, cellProps, onKeyDown, onKeyUp, onFocus, onRowClick };
}
