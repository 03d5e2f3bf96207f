import { Checkbox, Intent, Tag } from '@blueprintjs/core';
import { DoubleCaretVerticalIcon, SortAscIcon, SortDescIcon } from '@blueprintjs/icons';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { copyText } from './clipboard';
import type { Labels, RegistrationColumn, Row } from './columns';
import { ROW_HEADER_KEY } from './columns';
import type { LaidOutColumn } from './columnLayout';
import { clampWidth } from './columnLayout';
import { RegistrationRowActions } from './RegistrationRowActions';
import type { RegistrationRowActionsFragment } from './RegistrationRowActions.generated';
import styles from './registrations.module.css';
import { copiedRows, rangeSelection } from './selection';
import { nextSort } from './sorting';
import { StatusCell } from './StatusCell';
import { useContainedFocus } from './useContainedFocus';
import type { Sort } from './useRegistrationSearch';
import type { RegistrationSelection } from './useRegistrationSelection';

const SELECT_WIDTH = 40;
const ACTIONS_WIDTH = 132;
/** Controls a cell may hold: Enter activates or enters them, a click on them is theirs, not the row's. */
const CONTROLS = 'button:not(:disabled), input:not(:disabled), a[href]';

interface RegistrationsGridProps {
  rows: readonly Row[];
  labels: Labels;
  loading: boolean;
  selection: RegistrationSelection;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  /** The data columns shown, in order, with their widths (the staff member's column layout). */
  columns: readonly LaidOutColumn[];
  /** A width dragged on a header's edge, or null (double-click) for the default. */
  onResize: (column: string, width: number | null) => void;
  /** The row buttons, for a role that may use them. */
  rowActions?: {
    onInvoiceSent: () => void;
    onCancel: (row: RegistrationRowActionsFragment) => void;
    onEdit: (row: Row) => void;
  };
}

interface Position {
  row: number;
  col: number;
}

/** The registrations as one semantic grid (`<table role="grid">`): a checkbox per row, the row's
 * buttons, then the columns. The leading columns and the header stay in place with CSS `sticky`
 * inside the same table rows as the data, so a row's controls cannot sit beside another child's
 * data whatever scrolls. One Tab stop: the arrow keys move between cells (a roving tabindex),
 * Space selects the row, Enter sorts (header) or activates the cell's control; Ctrl+C copies the
 * selected rows with the CSV's formula guard. */
