import { Button, ProgressBar } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './ExportControls.module.css';
import type { ExportProgress, useListExport } from './useListExport';

interface Props {
  exporter: ReturnType<typeof useListExport>;
  /** Nothing to export (an empty list). */
  disabled: boolean;
}

/** The export buttons (CSV, XLSX) and, while a file downloads, how far it is, with a cancel. */
export function ExportControls({ exporter, disabled }: Props) {
  const { progress } = exporter;
  return (
    <>
      <div className={styles.buttons}>
        <Button
          icon={<DownloadIcon />}
          loading={progress?.format === 'csv'}
          disabled={disabled || exporter.exporting}
          onClick={() => exporter.exportAs('csv')}
          text={<FormattedMessage id="admin.list.export" />}
        />
        <Button
          icon={<DownloadIcon />}
          loading={progress?.format === 'xlsx'}
          disabled={disabled || exporter.exporting}
          onClick={() => exporter.exportAs('xlsx')}
          text={<FormattedMessage id="admin.list.exportXlsx" />}
        />
      </div>
      {progress && <Progress progress={progress} messages={exporter.messages} onCancel={exporter.cancel} />}
    </>
  );
}

function Progress({
  progress,
  messages,
  onCancel,
}: {
  progress: ExportProgress;
  messages: ReturnType<typeof useListExport>['messages'];
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { rows, total, bytes } = progress;
  const share = rows !== null && total ? Math.min(1, rows / total) : undefined;
  const megabytes = intl.formatNumber(bytes / 1_000_000, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const text =
    rows !== null && total !== null
      ? intl.formatMessage({ id: messages.progressRows }, { rows, total })
      : intl.formatMessage({ id: 'admin.list.exportProgressBytes' }, { megabytes });
  return (
    <div className={styles.progress} role="status" aria-label={intl.formatMessage({ id: messages.running })}>
      <ProgressBar className={styles.bar} value={share} intent="primary" />
      <span className={styles.text} data-testid="export-progress">
        {text}
      </span>
      <Button variant="minimal" onClick={onCancel} text={<FormattedMessage id="admin.list.exportCancel" />} />
    </div>
  );
}
