import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './admin.module.css';
import type { Column } from './crudSection';

interface CrudTableProps<TItem extends { id: number }> {
  rows: readonly TItem[];
  columns: readonly Column<TItem>[];
  loading: boolean;
  /** How the buttons' names name the item. */
  itemLabel: (item: TItem) => string;
  rowActions?: (item: TItem) => ReactNode;
  /** Without them (a role that may not write) the rows have no edit and delete buttons. */
  onEdit?: (item: TItem) => void;
  onDelete?: (item: TItem) => void;
}

/** A section's rows: its columns, then the row's buttons; a double click edits. */
export function CrudTable<TItem extends { id: number }>({
  rows,
  columns,
  loading,
  itemLabel,
  rowActions,
  onEdit,
  onDelete,
}: CrudTableProps<TItem>) {
  const intl = useIntl();
  return (
    <div className={styles.tableWrap}>
      <HTMLTable compact striped interactive className={styles.table} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={column.compact ? styles.compact : undefined}>
                <FormattedMessage id={column.header} />
              </th>
            ))}
            <th className={styles.actionsHead}>
              <span className={styles.visuallyHidden}>
                <FormattedMessage id="admin.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} onDoubleClick={onEdit ? () => onEdit(item) : undefined}>
              {columns.map((column) => (
                <td key={column.key} className={column.compact ? styles.compact : undefined}>
                  {column.render(item)}
                </td>
              ))}
              <td className={styles.actions}>
                {rowActions?.(item)}
                {onEdit && (
                  <Button
                    variant="minimal"
                    size="small"
                    icon={<EditIcon />}
                    aria-label={intl.formatMessage({ id: 'admin.edit' }, { name: itemLabel(item) })}
                    title={intl.formatMessage({ id: 'admin.action.edit' })}
                    onClick={() => onEdit(item)}
                  />
                )}
                {onDelete && (
                  <Button
                    variant="minimal"
                    size="small"
                    intent={Intent.DANGER}
                    icon={<TrashIcon />}
                    aria-label={intl.formatMessage({ id: 'admin.delete' }, { name: itemLabel(item) })}
                    title={intl.formatMessage({ id: 'admin.action.delete' })}
                    onClick={() => onDelete(item)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