export function RegistrationsGrid({
  rows,
  labels,
  loading,
  selection,
  sort,
  onSort,
  columns,
  onResize,
  rowActions,
}: RegistrationsGridProps) {
  const intl = useIntl();
  const helpId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<number | null>(null);
  // The cell whose buttons Enter opens: focus moves in on the key's release, since a button focused
  // while Enter is still down takes the same press as its own click (and would mark a row paid).
  const entering = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);
  useContainedFocus(tableRef);

  const leading = rowActions ? 2 : 1;
  const colCount = leading + columns.length;
  const lastRow = rows.length; // row 0 is the header
  // Rows or columns may have gone since (a new page, a hidden column): the nearest cell stays the stop.
  const current = { row: Math.min(active.row, lastRow), col: Math.min(active.col, colCount - 1) };
  const widthOf = (entry: LaidOutColumn) => (dragging?.key === entry.column.key ? dragging.width : entry.width);
  const widths = [SELECT_WIDTH, ...(rowActions ? [ACTIONS_WIDTH] : []), ...columns.map(widthOf)];

  const selectedIndexes = () =>
    new Set(rows.flatMap((row, index) => (selection.selectedIds.has(row.id) ? [index] : [])));
  /** A row ticked or unticked, or with shift every row from the last ticked one. */
  const pick = (index: number, range: boolean) => {
    const row = rows[index];
    if (!row) return;
    if (range && anchor.current !== null)
      selection.selectIndexes(rangeSelection(selectedIndexes(), anchor.current, index));
    else selection.toggle(row.id);
    anchor.current = index;
  };

  const cellAt = (row: number, col: number) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? null;
  const focusCell = (row: number, col: number) => {
    cellAt(Math.max(0, Math.min(row, lastRow)), Math.max(0, Math.min(col, colCount - 1)))?.focus();
  };

  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    'aria-colindex': col + 1,
    tabIndex: current.row === row && current.col === col ? 0 : -1,
  });

  const copy = () => {
    const shown = columns.map((entry) => entry.column);
    const chosen = rows.filter((row) => selection.selectedIds.has(row.id));
    const row = rows[current.row - 1];
    const column = shown[current.col - leading];
    const text =
      chosen.length > 0 ? copiedRows(chosen, shown, labels) : row && column ? copiedRows([row], [column], labels) : '';
    if (text) void copyText(text).catch(() => undefined);
  };

  /** Enter on a cell: its one control is used, several (the row's buttons) are entered; a plain data
   * cell opens the registration. */
  const activate = (cell: HTMLElement, row: number) => {
    const controls = [...cell.querySelectorAll<HTMLElement>(CONTROLS)];
    if (controls.length === 1) controls[0]?.click();
    else if (controls.length > 1) entering.current = cell;
    else if (row > 0 && rowActions && rows[row - 1]) rowActions.onEdit(rows[row - 1] as Row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = (cell.dataset.cell ?? '0:0').split(':').map(Number) as [number, number];
    if (target !== cell) {
      // Inside a cell's control: Escape or up/down go back to moving between cells; left/right step
      // between the cell's buttons.
      const controls = [...cell.querySelectorAll<HTMLElement>(CONTROLS)];
      const at = controls.indexOf(target);
      if (event.key === 'Escape') cell.focus();
      else if (event.key === 'ArrowUp') focusCell(row - 1, col);
      else if (event.key === 'ArrowDown') focusCell(row + 1, col);
      else if (event.key === 'ArrowLeft' && at > 0) controls[at - 1]?.focus();
      else if (event.key === 'ArrowRight' && at >= 0 && at < controls.length - 1) controls[at + 1]?.focus();
      else return;
      event.preventDefault();
      return;
    }
    const command = event.ctrlKey || event.metaKey;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / Math.max(1, cell.offsetHeight)) - 1);
    switch (event.key) {
      case 'ArrowUp':
        focusCell(row - 1, col);
        break;
      case 'ArrowDown':
        focusCell(row + 1, col);
        break;
      case 'ArrowLeft':
        focusCell(row, col - 1);
        break;
      case 'ArrowRight':
        focusCell(row, col + 1);
        break;
      case 'Home':
        focusCell(command ? 0 : row, 0);
        break;
      case 'End':
        focusCell(command ? lastRow : row, colCount - 1);
        break;
      case 'PageUp':
        focusCell(row - page, col);
        break;
      case 'PageDown':
        focusCell(row + page, col);
        break;
      case ' ':
        if (row > 0) pick(row - 1, event.shiftKey);
        else if (col === 0) selection.toggleAll();
        break;
      case 'Enter':
        activate(cell, row);
        break;
      case 'a':
      case 'A':
        if (!command) return;
        selection.selectIndexes(rows.map((_, index) => index));
        break;
      case 'c':
      case 'C':
        // Text the staff member selected with the mouse copies as the browser does.
        if (!command || (window.getSelection()?.toString() ?? '') !== '') return;
        copy();
        break;
      default:
        return;
    }
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
    const [row, col] = (cell.dataset.cell ?? '0:0').split(':').map(Number) as [number, number];
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  /** A click on a row (not on its controls) selects that row alone; Ctrl adds or removes it, Shift
   * a range: as the spreadsheet-like grid did. */
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number) => {
    if ((event.target as HTMLElement).closest(CONTROLS) || (event.target as HTMLElement).closest('label')) return;
    const row = rows[index];
    if (!row) return;
    if (event.shiftKey) pick(index, true);
    else if (event.ctrlKey || event.metaKey) pick(index, false);
    else {
      selection.selectIndexes([index]);
      anchor.current = index;
    }
  };

  const startResize = (event: PointerEvent<HTMLSpanElement>, entry: LaidOutColumn) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const key = entry.column.key;
    let width = entry.width;
    const move = (moved: globalThis.PointerEvent) => {
      width = clampWidth(entry.width + moved.clientX - startX);
      setDragging({ key, width });
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setDragging(null);
      if (width !== entry.width) onResize(key, width);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const header = (entry: LaidOutColumn, col: number) => {
    const column = entry.column;
    const name = intl.formatMessage({ id: column.header });
    const field = column.sortField;
    const sorted = field && sort?.field === field ? sort : null;
    const resize = (
      <span
        className={styles.resizeHandle}
        aria-hidden="true"
        title={intl.formatMessage({ id: 'admin.registrations.columnResize' })}
        onPointerDown={(event) => startResize(event, entry)}
        onDoubleClick={() => onResize(column.key, null)}
        onClick={(event) => event.stopPropagation()}
      />
    );
    const nextLabel = field
      ? intl.formatMessage({
          id: !sorted
            ? 'admin.registrations.sortAsc'
            : sorted.descending
              ? 'admin.registrations.sortNone'
              : 'admin.registrations.sortDesc',
        })
      : undefined;
    return (
      <th
        key={column.key}
        role="columnheader"
        scope="col"
        className={styles.headCell}
        aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined}
        {...cellProps(0, col)}
      >
        {field ? (
          <button
            type="button"
            tabIndex={-1}
            className={styles.sortButton}
            title={nextLabel}
            onClick={() => onSort(nextSort(sort, field))}
          >
            <span className={styles.headName}>{name}</span>
            {sorted ? (
              sorted.descending ? (
                <SortDescIcon className={styles.sortIcon} />
              ) : (
                <SortAscIcon className={styles.sortIcon} />
              )
            ) : (
              <DoubleCaretVerticalIcon className={styles.sortHint} />
            )}
          </button>
        ) : (
          <span className={styles.headName}>{name}</span>
        )}
        {resize}
      </th>
    );
  };

  const dataCell = (column: RegistrationColumn, row: Row, rowIndex: number, col: number) => {
    const props = cellProps(rowIndex, col);
    const text = column.text(row, labels);
    const cancelled = row.cancelledAt ? styles.cancelledCell : undefined;
    if (column.key === ROW_HEADER_KEY) {
      return (
        <th
          key={column.key}
          role="rowheader"
          scope="row"
          className={`${styles.cell} ${cancelled ?? ''}`}
          title={text}
          {...props}
        >
          {text}
        </th>
      );
    }
    let content: ReactNode = text;
    let className = `${styles.cell} ${cancelled ?? ''}`;
    if (column.key === 'status') {
      content = <StatusCell row={row} labels={labels} />;
      className = styles.statusCell ?? '';
    } else if (column.key === 'payment') {
      content = (
        <Tag minimal intent={row.paymentState === 'paid' ? Intent.SUCCESS : Intent.WARNING}>
          {text}
        </Tag>
      );
    } else if (column.key === 'replacement' && row.replacement) {
      content = (
        <Tag minimal intent={Intent.PRIMARY}>
          {text}
        </Tag>
      );
    } else if (column.key === 'checks') {
      content = labels.checks(row).map((note) => (
        <Tag key={note} minimal intent={Intent.WARNING} className={styles.checkTag}>
          {note}
        </Tag>
      ));
    }
    return (
      <td key={column.key} role="gridcell" className={className} title={text || undefined} {...props}>
        {content}
      </td>
    );
  };

  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  return (
    <div
      ref={scrollRef}
      className={styles.gridScroll}
      // Focus scrolls a cell into view clear of the sticky header and leading columns.
      style={{ scrollPaddingLeft: SELECT_WIDTH + (rowActions ? ACTIONS_WIDTH : 0), scrollPaddingTop: 36 }}
    >
      <p id={helpId} className={styles.visuallyHidden}>
        {intl.formatMessage({ id: 'admin.registrations.gridHelp' })}
      </p>
      <table
        ref={tableRef}
        role="grid"
        className={styles.grid}
        style={{ width: totalWidth }}
        aria-label={intl.formatMessage({ id: 'admin.tab.registrations' })}
        aria-describedby={helpId}
        aria-rowcount={rows.length + 1}
        aria-colcount={colCount}
        aria-multiselectable="true"
        aria-busy={loading}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onFocus={onFocus}
      >
        <colgroup>
          {widths.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr role="row" aria-rowindex={1}>
            <th
              role="columnheader"
              scope="col"
              className={`${styles.headCell} ${styles.stickySelect}`}
              {...cellProps(0, 0)}
            >
              <Checkbox
                className={styles.check}
                tabIndex={-1}
                checked={selection.allSelected}
                indeterminate={selection.selected.length > 0 && !selection.allSelected}
                aria-label={intl.formatMessage({ id: 'admin.registrations.selectAll' })}
                onChange={selection.toggleAll}
              />
            </th>
            {rowActions && (
              <th
                role="columnheader"
                scope="col"
                className={`${styles.headCell} ${styles.stickyActions}`}
                {...cellProps(0, 1)}
              >
                <span className={styles.headName}>{intl.formatMessage({ id: 'admin.actions' })}</span>
              </th>
            )}
            {columns.map((entry, index) => header(entry, leading + index))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowIndex = index + 1;
            const selected = selection.selectedIds.has(row.id);
            const who = { child: row.childFullName, vs: row.variableSymbol };
            return (
              <tr
                key={row.id}
                role="row"
                aria-rowindex={rowIndex + 1}
                aria-selected={selected}
                className={selected ? styles.selectedRow : undefined}
                onClick={(event) => onRowClick(event, index)}
              >
                <td role="gridcell" className={`${styles.cell} ${styles.stickySelect}`} {...cellProps(rowIndex, 0)}>
                  <Checkbox
                    className={styles.check}
                    tabIndex={-1}
                    checked={selected}
                    aria-label={intl.formatMessage({ id: 'admin.registrations.selectRow' }, who)}
                    onChange={(event: ChangeEvent<HTMLInputElement>) =>
                      pick(index, (event.nativeEvent as globalThis.MouseEvent).shiftKey === true)
                    }
                  />
                </td>
                {rowActions && (
                  <td role="gridcell" className={`${styles.cell} ${styles.stickyActions}`} {...cellProps(rowIndex, 1)}>
                    <span className={styles.rowActions}>
                      <RegistrationRowActions
                        row={row}
                        onInvoiceSent={rowActions.onInvoiceSent}
                        onCancel={rowActions.onCancel}
                        onEdit={() => rowActions.onEdit(row)}
                      />
                    </span>
                  </td>
                )}
                {columns.map((entry, col) => dataCell(entry.column, row, rowIndex, leading + col))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
