import { Button } from '@blueprintjs/core';
import { DocumentShareIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadBlob } from '../../../ui/downloadBlob';
import { fetchPdf } from '../common/fetchPdf';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';

/** Downloads an issued invoice as ISDOC, the e-invoice an accounting program imports (issue 47);
 * administrators only (accounting.export), beside the PDF's button. */
export function InvoiceIsdocButton({ registrationId, number }: { registrationId: number; number: string }) {
  const intl = useIntl();
  const { may } = useStaff();
  const [loading, setLoading] = useState(false);
  if (!may('accounting.export')) return null;
  const download = async () => {
    setLoading(true);
    try {
      const { blob, filename } = await fetchPdf(
        `/api/invoices/${registrationId}/isdoc`,
        undefined,
        `faktura-${number}.isdoc`,
      );
      downloadBlob(blob, filename);
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: 'admin.invoice.isdocError' }),
        failure instanceof Error ? failure.message : undefined,
      );
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      icon={<DocumentShareIcon />}
      loading={loading}
      onClick={() => void download()}
      text={<FormattedMessage id="admin.invoice.isdoc" />}
      title={intl.formatMessage({ id: 'admin.invoice.isdocTitle' }, { number })}
    />
  );
}
