import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon } from '@blueprintjs/icons';
import { AccountingErrorCode, checkAccountingRange, errorFieldMessage, pragueToday } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadBlob } from '../../../ui/downloadBlob';
import { fetchPdf, PdfError } from '../common/fetchPdf';
import { toast } from '../common/toasts';
import styles from './payments.module.css';

type Kind = 'pohoda' | 'csv' | 'xlsx';

const PATHS: Record<Kind, (from: string, to: string) => string> = {
  pohoda: (from, to) => `/api/accounting/pohoda?from=${from}&to=${to}`,
  csv: (from, to) => `/api/accounting/payments?from=${from}&to=${to}&format=csv`,
  xlsx: (from, to) => `/api/accounting/payments?from=${from}&to=${to}&format=xlsx`,
};

/** The last whole month: what the accountant books next. */
function lastMonth(today = pragueToday()): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** "Export pro účetní" (issue 47): the invoices issued in a period as one Pohoda XML file, and the
 * payments received in it as CSV or XLSX. The period is checked as the server checks it. */
export function AccountingExportDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [range, setRange] = useState(lastMonth);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Kind | null>(null);

  const download = async (kind: Kind) => {
    setFailure(null);
    const checked = checkAccountingRange(range.from, range.to);
    if (!('from' in checked)) {
      const text =
        checked.code === AccountingErrorCode.InvalidDate
          ? errorFieldMessage(checked.code, { field: checked.field })
          : errorFieldMessage(checked.code);
      setErrors({ [checked.field]: text });
      return;
    }
    setErrors({});
    setBusy(kind);
    try {
      const { blob, filename } = await fetchPdf(PATHS[kind](checked.from, checked.to), undefined, `export.${kind}`);
      downloadBlob(blob, filename);
      toast.success(intl.formatMessage({ id: 'admin.accounting.done' }, { filename }));
    } catch (error) {
      if (error instanceof PdfError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(error instanceof Error ? error.message : intl.formatMessage({ id: 'admin.accounting.error' }));
    } finally {
      setBusy(null);
    }
  };

  const dateField = (field: 'from' | 'to') => (
    <FormGroup
      label={intl.formatMessage({ id: field === 'from' ? 'admin.accounting.from' : 'admin.accounting.to' })}
      labelFor={`accounting-${field}`}
      intent={errors[field] ? Intent.DANGER : Intent.NONE}
      helperText={errors[field]}
    >
      <InputGroup
        id={`accounting-${field}`}
        type="date"
        value={range[field]}
        intent={errors[field] ? Intent.DANGER : Intent.NONE}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setRange((current) => ({ ...current, [field]: value }));
        }}
      />
    </FormGroup>
  );

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'admin.accounting.title' })}>
      <DialogBody>
        <p>
          <FormattedMessage id="admin.accounting.intro" />
        </p>
        <div className={styles.accountingRange}>
          {dateField('from')}
          {dateField('to')}
        </div>
        <div className={styles.accountingActions}>
          <Button
            icon={<DocumentIcon />}
            intent={Intent.PRIMARY}
            loading={busy === 'pohoda'}
            disabled={busy !== null}
            onClick={() => void download('pohoda')}
            text={<FormattedMessage id="admin.accounting.pohoda" />}
          />
          <Button
            icon={<DownloadIcon />}
            loading={busy === 'csv'}
            disabled={busy !== null}
            onClick={() => void download('csv')}
            text={<FormattedMessage id="admin.accounting.paymentsCsv" />}
          />
          <Button
            icon={<DownloadIcon />}
            loading={busy === 'xlsx'}
            disabled={busy !== null}
            onClick={() => void download('xlsx')}
            text={<FormattedMessage id="admin.accounting.paymentsXlsx" />}
          />
        </div>
        {failure && (
          <Callout intent={Intent.DANGER} role="alert" className={styles.accountingFailure}>
            {failure}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose} text={<FormattedMessage id="admin.accounting.close" />} />} />
    </Dialog>
  );
}
