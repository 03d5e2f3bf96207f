import { useMutation } from '@apollo/client/react';
import { Button, H1, Intent, NonIdealState } from '@blueprintjs/core';
import { BanCircleIcon, DollarIcon, ExportIcon } from '@blueprintjs/icons';
import { formatHaler } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyList } from '../../../ui/EmptyList';
import { ColumnChooser } from '../../../ui/grid/ColumnChooser';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { PageTitle } from '../../../ui/PageTitle';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AccountingExportDialog } from './AccountingExportDialog';
import { errorReason } from '../common/errors';
import { Pager } from '../common/Pager';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import type { AdminPaymentRowFragment } from './AdminPaymentRow.generated';
import { UnpairPaymentDocument } from './AdminPayments.generated';
import { AssignDialog } from './AssignDialog';
import { CashDialog } from './CashDialog';
import { HistoryDialog } from './HistoryDialog';
import { activeAllocations } from './labels';
import { PaymentFilters } from './PaymentFilters';
import { PaymentReminders } from './PaymentReminders';
import { PaymentRowContext, usePaymentsGrid } from './PaymentsGrid';
import { RefundOrderButton } from './RefundOrderButton';
import styles from './payments.module.css';
import { StatementDrop } from './StatementDrop';
import { usePaymentSearch } from './usePaymentSearch';

type Row = AdminPaymentRowFragment;
type Allocation = Row['allocations'][number];

/** "Platby" (administrators): statements in, the payments in the grid, pairing by hand, cash. */
export function AdminPaymentsPage() {
  const intl = useIntl();
  const { may } = useStaff();
  const title = intl.formatMessage({ id: 'admin.tab.payments' });
  if (!may('payment.read'))
    return (
      <>
        <PageTitle page={title} />
        <H1 className={styles.title}>{title}</H1>
        <NonIdealState
          icon={<BanCircleIcon size={48} />}
          title={intl.formatMessage({ id: 'admin.payments.forbiddenTitle' })}
          description={intl.formatMessage({ id: 'admin.payments.forbidden' })}
        />
      </>
    );
  return <PaymentsScreen title={title} />;
}

function PaymentsScreen({ title }: { title: string }) {
  const intl = useIntl();
  const { staff, may } = useStaff();
  const search = usePaymentSearch();
  const grid = usePaymentsGrid({
    rows: search.rows,
    sort: search.sort,
    onSort: search.setSort,
    storageKey: staff ? `kurzy.admin.payments.columns.${staff.id}` : null,
  });
  const [assigning, setAssigning] = useState<Row | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [unpairing, setUnpairing] = useState<{ payment: Row; allocation: Allocation } | null>(null);
  const [cash, setCash] = useState(false);
  const [accounting, setAccounting] = useState(false);
  const [unpair, unpairState] = useMutation(UnpairPaymentDocument);
  const reload = () => void search.refetch();
  const writable = may('payment.write');
  const detail = detailId === null ? null : (search.rows.find((row) => row.id === detailId) ?? null);

  const confirmUnpair = async () => {
    if (!unpairing) return;
    try {
      await unpair({ variables: { allocationId: unpairing.allocation.id } });
      toast.success(intl.formatMessage({ id: 'admin.payments.unpairDone' }));
      setUnpairing(null);
      reload();
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.payments.unpairError' }), errorReason(failure));
    }
  };

  return (
    <>
      <PageTitle page={title} />
      <div className={styles.head} data-toast-below="">
        <H1 className={styles.title}>{title}</H1>
        <ColumnChooser table={grid.table} layout={grid.layout} className={styles.headTool} />
        <RefundOrderButton />
        {may('accounting.export') && (
          <Button
            icon={<ExportIcon />}
            onClick={() => setAccounting(true)}
            text={<FormattedMessage id="admin.accounting.open" />}
          />
        )}
        {writable && (
          <Button
            icon={<DollarIcon />}
            intent={Intent.PRIMARY}
            onClick={() => setCash(true)}
            text={<FormattedMessage id="admin.payments.cash" />}
          />
        )}
      </div>
      {writable && <StatementDrop onImported={reload} />}
      <PaymentReminders />
      <PaymentFilters
        value={search.filter}
        onChange={search.setFilter}
        onClear={search.clearFilter}
        unmatchedCount={search.unmatchedCount}
      />
      {search.rows.length === 0 && search.filtered && !search.loading && !search.error ? (
        <div className={styles.noMatch} role="status">
          <FormattedMessage id="admin.payments.noMatch" />
        </div>
      ) : search.rows.length === 0 && !search.loading && !search.error ? (
        <div className={styles.noMatch} role="status">
          <FormattedMessage id="admin.payments.empty" />
        </div>
      ) : search.rows.length === 0 ? (
        <EmptyList loading={search.loading && !search.error} error={search.error} />
      ) : (
        <PaymentRowContext.Provider
          value={{
            onAssign: setAssigning,
            onHistory: (row) => setDetailId(row.id),
            onUnpair: (row) => {
              const active = activeAllocations(row);
              if (active.length === 1) setUnpairing({ payment: row, allocation: active[0]! });
              else setDetailId(row.id);
            },
          }}
        >
          <DataGrid
            table={grid.table}
            label={title}
            loading={search.loading}
            onOpenRow={(row) => setDetailId(row.id)}
          />
        </PaymentRowContext.Provider>
      )}
      <Pager pagination={search.pagination} paging={search.paging} />
      {assigning && (
        <AssignDialog
          payment={assigning}
          onClose={() => setAssigning(null)}
          onDone={() => {
            setAssigning(null);
            reload();
          }}
        />
      )}
      {detail && (
        <HistoryDialog
          payment={detail}
          onClose={() => setDetailId(null)}
          onUnpair={(allocation) => setUnpairing({ payment: detail, allocation })}
        />
      )}
      {accounting && <AccountingExportDialog onClose={() => setAccounting(false)} />}
      {cash && (
        <CashDialog
          onClose={() => setCash(false)}
          onDone={() => {
            setCash(false);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={unpairing !== null}
        title={intl.formatMessage({ id: 'admin.payments.unpairTitle' })}
        intent={Intent.WARNING}
        message={
          unpairing && (
            <FormattedMessage
              id="admin.payments.unpairQuestion"
              values={{
                amount: formatHaler(unpairing.allocation.amountHaler),
                name: unpairing.allocation.registration
                  ? `${unpairing.allocation.registration.childFullName} (VS ${unpairing.allocation.registration.variableSymbol})`
                  : `#${unpairing.allocation.id}`,
              }}
            />
          )
        }
        confirmText={<FormattedMessage id="admin.payments.unpair" />}
        cancelText={<FormattedMessage id="admin.payments.keep" />}
        busy={unpairState.loading}
        onConfirm={() => void confirmUnpair()}
        onCancel={() => setUnpairing(null)}
      />
    </>
  );
}
