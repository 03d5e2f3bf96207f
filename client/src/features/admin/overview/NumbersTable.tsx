import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import {
  type ExportFormat,
  OVERVIEW_COLUMNS,
  overviewCellText,
  overviewFileName,
  type OverviewColumn,
  type OverviewRows,
  type OverviewTable,
  pragueToday,
} from '@kurzy/common';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffFetch } from '../../../auth/staffFetch';
import { downloadBlob } from '../../../ui/downloadBlob';
import { dataColumn } from '../../../ui/grid/columns';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { type GridColumn, useGridTable } from '../../../ui/grid/gridTable';
import { errorReason, restReason } from '../common/errors';
import { toast } from '../common/toasts';
import styles from './overview.module.css';

interface Props<T extends OverviewTable> {
  table: T;
  rows: readonly OverviewRows[T][];
  /** The grid's accessible name. */
  label: string;
}

/** The numbers behind a chart in the shared data grid, with the same columns as a CSV or XLSX file
 * made by the server (common's OVERVIEW_COLUMNS). */
export function NumbersTable<T extends OverviewTable>({ table, rows, label }: Props<T>) {
  const columns = useMemo(
    () =>
      (OVERVIEW_COLUMNS[table] as readonly OverviewColumn<OverviewRows[T]>[]).map(
        (column, index): GridColumn<OverviewRows[T]> =>
          dataColumn({
            id: column.key,
            label: column.header,
            text: (row) => overviewCellText(column, row),
            rowHeader: index === 0,
            compact: column.numeric,
          }),
      ),
    [table],
  );
  const grid = useGridTable<OverviewRows[T]>({
    columns,
    data: rows,
    getRowId: (_row, index) => String(index),
    enableRowSelection: false,
  });
  return (
    <div className={styles.numbers}>
      <ExportButtons table={table} />
      <DataGrid table={grid} label={label} fluid />
    </div>
  );
}

function ExportButtons({ table }: { table: OverviewTable }) {
  const intl = useIntl();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setRunning(format);
    try {
      // The header a cross-site page cannot send: the session cookie is taken with it (CSRF guard).
      const response = await staffFetch(`/api/overview/export/${table}?format=${format}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (response.ok) downloadBlob(await response.blob(), overviewFileName(table, format, pragueToday()));
      // A 401 has already ended the session here (staffFetch): the login screen follows.
      else if (response.status !== 401)
        toast.error(
          intl.formatMessage({ id: 'admin.overview.exportError' }),
          restReason(await response.json().catch(() => null)),
        );
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.overview.exportError' }), errorReason(failure));
    } finally {
      setRunning(null);
    }
  };
  return (
    <div className={styles.exports}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          icon={<DownloadIcon />}
          loading={running === format}
          disabled={running !== null}
          onClick={() => void download(format)}
          text={<FormattedMessage id={format === 'csv' ? 'admin.overview.exportCsv' : 'admin.overview.exportXlsx'} />}
        />
      ))}
    </div>
  );
}
