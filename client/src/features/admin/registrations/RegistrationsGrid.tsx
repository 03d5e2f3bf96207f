import { Checkbox, Intent, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { SortAscIcon, SortDescIcon } from '@blueprintjs/icons';
import { Cell, Column, ColumnHeaderCell, Regions, SelectionModes, Table2 } from '@blueprintjs/table';
import { spreadsheetText } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { COLUMNS, type Labels, type RegistrationColumn, type Row } from './columns';
import { Interactive } from './Interactive';
import { RegistrationRowActions } from './RegistrationRowActions';
import type { RegistrationRowActionsFragment } from './RegistrationRowActions.generated';
import styles from './registrations.module.css';
import { rowRegions, selectedRows } from './selection';
import type { Sort } from './useRegistrationSearch';
import type { RegistrationSelection } from './useRegistrationSelection';

const ROW_HEIGHT = 32;

interface RegistrationsGridProps {
  rows: readonly Row[];
  labels: Labels;
  loading: boolean;
  selection: RegistrationSelection;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  /** The row buttons, for a role that may use them. */
  rowActions?: {
    onInvoiceSent: () => void;
    onCancel: (row: RegistrationRowActionsFragment) => void;
    onEdit: (row: Row) => void;
  };
}

/** The registrations as a spreadsheet-like grid: a checkbox per row, the row's buttons, then the
 * columns (the sortable ones sort on the server). Rows are selected by their checkboxes or by
 * selecting cells; copied cells carry the CSV's formula guard. */
export function RegistrationsGrid({
  rows,
  labels,
  loading,
  selection,
  sort,
  onSort,
  rowActions,
}: RegistrationsGridProps) {
  const intl = useIntl();
  const leading = rowActions ? 2 : 1;

  const headerCell = (column: RegistrationColumn) => {
    const name = intl.formatMessage({ id: column.header });
    const field = column.sortField;
    if (!field) return <ColumnHeaderCell name={name} />;
    const active = sort?.field === field;
    return (
      <ColumnHeaderCell
        name={active ? `${name} ${sort.descending ? '↓' : '↑'}` : name}
        menuRenderer={() => (
          <Menu>
            <MenuItem
              icon={<SortAscIcon />}
              text={<FormattedMessage id="admin.registrations.sortAsc" />}
              onClick={() => onSort({ field, descending: false })}
            />
            <MenuItem
              icon={<SortDescIcon />}
              text={<FormattedMessage id="admin.registrations.sortDesc" />}
              onClick={() => onSort({ field, descending: true })}
            />
            {active && (
              <MenuItem text={<FormattedMessage id="admin.registrations.sortNone" />} onClick={() => onSort(null)} />
            )}
          </Menu>
        )}
      />
    );
  };

  const cell = (column: RegistrationColumn, row: Row) => {
    const text = column.text(row, labels);
    if (column.key === 'payment') {
      return (
        <Cell>
          <Tag minimal intent={row.paymentState === 'paid' ? Intent.SUCCESS : Intent.WARNING}>
            {text}
          </Tag>
        </Cell>
      );
    }
    if (column.key === 'checks') {
      const notes = labels.checks(row);
      return (
        <Cell tooltip={notes.join('\n')}>
          {notes.map((note) => (
            <Tag key={note} minimal intent={Intent.WARNING} className={styles.checkTag}>
              {note}
            </Tag>
          ))}
        </Cell>
      );
    }
    if (column.key === 'replacement' && row.replacement) {
      return (
        <Cell>
          <Tag minimal intent={Intent.PRIMARY}>
            {text}
          </Tag>
        </Cell>
      );
    }
    return (
      <Cell className={row.cancelledAt ? styles.cancelledCell : undefined} tooltip={text}>
        {text}
      </Cell>
    );
  };

  return (
    <div
      className={styles.tableWrap}
      aria-busy={loading}
      // As tall as its rows, up to most of the screen; the table scrolls inside beyond that.
      style={{ height: `min(70vh, ${rows.length * ROW_HEIGHT + ROW_HEIGHT + 8}px)` }}
    >
      <Table2
        numRows={rows.length}
        defaultRowHeight={ROW_HEIGHT}
        columnWidths={[40, ...(rowActions ? [130] : []), ...COLUMNS.map((column) => column.width)]}
        numFrozenColumns={leading}
        enableRowHeader={false}
        enableMultipleSelection
        selectionModes={SelectionModes.ROWS_AND_CELLS}
        selectedRegions={rowRegions(
          new Set(rows.flatMap((row, index) => (selection.selectedIds.has(row.id) ? [index] : []))),
        )}
        selectedRegionTransform={(region) =>
          region.rows ? Regions.row(region.rows[0], region.rows[1]) : Regions.row(0, rows.length - 1)
        }
        onSelection={(regions) => selection.selectIndexes(selectedRows(regions, rows.length))}
        enableFocusedCell={false}
        cellRendererDependencies={[rows, selection.selectedIds, rowActions === undefined]}
        // Copied cells are pasted into spreadsheets too: the same formula guard as the CSV.
        getCellClipboardData={(index, col) => {
          const row = rows[index];
          const column = COLUMNS[col - leading];
          return row && column ? spreadsheetText(column.text(row, labels)) : '';
        }}
      >
        {[
          <Column
            key="select"
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell>
                <Interactive className={styles.checkCell}>
                  <Checkbox
                    checked={selection.allSelected}
                    indeterminate={selection.selected.length > 0 && !selection.allSelected}
                    aria-label={intl.formatMessage({ id: 'admin.registrations.selectAll' })}
                    onChange={selection.toggleAll}
                  />
                </Interactive>
              </ColumnHeaderCell>
            )}
            cellRenderer={(index) => {
              const row = rows[index];
              return (
                <Cell interactive>
                  {row && (
                    <Interactive className={styles.checkCell}>
                      <Checkbox
                        checked={selection.selectedIds.has(row.id)}
                        aria-label={intl.formatMessage(
                          { id: 'admin.registrations.selectRow' },
                          { child: row.childFullName, vs: row.variableSymbol },
                        )}
                        onChange={() => selection.toggle(row.id)}
                      />
                    </Interactive>
                  )}
                </Cell>
              );
            }}
          />,
          ...(rowActions
            ? [
                <Column
                  key="actions"
                  name={intl.formatMessage({ id: 'admin.actions' })}
                  cellRenderer={(index) => {
                    const row = rows[index];
                    if (!row) return <Cell />;
                    return (
                      <Cell interactive>
                        <Interactive className={styles.rowActions}>
                          <RegistrationRowActions
                            row={row}
                            onInvoiceSent={rowActions.onInvoiceSent}
                            onCancel={rowActions.onCancel}
                            onEdit={() => rowActions.onEdit(row)}
                          />
                        </Interactive>
                      </Cell>
                    );
                  }}
                />,
              ]
            : []),
          ...COLUMNS.map((column) => (
            <Column
              key={column.key}
              columnHeaderCellRenderer={() => headerCell(column)}
              cellRenderer={(index) => {
                const row = rows[index];
                return row ? cell(column, row) : <Cell />;
              }}
            />
          )),
        ]}
      </Table2>
    </div>
  );
}
