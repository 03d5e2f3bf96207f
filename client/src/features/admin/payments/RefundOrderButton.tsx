import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { RefundOrderDocument } from './Refund.generated';

/** "Příkaz k úhradě vrácení": the ABO/KPC file of the refunds waiting for a transfer, to import into
 * the operator's internet banking (issue 46). Reading it changes nothing. */
export function RefundOrderButton() {
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: RefundOrderDocument, fetchPolicy: 'network-only' });
      if (!data) return;
      const bytes = Uint8Array.from(atob(data.refundOrder.contentBase64), (char) => char.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = data.refundOrder.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.refunds.orderError' }), errorReason(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadIcon />}
      loading={busy}
      onClick={() => void download()}
      text={intl.formatMessage({ id: 'admin.refunds.order' })}
    />
  );
}
