import { DoubleCaretVerticalIcon, SortAscIcon, SortDescIcon } from '@blueprintjs/icons';
import { flexRender, type Header, type RowData } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { GridFeatures } from './gridTable';
import styles from './grid.module.css';

interface GridHeaderCellProps<TData extends RowData> {
  header: Header<GridFeatures, TData, unknown>;
  /** data-cell, aria-colindex, tabIndex: the grid's roving Tab stop. */
  cellProps: Record<string, string | number>;
  className: string;
  style: CSSProperties;
  /** Widths are the column model's (not the content's): an edge to drag. */
  resizable: boolean;
}

const SORT_NEXT = { asc: 'admin.grid.sortAsc', desc: 'admin.grid.sortDesc' } as const;

/** A column's header: its name, a sort button when the server sorts by it (click or Enter: ascending,
 * descending, then the default order), and an edge to drag its width (double-click: the default). */
export function GridHeaderCell<TData extends RowData>({
  header,
  cellProps,
  className,
  style,
  resizable,
}: GridHeaderCellProps<TData>) {
  const intl = useIntl();
  const { column } = header;
  const meta = column.columnDef.meta;
  const sorted = column.getIsSorted();
  let content;
  if (meta?.kind === 'select') content = flexRender(column.columnDef.header, header.getContext());
  else if (column.getCanSort()) {
    const next = column.getNextSortingOrder();
    content = (
      <button
        type="button"
        tabIndex={-1}
        className={styles.sortButton}
        title={intl.formatMessage({ id: next ? SORT_NEXT[next] : 'admin.grid.sortNone' })}
        onClick={column.getToggleSortingHandler()}
      >
        <span className={styles.headName}>{meta?.label}</span>
        {sorted === 'desc' ? (
          <SortDescIcon className={styles.sortIcon} />
        ) : sorted === 'asc' ? (
          <SortAscIcon className={styles.sortIcon} />
        ) : (
          <DoubleCaretVerticalIcon className={styles.sortHint} />
        )}
      </button>
    );
  } else content = <span className={styles.headName}>{meta?.label}</span>;
  const resize = header.getResizeHandler();
  return (
    <th
      role="columnheader"
      scope="col"
      className={className}
      style={style}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      {...cellProps}
    >
      {content}
      {resizable && column.getCanResize() && (
        <span
          className={`${styles.resizeHandle} ${column.getIsResizing() ? styles.resizing : ''}`}
          aria-hidden="true"
          title={intl.formatMessage({ id: 'admin.grid.resize' })}
          onMouseDown={resize}
          onTouchStart={resize}
          onDoubleClick={() => column.resetSize()}
          onClick={(event) => event.stopPropagation()}
        />
      )}
    </th>
  );
}
