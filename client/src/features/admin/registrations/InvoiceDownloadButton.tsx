import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadBlob } from '../../../ui/downloadBlob';
import { toast } from '../common/toasts';
import { fetchPdf } from '../common/fetchPdf';
import { invoicePdfPath } from './invoicePdf';

/** Downloads the PDF of an issued invoice (the grid's invoice dialog and the registration dialog). */
export function InvoiceDownloadButton({ registrationId, number }: { registrationId: number; number: string }) {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { blob, filename } = await fetchPdf(invoicePdfPath(registrationId), undefined, 'faktura.pdf');
      downloadBlob(blob, filename);
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: 'admin.invoice.downloadError' }),
        failure instanceof Error ? failure.message : undefined,
      );
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      icon={<DownloadIcon />}
      loading={loading}
      onClick={() => void download()}
      text={<FormattedMessage id="admin.invoice.download" values={{ number }} />}
    />
  );
}
