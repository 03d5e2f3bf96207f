import { PARENT_EXPORT_PATH, type PersonalDataFormat } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalFrom } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { downloadBlob } from '../../ui/downloadBlob';
import { DownloadIcon } from '../../ui/icons';
import { showToast } from '../../ui/toaster';
import styles from './ParentDataRights.module.css';
import { familyRefusal } from './familyProblems';

/** "Vaše údaje" on the parent's page: everything held about the family, as a file (GDPR art. 15,
 * 20). The file comes by POST with the page's token in the body (a URL with it would end up in
 * logs and the browser's history), so the page fetches it and saves a blob. */
export function ParentDataRights({ token }: { token: string }) {
  const intl = useIntl();
  const [loading, setLoading] = useState<PersonalDataFormat | null>(null);
  const failed = () => showToast(intl.formatMessage({ id: 'parents.dataRights.failed' }), 'danger');

  const download = async (format: PersonalDataFormat) => {
    setLoading(format);
    try {
      const response = await fetch(PARENT_EXPORT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, format }),
        // The token is the credential: a staff session in the same browser has nothing to add.
        credentials: 'omit',
      });
      if (!response.ok) {
        const refusal = refusalFrom(await response.json().catch(() => null));
        if (refusal) showToast(familyRefusal(intl, refusal), 'danger');
        else failed();
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      downloadBlob(await response.blob(), name ?? `moje-udaje.${format}`);
    } catch {
      failed();
    } finally {
      setLoading(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="data-rights-heading">
      <h2 id="data-rights-heading" className={styles.heading}>
        <FormattedMessage id="parents.dataRights.heading" />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage id="parents.dataRights.lead" />
      </p>
      <div className={styles.buttons}>
        {(['json', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            className={styles.button}
            icon={<DownloadIcon />}
            text={<FormattedMessage id={format === 'json' ? 'parents.dataRights.json' : 'parents.dataRights.pdf'} />}
            loading={loading === format}
            disabled={loading !== null && loading !== format}
            onClick={() => void download(format)}
          />
        ))}
      </div>
    </section>
  );
}
