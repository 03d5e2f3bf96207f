import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalFrom } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { downloadBlob } from '../../ui/downloadBlob';
import { DownloadIcon } from '../../ui/icons';
import { showToast } from '../../ui/toaster';
import styles from './ParentDocuments.module.css';
import type { ParentRegistrationCardFragment } from './Parents.generated';
import { familyRefusal } from './familyProblems';

type Kind = 'receipt' | 'invoice';

const DOCUMENTS: Record<Kind, { path: string; fallbackName: string }> = {
  receipt: { path: '/api/parents/receipt', fallbackName: 'potvrzeni-o-uhrade.pdf' },
  invoice: { path: '/api/parents/invoice', fallbackName: 'faktura.pdf' },
};

/** The documents of one registration on the parent's page: "Potvrzení o úhradě" once it is paid,
 * the invoice once it is issued. The PDFs come by POST with the page's token in the body (a URL with
 * it would end up in logs and the browser's history), so the page fetches them and saves a blob. */
export function ParentDocuments({
  registration,
  token,
}: {
  registration: Pick<ParentRegistrationCardFragment, 'id' | 'receiptAvailable' | 'invoiceIssued'>;
  token: string;
}) {
  const intl = useIntl();
  const [loading, setLoading] = useState<Kind | null>(null);
  if (!registration.receiptAvailable && !registration.invoiceIssued) return null;
  const hintId = `receipt-hint-${registration.id}`;

  const download = async (kind: Kind) => {
    setLoading(kind);
    try {
      const { path, fallbackName } = DOCUMENTS[kind];
      let response: Response;
      try {
        response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, registrationId: registration.id }),
          // The token is the credential: a staff session in the same browser has nothing to add.
          credentials: 'omit',
        });
      } catch {
        showToast(intl.formatMessage({ id: 'api.unreachable' }), 'danger');
        return;
      }
      if (!response.ok) {
        const refusal = refusalFrom(await response.json().catch(() => null));
        showToast(
          refusal ? familyRefusal(intl, refusal) : intl.formatMessage({ id: 'parents.downloadFailed' }),
          'danger',
        );
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      downloadBlob(await response.blob(), name ?? fallbackName);
    } catch {
      showToast(intl.formatMessage({ id: 'parents.downloadFailed' }), 'danger');
    } finally {
      setLoading(null);
    }
  };

  return (
    <div className={styles.documents} role="group" aria-label={intl.formatMessage({ id: 'parents.documents' })}>
      {registration.receiptAvailable && (
        <div className={styles.document}>
          <Button
            variant="outlined"
            className={styles.button}
            icon={<DownloadIcon />}
            text={<FormattedMessage id="parents.receiptPdf" />}
            loading={loading === 'receipt'}
            aria-describedby={hintId}
            onClick={() => void download('receipt')}
          />
          <p id={hintId} className={styles.hint}>
            <FormattedMessage id="parents.receiptHint" />
          </p>
        </div>
      )}
      {registration.invoiceIssued && (
        <div className={styles.document}>
          <Button
            variant="outlined"
            className={styles.button}
            icon={<DownloadIcon />}
            text={<FormattedMessage id="parents.invoicePdf" />}
            loading={loading === 'invoice'}
            onClick={() => void download('invoice')}
          />
        </div>
      )}
    </div>
  );
}
