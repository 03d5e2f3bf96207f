import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { HTMLTable } from '../../ui/HTMLTable';
import styles from '../../ui/catalog.module.css';

export interface ScheduleColumn<TSlot> {
  header: MessageId;
  cell: (slot: TSlot) => ReactNode;
}

interface ScheduleTableProps<TSlot extends { id: number }> {
  slots: readonly TSlot[];
  /** What a page shows of each slot: a course's page its branches, a branch's page its courses. */
  columns: readonly ScheduleColumn<TSlot>[];
  /** The sentence that stands in for a table without rows. */
  emptyId: MessageId;
}

/** The weekly slots on a detail page, a row each. */
export function ScheduleTable<TSlot extends { id: number }>({ slots, columns, emptyId }: ScheduleTableProps<TSlot>) {
  if (slots.length === 0) {
    return (
      <p>
        <FormattedMessage id={emptyId} />
      </p>
    );
  }
  return (
    <HTMLTable className={styles.table} striped>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              <FormattedMessage id={column.header} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {slots.map((slot) => (
          <tr key={slot.id}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(slot)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
