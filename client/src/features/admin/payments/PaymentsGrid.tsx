import { Button, Intent, Tag } from '@blueprintjs/core';
import { DisableIcon, HistoryIcon, LinkIcon } from '@blueprintjs/icons';
import { formatDate, formatHaler } from '@kurzy/common';
import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import { createContext, useContext, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { actionsColumn, dataColumn } from '../../../ui/grid/columns';
import { type GridColumn, useGridTable } from '../../../ui/grid/gridTable';
import { useColumnLayout } from '../../../ui/grid/useColumnLayout';
import { useGridControl } from '../../../ui/grid/useGridControl';
import type { MessageId } from '../../../i18n/messages';
import type { AdminPaymentRowFragment } from './AdminPaymentRow.generated';
import { activeAllocations, assignable, paymentWord, sourceLabel, WORD_IDS, WORD_INTENTS } from './labels';
import type { PaymentSortField, PaymentSortState } from './paymentUrl';
import styles from './payments.module.css';

type Row = AdminPaymentRowFragment;

/** What the page does for a row's buttons; by context, so the columns stay the same objects. */
export interface PaymentRowHandlers {
  onAssign: (row: Row) => void;
  onUnpair: (row: Row) => void;
  onHistory: (row: Row) => void;
}

export const PaymentRowContext = createContext<PaymentRowHandlers | null>(null);

/** "12. 3. 2026, 1 250 Kč": how a row's buttons name their payment. */
const rowName = (row: Row) => `${formatDate(row.bookedOn)}, ${formatHaler(row.amountHaler)}`;

function PaymentRowActions({ row }: { row: Row }) {
  const intl = useIntl();
  const handlers = useContext(PaymentRowContext);
  const control = useGridControl();
  if (!handlers) return null;
  const name = { payment: rowName(row) };
  return (
    <>
      {assignable(row) && (
        <Button
          {...control}
          variant="minimal"
          size="small"
          icon={<LinkIcon />}
          intent={Intent.PRIMARY}
          aria-label={intl.formatMessage({ id: 'admin.payments.assignRow' }, name)}
          title={intl.formatMessage({ id: 'admin.payments.assign' })}
          onClick={() => handlers.onAssign(row)}
        />
      )}
      {activeAllocations(row).length > 0 && (
        <Button
          {...control}
          variant="minimal"
          size="small"
          icon={<DisableIcon />}
          intent={Intent.WARNING}
          aria-label={intl.formatMessage({ id: 'admin.payments.unpairRow' }, name)}
          title={intl.formatMessage({ id: 'admin.payments.unpair' })}
          onClick={() => handlers.onUnpair(row)}
        />
      )}
      <Button
        {...control}
        variant="minimal"
        size="small"
        icon={<HistoryIcon />}
        aria-label={intl.formatMessage({ id: 'admin.payments.historyRow' }, name)}
        title={intl.formatMessage({ id: 'admin.payments.history' })}
        onClick={() => handlers.onHistory(row)}
      />
    </>
  );
}

/** The registrations a payment pays: "Anna Nováková (VS 100059)", several for a split. */
const pairedText = (row: Row) =>
  activeAllocations(row)
    .map((allocation) =>
      allocation.registration
        ? `${allocation.registration.childFullName} (VS ${allocation.registration.variableSymbol})`
        : `#${allocation.id}`,
    )
    .join(', ');

const counterText = (row: Row) => [row.counterName, row.counterAccount].filter(Boolean).join(', ');

const SORTED: Record<string, PaymentSortField> = {
  bookedOn: 'bookedOn',
  amount: 'amountHaler',
  variableSymbol: 'variableSymbol',
  counter: 'counterName',
};
const COLUMN_OF: Record<PaymentSortField, string> = {
  bookedOn: 'bookedOn',
  amountHaler: 'amount',
  variableSymbol: 'variableSymbol',
  counterName: 'counter',
};

function paymentColumns(intl: IntlShape): GridColumn<Row>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    actionsColumn<Row>(t('admin.actions'), 100, (row) => <PaymentRowActions row={row} />),
    dataColumn<Row>({
      id: 'bookedOn',
      label: t('admin.payments.col.bookedOn'),
      text: (row) => formatDate(row.bookedOn),
      size: 110,
      sortable: true,
      rowHeader: true,
    }),
    dataColumn<Row>({
      id: 'amount',
      label: t('admin.payments.col.amount'),
      text: (row) => formatHaler(row.amountHaler),
      cell: (row, text) => (
        <span className={styles.amount}>
          {row.direction === 'debit' ? `−${text}` : text}
          {row.currency !== 'CZK' && ` ${row.currency}`}
        </span>
      ),
      size: 120,
      sortable: true,
    }),
    dataColumn<Row>({
      id: 'variableSymbol',
      label: t('admin.payments.col.vs'),
      text: (row) => row.variableSymbol ?? '',
      size: 110,
      sortable: true,
    }),
    dataColumn<Row>({
      id: 'state',
      label: t('admin.payments.col.state'),
      text: (row) => t(WORD_IDS[paymentWord(row)]),
      cell: (row, text) => (
        <Tag minimal intent={WORD_INTENTS[paymentWord(row)]}>
          {text}
        </Tag>
      ),
      // "Neplatí (odchozí, storno, cizí měna)" whole.
      size: 270,
    }),
    dataColumn<Row>({
      id: 'registrations',
      label: t('admin.payments.col.registrations'),
      text: pairedText,
      size: 260,
    }),
    dataColumn<Row>({
      id: 'counter',
      label: t('admin.payments.col.counter'),
      text: counterText,
      size: 240,
      sortable: true,
    }),
    dataColumn<Row>({
      id: 'message',
      label: t('admin.payments.col.message'),
      text: (row) =>
        [row.message, row.receiptNumber ? `${t('admin.payments.receipt')} ${row.receiptNumber}` : '']
          .filter(Boolean)
          .join(' · '),
      size: 240,
    }),
    dataColumn<Row>({
      id: 'source',
      label: t('admin.payments.col.source'),
      text: (row) => sourceLabel(intl, row.source),
      size: 110,
    }),
  ];
}

/** The payments' table for the shared grid: the row's buttons and the date kept in sight, then the
 * columns as the staff member arranged them; the headers sort on the server (the address's `sort`). */
export function usePaymentsGrid({
  rows,
  sort,
  onSort,
  storageKey,
}: {
  rows: readonly Row[];
  sort: PaymentSortState | null;
  onSort: (sort: PaymentSortState | null) => void;
  storageKey: string | null;
}) {
  const intl = useIntl();
  const columns = useMemo(() => paymentColumns(intl), [intl]);
  const layout = useColumnLayout(storageKey, columns);
  const sortedColumn = sort ? COLUMN_OF[sort.field] : undefined;
  const descending = sort?.descending ?? false;
  const sorting = useMemo<SortingState>(
    () => (sortedColumn ? [{ id: sortedColumn, desc: descending }] : []),
    [sortedColumn, descending],
  );
  const table = useGridTable<Row>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    pinRowHeader: true,
    enableRowSelection: false,
    state: { ...layout.state, sorting },
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
    onColumnSizingChange: layout.onColumnSizingChange,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      const field = next ? SORTED[next.id] : undefined;
      onSort(next && field ? { field, descending: next.desc } : null);
    },
  });
  return { table, layout };
}
