import { type Cell, flexRender, type RowData } from '@tanstack/react-table';
import { type CSSProperties, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cellText } from './columns';
import { GridHeaderCell } from './GridHeaderCell';
import type { GridFeatures, GridTable } from './gridTable';
import styles from './grid.module.css';
import { clampPosition, type Position } from './keyboard';
import { InGrid } from './useGridControl';
import { CONTROLS, useGridKeys } from './useGridKeys';
import { useVirtualRows } from './useVirtualRows';

/** A one-line row: 32 px and its border. */
const ROW_HEIGHT = 33;

interface DataGridProps<TData extends RowData> {
  table: GridTable<TData>;
  /** The grid's accessible name. */
  label: string;
  loading?: boolean;
  /** Enter on a cell without a control, or a double click on a row: the row's own screen or dialog. */
  onOpenRow?: (row: TData) => void;
  /** Columns as wide as their content across the page (the CRUD lists), instead of the widths of the
   * column model (the registrations, whose widths staff set). */
  fluid?: boolean;
}

type AnyCell<TData extends RowData> = Cell<GridFeatures, TData, unknown>;

/** Every staff table: one semantic grid (`<table role="grid">`) over TanStack's column model. The
 * leading columns (checkbox, the row's buttons) and the header stay in place with CSS `sticky` inside
 * the same rows as the data, so a row's controls never sit beside another row's data. One Tab stop:
 * the arrow keys, Home/End, PageUp/PageDown and Ctrl+Home/End move between cells (a roving tabindex);
 * Space selects the row (Shift: a range, Ctrl+A: all), Enter sorts by a header, uses a cell's control
 * or steps into its buttons (Left/Right between them, Escape back); Ctrl+C copies the selected rows
 * with the formula guard. Only the rows in view are in the DOM; aria-rowindex counts them all. */
export function DataGrid<TData extends RowData>({
  table,
  label,
  loading = false,
  onOpenRow,
  fluid = false,
}: DataGridProps<TData>) {
  const intl = useIntl();
  const helpId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });

  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columns = headers.map((header) => header.column);
  const pinnedCount = columns.filter((column) => column.getIsPinned()).length;
  const bounds = { lastRow: rows.length, cols: columns.length, page: 1 };
  // Rows or columns may have gone since (a new page, a hidden column): the nearest cell is the stop.
  const current = clampPosition(active, bounds);
  const virtual = useVirtualRows({
    count: rows.length,
    scrollRef,
    rowHeight: ROW_HEIGHT,
    keep: current.row - 1,
    getKey: (index) => rows[index]?.id ?? String(index),
  });

  // Focus scrolls a cell into view clear of the sticky header and leading columns, as wide as drawn.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const head = tableRef.current?.tHead;
    if (!scroller || !head) return;
    // The pinned columns come first.
    const pinned = [...(head.rows[0]?.cells ?? [])].slice(0, pinnedCount);
    scroller.style.scrollPaddingTop = `${head.getBoundingClientRect().height}px`;
    scroller.style.scrollPaddingLeft = `${pinned.reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0)}px`;
    // Measured again when other rows or columns come, not on every scroll.
  }, [pinnedCount, rows, columns.length]);

  const keys = useGridKeys({
    table,
    rows,
    columns,
    tableRef,
    current,
    setActive,
    bounds,
    pageRows: virtual.pageRows,
    onOpenRow,
  });
  const { selectable, cellProps, onRowClick } = keys;

  const stickyStyle = (col: number): CSSProperties => {
    const column = columns[col];
    if (!column?.getIsPinned()) return fluid ? {} : { width: column?.getSize() };
    return { left: column.getStart('start'), ...(fluid ? {} : { width: column.getSize() }) };
  };
  const cellClass = (col: number, base: string | undefined) => {
    const column = columns[col];
    const meta = column?.columnDef.meta;
    return [
      base,
      meta?.kind === 'select' ? styles.select : '',
      meta?.wrap ? styles.wrap : '',
      // In the fluid layout the leading columns take no more than their buttons.
      meta?.compact || (fluid && meta?.kind) ? styles.compact : '',
      column?.getIsPinned() ? styles.sticky : '',
      column?.getIsPinned() && column.getIsLastColumn('start') ? styles.stickyEdge : '',
    ]
      .filter(Boolean)
      .join(' ');
  };

  const bodyCell = (cell: AnyCell<TData>, rowNumber: number, col: number) => {
    const meta = cell.column.columnDef.meta;
    const props = { ...cellProps(rowNumber, col), className: cellClass(col, styles.cell), style: stickyStyle(col) };
    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
    if (meta?.rowHeader)
      return (
        <th key={cell.id} role="rowheader" scope="row" title={cellText(cell.getValue()) || undefined} {...props}>
          {content}
        </th>
      );
    const text = meta?.kind ? undefined : cellText(cell.getValue()) || undefined;
    return (
      <td key={cell.id} role="gridcell" title={text} {...props}>
        {content}
      </td>
    );
  };

  return (
    <div ref={scrollRef} className={styles.scroll}>
      <p id={helpId} className={styles.visuallyHidden}>
        {intl.formatMessage({ id: selectable ? 'admin.grid.helpSelect' : 'admin.grid.help' })}
      </p>
      <table
        ref={tableRef}
        role="grid"
        className={`${styles.grid} ${fluid ? styles.fluid : styles.fixed}`}
        style={fluid ? undefined : { width: table.getTotalSize() }}
        aria-label={label}
        aria-describedby={helpId}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading}
        onKeyDown={keys.onKeyDown}
        onKeyUp={keys.onKeyUp}
        onFocus={keys.onFocus}
      >
        {!fluid && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.getSize() }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr role="row" aria-rowindex={1}>
            {headers.map((header, col) => (
              <GridHeaderCell
                key={header.id}
                header={header}
                cellProps={cellProps(0, col)}
                className={cellClass(col, styles.headCell)}
                style={stickyStyle(col)}
                resizable={!fluid}
              />
            ))}
          </tr>
        </thead>
        <InGrid.Provider value={true}>
          <tbody>
            {virtual.parts.map((part) => {
              if (part.gap !== undefined)
                return (
                  <tr key={part.key} className={styles.gap} aria-hidden="true">
                    <td colSpan={columns.length} style={{ height: part.gap }} />
                  </tr>
                );
              const row = rows[part.item.index];
              if (!row) return null;
              const rowNumber = part.item.index + 1;
              const selected = selectable && row.getIsSelected();
              return (
                <tr
                  key={row.id}
                  ref={virtual.measureRow}
                  data-index={part.item.index}
                  role="row"
                  aria-rowindex={rowNumber + 1}
                  aria-selected={selectable ? selected : undefined}
                  className={selected ? styles.selectedRow : undefined}
                  onClick={(event) => onRowClick(event, row)}
                  onDoubleClick={
                    onOpenRow
                      ? (event) => {
                          if (!(event.target as HTMLElement).closest(CONTROLS)) onOpenRow(row.original);
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell, col) => bodyCell(cell, rowNumber, col))}
                </tr>
              );
            })}
          </tbody>
        </InGrid.Provider>
      </table>
    </div>
  );
}
